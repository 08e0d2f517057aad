import type { KeyboardEvent, Ref } from 'react';
import { ApiError } from '../../api/problem';
import type { Entry } from '../../queries/entries';
import type { components } from '../../api/schema';
import { type ConflictLine, type Draft, FORM_FIELDS, type Pending } from './sheet-draft';
import { frenchReason, NOT_COUNTED_LABELS, type ScoreView, type Sheet, STATUS_LABELS } from './views';
import { Options } from '../../ui/options';

type Draw = components['schemas']['DrawResponseDto'];
type StoredAnswer = Sheet['answers'][number];

export type RowState =
  | { kind: 'stored'; points: number }
  | { kind: 'live'; points: number; score: ScoreView }
  | { kind: 'blank' }
  | { kind: 'missing' }
  | { kind: 'pending' }
  | { kind: 'error'; error: unknown };

export interface Conflict {
  lines: ConflictLine[];
  fresh: Sheet;
  oldBase: Sheet | null;
  draft: Draft;
  error: unknown;
}

const drawText = (d: Draw): string => (d.kind === 'LETTERS' ? (d.letters ?? '') : `${(d.plates ?? []).join(' ')} → ${d.target ?? ''}`);

/** The sheet as stored: its status, total and version, and what the worklist says of it. */
export function SheetSummary({ base }: { base: Sheet | null }) {
  return (
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
  );
}

/** Another arbiter saved the sheet first: what changed on the server, and the two ways on. */
export function ConflictBanner({ conflict, pending, sending, onResume, onDrop }: { conflict: Conflict; pending: Pending; sending: boolean; onResume: () => void; onDrop: () => void }) {
  return (
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
      <button type="button" onClick={onResume} disabled={sending}>
        Reprendre ma modification
      </button>
      <button type="button" className="secondary" onClick={onDrop}>
        Abandonner ma saisie et garder la version du serveur
      </button>
    </div>
  </section>
  );
}

/** One coup: the draw, the answer as typed, its points (live or stored) and the reason of a refusal. */
export function CoupRow({
  draw: d,
  index: i,
  state,
  stored,
  changed,
  value,
  checked,
  inputRef,
  onChange,
  onKeyDown,
}: {
  draw: Draw;
  index: number;
  state: RowState;
  stored: StoredAnswer | undefined;
  changed: boolean;
  value: string;
  checked: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const reason = state.kind === 'live' ? state.score.reason : state.kind === 'stored' ? (stored?.reason ?? null) : null;
  return (
      <tr className={changed ? 'changed' : undefined}>
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
            ref={inputRef}
            className={d.kind === 'LETTERS' ? 'word' : 'lines'}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
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
}

/** The ranking form the player filled in, the pair's corrector, and the reason of a change. */
export function DeclaredForm({
  draft,
  setField,
  others,
  checked,
  reason,
  setReason,
}: {
  draft: Draft;
  setField: (field: Exclude<keyof Draft, 'answers'>, value: string) => void;
  others: Entry[];
  checked: boolean;
  reason: string | null;
  setReason: (reason: string) => void;
}) {
  return (
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
          <Options items={others} value={(e) => e.playerId}>
            {(e) => `${e.bib} — ${e.firstName} ${e.lastName}`}
          </Options>
        </select>
      </label>
      <label>
        Marque du correcteur
        <input value={draft.correctorMark} onChange={(e) => setField('correctorMark', e.target.value)} readOnly={checked} maxLength={200} />
      </label>
      {reason !== null && (
        <label>
          Motif de la modification <span className="hint">(facultatif, gardé dans l’historique)</span>
          <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </label>
      )}
    </div>
  </fieldset>
  );
}
