import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ProblemAlert } from './problem-alert';

/**
 * The app's modal question before a step that matters (forming the poules, moving the day on, deleting): it
 * says what will happen, the confirming button names the action, Échap or « Annuler » changes nothing. The page
 * behind is inert and Tab stays inside the dialog. With `reason`, a reason kept in the audit trail is asked for
 * (the cursor starts there; otherwise on « Annuler »). The server's refusal is shown inside.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  error,
  reason,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  reason?: { label: string; required?: boolean };
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setText('');
      dialog.showModal();
      if (!reason) cancel.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, reason]);
  function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog opened from inside a form: its own submit does not reach that form.
    event.stopPropagation();
    onConfirm(text);
  }
  /** Tab and Shift+Tab go round the dialog's own controls. */
  function trap(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])')].filter(
      (el) => !el.hasAttribute('disabled'),
    );
    if (!focusable.length) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
  // Rendered at the end of the page, so that a dialog asked for from inside a form is no form within a form.
  return createPortal(
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onKeyDown={trap}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form className="stack" onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <ProblemAlert error={error} />
        {reason && (
          <label>
            {reason.label}
            <input value={text} onChange={(e) => setText(e.target.value)} maxLength={500} required={reason.required} autoFocus />
          </label>
        )}
        <div className="row">
          <button type="submit" className={danger ? 'danger' : undefined} disabled={busy}>
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="secondary" onClick={onCancel}>
            Annuler
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

/**
 * A modal question asking for the reason of a change (kept in the audit trail): deleting, withdrawing,
 * reopening a step. Enter confirms, Escape cancels; the server's refusal is shown inside.
 */
export function ReasonDialog({
  reasonLabel = 'Motif (gardé dans le journal)',
  reasonRequired,
  ...props
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  reasonRequired?: boolean;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  return <ConfirmDialog {...props} reason={{ label: reasonLabel, required: reasonRequired }} />;
}
