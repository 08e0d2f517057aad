import { BoxReasons } from '../../ui/common';
import { reasonLabel } from './labels';
import type { DuelResult, MatchAnswer, MatchDraw } from './views';
import { SheetDto, SideForm, DuelForm } from './match-sheet-form';


export function SideInputs({ label, kind, value, errors, disabled, onChange }: { label: string; kind: MatchDraw['kind']; value: SideForm; errors: string[]; disabled: boolean; onChange: (patch: Partial<SideForm>) => void }) {
  const invalid = errors.length > 0;
  return (
    <div className="side-inputs">
      {kind === 'LETTERS' ? (
        <input aria-label={`${label} : mot`} value={value.word} onChange={(e) => onChange({ word: e.target.value })} aria-invalid={invalid} disabled={disabled} autoComplete="off" spellCheck={false} size={12} />
      ) : (
        <>
          <input aria-label={`${label} : résultat`} value={value.value} onChange={(e) => onChange({ value: e.target.value })} inputMode="numeric" aria-invalid={invalid} disabled={disabled} size={5} autoComplete="off" />
          <input aria-label={`${label} : calcul`} value={value.lines} onChange={(e) => onChange({ lines: e.target.value })} aria-invalid={invalid} disabled={disabled} placeholder="25 + 7 = 32 ; …" size={22} autoComplete="off" />
        </>
      )}
      <label className="inline small">
        <input type="checkbox" checked={value.ruledWrong} onChange={(e) => onChange({ ruledWrong: e.target.checked })} disabled={disabled} />
        refusé<span className="visually-hidden"> par l’arbitre, {label}</span>
      </label>
      <BoxReasons reasons={errors} />
    </div>
  );
}

export function Points({ answer }: { answer: MatchAnswer | null }) {
  if (!answer) return null;
  const why = reasonLabel(answer.reason);
  return (
    <span className={answer.outcome === 'error' ? 'error-text' : undefined}>
      <strong>{answer.points}</strong>
      {answer.outcome === 'error' ? <small> ✗ {why ?? 'erreur'}</small> : why && <small> — {why}</small>}
    </span>
  );
}

export function duelForm(d: DuelResult | null | undefined): DuelForm {
  if (d === undefined) return { by: '', right: true };
  if (d === null) return { by: 'none', right: false };
  return { by: d.by, right: d.right };
}

export function takeDuels(list: DuelForm[]): NonNullable<SheetDto['duels']> {
  const out: NonNullable<SheetDto['duels']> = [];
  for (const d of list) {
    if (!d.by) break;
    out.push({ by: d.by, right: d.right });
  }
  return out;
}

export function DuelInput({ label, value, names, onChange }: { label: string; value: DuelForm; names: [string, string]; onChange: (v: DuelForm) => void }) {
  return (
    <div className="row">
      <label>
        {label} : qui a répondu
        <select value={value.by} onChange={(e) => onChange({ ...value, by: e.target.value as DuelForm['by'] })}>
          <option value="">pas encore joué</option>
          <option value="a">{names[0]} (a)</option>
          <option value="b">{names[1]} (b)</option>
          <option value="none">personne à temps</option>
        </select>
      </label>
      <label className="inline">
        <input type="checkbox" checked={value.right} onChange={(e) => onChange({ ...value, right: e.target.checked })} disabled={value.by === '' || value.by === 'none'} />
        bonne réponse<span className="visually-hidden"> au {label}</span>
      </label>
    </div>
  );
}

