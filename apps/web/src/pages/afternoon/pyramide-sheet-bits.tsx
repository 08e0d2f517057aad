import { type ReactNode } from 'react';
import type { TeamEventName } from './views';
import { BoxReasons } from '../../ui/common';
import { EVENT_LABELS, type SheetForm } from './pyramide-sheet-form';


export const Wordline = ({ children }: { children: ReactNode }) => <>{children}</>;

export function BoxErrors({ label, reasons }: { label: string; reasons: string[] }) {
  if (!reasons.length) return null;
  return (
    <p className="field-error">
      {label} : {reasons.join(' ; ')}
    </p>
  );
}

export function Finished({ event, form, patch, errors }: { event: TeamEventName; form: SheetForm; patch: (fn: (f: SheetForm) => void) => void; errors: string[] }) {
  return (
    <div>
      <label className="inline">
        <input type="checkbox" checked={form.finished[event]} onChange={(e) => patch((f) => void (f.finished[event] = e.target.checked))} aria-invalid={errors.length > 0} />
        {EVENT_LABELS[event]} : épreuve terminée <span className="hint">(décochez si elle n’a pas été jouée jusqu’au bout : elle est annulée)</span>
      </label>
      <BoxReasons reasons={errors} />
    </div>
  );
}

