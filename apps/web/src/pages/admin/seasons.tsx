import { type InputHTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import { readSeason, type Season, type SeasonFields, type SeasonProfile, useCreateSeason, useDeleteSeason, useSeasons, useUpdateSeason } from '../../queries/seasons';
import { ColumnHeads } from '../../ui/column-heads';
import { Loaded, Page } from '../../ui/common';
import { FieldMessage, FormField, isConflict, Pager, useEditAndDelete } from './admin-ui';
import { ReasonDialog } from '../../ui/confirm-dialog';
import { ConflictEditForm, CreateForm, savingFields } from './conflict-edit';
import './admin.css';
import { Options } from '../../ui/options';

const PAGE_SIZE = 25;

/** The profiles as the organiser chooses them (docs/rules/season-ranking.md). */
const PROFILES: { value: SeasonProfile; label: string; hint: string }[] = [
  { value: 'places-table', label: 'Barème des places', hint: 'chaque place finale rapporte les points du barème' },
  { value: 'players-beaten', label: 'Joueurs devancés', hint: '1 point, plus 1 par joueur classé derrière soi' },
  { value: 'percent-of-top', label: 'Pourcentage du top', hint: 'le pourcentage du top au duplicate, en pour mille' },
];
const DEFAULT_TABLE = '100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16';

interface SeasonForm {
  name: string;
  firstDay: string;
  lastDay: string;
  profile: SeasonProfile;
  best: string;
  points: string;
  beyond: string;
}

const emptyForm: SeasonForm = { name: '', firstDay: '', lastDay: '', profile: 'places-table', best: '5', points: DEFAULT_TABLE, beyond: '5' };
const formOf = (s: Season): SeasonForm => ({
  name: s.name,
  firstDay: s.firstDay,
  lastDay: s.lastDay,
  profile: s.profile,
  best: String(s.parameters.best),
  points: (s.parameters.points ?? []).join(', ') || DEFAULT_TABLE,
  beyond: String(s.parameters.beyond ?? 5),
});
const whole = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const valuesOf = (f: SeasonForm): SeasonFields => ({
  name: f.name.trim(),
  firstDay: f.firstDay,
  lastDay: f.lastDay,
  profile: f.profile,
  parameters:
    f.profile === 'places-table'
      ? { best: whole(f.best), points: f.points.split(/[\s,;]+/).filter(Boolean).map(whole), beyond: whole(f.beyond) }
      : { best: whole(f.best) },
});

/** Organisers: the seasons, their dates and their rule (profile and parameters); the ranking follows every change. */
export function SeasonsManagePage() {
  const [page, setPage] = useState(1);
  const seasons = useSeasons(page, PAGE_SIZE);
  const remove = useDeleteSeason();
  const { editing, setEditing, deleting, setDeleting, notice, setNotice, askDelete, removed } = useEditAndDelete<Season>(remove);
  return (
    <Page title="Gestion des saisons">
      {notice && (
        <p className="alert alert-ok" role="status">
          {notice}
        </p>
      )}
      <div className="admin-split">
        <section className="card" aria-labelledby="seasons-list">
          <h2 id="seasons-list">Saisons</h2>
          <Loaded query={seasons}>
            {(data) => (
              <>
                {data.items.length === 0 ? (
                  <p>Aucune saison pour l’instant : créez la première ci-contre.</p>
                ) : (
                  <table>
                    <caption className="visually-hidden">Saisons</caption>
                    <ColumnHeads columns={['Nom', 'Dates', 'Règle', 'Actions']} />
                    <tbody>
                      {data.items.map((s) => (
                        <tr key={s.id} className={editing?.id === s.id ? 'selected' : undefined}>
                          <td>
                            <Link to={`/saisons/${s.id}`}>{s.name}</Link>
                          </td>
                          <td>
                            {s.firstDay} → {s.lastDay}
                          </td>
                          <td>
                            {s.profileLabel}, {s.parameters.best} meilleurs
                          </td>
                          <td className="actions">
                            <button type="button" className="secondary" onClick={() => setEditing(s)} aria-label={`Modifier ${s.name}`}>
                              Modifier
                            </button>
                            <button
                              type="button"
                              className="danger"
                              onClick={() => askDelete(s)}
                              aria-label={`Supprimer ${s.name}`}
                            >
                              Supprimer
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="saison" />
              </>
            )}
          </Loaded>
        </section>
        {editing ? (
          <SeasonEditor
            key={editing.id}
            season={editing}
            onDone={(message) => {
              setEditing(null);
              setNotice(message);
            }}
          />
        ) : (
          <SeasonCreator onCreated={(s) => setNotice(`La saison « ${s.name} » a été créée.`)} />
        )}
      </div>
      <ReasonDialog
        open={deleting !== null}
        title={`Supprimer la saison « ${deleting?.name ?? ''} » ?`}
        confirmLabel="Supprimer la saison"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(reason) => deleting && remove.mutate({ season: deleting, reason }, { onSuccess: (_d, { season }) => removed(season, `La saison « ${season.name} » a été supprimée.`) })}
        onCancel={() => setDeleting(null)}
      >
        <p>Ses tournois restent : seul le classement de la saison disparaît.</p>
      </ReasonDialog>
    </Page>
  );
}

function SeasonFieldsEditor({ form, setForm, error, idPrefix }: { form: SeasonForm; setForm: (f: SeasonForm) => void; error: unknown; idPrefix: string }) {
  const fieldError = (field: string) => (error instanceof ApiError && !isConflict(error) ? error.fieldError(field) : undefined);
  const input = (field: keyof SeasonForm, label: string, apiField: string, props: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> = {}, hint?: string) => (
    <FormField
      label={label}
      hint={hint}
      value={form[field]}
      onValue={(value) => setForm({ ...form, [field]: value })}
      errorId={`${idPrefix}-${field}-error`}
      error={fieldError(apiField)}
      {...props}
    />
  );
  const profile = PROFILES.find((p) => p.value === form.profile);
  return (
    <>
      {input('name', 'Nom de la saison', 'name', { required: true, maxLength: 120 })}
      {input('firstDay', 'Premier jour', 'firstDay', { type: 'date', required: true })}
      {input('lastDay', 'Dernier jour', 'lastDay', { type: 'date', required: true })}
      <label>
        Règle du classement
        <select value={form.profile} onChange={(e) => setForm({ ...form, profile: e.target.value as SeasonProfile })} aria-describedby={`${idPrefix}-profile-hint ${idPrefix}-profile-error`}>
          <Options items={PROFILES} value={(p) => p.value}>
            {(p) => p.label}
          </Options>
        </select>
        <span id={`${idPrefix}-profile-hint`} className="hint">
          {profile?.hint}
        </span>
        <FieldMessage id={`${idPrefix}-profile-error`} message={fieldError('profile')} />
      </label>
      {input('best', 'Résultats retenus', 'parameters.best', { type: 'number', min: 1, max: 100, required: true, inputMode: 'numeric' }, '(les meilleurs de chaque joueur, de 1 à 100)')}
      {form.profile === 'places-table' && (
        <>
          {input('points', 'Barème des places', 'parameters.points', {}, '(points de la 1re, de la 2e… séparés par des virgules)')}
          {input('beyond', 'Points au-delà du barème', 'parameters.beyond', { type: 'number', min: 0, required: true, inputMode: 'numeric' })}
        </>
      )}
    </>
  );
}

function SeasonCreator({ onCreated }: { onCreated: (season: Season) => void }) {
  return (
    <CreateForm
      headingId="season-new"
      title="Nouvelle saison"
      submitLabel="Créer la saison"
      emptyForm={emptyForm}
      create={useCreateSeason()}
      valuesOf={valuesOf}
      fields={(form, setForm, error) => <SeasonFieldsEditor form={form} setForm={setForm} error={error} idPrefix="new-season" />}
      onCreated={onCreated}
    />
  );
}

function SeasonEditor({ season, onDone }: { season: Season; onDone: (message: string) => void }) {
  const update = useUpdateSeason(season.id);
  return (
    <ConflictEditForm
      headingId="season-edit"
      title={`Modifier « ${season.name} »`}
      record={season}
      formOf={formOf}
      save={savingFields(update, valuesOf)}
      read={() => readSeason(season.id)}
      describe={(fresh) => [
        { label: 'Nom', value: fresh.name },
        { label: 'Dates', value: `${fresh.firstDay} → ${fresh.lastDay}` },
        { label: 'Règle', value: fresh.rule },
      ]}
      fields={(form, setForm, error) => <SeasonFieldsEditor form={form} setForm={setForm} error={error} idPrefix="edit-season" />}
      onSaved={(saved) => onDone(`La saison « ${saved.name} » a été enregistrée : le classement suit la nouvelle règle.`)}
      onCancel={() => onDone('Modification abandonnée.')}
    />
  );
}
