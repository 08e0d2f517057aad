import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, body, reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import type { components } from '../../api/schema';
import { DraftOffer, merge, sameValue, type SaveRequest, SaveStatus, submitKeys, UnsavedGuard, useDraftWork } from '../../lib/drafts';
import { useLiveQueries } from '../../lib/events';
import { Loaded, Page, PdfLink } from '../../ui/common';
import { TokenPdfLink } from '../../ui/token-pdf-link';
import { ProblemAlert } from '../../ui/problem-alert';
import { changesKey, readChanges, readSheet, sheetKey, useActorNames } from './sheet-api';
import { SheetCorrections } from './sheet-corrections';
import { type ConflictLine, conflictLines, type Draft, draftOf, FORM_FIELDS, hasPending, parseAnswer, pendingOf, rebase, sheetRequest } from './sheet-draft';
import { frenchReason, NOT_COUNTED_LABELS, type ScoreView, type Sheet, type SheetChange, STATUS_LABELS } from './views';
import './arbiter.css';

type Tournament = components['schemas']['TournamentResponseDto'];
type Duplicate = components['schemas']['DuplicateResponseDto'];
type Draw = components['schemas']['DrawResponseDto'];
type Entry = components['schemas']['EntryResponseDto'];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const drawText = (d: Draw): string =>
  d.kind === 'LETTERS' ? (d.letters ?? '') : `${(d.plates ?? []).join(' ')} → ${d.target ?? ''}`;

interface Edit {
  base: Sheet | null;
  draft: Draft;
}

interface Conflict {
  lines: ConflictLine[];
  fresh: Sheet;
  oldBase: Sheet | null;
  draft: Draft;
  error: unknown;
}

type RowState =
  | { kind: 'stored'; points: number }
  | { kind: 'live'; points: number; score: ScoreView }
  | { kind: 'blank' }
  | { kind: 'missing' }
  | { kind: 'pending' }
  | { kind: 'error'; error: unknown };

const isConflict = (e: unknown) =>
  e instanceof ApiError && ((e.status === 409 && ['STALE_VERSION', 'DUPLICATE', 'WRITE_CONFLICT'].includes(e.code ?? '')) || e.status === 428);

/** One answer sheet: fast entry from the keyboard with live points, the arbiters' corrections, statuses and history. */
export function SheetEntryPage() {
  const { tournamentId = '', playerId = '' } = useParams();
  const tournament = useQuery({
    queryKey: ['tournament', tournamentId],
    queryFn: async () => body<Tournament>(await api.GET('/tournaments/{tournamentId}', { params: { path: { tournamentId } } })),
  });
  const duplicate = useQuery({
    queryKey: ['tournament', tournamentId, 'duplicate'],
    queryFn: async () => body<Duplicate>(await api.GET('/tournaments/{tournamentId}/duplicate', { params: { path: { tournamentId } } })),
  });
  const entries = useQuery({
    queryKey: ['tournament', tournamentId, 'entries'],
    queryFn: async () => body<Entry[]>(await api.GET('/tournaments/{tournamentId}/entries', { params: { path: { tournamentId } } })),
  });
  // A draft found on opening is compared with the server's version, not a cached one.
  const sheet = useQuery({ queryKey: sheetKey(tournamentId, playerId), queryFn: () => readSheet(tournamentId, playerId), refetchOnMount: 'always' });
  useLiveQueries(tournamentId, [sheetKey(tournamentId, playerId)], ['answer_sheet', 'tournament_ruling', 'duplicate_draw']);
  useLiveQueries(tournamentId, [['tournament', tournamentId, 'duplicate']], ['duplicate_draw']);

  const entry = entries.data?.find((e) => e.playerId === playerId);
  const title = entry ? `Feuille de ${entry.firstName} ${entry.lastName} (table ${entry.bib})` : 'Feuille de réponses';
  const all = useMemo(() => {
    const data = duplicate.data && entries.data && sheet.data !== undefined ? { duplicate: duplicate.data, entries: entries.data, sheet: sheet.data } : undefined;
    // A read that fails once the sheet is shown (the server away) leaves the boxes where they are.
    return { isPending: duplicate.isPending || entries.isPending || sheet.isPending, error: data ? null : (duplicate.error ?? entries.error ?? sheet.error), data };
  }, [duplicate.isPending, duplicate.error, duplicate.data, entries.isPending, entries.error, entries.data, sheet.isPending, sheet.error, sheet.data]);
  return (
    <UnsavedGuard>
      <Page
        title={title}
        actions={
          <>
            <TokenPdfLink
              href={`/tournaments/${tournamentId}/duplicate/sheets/${playerId}/answer-sheet.pdf`}
              load={() => api.GET('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/answer-sheet.pdf', { params: { path: { tournamentId, playerId } }, parseAs: 'blob' })}
            >
              Feuille de réponses vierge
            </TokenPdfLink>
            {sheet.data && <PdfLink href={`/tournaments/${tournamentId}/duplicate/ranking/${playerId}/corrected.pdf`}>Feuille corrigée</PdfLink>}
            <Link className="button secondary" to={`/gestion/tournois/${tournamentId}/correction`}>
              Retour à la liste
            </Link>
          </>
        }
      >
        {tournament.data && !['DUPLICATE', 'CORRECTION'].includes(tournament.data.status) && (
          <p className="alert alert-warn">
            La saisie et la correction sont ouvertes pendant le duplicate et la correction seulement : demandez à l’organisateur de rouvrir l’étape « Correction ».
          </p>
        )}
        <Loaded query={all}>
          {({ duplicate: d, entries: list, sheet: s }) =>
            !entry ? (
              <p className="alert alert-error">Ce joueur n’est pas inscrit à ce tournoi.</p>
            ) : (
              <SheetEditor key={playerId} tournamentId={tournamentId} playerId={playerId} draws={d.draws} entries={list} sheet={s} />
            )
          }
        </Loaded>
      </Page>
    </UnsavedGuard>
  );
}

/** What the sheet's draft keeps: the boxes, and the reason typed for the save. */
interface EntryValue {
  draft: Draft;
  reason: string;
}

function SheetEditor({ tournamentId, playerId, draws, entries, sheet }: { tournamentId: string; playerId: string; draws: Draw[]; entries: Entry[]; sheet: Sheet | null }) {
  const queryClient = useQueryClient();
  const rounds = useMemo(() => draws.map((d) => d.round), [draws]);
  const [edit, setEdit] = useState<Edit>(() => ({ base: sheet, draft: draftOf(sheet, rounds) }));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saveReason, setSaveReason] = useState('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const who = useActorNames();
  const { base, draft } = edit;
  const pending = pendingOf(draft, base, rounds);
  const dirty = hasPending(pending) || saveReason.trim() !== '';
  const checked = base?.status === 'CHECKED';

  // A newer version read from the server (live refresh, another arbiter): taken as is when nothing is being
  // typed; otherwise the arbiter's typing is kept and the save will show what differs.
  useEffect(() => {
    setEdit((e) => {
      if ((e.base?.version ?? 0) === (sheet?.version ?? 0) && (e.base === null) === (sheet === null)) return e;
      if (hasPending(pendingOf(e.draft, e.base, rounds))) return e;
      return { base: sheet, draft: draftOf(sheet, rounds) };
    });
  }, [sheet, rounds]);

  const written = (s: Sheet, message: string | null) => {
    queryClient.setQueryData(sheetKey(tournamentId, playerId), s);
    void queryClient.invalidateQueries({ queryKey: changesKey(tournamentId, playerId) });
    void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId, 'worklist'] });
    setSaved(message);
  };

  const playerName = (id: string) => {
    const e = entries.find((x) => x.playerId === id);
    return e ? `${e.firstName} ${e.lastName}` : id;
  };

  /** Someone else wrote the sheet: read what is on the server and show the differences; keep the typing. */
  async function showConflict(d: Draft, b: Sheet | null, error: unknown) {
    const [fresh, changes] = await Promise.all([
      queryClient.fetchQuery({ queryKey: sheetKey(tournamentId, playerId), queryFn: () => readSheet(tournamentId, playerId), staleTime: 0 }),
      queryClient.fetchQuery({ queryKey: changesKey(tournamentId, playerId), queryFn: () => readChanges(tournamentId, playerId), staleTime: 0 }).catch(() => [] as SheetChange[]),
    ]);
    if (!fresh) return;
    // The server holds the typing already (a save sent again after its answer was lost, or the same typing
    // from another screen): nothing to merge.
    if (!hasPending(pendingOf(rebase(d, b, fresh, rounds), fresh, rounds))) {
      setEdit({ base: fresh, draft: draftOf(fresh, rounds) });
      setConflict(null);
      setSaveReason('');
      written(fresh, `Le serveur a déjà cette saisie : total calculé ${fresh.form.total} (version ${fresh.version}).`);
      return;
    }
    setConflict({ lines: conflictLines(d, b, fresh, changes, rounds, who, playerName), fresh, oldBase: b, draft: d, error });
  }

  const value = useMemo<EntryValue>(() => ({ draft, reason: saveReason }), [draft, saveReason]);
  const work = useDraftWork<EntryValue, Sheet | null, Sheet>({
    key: { area: 'duplicate', tournamentId, sheetId: playerId },
    value,
    base,
    baseVersion: base?.version ?? null,
    dirty,
    onRestore: (record) => {
      const { draft: d, reason } = record.value;
      setSaveReason(reason);
      setSaved(null);
      const same = (record.base?.version ?? null) === (sheet?.version ?? null);
      if (same || record.pending) {
        // Typed on the version the server still has (or sent already: its answer will tell).
        setEdit({ base: same ? sheet : record.base, draft: d });
        return;
      }
      // Typed on an older version: kept as typed, on that version; the other arbiter's changes are shown.
      setEdit({ base: record.base, draft: d });
      void showConflict(d, record.base, null);
    },
    onSaved: (s, sent) => {
      // What was typed after asking for the save stays in the boxes, on top of the saved version.
      setEdit((e) => ({ base: s, draft: sameValue(e.draft, sent.draft) ? draftOf(s, rounds) : merge(sent.draft, e.draft, draftOf(s, rounds)).value }));
      setConflict(null);
      setSaveReason((r) => (r === sent.reason ? '' : r));
      written(s, `Feuille enregistrée : total calculé ${s.form.total} (version ${s.version}).`);
    },
    onRefused: (error, sent, sentBase) => {
      if (isConflict(error)) void showConflict(sent.draft, sentBase, error);
    },
  });

  const request = (d: Draft, b: Sheet | null, reason: string): SaveRequest => ({
    method: 'PUT',
    path: '/tournaments/{tournamentId}/duplicate/sheets/{playerId}',
    params: { tournamentId, playerId },
    body: sheetRequest(d, b, draws),
    headers: reasonHeaders(b ? reason : undefined, b?.version),
  });
  const sending = work.state === 'sending';

  function resume() {
    if (!conflict) return;
    // The boxes as they are now (typed further since the refusal, maybe), on top of the server's version.
    const next = rebase(draft, base, conflict.fresh, rounds);
    setEdit({ base: conflict.fresh, draft: next });
    setConflict(null);
    setSaved(null);
    work.save(request(next, conflict.fresh, saveReason), { value: { draft: next, reason: saveReason }, base: conflict.fresh, baseVersion: conflict.fresh.version });
  }

  function drop() {
    if (!conflict) return;
    setEdit({ base: conflict.fresh, draft: draftOf(conflict.fresh, rounds) });
    setConflict(null);
    setSaveReason('');
  }

  // Live points: each coup typed is scored by the server ~250 ms after the last key, nothing written.
  const debounced = useDebounced(draft.answers, 250);
  const baseDraft = useMemo(() => draftOf(base, rounds), [base, rounds]);
  const scores = useQueries({
    queries: draws.map((d) => {
      const text = (debounced[d.round] ?? '').trim();
      return {
        queryKey: ['tournament', tournamentId, 'duplicate', 'score', d.round, text],
        enabled: text !== '' && !(base?.answers.some((a) => a.round === d.round) && text === (baseDraft.answers[d.round] ?? '').trim()),
        queryFn: async () =>
          body<ScoreView>(
            await api.POST('/tournaments/{tournamentId}/duplicate/draws/{round}/score', {
              params: { path: { tournamentId, round: d.round } },
              body: parseAnswer(d.kind, text),
            }),
          ),
        staleTime: 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      };
    }),
  });

  const rowState = (d: Draw, i: number): RowState => {
    const text = (draft.answers[d.round] ?? '').trim();
    const stored = base?.answers.find((a) => a.round === d.round);
    if (stored && text === (baseDraft.answers[d.round] ?? '').trim()) return { kind: 'stored', points: stored.points };
    if (text === '') return base && !stored ? { kind: 'missing' } : { kind: 'blank' };
    if ((debounced[d.round] ?? '').trim() !== text) return { kind: 'pending' };
    const q = scores[i]!;
    if (q.data) return { kind: 'live', points: q.data.points, score: q.data };
    if (q.error) return { kind: 'error', error: q.error };
    return { kind: 'pending' };
  };
  const states = draws.map(rowState);
  const total = states.reduce((sum, s) => sum + (s.kind === 'stored' || s.kind === 'live' ? s.points : 0), 0);
  const waiting = states.some((s) => s.kind === 'pending');
  const liveMissing = states.some((s) => s.kind === 'error' && s.error instanceof ApiError && s.error.status === 404);

  const setAnswer = (round: number, text: string) => setEdit((e) => ({ ...e, draft: { ...e.draft, answers: { ...e.draft.answers, [round]: text } } }));
  const setField = (field: Exclude<keyof Draft, 'answers'>, value: string) => setEdit((e) => ({ ...e, draft: { ...e.draft, [field]: value } }));

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (checked || sending || work.offer) return;
    setSaved(null);
    work.save(request(draft, base, saveReason));
  }

  // Enter goes to the next coup; Ctrl+Entrée is the form's (submitKeys), from any box.
  function onCoupKey(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    const next = inputs.current[index + 1];
    if (next) next.focus();
    else document.getElementById('declared-total')?.focus();
  }

  const others = entries.filter((e) => e.playerId !== playerId && !e.withdrawn).sort((a, b) => a.bib - b.bib);

  if (!work.ready) return <p aria-busy="true">Chargement…</p>;

  return (
    <>
      <section className="card sheet-summary" aria-label="État de la feuille">
        {base ? (
          <p>
            <span className={`tag ${base.status === 'CHECKED' ? 'ok' : ''}`}>{STATUS_LABELS[base.status]}</span>
            {base.notCounted && <span className="tag warn">non comptée : {NOT_COUNTED_LABELS[base.notCounted]}</span>} Total enregistré : <strong>{base.form.total}</strong> · version {base.version}
            {base.declaredTotal !== null && <> · total déclaré {base.declaredTotal}</>}
            {base.missingRounds.length > 0 && <> · coups non saisis : {base.missingRounds.join(', ')}</>}
          </p>
        ) : (
          <p>Nouvelle feuille : tapez chaque coup tel qu’il est écrit, une case vide est un coup blanc.</p>
        )}
        {base && base.worklist.length > 0 && (
          <ul className="flags">
            {base.worklist.map((f) => (
              <li key={`${f.code}:${f.message}`}>
                <span className="tag warn">à voir</span> {f.message}
              </li>
            ))}
          </ul>
        )}
      </section>

      {base && sheet && sheet.version !== base.version && dirty && !conflict && (
        <p className="alert alert-warn" role="status">
          Cette feuille a été modifiée sur le serveur pendant votre saisie (version {base.version} → {sheet.version}). Votre saisie est conservée : enregistrez, Greffier vous montrera les différences.
        </p>
      )}

      {conflict && (
        <section className="alert alert-warn conflict" role="alert" aria-labelledby="conflict-title">
          <h2 id="conflict-title">Un autre arbitre a modifié cette feuille</h2>
          <p>Rien de votre saisie n’a été enregistré ni perdu. Voici ce qui a changé sur le serveur depuis que vous avez ouvert la feuille :</p>
          {conflict.lines.length === 0 ? (
            <p>Aucune réponse ne diffère (seul le statut ou le score a changé).</p>
          ) : (
            <ul>
              {conflict.lines.map((l) => (
                <li key={l.label}>
                  {l.label} : votre saisie <strong>{l.mine}</strong>, sur le serveur <strong>{l.server}</strong>
                  {l.by && <> (modifié par {l.by})</>}
                </li>
              ))}
            </ul>
          )}
          <p>
            « Reprendre ma modification » applique vos changements ({[...pending.rounds.map((r) => `coup ${r}`), ...(pending.fields.length ? ['en-tête'] : [])].join(', ') || 'aucun'}) sur la version du serveur et enregistre.
          </p>
          <div className="row">
            <button type="button" onClick={resume} disabled={sending}>
              Reprendre ma modification
            </button>
            <button type="button" className="secondary" onClick={drop}>
              Abandonner ma saisie et garder la version du serveur
            </button>
          </div>
        </section>
      )}

      <DraftOffer work={work} serverVersion={sheet?.version ?? null} />

      <form className="sheet-entry" onSubmit={submit} onKeyDown={submitKeys()} aria-label="Saisie de la feuille" inert={!!work.offer}>
        {liveMissing && (
          <p className="alert alert-warn">Le calcul des points en direct n’est pas disponible sur ce serveur : les points s’affichent à l’enregistrement.</p>
        )}
        {checked && <p className="alert alert-warn">Feuille vérifiée : elle ne se ressaisit plus. Corrigez coup par coup ci-dessous, avec un motif.</p>}
        <table className="coups">
          <caption className="visually-hidden">Réponses coup par coup</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Coup
              </th>
              <th scope="col">Tirage</th>
              <th scope="col">Réponse</th>
              <th scope="col" className="num">
                Points
              </th>
              <th scope="col">Remarque</th>
            </tr>
          </thead>
          <tbody>
            {draws.map((d, i) => {
              const state = states[i]!;
              const stored = base?.answers.find((a) => a.round === d.round);
              const changed = pending.rounds.includes(d.round);
              const reason = state.kind === 'live' ? state.score.reason : state.kind === 'stored' ? (stored?.reason ?? null) : null;
              return (
                <tr key={d.round} className={changed ? 'changed' : undefined}>
                  <td className="num">
                    {d.round}
                    <span className="kind">{d.kind === 'LETTERS' ? 'L' : 'C'}</span>
                  </td>
                  <td className="draw">{drawText(d)}</td>
                  <td>
                    <label htmlFor={`coup-${d.round}`} className="visually-hidden">
                      Coup {d.round}
                    </label>
                    <input
                      id={`coup-${d.round}`}
                      ref={(el) => {
                        inputs.current[i] = el;
                      }}
                      className={d.kind === 'LETTERS' ? 'word' : 'lines'}
                      value={draft.answers[d.round] ?? ''}
                      onChange={(e) => setAnswer(d.round, e.target.value)}
                      onKeyDown={(e) => onCoupKey(e, i)}
                      readOnly={checked}
                      autoComplete="off"
                      spellCheck={false}
                      autoFocus={i === 0 && !checked}
                      aria-describedby={`note-${d.round}`}
                      placeholder={d.kind === 'LETTERS' ? 'mot' : 'résultat ; lignes'}
                    />
                  </td>
                  <td className="num">
                    <output htmlFor={`coup-${d.round}`} aria-label={`Points du coup ${d.round}`} className="points">
                      {state.kind === 'stored' || state.kind === 'live' ? state.points : state.kind === 'blank' ? 0 : state.kind === 'pending' ? '…' : '—'}
                    </output>
                  </td>
                  <td id={`note-${d.round}`} className="note">
                    {state.kind === 'missing' && <span className="muted">non saisi</span>}
                    {((state.kind === 'live' && state.score.topped) || (state.kind === 'stored' && stored?.topped)) && <span className="tag ok">top</span>}
                    {reason && (
                      <>
                        {' '}
                        <span className="reason">{frenchReason(reason) ?? 'à vérifier'}</span>{' '}
                        <span className="hint" lang="en">
                          ({reason.message})
                        </span>
                      </>
                    )}
                    {state.kind === 'stored' && stored?.flagged && <span className="tag warn"> à vérifier</span>}
                    {state.kind === 'stored' && stored?.pointsOverride !== null && stored?.pointsOverride !== undefined && (
                      <span className="override">
                        {' '}
                        points forcés {stored.pointsOverride} (calculés {stored.computedPoints}) : {stored.overrideReason}
                      </span>
                    )}
                    {state.kind === 'live' && stored && stored.pointsOverride !== null && <span className="muted"> (les points forcés tombent si la réponse change)</span>}
                    {state.kind === 'error' && !(state.error instanceof ApiError && state.error.status === 404) && (
                      <span className="field-error">{state.error instanceof ApiError ? (state.error.fieldErrors[0]?.reason ?? state.error.problem.detail) : 'calcul impossible'}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="num">
                Total {dirty ? 'en cours de saisie' : 'calculé'}
              </th>
              <td className="num">
                <output aria-label="Total des points" className="points total">
                  {total}
                </output>
              </td>
              <td>{waiting && <span className="muted">calcul…</span>}</td>
            </tr>
          </tfoot>
        </table>

        <fieldset className="declared">
          <legend>Formulaire de classement rempli par le joueur</legend>
          <div className="row">
            <label>
              Total déclaré
              <input id="declared-total" type="number" min={0} inputMode="numeric" value={draft.declaredTotal} onChange={(e) => setField('declaredTotal', e.target.value)} readOnly={checked} />
            </label>
            {FORM_FIELDS.map((f) => (
              <label key={f}>
                {{ tens: 'Mots de 10', numbersPoints: 'Points chiffres', nines: 'Mots de 9', eights: 'Mots de 8', sevens: 'Mots de 7' }[f]}
                <input type="number" min={0} inputMode="numeric" className="small" value={draft[f]} onChange={(e) => setField(f, e.target.value)} readOnly={checked} />
              </label>
            ))}
          </div>
          <div className="row">
            <label>
              Correcteur (l’autre joueur de la paire)
              <select value={draft.correctorPlayerId} onChange={(e) => setField('correctorPlayerId', e.target.value)} disabled={checked}>
                <option value="">— aucun —</option>
                {others.map((e) => (
                  <option key={e.playerId} value={e.playerId}>
                    {e.bib} — {e.firstName} {e.lastName}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Marque du correcteur
              <input value={draft.correctorMark} onChange={(e) => setField('correctorMark', e.target.value)} readOnly={checked} maxLength={200} />
            </label>
            {base && (
              <label>
                Motif de la modification <span className="hint">(facultatif, gardé dans l’historique)</span>
                <input value={saveReason} onChange={(e) => setSaveReason(e.target.value)} maxLength={500} />
              </label>
            )}
          </div>
        </fieldset>
        {work.state === 'refused' && !conflict && <ProblemAlert error={work.error} />}
        {saved && !work.unsaved && (
          <p className="alert alert-ok" role="status">
            {saved}
          </p>
        )}
        <div className="row">
          <button type="submit" disabled={checked || sending || (!!base && !dirty)}>
            {sending ? 'Enregistrement…' : 'Enregistrer la feuille'}
          </button>
          <SaveStatus work={work} what="Feuille" empty={!base && !dirty} savedDetail={base ? `version ${base.version}` : undefined} />
          <span className="hint">Tab ou Entrée : coup suivant · Ctrl+Entrée : enregistrer, depuis n’importe quelle case · Entrée enregistre aussi depuis les cases sous le tableau</span>
        </div>
      </form>

      {base && (
        <SheetCorrections
          tournamentId={tournamentId}
          playerId={playerId}
          sheet={sheet ?? base}
          draws={draws}
          who={who}
          onWritten={(s) => {
            setEdit((e) => ({ base: s, draft: rebase(e.draft, e.base, s, rounds) }));
            written(s, null);
          }}
        />
      )}
    </>
  );
}
