import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api, body, reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import { useAuth } from '../../auth/auth';
import { Loaded, Page } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { ConflictNotice, FieldMessage, Pager, ReasonAndSave, ReasonDialog, fieldLabel, isConflict, lineReason, useDebounced } from './admin-ui';
import type { Club, ClubPage, ImportResult, LineError, Player, PlayerPage } from './views';
import './admin.css';

const PAGE_SIZE = 25;

/** Every club (for the club column, the filters and the forms): the directory holds a few hundred at most. */
export function useAllClubs() {
  return useQuery({
    queryKey: ['clubs', 'all'],
    queryFn: async () => body<ClubPage>(await api.GET('/clubs', { params: { query: { pageSize: 500 } } })).items,
    staleTime: 60_000,
  });
}

interface PlayerForm {
  licence: string;
  lastName: string;
  firstName: string;
  clubId: string;
  category: string;
  rating: string;
}

const emptyForm: PlayerForm = { licence: '', lastName: '', firstName: '', clubId: '', category: '', rating: '' };
const formOf = (p: Player): PlayerForm => ({
  licence: p.licence,
  lastName: p.lastName,
  firstName: p.firstName,
  clubId: p.clubId,
  category: p.category ?? '',
  rating: p.rating === null ? '' : String(p.rating),
});

/** The licenciés: search, pages, create / edit / delete, CSV import and export. A club account reads its own club's list. */
export function PlayersPage() {
  const { account } = useAuth();
  const organiser = account?.role === 'ORGANISER';
  const queryClient = useQueryClient();
  const clubs = useAllClubs();
  const clubName = (id: string) => clubs.data?.find((c) => c.id === id)?.name ?? '…';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [clubId, setClubId] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Player | null>(null);
  const [deleting, setDeleting] = useState<Player | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const players = useQuery({
    queryKey: ['players', { q, clubId, page }],
    queryFn: async () =>
      body<PlayerPage>(await api.GET('/players', { params: { query: { q: q || undefined, clubId: clubId || undefined, page, pageSize: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: async ({ player, reason }: { player: Player; reason: string }) =>
      body<void>(await api.DELETE('/players/{id}', { params: { path: { id: player.id } }, headers: reasonHeaders(reason, player.version) })),
    onSuccess: (_d, { player }) => {
      setDeleting(null);
      if (editing?.id === player.id) setEditing(null);
      setNotice(`${player.firstName} ${player.lastName} a été supprimé(e) de l’annuaire.`);
      void queryClient.invalidateQueries({ queryKey: ['players'] });
    },
  });

  const ownClub = account?.role === 'CLUB' && account.clubId ? clubName(account.clubId) : null;

  return (
    <Page title={ownClub ? `Joueurs du club ${ownClub}` : 'Joueurs'} actions={<ExportButton clubId={clubId || undefined} />}>
      {notice && (
        <p className="alert alert-ok" role="status">
          {notice}
        </p>
      )}
      {!organiser && <p className="hint">Liste en lecture seule : les changements passent par l’organisateur.</p>}
      <div className="admin-grid">
        <section className="card" aria-labelledby="players-list">
          <h2 id="players-list">Licenciés</h2>
          <form className="admin-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label>
              Rechercher un joueur
              <input
                type="search"
                value={search}
                placeholder="Nom, prénom ou début de licence"
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
              />
            </label>
            {organiser && (
              <label>
                Club
                <select
                  value={clubId}
                  onChange={(e) => {
                    setClubId(e.target.value);
                    setPage(1);
                  }}
                >
                  <option value="">Tous les clubs</option>
                  {clubs.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </form>
          <Loaded query={players}>
            {(data) => (
              <>
                {data.items.length === 0 ? (
                  <p>{q || clubId ? 'Aucun joueur ne correspond à cette recherche.' : 'Aucun joueur pour l’instant.'}</p>
                ) : (
                  <table>
                    <caption className="visually-hidden">Joueurs</caption>
                    <thead>
                      <tr>
                        <th scope="col">Licence</th>
                        <th scope="col">Nom</th>
                        <th scope="col">Prénom</th>
                        <th scope="col">Club</th>
                        <th scope="col">Catégorie</th>
                        <th scope="col" className="num">
                          Classement
                        </th>
                        {organiser && <th scope="col">Actions</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((p) => (
                        <tr key={p.id} className={editing?.id === p.id ? 'selected' : undefined}>
                          <td>{p.licence}</td>
                          <td>{p.lastName}</td>
                          <td>{p.firstName}</td>
                          <td>{clubName(p.clubId)}</td>
                          <td>{p.category ?? '—'}</td>
                          <td className="num">{p.rating ?? '—'}</td>
                          {organiser && (
                            <td className="actions">
                              <button type="button" className="secondary" aria-label={`Modifier ${p.firstName} ${p.lastName}`} onClick={() => setEditing(p)}>
                                Modifier
                              </button>
                              <button
                                type="button"
                                className="danger"
                                aria-label={`Supprimer ${p.firstName} ${p.lastName}`}
                                onClick={() => {
                                  remove.reset();
                                  setDeleting(p);
                                }}
                              >
                                Supprimer
                              </button>
                            </td>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="joueur" />
              </>
            )}
          </Loaded>
        </section>
        {organiser && (
          <div className="stack">
            {editing ? (
              <PlayerEditor
                key={editing.id}
                player={editing}
                clubs={clubs.data ?? []}
                onDone={(message) => {
                  setEditing(null);
                  setNotice(message);
                }}
              />
            ) : (
              <PlayerCreator clubs={clubs.data ?? []} onCreated={(p) => setNotice(`${p.firstName} ${p.lastName} (licence ${p.licence}) a été créé(e).`)} />
            )}
            <CsvImport clubs={clubs.data ?? []} />
          </div>
        )}
      </div>
      <ReasonDialog
        open={deleting !== null}
        title={`Supprimer ${deleting?.firstName ?? ''} ${deleting?.lastName ?? ''} ?`}
        confirmLabel="Supprimer le joueur"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(reason) => deleting && remove.mutate({ player: deleting, reason })}
        onCancel={() => setDeleting(null)}
      >
        <p>Les résultats des tournois passés gardent ce joueur ; un import qui le liste à nouveau le fait revenir.</p>
      </ReasonDialog>
    </Page>
  );
}

/** GET /players/export.csv needs the token: the file is fetched, then offered as a download from memory. */
function ExportButton({ clubId }: { clubId?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const exportCsv = useMutation({
    mutationFn: async () => {
      const result = await api.GET('/players/export.csv', { params: { query: { clubId } }, parseAs: 'blob' });
      return body<Blob>(result);
    },
    onSuccess: (blob) => {
      setUrl((old) => {
        if (old) URL.revokeObjectURL(old);
        return URL.createObjectURL(blob);
      });
    },
  });
  useEffect(() => {
    if (url) link.current?.click();
  }, [url]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <div className="stack">
      <button type="button" className="secondary" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
        Exporter en CSV
      </button>
      {url && (
        <a ref={link} href={url} download="joueurs.csv">
          Télécharger joueurs.csv
        </a>
      )}
      <ProblemAlert error={exportCsv.error} />
    </div>
  );
}

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
          {clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
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

function PlayerCreator({ clubs, onCreated }: { clubs: Club[]; onCreated: (p: Player) => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PlayerForm>(emptyForm);
  const create = useMutation({
    mutationFn: async (f: PlayerForm) =>
      body<Player>(
        await api.POST('/players', {
          body: {
            licence: f.licence.trim(),
            lastName: f.lastName.trim(),
            firstName: f.firstName.trim(),
            clubId: f.clubId,
            category: f.category.trim() || undefined,
            rating: f.rating === '' ? undefined : Number(f.rating),
          },
        }),
      ),
    onSuccess: (p) => {
      setForm({ ...emptyForm, clubId: form.clubId });
      onCreated(p);
      void queryClient.invalidateQueries({ queryKey: ['players'] });
    },
  });
  return (
    <section className="card" aria-labelledby="player-new">
      <h2 id="player-new">Nouveau joueur</h2>
      <form
        className="stack"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          create.mutate(form);
        }}
      >
        <ProblemAlert error={create.error} />
        <PlayerFields form={form} setForm={setForm} clubs={clubs} error={create.error} creating />
        <button type="submit" disabled={create.isPending}>
          Créer le joueur
        </button>
      </form>
    </section>
  );
}

function PlayerEditor({ player, clubs, onDone }: { player: Player; clubs: Club[]; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PlayerForm>(formOf(player));
  const [base, setBase] = useState(player);
  const [reason, setReason] = useState('');
  const [fresh, setFresh] = useState<Player | null>(null);
  const clubName = (id: string) => clubs.find((c) => c.id === id)?.name ?? id;
  const save = useMutation({
    mutationFn: async ({ f, version }: { f: PlayerForm; version: number }) =>
      body<Player>(
        await api.PATCH('/players/{id}', {
          params: { path: { id: player.id } },
          headers: reasonHeaders(reason, version),
          body: {
            lastName: f.lastName.trim(),
            firstName: f.firstName.trim(),
            clubId: f.clubId,
            category: f.category.trim() || null,
            rating: f.rating === '' ? null : Number(f.rating),
          } as never,
        }),
      ),
    onSuccess: (p) => {
      void queryClient.invalidateQueries({ queryKey: ['players'] });
      onDone(`${p.firstName} ${p.lastName} a été enregistré(e).`);
    },
    onError: async (error) => {
      if (!isConflict(error)) return;
      setFresh(null);
      setFresh(body<Player>(await api.GET('/players/{id}', { params: { path: { id: player.id } } })));
    },
  });
  return (
    <section className="card" aria-labelledby="player-edit">
      <h2 id="player-edit">
        Modifier {player.firstName} {player.lastName} <span className="hint">(licence {player.licence})</span>
      </h2>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ f: form, version: base.version });
        }}
      >
        {isConflict(save.error) ? (
          <ConflictNotice
            error={save.error}
            busy={save.isPending}
            fresh={
              fresh && [
                { label: 'Nom', value: fresh.lastName },
                { label: 'Prénom', value: fresh.firstName },
                { label: 'Club', value: clubName(fresh.clubId) },
                { label: 'Catégorie', value: fresh.category ?? '—' },
                { label: 'Classement', value: fresh.rating ?? '—' },
              ]
            }
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
        <PlayerFields form={form} setForm={setForm} clubs={clubs} error={save.error} creating={false} />
        <ReasonAndSave reason={reason} setReason={setReason} busy={save.isPending} onCancel={() => onDone('Modification abandonnée.')} />
      </form>
    </section>
  );
}

/**
 * POST /players/import with the file's own bytes (UTF-8 or Windows-1252: the server decodes). All or nothing:
 * a file with errors imports nothing, and every bad line is listed with its field and reason.
 */
function CsvImport({ clubs }: { clubs: Club[] }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [defaultClub, setDefaultClub] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async (f: File) =>
      body<ImportResult>(
        await api.POST('/players/import', {
          params: { query: { clubId: defaultClub || undefined } },
          body: f as unknown as string,
          bodySerializer: (b: unknown) => b as Blob,
          headers: { 'Content-Type': 'text/csv' },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['players'] });
    },
  });
  const csvErrors = upload.error instanceof ApiError && upload.error.code === 'INVALID_CSV' ? (upload.error.problem.errors as LineError[] | undefined) ?? [] : null;
  return (
    <section className="card" aria-labelledby="players-import">
      <h2 id="players-import">Importer un fichier CSV</h2>
      <p className="hint">
        Une ligne d’en-tête (licence ; nom ; prénom ; club ; catégorie ; classement), séparateur point-virgule, virgule ou tabulation (une ligne « sep=; » d’Excel est comprise) ; UTF-8, Windows-1252 ou UTF-16 (« Texte Unicode » d’Excel). Le club est le code fédéral ou le nom
        du club. Tout ou rien : un fichier avec une erreur n’importe rien. Une licence déjà connue met le joueur à jour.
      </p>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <label>
          Fichier des joueurs (.csv)
          <input
            ref={input}
            type="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
            required
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </label>
        <label>
          Club des lignes sans club <span className="hint">(facultatif)</span>
          <select value={defaultClub} onChange={(e) => setDefaultClub(e.target.value)}>
            <option value="">— aucun —</option>
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Import en cours…' : 'Importer'}
        </button>
      </form>
      {upload.isSuccess && (
        <p className="alert alert-ok" role="status">
          Import terminé : {upload.data.created} créé{upload.data.created > 1 ? 's' : ''}, {upload.data.updated} mis à jour, {upload.data.unchanged} inchangé
          {upload.data.unchanged > 1 ? 's' : ''}.
        </p>
      )}
      {csvErrors ? (
        <div role="alert" className="alert alert-error">
          <strong>
            Le fichier comporte {csvErrors.length} erreur{csvErrors.length > 1 ? 's' : ''} : rien n’a été importé.
          </strong>
          <p>Corrigez les lignes ci-dessous dans le fichier, puis importez-le à nouveau.</p>
          <table className="import-errors">
            <caption className="visually-hidden">Erreurs du fichier, ligne par ligne</caption>
            <thead>
              <tr>
                <th scope="col">Ligne</th>
                <th scope="col">Champ</th>
                <th scope="col">Motif</th>
              </tr>
            </thead>
            <tbody>
              {csvErrors.map((e, i) => (
                <tr key={`${e.line}-${e.field}-${i}`}>
                  <td>{e.line ?? '—'}</td>
                  <td>{fieldLabel(e.field)}</td>
                  <td>{lineReason(e.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ProblemAlert error={upload.error} />
      )}
    </section>
  );
}
