import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import { type Club, type ClubFields as ClubValues, readClub, useClubPage, useCreateClub, useDeleteClub, useUpdateClub } from '../../queries/clubs';
import { Loaded, Notice, Page } from '../../ui/common';
import { EditDeleteCell, FormField, onFirstPage, Pager, SearchField, isConflict, useEditAndDelete } from './admin-ui';
import { useDebounced } from '../../ui/hooks';
import { ReasonDialog } from '../../ui/confirm-dialog';
import { ConflictEditForm, CreateForm, savingFields } from './conflict-edit';
import './admin.css';
import { ColumnHeads } from '../../ui/column-heads';

const PAGE_SIZE = 25;

interface ClubForm {
  name: string;
  city: string;
  federationCode: string;
}

const emptyForm: ClubForm = { name: '', city: '', federationCode: '' };
const formOf = (c: Club): ClubForm => ({ name: c.name, city: c.city, federationCode: c.federationCode ?? '' });
const valuesOf = (f: ClubForm): ClubValues => ({ name: f.name.trim(), city: f.city.trim(), federationCode: f.federationCode.trim() || null });

/** The club directory: search, create, edit (versioned), delete with a reason. */
export function ClubsPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(1);

  const clubs = useClubPage(q, page, PAGE_SIZE);
  const remove = useDeleteClub();
  const { editing, setEditing, deleting, setDeleting, notice, setNotice, askDelete, removed } = useEditAndDelete<Club>(remove);

  return (
    <Page title="Clubs">
      <Notice text={notice} />
      <div className="admin-split">
        <section className="card" aria-labelledby="clubs-list">
          <h2 id="clubs-list">Annuaire des clubs</h2>
          <form className="admin-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <SearchField label="Rechercher un club" value={search} placeholder="Nom, ville ou code fédéral" onChange={onFirstPage(setSearch, setPage)} />
          </form>
          <Loaded query={clubs}>
            {(data) => (
              <>
                {data.items.length === 0 ? (
                  <p>{q ? `Aucun club ne correspond à « ${q} ».` : 'Aucun club pour l’instant : créez le premier ci-contre.'}</p>
                ) : (
                  <table>
                    <caption className="visually-hidden">Clubs</caption>
                    <ColumnHeads columns={['Nom', 'Ville', 'Code fédéral', 'Actions']} />
                    <tbody>
                      {data.items.map((c) => (
                        <tr key={c.id} className={editing?.id === c.id ? 'selected' : undefined}>
                          <td><Link to={`/gestion/clubs/${c.id}/soirees`} title="Les soirées du club">{c.name}</Link></td>
                          <td>{c.city}</td>
                          <td>{c.federationCode ?? '—'}</td>
                          <EditDeleteCell name={c.name} onEdit={() => setEditing(c)} onDelete={() => askDelete(c)} />
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="club" />
              </>
            )}
          </Loaded>
        </section>
        {editing ? (
          <ClubEditor key={editing.id} club={editing} onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }} />
        ) : (
          <ClubCreator onCreated={(c) => setNotice(`Le club « ${c.name} » a été créé.`)} />
        )}
      </div>
      <ReasonDialog
        open={deleting !== null}
        title={`Supprimer le club « ${deleting?.name ?? ''} » ?`}
        confirmLabel="Supprimer le club"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(reason) => deleting && remove.mutate({ club: deleting, reason }, { onSuccess: (_d, { club }) => removed(club, `Le club « ${club.name} » a été supprimé.`) })}
        onCancel={() => setDeleting(null)}
      >
        <p>Le club reste dans l’historique des tournois passés. Il ne doit plus avoir de joueurs.</p>
      </ReasonDialog>
    </Page>
  );
}

function ClubFields({ form, setForm, error, idPrefix }: { form: ClubForm; setForm: (f: ClubForm) => void; error: unknown; idPrefix: string }) {
  const fieldError = (field: string) => (error instanceof ApiError && !isConflict(error) ? error.fieldError(field) : undefined);
  return (
    <>
      <FormField
        label="Nom du club"
        value={form.name}
        onValue={(name) => setForm({ ...form, name })}
        required
        maxLength={120}
        errorId={`${idPrefix}-name-error`}
        error={fieldError('name')}
      />
      <FormField
        label="Ville"
        value={form.city}
        onValue={(city) => setForm({ ...form, city })}
        required
        maxLength={120}
        errorId={`${idPrefix}-city-error`}
        error={fieldError('city')}
      />
      <FormField
        label="Code fédéral"
        hint="(facultatif, unique : NPC-059)"
        value={form.federationCode}
        onValue={(federationCode) => setForm({ ...form, federationCode })}
        pattern="[A-Za-z0-9._\-]{1,32}"
        errorId={`${idPrefix}-code-error`}
        error={fieldError('federationCode')}
      />
    </>
  );
}

function ClubCreator({ onCreated }: { onCreated: (club: Club) => void }) {
  return (
    <CreateForm
      headingId="club-new"
      title="Nouveau club"
      submitLabel="Créer le club"
      emptyForm={emptyForm}
      create={useCreateClub()}
      valuesOf={valuesOf}
      fields={(form, setForm, error) => <ClubFields form={form} setForm={setForm} error={error} idPrefix="new-club" />}
      onCreated={onCreated}
    />
  );
}

function ClubEditor({ club, onDone }: { club: Club; onDone: (message: string) => void }) {
  const update = useUpdateClub(club.id);
  return (
    <ConflictEditForm
      headingId="club-edit"
      title={`Modifier « ${club.name} »`}
      record={club}
      formOf={formOf}
      save={savingFields(update, valuesOf)}
      read={() => readClub(club.id)}
      describe={(fresh) => [
        { label: 'Nom', value: fresh.name },
        { label: 'Ville', value: fresh.city },
        { label: 'Code fédéral', value: fresh.federationCode ?? '—' },
      ]}
      fields={(form, setForm, error) => <ClubFields form={form} setForm={setForm} error={error} idPrefix="edit-club" />}
      onSaved={(saved) => onDone(`Le club « ${saved.name} » a été enregistré.`)}
      onCancel={() => onDone('Modification abandonnée.')}
    />
  );
}
