import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, body, reasonHeaders } from '../../api/client';
import type { components } from '../../api/schema';
import { useLiveQueries } from '../../lib/events';
import { formatDateTime, Loaded } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { parseAnswer } from './sheet-draft';
import { changesKey, readChanges, useRefreshOnConflict } from './sheet-api';
import { ACTION_LABELS, answerText, NOT_COUNTED_LABELS, type NotCounted, type Sheet, type SheetChange, type SheetStatus, STATUS_LABELS } from './views';

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

function CorrectionForm({ tournamentId, playerId, sheet, draws, onWritten }: Props) {
  const refresh = useRefreshOnConflict(tournamentId, playerId);
  const [round, setRound] = useState(draws[0]?.round ?? 1);
  const [mode, setMode] = useState<Mode>('answer');
  const [text, setText] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const draw = draws.find((d) => d.round === round);
  const current = sheet.answers.find((a) => a.round === round);

  const correct = useMutation({
    mutationFn: async () => {
      const kind = draw?.kind ?? 'LETTERS';
      let change: { word?: string | null; value?: number | null; lines?: string | null; pointsOverride?: number | null };
      if (mode === 'answer') {
        const parsed = parseAnswer(kind, text);
        change = kind === 'LETTERS' ? { word: parsed.word ?? null } : { value: parsed.value ?? null, lines: parsed.lines ?? null };
      } else {
        change = { pointsOverride: mode === 'points' ? Number(points) : null };
      }
      return body<Sheet>(
        await api.PATCH('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/answers/{round}', {
          params: { path: { tournamentId, playerId, round } },
          body: { ...change, reason },
          headers: reasonHeaders(undefined, sheet.version),
        }),
      );
    },
    onMutate: () => setDone(null),
    onError: refresh,
    onSuccess: (s) => {
      const a = s.answers.find((x) => x.round === round);
      setDone(`Coup ${round} corrigé : ${answerText(a)}, ${a?.points ?? 0} point(s). Total : ${s.form.total}.`);
      setText('');
      setPoints('');
      setReason('');
      onWritten(s);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    correct.mutate();
  }

  return (
    <section className="card" aria-labelledby="correct-title">
      <h2 id="correct-title">Corriger un coup</h2>
      <p className="hint">Quand la feuille papier dit autre chose que ce qui a été saisi, ou quand les arbitres décident des points. Le motif est obligatoire : il est imprimé sur la feuille corrigée.</p>
      <form className="stack" onSubmit={submit}>
        <div className="row">
          <div className="field">
            <label htmlFor="correct-round">Coup</label>
            <select id="correct-round" value={round} onChange={(e) => setRound(Number(e.target.value))}>
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
              <input type="radio" name="mode" checked={mode === 'answer'} onChange={() => setMode('answer')} /> la réponse
            </label>
            <label className="inline">
              <input type="radio" name="mode" checked={mode === 'points'} onChange={() => setMode('points')} /> forcer les points
            </label>
            {current?.pointsOverride !== null && current?.pointsOverride !== undefined && (
              <label className="inline">
                <input type="radio" name="mode" checked={mode === 'unforce'} onChange={() => setMode('unforce')} /> retirer les points forcés ({current.pointsOverride})
              </label>
            )}
          </fieldset>
        </div>
        <div className="row">
          {mode === 'answer' && (
            <label>
              Nouvelle réponse <span className="hint">({draw?.kind === 'NUMBERS' ? 'résultat, lignes, ou « 683 ; lignes »' : 'le mot, avec ses accents sur les E'} ; vide : coup blanc)</span>
              <input value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" spellCheck={false} className="wide" />
            </label>
          )}
          {mode === 'points' && (
            <label>
              Points forcés <span className="hint">(0 à 100 ; 0 annule la réponse)</span>
              <input type="number" min={0} max={100} required value={points} onChange={(e) => setPoints(e.target.value)} className="small" />
            </label>
          )}
          <label className="grow">
            Motif de la correction (obligatoire)
            <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
          </label>
          <button type="submit" disabled={correct.isPending}>
            Corriger le coup {round}
          </button>
        </div>
        <ProblemAlert error={correct.error} />
        {done && (
          <p className="alert alert-ok" role="status">
            {done}
          </p>
        )}
      </form>
    </section>
  );
}

function StatusForm({ tournamentId, playerId, sheet, onWritten }: Props) {
  const refresh = useRefreshOnConflict(tournamentId, playerId);
  const [status, setStatus] = useState<SheetStatus>(sheet.status);
  const [counted, setCounted] = useState<'' | NotCounted>(sheet.notCounted ?? '');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [shown, setShown] = useState({ status: sheet.status, notCounted: sheet.notCounted });
  // The form follows the sheet when someone else changes its status.
  if (shown.status !== sheet.status || shown.notCounted !== sheet.notCounted) {
    setShown({ status: sheet.status, notCounted: sheet.notCounted });
    setStatus(sheet.status);
    setCounted(sheet.notCounted ?? '');
  }

  const change = useMutation({
    mutationFn: async (request: { status?: SheetStatus; notCounted?: NotCounted | null }) =>
      body<Sheet>(
        await api.POST('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/status', {
          params: { path: { tournamentId, playerId } },
          body: { ...request, reason: reason.trim() || undefined },
          headers: reasonHeaders(undefined, sheet.version),
        }),
      ),
    onMutate: () => setDone(null),
    onError: refresh,
    onSuccess: (s) => {
      setDone(`Statut : ${STATUS_LABELS[s.status]}${s.notCounted ? `, non comptée (${NOT_COUNTED_LABELS[s.notCounted]})` : ''}.`);
      setReason('');
      onWritten(s);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const request: { status?: SheetStatus; notCounted?: NotCounted | null } = {};
    if (status !== sheet.status) request.status = status;
    if ((counted || null) !== sheet.notCounted) request.notCounted = counted || null;
    if (!Object.keys(request).length) return setDone('Rien à changer.');
    change.mutate(request);
  }

  const order: SheetStatus[] = ['ENTERED', 'PAIR_CORRECTED', 'CHECKED'];
  const needsReason = order.indexOf(status) < order.indexOf(sheet.status) || (counted || null) !== sheet.notCounted;
  return (
    <section className="card" aria-labelledby="status-title">
      <h2 id="status-title">Statut de la feuille</h2>
      <form className="row" onSubmit={submit}>
        <label>
          Statut
          <select value={status} onChange={(e) => setStatus(e.target.value as SheetStatus)}>
            {order.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Au classement
          <select value={counted} onChange={(e) => setCounted(e.target.value as '' | NotCounted)}>
            <option value="">comptée</option>
            <option value="INCOMPLETE">non comptée : non entièrement recopiée</option>
            <option value="UNREADABLE">non comptée : illisible</option>
          </select>
        </label>
        <label className="grow">
          Motif {needsReason ? '(obligatoire)' : '(facultatif)'}
          <input value={reason} onChange={(e) => setReason(e.target.value)} required={needsReason} maxLength={500} />
        </label>
        <button type="submit" disabled={change.isPending}>
          Changer le statut
        </button>
        {sheet.status !== 'CHECKED' && (
          <button type="button" className="secondary" disabled={change.isPending} onClick={() => change.mutate({ status: 'CHECKED' })}>
            Marquer vérifiée
          </button>
        )}
      </form>
      <ProblemAlert error={change.error} />
      {done && (
        <p className="alert alert-ok" role="status">
          {done}
        </p>
      )}
    </section>
  );
}

const withPoints = (a: SheetChange['before']): string => (a ? `${answerText(a)}${a.points !== undefined ? ` (${a.points} pt${a.points > 1 ? 's' : ''})` : ''}${a.pointsOverride !== null && a.pointsOverride !== undefined ? `, points forcés ${a.pointsOverride}` : ''}` : '(non saisi)');

function History({ tournamentId, playerId, sheet, who, onWritten }: Props) {
  const refresh = useRefreshOnConflict(tournamentId, playerId);
  const changes = useQuery({ queryKey: changesKey(tournamentId, playerId), queryFn: () => readChanges(tournamentId, playerId) });
  useLiveQueries(tournamentId, [changesKey(tournamentId, playerId)], ['answer_sheet']);
  const [target, setTarget] = useState<SheetChange | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const revert = useMutation({
    mutationFn: async (change: SheetChange) =>
      body<Sheet>(
        await api.POST('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/changes/{changeId}/revert', {
          params: { path: { tournamentId, playerId, changeId: change.id } },
          body: { reason },
          headers: reasonHeaders(undefined, sheet.version),
        }),
      ),
    onMutate: () => setDone(null),
    onError: refresh,
    onSuccess: (s, change) => {
      const a = s.answers.find((x) => x.round === change.round);
      setDone(`Coup ${change.round} remis comme avant : ${answerText(a)}. Total : ${s.form.total}.`);
      setTarget(null);
      setReason('');
      onWritten(s);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (target) revert.mutate(target);
  }

  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Historique des modifications</h2>
      <Loaded query={changes}>
        {(list) =>
          list.length === 0 ? (
            <p>Aucune modification depuis la première saisie.</p>
          ) : (
            <table className="history">
              <caption className="visually-hidden">Modifications de la feuille</caption>
              <thead>
                <tr>
                  <th scope="col">Quand</th>
                  <th scope="col">Par</th>
                  <th scope="col" className="num">
                    Coup
                  </th>
                  <th scope="col">Action</th>
                  <th scope="col">Avant → après</th>
                  <th scope="col">Motif</th>
                  <th scope="col">
                    <span className="visually-hidden">Revenir dessus</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...list].reverse().map((c) => (
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
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      {target && (
        <form className="row revert" onSubmit={submit} aria-label="Retour arrière">
          <p className="grow">
            Remettre le coup {target.round} comme avant cette modification : <strong>{withPoints(target.before)}</strong>.
          </p>
          <label className="grow">
            Motif du retour arrière (obligatoire)
            <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} autoFocus />
          </label>
          <button type="submit" disabled={revert.isPending}>
            Confirmer le retour arrière
          </button>
          <button type="button" className="secondary" onClick={() => setTarget(null)}>
            Annuler
          </button>
        </form>
      )}
      <ProblemAlert error={revert.error} />
      {done && (
        <p className="alert alert-ok" role="status">
          {done}
        </p>
      )}
    </section>
  );
}
