import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ProblemAlert } from '../../ui/problem-alert';

/** A modal question with the reason kept in the audit trail (deleting a game); Enter confirms, Échap cancels. */
export function ReasonDialog({ open, title, children, confirmLabel, busy, error, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  error?: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason);
  }
  return (
    <dialog
      ref={ref}
      className="ce-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form className="stack" onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        {children}
        {error ? <ProblemAlert error={error} /> : null}
        <label>
          Motif (gardé dans le journal)
          <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} autoFocus />
        </label>
        <div className="row">
          <button type="submit" className="danger" disabled={busy}>
            {confirmLabel}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            Annuler
          </button>
        </div>
      </form>
    </dialog>
  );
}
