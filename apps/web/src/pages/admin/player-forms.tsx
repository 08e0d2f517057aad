import { ApiError } from '../../api/problem';
import type { Club } from '../../queries/clubs';
import { type Player, type PlayerFields as PlayerValues, readPlayer, useCreatePlayer, useUpdatePlayer } from '../../queries/players';
import { FieldMessage, isConflict } from './admin-ui';
import { ConflictEditForm, CreateForm, savingFields } from './conflict-edit';
import { Options } from '../../ui/options';

interface PlayerForm {
  licence: string;
  lastName: string;
  firstName: string;
  clubId: string;
  category: string;
  rating: string;
}

export const emptyForm: PlayerForm = { licence: '', lastName: '', firstName: '', clubId: '', category: '', rating: '' };
const formOf = (p: Player): PlayerForm => ({
  licence: p.licence,
  lastName: p.lastName,
  firstName: p.firstName,
  clubId: p.clubId,
  category: p.category ?? '',
  rating: p.rating === null ? '' : String(p.rating),
});

const valuesOf = (f: PlayerForm): PlayerValues => ({
  lastName: f.lastName.trim(),
  firstName: f.firstName.trim(),
  clubId: f.clubId,
  category: f.category.trim() || null,
  rating: f.rating === '' ? null : Number(f.rating),
});

function PlayerFields({ form, setForm, clubs, error, creating }: { form: PlayerForm; setForm: (f: PlayerForm) => void; clubs: Club[]; error: unknown; creating: boolean }) {
  const prefix = creating ? 'new-player' : 'edit-player';
  const fe = (field: string) => (error instanceof ApiError && !isConflict(error) ? error.fieldError(field) : undefined);
  const invalid = (field: string) => (fe(field) ? true : undefined);
  return (
    <>
      {creating && (
        <label>
          Licence
          <input
            value={form.licence}
            onChange={(e) => setForm({ ...form, licence: e.target.value })}
            required
            pattern="[A-Za-z0-9\-]{1,20}"
            aria-invalid={invalid('licence')}
            aria-describedby={`${prefix}-licence-error`}
          />
          <FieldMessage id={`${prefix}-licence-error`} message={fe('licence')} />
        </label>
      )}
      <label>
        Nom
        <input value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} required maxLength={80} aria-invalid={invalid('lastName')} />
        <FieldMessage id={`${prefix}-lastName-error`} message={fe('lastName')} />
      </label>
      <label>
        Prénom
        <input value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} required maxLength={80} aria-invalid={invalid('firstName')} />
        <FieldMessage id={`${prefix}-firstName-error`} message={fe('firstName')} />
      </label>
      <label>
        Club du joueur
        <select value={form.clubId} onChange={(e) => setForm({ ...form, clubId: e.target.value })} required aria-invalid={invalid('clubId')}>
          <option value="">— choisir —</option>
          <Options items={clubs} value={(c) => c.id}>
            {(c) => c.name}
          </Options>
        </select>
        <FieldMessage id={`${prefix}-clubId-error`} message={fe('clubId')} />
      </label>
      <div className="row">
        <label>
          Catégorie <span className="hint">(facultatif)</span>
          <input value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value })} maxLength={40} />
        </label>
        <label>
          Classement <span className="hint">(facultatif)</span>
          <input type="number" min={0} max={100000} value={form.rating} onChange={(e) => setForm({ ...form, rating: e.target.value })} aria-invalid={invalid('rating')} />
          <FieldMessage id={`${prefix}-rating-error`} message={fe('rating')} />
        </label>
      </div>
    </>
  );
}

export function PlayerCreator({ clubs, onCreated }: { clubs: Club[]; onCreated: (p: Player) => void }) {
  return (
    <CreateForm
      headingId="player-new"
      title="Nouveau joueur"
      submitLabel="Créer le joueur"
      emptyForm={emptyForm}
      create={useCreatePlayer()}
      valuesOf={(form) => ({ ...valuesOf(form), licence: form.licence.trim() })}
      fields={(form, setForm, error) => <PlayerFields form={form} setForm={setForm} clubs={clubs} error={error} creating />}
      nextForm={(form) => ({ ...emptyForm, clubId: form.clubId })}
      onCreated={onCreated}
    />
  );
}

export function PlayerEditor({ player, clubs, onDone }: { player: Player; clubs: Club[]; onDone: (message: string) => void }) {
  const update = useUpdatePlayer(player.id);
  const clubName = (id: string) => clubs.find((c) => c.id === id)?.name ?? id;
  return (
    <ConflictEditForm
      headingId="player-edit"
      title={
        <>
          Modifier {player.firstName} {player.lastName} <span className="hint">(licence {player.licence})</span>
        </>
      }
      record={player}
      formOf={formOf}
      save={savingFields(update, valuesOf)}
      read={() => readPlayer(player.id)}
      describe={(fresh) => [
        { label: 'Nom', value: fresh.lastName },
        { label: 'Prénom', value: fresh.firstName },
        { label: 'Club', value: clubName(fresh.clubId) },
        { label: 'Catégorie', value: fresh.category ?? '—' },
        { label: 'Classement', value: fresh.rating ?? '—' },
      ]}
      fields={(form, setForm, error) => <PlayerFields form={form} setForm={setForm} clubs={clubs} error={error} creating={false} />}
      onSaved={(p) => onDone(`${p.firstName} ${p.lastName} a été enregistré(e).`)}
      onCancel={() => onDone('Modification abandonnée.')}
    />
  );
}
