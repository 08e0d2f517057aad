import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api, body, reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import { Loaded, Page } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { ConflictNotice, FieldMessage, Pager, ReasonAndSave, ReasonDialog, isConflict, useDebounced } from './admin-ui';
import type { Club, ClubPage } from './views';
import './admin.css';

const PAGE_SIZE = 25;

interface ClubForm {
  name: string;
  city: string;
  federationCode: string;
}

const emptyForm: ClubForm = { name: '', city: '', federationCode: '' };
const formOf = (c: Club): ClubForm => ({ name: c.name, city: c.city, federationCode: c.federationCode ?? '' });

/** The club directory: search, create, edit (versioned), delete with a reason. */
export function ClubsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Club | null>(null);
  const [deleting, setDeleting] = useState<Club | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const clubs = useQuery({
    queryKey: ['clubs', { q, page }],
    queryFn: async () => body<ClubPage>(await api.GET('/clubs', { params: { query: { q: q || undefined, page, pageSize: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: async ({ club, reason }: { club: Club; reason: string }) =>
      body<void>(await api.DELETE('/clubs/{id}', { params: { path: { id: club.id } }, headers: reasonHeaders(reason, club.version) })),
    onSuccess: (_data, { club }) => {
      setDeleting(null);
      setNotice(`Le club « ${club.name} » a été supprimé.`);
      if (editing?.id === club.id) setEditing(null);
      void queryClient.invalidateQueries({ queryKey: ['clubs'] });
    },
  });

  return (
    <Page title="Clubs">
      {notice && (
        <p className="alert alert-ok" role="status">
          {notice}
        </p>
      )}
      <div className="admin-grid">
        <section className="card" aria-labelledby="clubs-list">
          <h2 id="clubs-list">Annuaire des clubs</h2>
          <form className="admin-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label>
              Rechercher un club
              <input
                type="search"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
                placeholder="Nom, ville ou code fédéral"
              />
            </label>
          </form>
          <Loaded query={clubs}>
            {(data) => (
              <>
                {data.items.length === 0 ? (
                  <p>{q ? `Aucun club ne correspond à « ${q} ».` : 'Aucun club pour l’instant : créez le premier ci-contre.'}</p>
                ) : (
                  <table>
                    <caption className="visually-hidden">Clubs</caption>
                    <thead>
                      <tr>
                        <th scope="col">Nom</th>
                        <th scope="col">Ville</th>
                        <th scope="col">Code fédéral</th>
                        <th scope="col">Actions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((c) => (
                        <tr key={c.id} className={editing?.id === c.id ? 'selected' : undefined}>
                          <td><Link to={`/gestion/clubs/${c.id}/soirees`} title="Les soirées du club">{c.name}</Link></td>
                          <td>{c.city}</td>
                          <td>{c.federationCode ?? '—'}</td>
                          <td className="actions">
                            <button type="button" className="secondary" onClick={() => setEditing(c)} aria-label={`Modifier ${c.name}`}>
                              Modifier
                            </button>
                            <button
                              type="button"
                              className="danger"
                              onClick={() => {
                                remove.reset();
                                setDeleting(c);
                              }}
                              aria-label={`Supprimer ${c.name}`}
                            >
                              Supprimer
                            </button>
                          </td>
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
        onConfirm={(reason) => deleting && remove.mutate({ club: deleting, reason })}
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
      <label>
        Nom du club
        <input
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          required
          maxLength={120}
          aria-invalid={fieldError('name') ? true : undefined}
          aria-describedby={`${idPrefix}-name-error`}
        />
        <FieldMessage id={`${idPrefix}-name-error`} message={fieldError('name')} />
      </label>
      <label>
        Ville
        <input
          value={form.city}
          onChange={(e) => setForm({ ...form, city: e.target.value })}
          required
          maxLength={120}
          aria-invalid={fieldError('city') ? true : undefined}
          aria-describedby={`${idPrefix}-city-error`}
        />
        <FieldMessage id={`${idPrefix}-city-error`} message={fieldError('city')} />
      </label>
      <label>
        Code fédéral <span className="hint">(facultatif, unique : NPC-059)</span>
        <input
          value={form.federationCode}
          onChange={(e) => setForm({ ...form, federationCode: e.target.value })}
          pattern="[A-Za-z0-9._\-]{1,32}"
          aria-invalid={fieldError('federationCode') ? true : undefined}
          aria-describedby={`${idPrefix}-code-error`}
        />
        <FieldMessage id={`${idPrefix}-code-error`} message={fieldError('federationCode')} />
      </label>
    </>
  );
}

function ClubCreator({ onCreated }: { onCreated: (club: Club) => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ClubForm>(emptyForm);
  const create = useMutation({
    mutationFn: async (f: ClubForm) =>
      body<Club>(await api.POST('/clubs', { body: { name: f.name.trim(), city: f.city.trim(), federationCode: f.federationCode.trim() || undefined } })),
    onSuccess: (club) => {
      setForm(emptyForm);
      onCreated(club);
      void queryClient.invalidateQueries({ queryKey: ['clubs'] });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(form);
  }
  return (
    <section className="card" aria-labelledby="club-new">
      <h2 id="club-new">Nouveau club</h2>
      <form className="stack" onSubmit={submit}>
        <ProblemAlert error={create.error} />
        <ClubFields form={form} setForm={setForm} error={create.error} idPrefix="new-club" />
        <button type="submit" disabled={create.isPending}>
          Créer le club
        </button>
      </form>
    </section>
  );
}

function ClubEditor({ club, onDone }: { club: Club; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ClubForm>(formOf(club));
  const [base, setBase] = useState<Club>(club);
  const [reason, setReason] = useState('');
  const [fresh, setFresh] = useState<Club | null>(null);
  const save = useMutation({
    mutationFn: async ({ f, version }: { f: ClubForm; version: number }) =>
      body<Club>(
        await api.PATCH('/clubs/{id}', {
          params: { path: { id: club.id } },
          headers: reasonHeaders(reason, version),
          body: { name: f.name.trim(), city: f.city.trim(), federationCode: f.federationCode.trim() || null } as never,
        }),
      ),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['clubs'] });
      onDone(`Le club « ${saved.name} » a été enregistré.`);
    },
    onError: async (error) => {
      if (!isConflict(error)) return;
      setFresh(null);
      setFresh(body<Club>(await api.GET('/clubs/{id}', { params: { path: { id: club.id } } })));
    },
  });
  const conflict = isConflict(save.error);
  return (
    <section className="card" aria-labelledby="club-edit">
      <h2 id="club-edit">Modifier « {club.name} »</h2>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ f: form, version: base.version });
        }}
      >
        {conflict ? (
          <ConflictNotice
            error={save.error}
            busy={save.isPending}
            fresh={fresh && [
              { label: 'Nom', value: fresh.name },
              { label: 'Ville', value: fresh.city },
              { label: 'Code fédéral', value: fresh.federationCode ?? '—' },
            ]}
            onRetry={() => fresh && (setBase(fresh), save.mutate({ f: form, version: fresh.version }))}
            onTakeFresh={() => {
              if (!fresh) return;
              setBase(fresh);
              setForm(formOf(fresh));
              save.reset();
            }}
          />
        ) : (
          <ProblemAlert error={save.error} />
        )}
        <ClubFields form={form} setForm={setForm} error={save.error} idPrefix="edit-club" />
        <ReasonAndSave reason={reason} setReason={setReason} busy={save.isPending} onCancel={() => onDone('Modification abandonnée.')} />
      </form>
    </section>
  );
}
