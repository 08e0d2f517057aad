import { useState } from 'react';
import { reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import { DraftOffer, sameValue, SaveStatus, submitKeys, useDraftWork } from '../../lib/drafts';
import { ProblemAlert } from '../../ui/problem-alert';
import type { MatchView } from './views';
import { Side } from './match-sheet-form';


export interface ForfeitValue {
  absent: Side[];
  reason: string;
}

export function ForfeitForm({ match: m, tournamentId, onSaved }: { match: MatchView; tournamentId: string; onSaved: (m: MatchView) => void }) {
  const [value, setValue] = useState<ForfeitValue>({ absent: [], reason: '' });
  const { absent, reason } = value;
  const dirty = absent.length > 0 || reason !== '';
  const work = useDraftWork<ForfeitValue, null, MatchView>({
    key: { area: 'match-forfeit', tournamentId, sheetId: m.code },
    value,
    base: null,
    baseVersion: m.version,
    dirty,
    onRestore: (record) => setValue(record.value),
    onSaved: (data, sent) => {
      setValue((v) => (sameValue(v, sent) ? { absent: [], reason: '' } : v));
      onSaved(data);
    },
  });
  const send = (confirmReset: boolean) =>
    work.save({
      method: 'POST',
      path: '/tournaments/{tournamentId}/matches/{code}/forfeit',
      params: { tournamentId, code: m.code },
      body: { absent, reason, version: m.version, confirmReset: confirmReset || undefined },
      headers: reasonHeaders(reason),
    });
  if (m.status === 'PENDING' || m.decidedBy === 'bye' || m.decidedBy === 'empty') return null;
  const err = work.state === 'refused' && work.error instanceof ApiError ? work.error : null;
  const sending = work.state === 'sending';
  return (
    <section className="card" aria-labelledby="forfait">
      <h2 id="forfait">Forfait</h2>
      <p className="hint">
        Un joueur absent à l’appel perd le match par forfait (0–0) ; les deux absents : le meilleur rang du duplicate passe. Ce qui a été saisi pour ce match est effacé.
        Entrée (ou Ctrl+Entrée) enregistre le forfait.
      </p>
      <DraftOffer work={work} what="Un forfait non enregistré" />
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!sending && absent.length > 0) send(false);
        }}
        onKeyDown={submitKeys()}
        inert={!!work.offer}
        aria-label="Forfait"
      >
        <fieldset className="inline-fieldset">
          <legend>Absent(s)</legend>
          {(['a', 'b'] as const).map((side) => (
            <label key={side} className="inline">
              <input
                type="checkbox"
                checked={absent.includes(side)}
                onChange={(e) => setValue((v) => ({ ...v, absent: e.target.checked ? [...v.absent, side] : v.absent.filter((s) => s !== side) }))}
              />
              {m[side]?.name ?? side} ({side})
            </label>
          ))}
        </fieldset>
        <label>
          Motif (obligatoire)
          <input value={reason} onChange={(e) => setValue((v) => ({ ...v, reason: e.target.value }))} required maxLength={500} size={30} aria-invalid={!!err?.fieldError('reason')} />
          {err?.fieldError('reason') && <span className="field-error">{err.fieldError('reason')}</span>}
        </label>
        <button type="submit" className="danger" disabled={sending || absent.length === 0}>
          Enregistrer le forfait
        </button>
        <SaveStatus work={work} what="Forfait" empty={!dirty} quiet />
      </form>
      {err?.code === 'RESULT_HAS_DEPENDENTS' ? (
        <div className="alert alert-warn" role="alert">
          <strong>Des matchs suivants ont déjà été joués</strong>
          <p>{err.problem.detail}</p>
          <button type="button" className="danger" onClick={() => send(true)}>
            Confirmer le forfait et remettre ces matchs à zéro
          </button>
        </div>
      ) : (
        <ProblemAlert error={work.state === 'refused' ? work.error : null} />
      )}
    </section>
  );
}

