import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, body, reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import { type Account, canArbitrate, useAuth } from '../../auth/auth';
import { useLiveQueries } from '../../lib/events';
import { formatDate, formatDateTime, Loaded, Page, PdfLink, stepLabel } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { TokenPdfLink } from '../../ui/token-pdf-link';
import { ConflictNotice, FieldMessage, ReasonAndSave, ReasonDialog, isConflict, useDebounced } from './admin-ui';
import { useAllClubs } from './players';
import { POINTS_SCALES } from './tournament-new';
import type { AccountView, DuplicateSession, Entry, PlayerPage, PouleSummary, PyramideConfig, Ruling, Tournament } from './views';
import './admin.css';

const STEPS = ['REGISTRATION', 'DUPLICATE', 'CORRECTION', 'MATCHES', 'FINISHED'] as const;
type Step = (typeof STEPS)[number];

/** A read that answers 404 while the thing does not exist yet (the duplicate, the poules, the Pyramide). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export function useTournament(tournamentId: string) {
  return useQuery({
    queryKey: ['tournament', tournamentId],
    queryFn: async () => body<Tournament>(await api.GET('/tournaments/{tournamentId}', { params: { path: { tournamentId } } })),
  });
}

/** The organiser's hub for the day: the card, the steps, registration, arbiters, rulings, the other screens and the documents. */
export function TournamentManagePage() {
  const { tournamentId = '' } = useParams();
  const { account } = useAuth();
  const tournament = useTournament(tournamentId);
  useLiveQueries(tournamentId, [['tournament', tournamentId]]);
  return (
    <Loaded query={tournament}>
      {(t) => <Manage tournament={t} account={account} />}
    </Loaded>
  );
}

function Manage({ tournament: t, account }: { tournament: Tournament; account: Account | null }) {
  const organiser = account?.role === 'ORGANISER';
  const arbiter = canArbitrate(account, t);
  const clubs = useAllClubs();
  const club = clubs.data?.find((c) => c.id === t.organisingClubId);
  return (
    <Page
      title={t.name}
      actions={
        <Link className="button secondary" to={`/tournois/${t.id}`}>
          Page publique
        </Link>
      }
    >
      {!organiser && (
        <p className="alert alert-warn">
          {arbiter ? 'Vous êtes arbitre de ce tournoi : cette page est en lecture seule, les écrans ci-dessous sont les vôtres.' : 'Vous n’êtes pas arbitre de ce tournoi : lecture seule.'}
        </p>
      )}
      <TournamentCard tournament={t} clubName={club ? `${club.name} (${club.city})` : '…'} editable={organiser} />
      <Steps tournament={t} editable={organiser} />
      {arbiter && <Screens tournamentId={t.id} />}
      <Registration tournament={t} editable={organiser} />
      {organiser && <Arbiters tournament={t} />}
      {!organiser && (
        <section className="card" aria-labelledby="arbiters-h">
          <h2 id="arbiters-h">Arbitres</h2>
          <p>
            {t.arbiterIds.length} arbitre{t.arbiterIds.length > 1 ? 's' : ''} affecté{t.arbiterIds.length > 1 ? 's' : ''} à ce tournoi.
          </p>
        </section>
      )}
      <Rulings tournamentId={t.id} editable={arbiter} />
      <Documents tournament={t} withToken={arbiter} />
    </Page>
  );
}

type CardForm = { name: string; date: string; venue: string; pointsProfile: string };
const cardOf = (t: Tournament): CardForm => ({ name: t.name, date: t.date, venue: t.venue, pointsProfile: t.pointsProfile });
const scaleLabel = (p: string) => POINTS_SCALES.find((s) => s.value === p)?.label ?? p;

function TournamentCard({ tournament: t, clubName, editable }: { tournament: Tournament; clubName: string; editable: boolean }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<CardForm>(cardOf(t));
  const [base, setBase] = useState(t.version);
  // What the form started from: only the fields changed since are sent, so that a retry after a 409 keeps the other person's changes.
  const [original, setOriginal] = useState<CardForm>(cardOf(t));
  const [reason, setReason] = useState('');
  const [fresh, setFresh] = useState<Tournament | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: async (version: number) =>
      body<Tournament>(
        await api.PATCH('/tournaments/{tournamentId}', {
          params: { path: { tournamentId: t.id } },
          headers: reasonHeaders(reason, version),
          body: {
            name: form.name.trim() !== original.name ? form.name.trim() : undefined,
            date: form.date !== original.date ? form.date : undefined,
            venue: form.venue.trim() !== original.venue ? form.venue.trim() : undefined,
            pointsProfile: form.pointsProfile !== original.pointsProfile ? (form.pointsProfile as 'douai' | 'laxou') : undefined,
          },
        }),
      ),
    onSuccess: (after) => {
      queryClient.setQueryData(['tournament', t.id], after);
      void queryClient.invalidateQueries({ queryKey: ['tournament', t.id] });
      void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
      setEditing(false);
      setSaved(true);
    },
    onError: async (error) => {
      if (!isConflict(error)) return;
      setFresh(null);
      setFresh(body<Tournament>(await api.GET('/tournaments/{tournamentId}', { params: { path: { tournamentId: t.id } } })));
    },
  });
  const fe = (field: string) => (save.error instanceof ApiError && !isConflict(save.error) ? save.error.fieldError(field) : undefined);
  if (!editing) {
    return (
      <section className="card" aria-labelledby="card-h">
        <h2 id="card-h">Fiche du tournoi</h2>
        {saved && (
          <p className="alert alert-ok" role="status">
            Fiche enregistrée.
          </p>
        )}
        <dl className="facts">
          <dt>Date</dt>
          <dd>{formatDate(t.date)}</dd>
          <dt>Lieu</dt>
          <dd>{t.venue}</dd>
          <dt>Club organisateur</dt>
          <dd>{clubName}</dd>
          <dt>Barème</dt>
          <dd>{scaleLabel(t.pointsProfile)}</dd>
          <dt>Étape</dt>
          <dd>{stepLabel(t.status)}</dd>
        </dl>
        {editable && (
          <p>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setForm(cardOf(t));
                setOriginal(cardOf(t));
                setBase(t.version);
                setReason('');
                save.reset();
                setSaved(false);
                setEditing(true);
              }}
            >
              Modifier la fiche
            </button>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="card-h">
      <h2 id="card-h">Modifier la fiche du tournoi</h2>
      <form
        className="stack narrow"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(base);
        }}
      >
        {isConflict(save.error) ? (
          <ConflictNotice
            error={save.error}
            busy={save.isPending}
            fresh={
              fresh && [
                { label: 'Nom', value: fresh.name },
                { label: 'Date', value: formatDate(fresh.date) },
                { label: 'Lieu', value: fresh.venue },
                { label: 'Barème', value: scaleLabel(fresh.pointsProfile) },
                { label: 'Étape', value: stepLabel(fresh.status) },
              ]
            }
            onRetry={() => {
              if (!fresh) return;
              setBase(fresh.version);
              save.mutate(fresh.version);
            }}
            onTakeFresh={() => {
              if (!fresh) return;
              setBase(fresh.version);
              setForm(cardOf(fresh));
              setOriginal(cardOf(fresh));
              save.reset();
            }}
          />
        ) : (
          <ProblemAlert error={save.error} />
        )}
        <label>
          Nom du tournoi
          <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required maxLength={160} aria-invalid={fe('name') ? true : undefined} />
          <FieldMessage id="card-name-error" message={fe('name')} />
        </label>
        <label>
          Date
          <input type="date" value={form.date} onChange={(e) => setForm({ ...form, date: e.target.value })} required />
          <FieldMessage id="card-date-error" message={fe('date')} />
        </label>
        <label>
          Lieu
          <input value={form.venue} onChange={(e) => setForm({ ...form, venue: e.target.value })} required maxLength={200} />
          <FieldMessage id="card-venue-error" message={fe('venue')} />
        </label>
        <label>
          Barème
          <select value={form.pointsProfile} onChange={(e) => setForm({ ...form, pointsProfile: e.target.value })}>
            {POINTS_SCALES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          {form.pointsProfile !== t.pointsProfile && <span className="hint">Changer de barème recalcule toutes les feuilles déjà saisies.</span>}
        </label>
        <ReasonAndSave reason={reason} setReason={setReason} busy={save.isPending} saveLabel="Enregistrer la fiche" onCancel={() => setEditing(false)} />
      </form>
    </section>
  );
}

function Steps({ tournament: t, editable }: { tournament: Tournament; editable: boolean }) {
  const queryClient = useQueryClient();
  const [back, setBack] = useState<Step | null>(null);
  const current = STEPS.indexOf(t.status);
  const move = useMutation({
    mutationFn: async ({ status, reason }: { status: Step; reason?: string }) =>
      body<Tournament>(
        await api.POST('/tournaments/{tournamentId}/status', {
          params: { path: { tournamentId: t.id } },
          headers: reasonHeaders(reason, t.version),
          body: { status, version: t.version, reason: reason?.trim() || undefined },
        }),
      ),
    onSuccess: (after) => {
      setBack(null);
      queryClient.setQueryData(['tournament', t.id], after);
      void queryClient.invalidateQueries({ queryKey: ['tournament', t.id] });
      void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
    },
  });
  return (
    <section className="card" aria-labelledby="steps-h">
      <h2 id="steps-h">Étapes de la journée</h2>
      {!back && <ProblemAlert error={move.error} onDismiss={() => move.reset()} />}
      <ol className="steps">
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === current ? 'step' : undefined} className={i < current ? 'done' : undefined}>
            <span>{stepLabel(s)}</span>
            {i === current && <span className="tag ok">étape en cours</span>}
            {editable && i > current && (
              <button type="button" disabled={move.isPending} onClick={() => move.mutate({ status: s })}>
                Passer à « {stepLabel(s)} »
              </button>
            )}
            {editable && i < current && (
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  move.reset();
                  setBack(s);
                }}
              >
                Revenir à « {stepLabel(s)} »
              </button>
            )}
          </li>
        ))}
      </ol>
      <ReasonDialog
        open={back !== null}
        title={`Revenir à l’étape « ${back ? stepLabel(back) : ''} » ?`}
        confirmLabel="Revenir à cette étape"
        reasonLabel="Motif du retour en arrière (obligatoire)"
        busy={move.isPending}
        error={move.error}
        onConfirm={(reason) => back && move.mutate({ status: back, reason })}
        onCancel={() => {
          setBack(null);
          move.reset();
        }}
      >
        <p>Rouvrir une étape passée est noté dans le journal avec son motif.</p>
      </ReasonDialog>
    </section>
  );
}

function Screens({ tournamentId }: { tournamentId: string }) {
  const base = `/gestion/tournois/${tournamentId}`;
  return (
    <nav className="card" aria-labelledby="screens-h">
      <h2 id="screens-h">Écrans de la journée</h2>
      <ul className="links">
        <li>
          <Link to={`${base}/duplicate`}>Duplicate</Link>
        </li>
        <li>
          <Link to={`${base}/salle`}>Pilotage de la salle</Link>
        </li>
        <li>
          <Link to={`${base}/correction`}>Correction</Link>
        </li>
        <li>
          <Link to={`${base}/poules`}>Poules et matchs</Link>
        </li>
        <li>
          <Link to={`${base}/pyramide`}>Pyramide</Link>
        </li>
      </ul>
    </nav>
  );
}

function Registration({ tournament: t, editable }: { tournament: Tournament; editable: boolean }) {
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: ['tournament', t.id, 'entries'],
    queryFn: async () => body<Entry[]>(await api.GET('/tournaments/{tournamentId}/entries', { params: { path: { tournamentId: t.id } } })),
  });
  const [withdrawing, setWithdrawing] = useState<Entry | null>(null);
  const withdraw = useMutation({
    mutationFn: async ({ entry, reason }: { entry: Entry; reason: string }) =>
      body<Entry>(
        await api.DELETE('/tournaments/{tournamentId}/entries/{entryId}', {
          params: { path: { tournamentId: t.id, entryId: entry.id } },
          headers: reasonHeaders(reason, entry.version),
        }),
      ),
    onSuccess: () => {
      setWithdrawing(null);
      void queryClient.invalidateQueries({ queryKey: ['tournament', t.id, 'entries'] });
    },
  });
  const open = t.status === 'REGISTRATION' || t.status === 'DUPLICATE';
  return (
    <section className="card" aria-labelledby="entries-h">
      <h2 id="entries-h">Inscriptions</h2>
      {editable && open && <PlayerPicker tournamentId={t.id} registered={new Set(entries.data?.map((e) => e.playerId) ?? [])} />}
      {editable && !open && <p className="hint">Les inscriptions sont closes à l’étape « {stepLabel(t.status)} ».</p>}
      <Loaded query={entries}>
        {(list) =>
          list.length === 0 ? (
            <p>Aucun joueur inscrit pour l’instant.</p>
          ) : (
            <>
              <p>
                {list.filter((e) => !e.withdrawn).length} joueur{list.filter((e) => !e.withdrawn).length > 1 ? 's' : ''} inscrit
                {list.filter((e) => !e.withdrawn).length > 1 ? 's' : ''}
                {list.some((e) => e.withdrawn) && `, ${list.filter((e) => e.withdrawn).length} retiré(s)`}.
              </p>
              <table>
                <caption className="visually-hidden">Joueurs inscrits et leurs numéros de table</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      N° de table
                    </th>
                    <th scope="col">Licence</th>
                    <th scope="col">Nom</th>
                    <th scope="col">Prénom</th>
                    <th scope="col">Club</th>
                    <th scope="col">État</th>
                    {editable && <th scope="col">Actions</th>}
                  </tr>
                </thead>
                <tbody>
                  {list.map((e) => (
                    <tr key={e.id} className={e.withdrawn ? 'withdrawn' : undefined}>
                      <td className="num">{e.bib}</td>
                      <td>{e.licence}</td>
                      <td>{e.lastName}</td>
                      <td>{e.firstName}</td>
                      <td>{e.clubName}</td>
                      <td className="state">{e.withdrawn ? <span className="tag warn">retiré</span> : 'inscrit'}</td>
                      {editable && (
                        <td className="actions">
                          {!e.withdrawn && (
                            <button
                              type="button"
                              className="danger"
                              aria-label={`Retirer ${e.firstName} ${e.lastName}`}
                              onClick={() => {
                                withdraw.reset();
                                setWithdrawing(e);
                              }}
                            >
                              Retirer
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        }
      </Loaded>
      <ReasonDialog
        open={withdrawing !== null}
        title={`Retirer ${withdrawing?.firstName ?? ''} ${withdrawing?.lastName ?? ''} (table ${withdrawing?.bib ?? ''}) ?`}
        confirmLabel="Retirer le joueur"
        danger
        busy={withdraw.isPending}
        error={withdraw.error}
        onConfirm={(reason) => withdrawing && withdraw.mutate({ entry: withdrawing, reason })}
        onCancel={() => setWithdrawing(null)}
      >
        <p>Le joueur reste dans la liste (et garde une feuille déjà saisie) mais ne compte plus pour la suite.</p>
      </ReasonDialog>
    </section>
  );
}

function PlayerPicker({ tournamentId, registered }: { tournamentId: string; registered: Set<string> }) {
  const queryClient = useQueryClient();
  const clubs = useAllClubs();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [clubId, setClubId] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const players = useQuery({
    queryKey: ['players', { q, clubId, page: 1, pageSize: 30 }],
    queryFn: async () => body<PlayerPage>(await api.GET('/players', { params: { query: { q: q || undefined, clubId: clubId || undefined, pageSize: 30 } } })),
  });
  const register = useMutation({
    mutationFn: async (playerIds: string[]) =>
      body<Entry[]>(await api.POST('/tournaments/{tournamentId}/entries/bulk', { params: { path: { tournamentId } }, body: { playerIds } })),
    onSuccess: () => {
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId, 'entries'] });
    },
  });
  const clubName = (id: string) => clubs.data?.find((c) => c.id === id)?.name ?? '…';
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const candidates = players.data?.items.filter((p) => !registered.has(p.id)) ?? [];
  return (
    <form
      className="stack"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (selected.length) register.mutate(selected);
      }}
    >
      <h3>Inscrire des joueurs</h3>
      <div className="admin-search">
        <label>
          Chercher un joueur à inscrire
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Nom, prénom ou licence" />
        </label>
        <label>
          Club
          <select value={clubId} onChange={(e) => setClubId(e.target.value)}>
            <option value="">Tous les clubs</option>
            {clubs.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ProblemAlert error={register.error} />
      <Loaded query={players}>
        {() =>
          candidates.length === 0 ? (
            <p className="hint">Aucun joueur à inscrire pour cette recherche (les inscrits ne sont pas relistés).</p>
          ) : (
            <table>
              <caption className="visually-hidden">Joueurs trouvés</caption>
              <thead>
                <tr>
                  <th scope="col">Inscrire</th>
                  <th scope="col">Licence</th>
                  <th scope="col">Joueur</th>
                  <th scope="col">Club</th>
                </tr>
              </thead>
              <tbody>
                {candidates.map((p) => (
                  <tr key={p.id} className={selected.includes(p.id) ? 'selected' : undefined}>
                    <td>
                      <input
                        type="checkbox"
                        checked={selected.includes(p.id)}
                        onChange={() => toggle(p.id)}
                        aria-label={`Sélectionner ${p.firstName} ${p.lastName}`}
                      />
                    </td>
                    <td>{p.licence}</td>
                    <td>
                      {p.lastName} {p.firstName}
                    </td>
                    <td>{clubName(p.clubId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      <div className="row">
        <button type="submit" disabled={selected.length === 0 || register.isPending}>
          {selected.length <= 1 ? 'Inscrire le joueur sélectionné' : `Inscrire les ${selected.length} joueurs sélectionnés`}
        </button>
        {candidates.length > 0 && (
          <button type="button" className="secondary" onClick={() => setSelected(candidates.map((p) => p.id))}>
            Tout sélectionner
          </button>
        )}
        <span className="hint">Les numéros de table suivent l’ordre de sélection.</span>
      </div>
    </form>
  );
}

function Arbiters({ tournament: t }: { tournament: Tournament }) {
  const queryClient = useQueryClient();
  const accounts = useQuery({
    queryKey: ['accounts'],
    queryFn: async () => body<AccountView[]>(await api.GET('/accounts')),
  });
  const [choice, setChoice] = useState('');
  const [newArbiter, setNewArbiter] = useState({ displayName: '', email: '', password: '' });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['tournament', t.id] });
    void queryClient.invalidateQueries({ queryKey: ['accounts'] });
  };
  const assign = useMutation({
    mutationFn: async (accountId: string) =>
      body<Tournament>(await api.POST('/tournaments/{tournamentId}/arbiters', { params: { path: { tournamentId: t.id } }, body: { accountId } })),
    onSuccess: (after) => {
      queryClient.setQueryData(['tournament', t.id], after);
      setChoice('');
      refresh();
    },
  });
  const unassign = useMutation({
    mutationFn: async (accountId: string) =>
      body<void>(await api.DELETE('/tournaments/{tournamentId}/arbiters/{accountId}', { params: { path: { tournamentId: t.id, accountId } } })),
    onSuccess: refresh,
  });
  const create = useMutation({
    mutationFn: async () => {
      const account = body<AccountView>(
        await api.POST('/accounts', { body: { email: newArbiter.email.trim(), displayName: newArbiter.displayName.trim(), password: newArbiter.password, role: 'ARBITER' } }),
      );
      return body<Tournament>(await api.POST('/tournaments/{tournamentId}/arbiters', { params: { path: { tournamentId: t.id } }, body: { accountId: account.id } }));
    },
    onSuccess: (after) => {
      queryClient.setQueryData(['tournament', t.id], after);
      setNewArbiter({ displayName: '', email: '', password: '' });
      refresh();
    },
  });
  const fe = (field: string) => (create.error instanceof ApiError ? create.error.fieldError(field) : undefined);
  const arbiters = accounts.data?.filter((a) => a.role === 'ARBITER' && !a.disabled) ?? [];
  const assigned = t.arbiterIds.map((id) => accounts.data?.find((a) => a.id === id) ?? { id, displayName: '…', email: '' });
  const free = arbiters.filter((a) => !t.arbiterIds.includes(a.id));
  return (
    <section className="card" aria-labelledby="arbiters-h">
      <h2 id="arbiters-h">Arbitres</h2>
      <ProblemAlert error={accounts.error ?? unassign.error} />
      {assigned.length === 0 ? (
        <p>Aucun arbitre affecté : affectez-en un pour la correction de la pause de midi.</p>
      ) : (
        <table>
          <caption className="visually-hidden">Arbitres affectés au tournoi</caption>
          <thead>
            <tr>
              <th scope="col">Arbitre</th>
              <th scope="col">Adresse e-mail</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {assigned.map((a) => (
              <tr key={a.id}>
                <td>{a.displayName}</td>
                <td>{a.email}</td>
                <td className="actions">
                  <button type="button" className="danger" onClick={() => unassign.mutate(a.id)} disabled={unassign.isPending} aria-label={`Retirer l’arbitre ${a.displayName}`}>
                    Retirer
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="admin-grid">
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) assign.mutate(choice);
          }}
        >
          <h3>Affecter un compte arbitre</h3>
          <ProblemAlert error={assign.error} />
          <label>
            Compte arbitre
            <select value={choice} onChange={(e) => setChoice(e.target.value)} required>
              <option value="">— choisir —</option>
              {free.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.displayName} ({a.email})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={!choice || assign.isPending}>
            Affecter
          </button>
        </form>
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <h3>Créer un compte arbitre</h3>
          <ProblemAlert error={create.error} />
          <label>
            Nom affiché
            <input value={newArbiter.displayName} onChange={(e) => setNewArbiter({ ...newArbiter, displayName: e.target.value })} required maxLength={120} />
            <FieldMessage id="arb-name-error" message={fe('displayName')} />
          </label>
          <label>
            Adresse e-mail de l’arbitre
            <input type="email" value={newArbiter.email} onChange={(e) => setNewArbiter({ ...newArbiter, email: e.target.value })} required autoComplete="off" />
            <FieldMessage id="arb-email-error" message={fe('email')} />
          </label>
          <label>
            Mot de passe provisoire <span className="hint">(10 caractères au moins)</span>
            <input type="password" value={newArbiter.password} onChange={(e) => setNewArbiter({ ...newArbiter, password: e.target.value })} required minLength={10} autoComplete="new-password" />
            <FieldMessage id="arb-password-error" message={fe('password')} />
          </label>
          <button type="submit" disabled={create.isPending}>
            Créer et affecter
          </button>
        </form>
      </div>
    </section>
  );
}

function Rulings({ tournamentId, editable }: { tournamentId: string; editable: boolean }) {
  const queryClient = useQueryClient();
  const rulings = useQuery({
    queryKey: ['tournament', tournamentId, 'rulings'],
    queryFn: async () => body<Ruling[]>(await api.GET('/tournaments/{tournamentId}/rulings', { params: { path: { tournamentId } } })),
  });
  const [form, setForm] = useState({ word: '', decision: 'ADMITTED' as 'ADMITTED' | 'REFUSED', note: '' });
  const [removing, setRemoving] = useState<Ruling | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId] });
  const create = useMutation({
    mutationFn: async () =>
      body<Ruling>(
        await api.POST('/tournaments/{tournamentId}/rulings', {
          params: { path: { tournamentId } },
          body: { word: form.word.trim(), decision: form.decision, note: form.note.trim() || undefined },
        }),
      ),
    onSuccess: (r) => {
      setForm({ word: '', decision: form.decision, note: '' });
      setNotice(`« ${r.word} » est ${r.decision === 'ADMITTED' ? 'admis' : 'refusé'} : toutes les feuilles ont été recalculées.`);
      invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: async ({ ruling, reason }: { ruling: Ruling; reason: string }) =>
      body<void>(
        await api.DELETE('/tournaments/{tournamentId}/rulings/{id}', { params: { path: { tournamentId, id: ruling.id } }, headers: reasonHeaders(reason, ruling.version) }),
      ),
    onSuccess: (_d, { ruling }) => {
      setRemoving(null);
      setNotice(`La décision sur « ${ruling.word} » est retirée : toutes les feuilles ont été recalculées.`);
      invalidate();
    },
  });
  const fe = create.error instanceof ApiError ? create.error.fieldError('word') : undefined;
  return (
    <section className="card" aria-labelledby="rulings-h">
      <h2 id="rulings-h">Décisions sur les mots</h2>
      <p className="hint">Un mot admis ou refusé ici vaut pour tout le tournoi ; chaque décision recalcule toutes les feuilles déjà saisies.</p>
      {notice && (
        <p className="alert alert-ok" role="status">
          {notice}
        </p>
      )}
      <Loaded query={rulings}>
        {(list) =>
          list.length === 0 ? (
            <p>Aucune décision pour l’instant : le lexique s’applique tel quel.</p>
          ) : (
            <table>
              <caption className="visually-hidden">Décisions sur les mots</caption>
              <thead>
                <tr>
                  <th scope="col">Mot</th>
                  <th scope="col">Décision</th>
                  <th scope="col">Note</th>
                  <th scope="col">Le</th>
                  {editable && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.id}>
                    <td>{r.word}</td>
                    <td>{r.decision === 'ADMITTED' ? <span className="tag ok">admis</span> : <span className="tag error">refusé</span>}</td>
                    <td>{r.note ?? '—'}</td>
                    <td>{formatDateTime(r.createdAt)}</td>
                    {editable && (
                      <td className="actions">
                        <button
                          type="button"
                          className="danger"
                          aria-label={`Retirer la décision sur ${r.word}`}
                          onClick={() => {
                            remove.reset();
                            setRemoving(r);
                          }}
                        >
                          Retirer
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      {editable && (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <label>
            Mot
            <input value={form.word} onChange={(e) => setForm({ ...form, word: e.target.value })} required aria-invalid={fe ? true : undefined} aria-describedby="ruling-word-error" />
            <FieldMessage id="ruling-word-error" message={fe} />
          </label>
          <label>
            Décision
            <select value={form.decision} onChange={(e) => setForm({ ...form, decision: e.target.value as 'ADMITTED' | 'REFUSED' })}>
              <option value="ADMITTED">Admis</option>
              <option value="REFUSED">Refusé</option>
            </select>
          </label>
          <label>
            Note <span className="hint">(facultatif)</span>
            <input value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} maxLength={500} />
          </label>
          <button type="submit" disabled={create.isPending}>
            Enregistrer la décision
          </button>
        </form>
      )}
      {editable && <ProblemAlert error={create.error} />}
      <ReasonDialog
        open={removing !== null}
        title={`Retirer la décision sur « ${removing?.word ?? ''} » ?`}
        confirmLabel="Retirer la décision"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(reason) => removing && remove.mutate({ ruling: removing, reason })}
        onCancel={() => setRemoving(null)}
      >
        <p>Le lexique s’appliquera de nouveau à ce mot et toutes les feuilles seront recalculées.</p>
      </ReasonDialog>
    </section>
  );
}

function Documents({ tournament: t, withToken }: { tournament: Tournament; withToken: boolean }) {
  const tournamentId = t.id;
  const duplicate = useQuery({
    queryKey: ['tournament', tournamentId, 'duplicate'],
    enabled: withToken,
    retry: false,
    queryFn: () => orNull(async () => body<DuplicateSession>(await api.GET('/tournaments/{tournamentId}/duplicate', { params: { path: { tournamentId } } }))),
  });
  const poules = useQuery({
    queryKey: ['tournament', tournamentId, 'poules'],
    retry: false,
    queryFn: () => orNull(async () => body<PouleSummary[]>(await api.GET('/tournaments/{tournamentId}/poules', { params: { path: { tournamentId } } }))),
  });
  const pyramide = useQuery({
    queryKey: ['tournament', tournamentId, 'pyramide'],
    retry: false,
    queryFn: () => orNull(async () => body<PyramideConfig>(await api.GET('/tournaments/{tournamentId}/pyramide', { params: { path: { tournamentId } } }))),
  });
  const path = { params: { path: { tournamentId } }, parseAs: 'blob' as const };
  const root = `/tournaments/${tournamentId}`;
  const hasDuplicate = withToken ? !!duplicate.data : t.status !== 'REGISTRATION';
  return (
    <section className="card" aria-labelledby="docs-h">
      <h2 id="docs-h">Documents à imprimer</h2>
      <h3>Duplicate</h3>
      {hasDuplicate ? (
        <ul className="links">
          {withToken && (
            <>
              <li>
                <TokenPdfLink href={`${root}/duplicate/documents/answer-sheets.pdf`} load={() => api.GET('/tournaments/{tournamentId}/duplicate/documents/answer-sheets.pdf', path)}>
                  Feuilles de réponses
                </TokenPdfLink>
              </li>
              <li>
                <TokenPdfLink href={`${root}/duplicate/documents/draws.pdf`} load={() => api.GET('/tournaments/{tournamentId}/duplicate/documents/draws.pdf', path)}>
                  Tirages des arbitres
                </TokenPdfLink>
              </li>
            </>
          )}
          <li>
            <PdfLink href={`${root}/duplicate/documents/ranking.pdf`}>Classement du duplicate</PdfLink>
          </li>
        </ul>
      ) : (
        <p className="hint">Les documents du duplicate viennent une fois sa session créée (écran Duplicate).</p>
      )}
      <h3>Après-midi</h3>
      {poules.data ? (
        <ul className="links">
          {poules.data.map((p) => (
            <li key={p.code}>
              <PdfLink href={`${root}/poules/${p.code}/bracket.pdf`}>Tableau de la poule {p.code}</PdfLink>
            </li>
          ))}
          <li>
            <PdfLink href={`${root}/documents/general-ranking.pdf`}>Classement général</PdfLink>
          </li>
          <li>
            <PdfLink href={`${root}/documents/best-club-cup.pdf`}>Coupe du meilleur club</PdfLink>
          </li>
        </ul>
      ) : (
        <p className="hint">Les tableaux des poules, le classement général et la coupe du meilleur club viennent une fois les poules formées.</p>
      )}
      <h3>Pyramide</h3>
      {pyramide.data ? (
        <ul className="links">
          <li>
            <PdfLink href={`${root}/pyramide/blank-sheet.pdf`}>Feuille de marque vierge (table de 4)</PdfLink>
          </li>
          <li>
            <PdfLink href={`${root}/pyramide/blank-sheet.pdf?size=3`}>Feuille de marque vierge (table de 3)</PdfLink>
          </li>
          {Array.from({ length: pyramide.data.seatedGames }, (_, i) => (
            <li key={i}>
              <PdfLink href={`${root}/pyramide/games/${i + 1}/seating.pdf`}>Plan de table, partie {i + 1}</PdfLink>
            </li>
          ))}
          <li>
            <PdfLink href={`${root}/pyramide/standings.pdf`}>Classement Pyramide</PdfLink>
          </li>
        </ul>
      ) : (
        <p className="hint">Pas de Pyramide dans ce tournoi (elle se met en place sur l’écran Pyramide).</p>
      )}
    </section>
  );
}
