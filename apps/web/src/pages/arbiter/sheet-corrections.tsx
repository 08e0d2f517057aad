import { type FormEvent, useMemo, useState } from 'react';
import { reasonHeaders } from '../../api/client';
import type { components } from '../../api/schema';
import { DraftOffer, type DraftWork, sameValue, type SaveRequest, SaveStatus, submitKeys, useDraftWork } from '../../lib/drafts';
import { formatDateTime, Loaded } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { parseAnswer } from './sheet-draft';
import { useRefreshOnConflict, useSheetChanges } from '../../queries/sheets';
import { ACTION_LABELS, answerText, NOT_COUNTED_LABELS, type NotCounted, type Sheet, type SheetChange, type SheetStatus, STATUS_LABELS } from './views';
import { num } from '../../ui/column-heads';
import { Table } from '../../ui/table';
import { CodeOptions } from '../../ui/options';

type Draw = components['schemas']['DrawResponseDto'];
type Mode = 'answer' | 'points' | 'unforce';

interface Props {
  tournamentId: string;
  playerId: string;
  sheet: Sheet;
  draws: Draw[];
  who: (change: SheetChange) => string;
  onWritten: (sheet: Sheet) => void;
}

/** The arbiters' side of an existing sheet: one coup corrected or its points forced, the status, the history and its reverts. */
export function SheetCorrections(props: Props) {
  return (
    <>
      <CorrectionForm {...props} />
      <StatusForm {...props} />
      <History {...props} />
    </>
  );
}

interface CorrectionValue {
  round: number;
  mode: Mode;
  text: string;
  points: string;
  reason: string;
}

function CorrectionForm({ tournamentId, playerId, sheet, draws, onWritten }: Props) {
  const [value, setValue] = useState<CorrectionValue>(() => ({ round: draws[0]?.round ?? 1, mode: 'answer', text: '', points: '', reason: '' }));
  const [done, setDone] = useState<string | null>(null);
  const { round, mode, text, points, reason } = value;
  const set = (patch: Partial<CorrectionValue>) => setValue((v) => ({ ...v, ...patch }));
  const draw = draws.find((d) => d.round === round);
  const current = sheet.answers.find((a) => a.round === round);
  const dirty = text !== '' || points !== '' || reason !== '';

  const work = useSheetWork<CorrectionValue>('duplicate-correction', { tournamentId, playerId, sheet }, { value, setValue, dirty }, (s, sent) => {
    const a = s.answers.find((x) => x.round === sent.round);
    setDone(`Coup ${sent.round} corrigé : ${answerText(a)}, ${a?.points ?? 0} point(s). Total : ${s.form.total}.`);
    setValue((v) => (sameValue(v, sent) ? { ...v, text: '', points: '', reason: '' } : v));
    onWritten(s);
  });

  function request(v: CorrectionValue): SaveRequest {
    const kind = draws.find((d) => d.round === v.round)?.kind ?? 'LETTERS';
    let change: { word?: string | null; value?: number | null; lines?: string | null; pointsOverride?: number | null };
    if (v.mode === 'answer') {
      const parsed = parseAnswer(kind, v.text);
      change = kind === 'LETTERS' ? { word: parsed.word ?? null } : { value: parsed.value ?? null, lines: parsed.lines ?? null };
    } else {
      change = { pointsOverride: v.mode === 'points' ? Number(v.points) : null };
    }
    return {
      method: 'PATCH',
      path: '/tournaments/{tournamentId}/duplicate/sheets/{playerId}/answers/{round}',
      params: { tournamentId, playerId, round: v.round },
      body: { ...change, reason: v.reason },
      headers: reasonHeaders(undefined, sheet.version),
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (work.state === 'sending') return;
    setDone(null);
    work.save(request(value));
  }

  return (
    <section className="card" aria-labelledby="correct-title">
      <h2 id="correct-title">Corriger un coup</h2>
      <p className="hint">
        Quand la feuille papier dit autre chose que ce qui a été saisi, ou quand les arbitres décident des points. Le motif est obligatoire : il est imprimé sur la feuille
        corrigée. Entrée (ou Ctrl+Entrée) corrige, depuis n’importe quelle case.
      </p>
      <DraftOffer work={work} what="Une correction non enregistrée" />
      <form className="stack" onSubmit={submit} onKeyDown={submitKeys()} inert={!!work.offer} aria-label="Corriger un coup">
        <div className="row">
          <div className="field">
            <label htmlFor="correct-round">Coup</label>
            <select id="correct-round" value={round} onChange={(e) => set({ round: Number(e.target.value) })}>
              {draws.map((d) => {
                const a = sheet.answers.find((x) => x.round === d.round);
                return (
                  <option key={d.round} value={d.round}>
                    Coup {d.round} — {a ? `${answerText(a)} (${a.points} pt${a.points > 1 ? 's' : ''})` : 'non saisi'}
                  </option>
                );
              })}
            </select>
          </div>
          <fieldset className="modes">
            <legend>Corriger</legend>
            <label className="inline">
              <input type="radio" name="mode" checked={mode === 'answer'} onChange={() => set({ mode: 'answer' })} /> la réponse
            </label>
            <label className="inline">
              <input type="radio" name="mode" checked={mode === 'points'} onChange={() => set({ mode: 'points' })} /> forcer les points
            </label>
            {current?.pointsOverride !== null && current?.pointsOverride !== undefined && (
              <label className="inline">
                <input type="radio" name="mode" checked={mode === 'unforce'} onChange={() => set({ mode: 'unforce' })} /> retirer les points forcés ({current.pointsOverride})
              </label>
            )}
          </fieldset>
        </div>
        <div className="row">
          {mode === 'answer' && (
            <label>
              Nouvelle réponse <span className="hint">({draw?.kind === 'NUMBERS' ? 'résultat, lignes, ou « 683 ; lignes »' : 'le mot, avec ses accents sur les E'} ; vide : coup blanc)</span>
              <input value={text} onChange={(e) => set({ text: e.target.value })} autoComplete="off" spellCheck={false} className="wide" />
            </label>
          )}
          {mode === 'points' && (
            <label>
              Points forcés <span className="hint">(0 à 100 ; 0 annule la réponse)</span>
              <input type="number" min={0} max={100} required value={points} onChange={(e) => set({ points: e.target.value })} className="small" />
            </label>
          )}
          <label className="grow">
            Motif de la correction (obligatoire)
            <input value={reason} onChange={(e) => set({ reason: e.target.value })} required maxLength={500} />
          </label>
          <button type="submit" disabled={work.state === 'sending'}>
            Corriger le coup {round}
          </button>
        </div>
        <SaveStatus work={work} what="Correction" empty={!dirty} quiet />
        <Outcome work={work} done={done} />
      </form>
    </section>
  );
}

interface StatusValue {
  status: SheetStatus;
  counted: '' | NotCounted;
  reason: string;
}

function StatusForm({ tournamentId, playerId, sheet, onWritten }: Props) {
  const [value, setValue] = useState<StatusValue>(() => ({ status: sheet.status, counted: sheet.notCounted ?? '', reason: '' }));
  const [done, setDone] = useState<string | null>(null);
  const [shown, setShown] = useState({ status: sheet.status, notCounted: sheet.notCounted });
  const { status, counted, reason } = value;
  const set = (patch: Partial<StatusValue>) => setValue((v) => ({ ...v, ...patch }));
  // The form follows the sheet when someone else changes its status (what was chosen here stays).
  if (shown.status !== sheet.status || shown.notCounted !== sheet.notCounted) {
    setShown({ status: sheet.status, notCounted: sheet.notCounted });
    setValue((v) => ({ ...v, status: v.status === shown.status ? sheet.status : v.status, counted: v.counted === (shown.notCounted ?? '') ? (sheet.notCounted ?? '') : v.counted }));
  }
  const dirty = status !== sheet.status || counted !== (sheet.notCounted ?? '') || reason.trim() !== '';

  const work = useSheetWork<StatusValue>('duplicate-status', { tournamentId, playerId, sheet }, { value, setValue, dirty }, (s, sent) => {
    setDone(`Statut : ${STATUS_LABELS[s.status]}${s.notCounted ? `, non comptée (${NOT_COUNTED_LABELS[s.notCounted]})` : ''}.`);
    setShown({ status: s.status, notCounted: s.notCounted });
    setValue((v) => (sameValue(v, sent) ? { status: s.status, counted: s.notCounted ?? '', reason: '' } : v));
    onWritten(s);
  });

  const change = (request: { status?: SheetStatus; notCounted?: NotCounted | null }) => {
    setDone(null);
    work.save({
      method: 'POST',
      path: '/tournaments/{tournamentId}/duplicate/sheets/{playerId}/status',
      params: { tournamentId, playerId },
      body: { ...request, reason: reason.trim() || undefined },
      headers: reasonHeaders(undefined, sheet.version),
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (work.state === 'sending') return;
    const request: { status?: SheetStatus; notCounted?: NotCounted | null } = {};
    if (status !== sheet.status) request.status = status;
    if ((counted || null) !== sheet.notCounted) request.notCounted = counted || null;
    if (!Object.keys(request).length) return setDone('Rien à changer.');
    change(request);
  }

  const order: SheetStatus[] = ['ENTERED', 'PAIR_CORRECTED', 'CHECKED'];
  const needsReason = order.indexOf(status) < order.indexOf(sheet.status) || (counted || null) !== sheet.notCounted;
  const sending = work.state === 'sending';
  return (
    <section className="card" aria-labelledby="status-title">
      <h2 id="status-title">Statut de la feuille</h2>
      <DraftOffer work={work} what="Un changement de statut non enregistré" />
      <form className="row" onSubmit={submit} onKeyDown={submitKeys()} inert={!!work.offer} aria-label="Statut de la feuille">
        <label>
          Statut
          <select value={status} onChange={(e) => set({ status: e.target.value as SheetStatus })}>
            <CodeOptions codes={order} labels={STATUS_LABELS} />
          </select>
        </label>
        <label>
          Au classement
          <select value={counted} onChange={(e) => set({ counted: e.target.value as '' | NotCounted })}>
            <option value="">comptée</option>
            <option value="INCOMPLETE">non comptée : non entièrement recopiée</option>
            <option value="UNREADABLE">non comptée : illisible</option>
          </select>
        </label>
        <label className="grow">
          Motif {needsReason ? '(obligatoire)' : '(facultatif)'}
          <input value={reason} onChange={(e) => set({ reason: e.target.value })} required={needsReason} maxLength={500} />
        </label>
        <button type="submit" disabled={sending}>
          Changer le statut
        </button>
        {sheet.status !== 'CHECKED' && (
          <button type="button" className="secondary" disabled={sending} onClick={() => change({ status: 'CHECKED' })}>
            Marquer vérifiée
          </button>
        )}
        <SaveStatus work={work} what="Statut" empty={!dirty} quiet />
      </form>
      <Outcome work={work} done={done} />
    </section>
  );
}

const withPoints = (a: SheetChange['before']): string => (a ? `${answerText(a)}${a.points !== undefined ? ` (${a.points} pt${a.points > 1 ? 's' : ''})` : ''}${a.pointsOverride !== null && a.pointsOverride !== undefined ? `, points forcés ${a.pointsOverride}` : ''}` : '(non saisi)');

interface RevertValue {
  changeId: string | null;
  reason: string;
}

function History({ tournamentId, playerId, sheet, who, onWritten }: Props) {
  const changes = useSheetChanges(tournamentId, playerId);
  const [value, setValue] = useState<RevertValue>({ changeId: null, reason: '' });
  const [done, setDone] = useState<string | null>(null);
  const target = changes.data?.find((c) => c.id === value.changeId) ?? null;
  const setTarget = (change: SheetChange | null) => setValue((v) => ({ ...v, changeId: change?.id ?? null }));
  const dirty = value.changeId !== null && value.reason.trim() !== '';

  const work = useSheetWork<RevertValue>('duplicate-revert', { tournamentId, playerId, sheet }, { value, setValue, dirty }, (s, sent) => {
    const change = changes.data?.find((c) => c.id === sent.changeId);
    const a = s.answers.find((x) => x.round === change?.round);
    setDone(`Coup ${change?.round ?? '?'} remis comme avant : ${answerText(a)}. Total : ${s.form.total}.`);
    setValue((v) => (sameValue(v, sent) ? { changeId: null, reason: '' } : v));
    onWritten(s);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!target || work.state === 'sending') return;
    setDone(null);
    work.save({
      method: 'POST',
      path: '/tournaments/{tournamentId}/duplicate/sheets/{playerId}/changes/{changeId}/revert',
      params: { tournamentId, playerId, changeId: target.id },
      body: { reason: value.reason },
      headers: reasonHeaders(undefined, sheet.version),
    });
  }
  const list = useMemo(() => ({ ...changes, error: changes.data ? null : changes.error }), [changes]);

  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Historique des modifications</h2>
      <DraftOffer work={work} what="Un retour arrière non enregistré" />
      <Loaded query={list}>
        {(rows) => (
          <Table
            rows={[...rows].reverse()}
            empty={<p>Aucune modification depuis la première saisie.</p>}
            className="history"
            caption="Modifications de la feuille"
            columns={['Quand', 'Par', num('Coup'), 'Action', 'Avant → après', 'Motif', <span className="visually-hidden">Revenir dessus</span>]}
          >
            {(c) => (
              <tr key={c.id} className={target?.id === c.id ? 'selected' : undefined}>
                <td>{formatDateTime(c.at)}</td>
                <td>{who(c)}</td>
                <td className="num">{c.round ?? '—'}</td>
                <td>
                  {ACTION_LABELS[c.action] ?? c.action}
                  {c.revertOf && <span className="hint"> (de la modification n° {c.revertOf})</span>}
                </td>
                <td>
                  {withPoints(c.before)} → {c.after ? answerText(c.after) : '(non saisi)'}
                  {c.after?.pointsOverride !== null && c.after?.pointsOverride !== undefined && `, points forcés ${c.after.pointsOverride}`}
                </td>
                <td>{c.reason}</td>
                <td>
                  {c.round !== null && (
                    <button type="button" className="secondary" onClick={() => setTarget(c)} aria-label={`Revenir sur la modification du coup ${c.round} du ${formatDateTime(c.at)}`}>
                      Revenir dessus
                    </button>
                  )}
                </td>
              </tr>
            )}
          </Table>
        )}
      </Loaded>
      {target && (
        <form className="row revert" onSubmit={submit} onKeyDown={submitKeys()} inert={!!work.offer} aria-label="Retour arrière">
          <p className="grow">
            Remettre le coup {target.round} comme avant cette modification : <strong>{withPoints(target.before)}</strong>.
          </p>
          <label className="grow">
            Motif du retour arrière (obligatoire)
            <input value={value.reason} onChange={(e) => setValue((v) => ({ ...v, reason: e.target.value }))} required maxLength={500} autoFocus />
          </label>
          <button type="submit" disabled={work.state === 'sending'}>
            Confirmer le retour arrière
          </button>
          <button type="button" className="secondary" onClick={() => setValue({ changeId: null, reason: '' })}>
            Annuler
          </button>
        </form>
      )}
      <SaveStatus work={work} what="Retour arrière" empty={!dirty} quiet />
      <Outcome work={work} done={done} />
    </section>
  );
}

/** What came of a write: the server's refusal, or what was done. */
function Outcome({ work, done }: { work: DraftWork<unknown, unknown>; done: string | null }) {
  return (
    <>
      <ProblemAlert error={work.state === 'refused' ? work.error : null} />
      {done && (
        <p className="alert alert-ok" role="status">
          {done}
        </p>
      )}
    </>
  );
}

/** The work of one of the sheet's forms: its draft kept per sheet, sent at the sheet's version, the sheet read again on a conflict. */
function useSheetWork<V>(
  area: string,
  { tournamentId, playerId, sheet }: Pick<Props, 'tournamentId' | 'playerId' | 'sheet'>,
  { value, setValue, dirty }: { value: V; setValue: (value: V) => void; dirty: boolean },
  onSaved: (saved: Sheet, sent: V) => void,
): DraftWork<V, null> {
  const refresh = useRefreshOnConflict(tournamentId, playerId);
  return useDraftWork<V, null, Sheet>({
    key: { area, tournamentId, sheetId: playerId },
    value,
    base: null,
    baseVersion: sheet.version,
    dirty,
    onRestore: (record) => setValue(record.value),
    onSaved,
    onRefused: refresh,
  });
}
