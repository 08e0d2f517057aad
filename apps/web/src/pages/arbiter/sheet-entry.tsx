import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import type { components } from '../../api/schema';
import { pdfs } from '../../queries/documents';
import { scoreQuery, useDuplicateSession } from '../../queries/duplicate';
import { type Entry, useEntries } from '../../queries/entries';
import { useLiveTournament } from '../../queries/live';
import { readChanges, readSheet, sheetKeys, useActorNames, useSheet } from '../../queries/sheets';
import { useTournament } from '../../queries/tournaments';
import { DraftOffer, merge, sameValue, type SaveRequest, SaveStatus, submitKeys, UnsavedGuard, useDraftWork } from '../../lib/drafts';
import { Loaded, Page } from '../../ui/common';
import { useDebounced } from '../../ui/hooks';
import { PdfLink } from '../../ui/pdf-link';
import { ProblemAlert } from '../../ui/problem-alert';
import { SheetCorrections } from './sheet-corrections';
import { type Conflict, ConflictBanner, CoupRow, DeclaredForm, type RowState, SheetSummary } from './sheet-entry-parts';
import { conflictLines, type Draft, draftOf, hasPending, parseAnswer, pendingOf, rebase, sheetRequest } from './sheet-draft';
import type { Sheet, SheetChange } from './views';
import './arbiter.css';
import { ColumnHeads, num } from '../../ui/column-heads';

type Draw = components['schemas']['DrawResponseDto'];

interface Edit {
  base: Sheet | null;
  draft: Draft;
}

const isConflict = (e: unknown) =>
  e instanceof ApiError && ((e.status === 409 && ['STALE_VERSION', 'DUPLICATE', 'WRITE_CONFLICT'].includes(e.code ?? '')) || e.status === 428);

/** One answer sheet: fast entry from the keyboard with live points, the arbiters' corrections, statuses and history. */
export function SheetEntryPage() {
  const { tournamentId = '', playerId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  const duplicate = useDuplicateSession(tournamentId);
  const entries = useEntries(tournamentId);
  const sheet = useSheet(tournamentId, playerId);
  useLiveTournament(tournamentId);

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
            <PdfLink doc={pdfs.answerSheet(tournamentId, playerId)}>Feuille de réponses vierge</PdfLink>
            {sheet.data && <PdfLink doc={pdfs.correctedSheet(tournamentId, playerId)}>Feuille corrigée</PdfLink>}
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
        {duplicate.data === null && <p className="alert alert-warn">La session de duplicate n’est pas encore créée : l’organisateur la met en place sur l’écran Duplicate.</p>}
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
    queryClient.setQueryData(sheetKeys.sheet(tournamentId, playerId), s);
    void queryClient.invalidateQueries({ queryKey: sheetKeys.changes(tournamentId, playerId) });
    void queryClient.invalidateQueries({ queryKey: sheetKeys.worklist(tournamentId) });
    setSaved(message);
  };

  const playerName = (id: string) => {
    const e = entries.find((x) => x.playerId === id);
    return e ? `${e.firstName} ${e.lastName}` : id;
  };

  /** Someone else wrote the sheet: read what is on the server and show the differences; keep the typing. */
  async function showConflict(d: Draft, b: Sheet | null, error: unknown) {
    const [fresh, changes] = await Promise.all([
      queryClient.fetchQuery({ queryKey: sheetKeys.sheet(tournamentId, playerId), queryFn: () => readSheet(tournamentId, playerId), staleTime: 0 }),
      queryClient.fetchQuery({ queryKey: sheetKeys.changes(tournamentId, playerId), queryFn: () => readChanges(tournamentId, playerId), staleTime: 0 }).catch(() => [] as SheetChange[]),
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
      const unchanged = !!base?.answers.some((a) => a.round === d.round) && text === (baseDraft.answers[d.round] ?? '').trim();
      return scoreQuery(tournamentId, d.round, text, parseAnswer(d.kind, text), text !== '' && !unchanged);
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
      <SheetSummary base={base} />

      {base && sheet && sheet.version !== base.version && dirty && !conflict && (
        <p className="alert alert-warn" role="status">
          Cette feuille a été modifiée sur le serveur pendant votre saisie (version {base.version} → {sheet.version}). Votre saisie est conservée : enregistrez, Greffier vous montrera les différences.
        </p>
      )}

      {conflict && <ConflictBanner conflict={conflict} pending={pending} sending={sending} onResume={resume} onDrop={drop} />}

      <DraftOffer work={work} serverVersion={sheet?.version ?? null} />

      <form className="sheet-entry" onSubmit={submit} onKeyDown={submitKeys()} aria-label="Saisie de la feuille" inert={!!work.offer}>
        {liveMissing && (
          <p className="alert alert-warn">Le calcul des points en direct n’est pas disponible sur ce serveur : les points s’affichent à l’enregistrement.</p>
        )}
        {checked && <p className="alert alert-warn">Feuille vérifiée : elle ne se ressaisit plus. Corrigez coup par coup ci-dessous, avec un motif.</p>}
        <table className="coups">
          <caption className="visually-hidden">Réponses coup par coup</caption>
          <ColumnHeads columns={[num('Coup'), 'Tirage', 'Réponse', num('Points'), 'Remarque']} />
          <tbody>
            {draws.map((d, i) => (
              <CoupRow
                key={d.round}
                draw={d}
                index={i}
                state={states[i]!}
                stored={base?.answers.find((a) => a.round === d.round)}
                changed={pending.rounds.includes(d.round)}
                value={draft.answers[d.round] ?? ''}
                checked={checked}
                inputRef={(el) => {
                  inputs.current[i] = el;
                }}
                onChange={(text) => setAnswer(d.round, text)}
                onKeyDown={(e) => onCoupKey(e, i)}
              />
            ))}
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

        <DeclaredForm draft={draft} setField={setField} others={others} checked={checked} reason={base ? saveReason : null} setReason={setSaveReason} />
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
