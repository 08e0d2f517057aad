import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { ApiError } from '../../api/problem';
import { ProblemAlert } from '../../ui/problem-alert';
import { Options } from '../../ui/options';

/** Previous / next page of a paginated list, with where one is. */
export function Pager({ page, pageSize, total, onPage, noun }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; noun: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={`Pages des ${noun}s`}>
      <button type="button" className="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Page précédente
      </button>
      <span>
        Page {page} sur {pages} · {total} {noun}
        {total > 1 ? 's' : ''}
      </span>
      <button type="button" className="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Page suivante
      </button>
    </nav>
  );
}

/** A paged list's filter setter that also goes back to the list's first page. */
export const onFirstPage =
  (set: (value: string) => void, setPage: (page: number) => void) =>
  (value: string): void => {
    set(value);
    setPage(1);
  };

/** The search box of a paged list; what is typed is handed on as it is (the caller goes back to page 1). */
export function SearchField({ label, value, placeholder, onChange }: { label: string; value: string; placeholder: string; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <input type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The club filter of a list of players, « Tous les clubs » first. */
export function ClubFilter({ clubs, value, onChange }: { clubs: { id: string; name: string }[] | undefined; value: string; onChange: (clubId: string) => void }) {
  return (
    <label>
      Club
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Tous les clubs</option>
        <Options items={clubs ?? []} value={(c) => c.id}>
          {(c) => c.name}
        </Options>
      </select>
    </label>
  );
}

/** A directory row's actions: edit it in the side form, or ask to delete it (named for screen readers). */
export function EditDeleteCell({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <td className="actions">
      <button type="button" className="secondary" onClick={onEdit} aria-label={`Modifier ${name}`}>
        Modifier
      </button>
      <button type="button" className="danger" onClick={onDelete} aria-label={`Supprimer ${name}`}>
        Supprimer
      </button>
    </td>
  );
}

/** A form's send button, saying what it does while the server works, then the server's refusal (dismissible). */
export function SendButton({ label, busyLabel, mutation }: { label: string; busyLabel: string; mutation: { isPending: boolean; error: unknown; reset: () => void } }) {
  return (
    <>
      <div>
        <button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? busyLabel : label}
        </button>
      </div>
      <ProblemAlert error={mutation.error} onDismiss={() => mutation.reset()} />
    </>
  );
}

/** True for "changed by someone else": the screen then shows the fresh values and offers to retry. */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && error.code === 'STALE_VERSION';

/**
 * A 409 "changed by someone else": what the record holds now, and the two ways on: keep one's own values
 * and save them over the fresh version, or take the fresh values.
 */
export function ConflictNotice({
  error,
  fresh,
  onRetry,
  onTakeFresh,
  busy,
}: {
  error: unknown;
  fresh: { label: string; value: ReactNode }[] | null;
  onRetry: () => void;
  onTakeFresh: () => void;
  busy?: boolean;
}) {
  return (
    <div className="conflict">
      <ProblemAlert error={error} />
      <div className="alert alert-warn" role="status">
        <strong>Valeurs enregistrées entre-temps</strong>
        {fresh ? (
          <dl className="fresh">
            {fresh.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p aria-busy="true">Lecture des valeurs actuelles…</p>
        )}
        <div className="row">
          <button type="button" onClick={onRetry} disabled={busy || !fresh}>
            Réessayer avec mes modifications
          </button>
          <button type="button" className="secondary" onClick={onTakeFresh} disabled={!fresh}>
            Reprendre les valeurs actuelles
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * An input of an edit form with its label (and a hint), the server's error for its field beside it, named in
 * aria-describedby and marking the input invalid.
 */
export function FormField({
  label,
  hint,
  value,
  onValue,
  errorId,
  error,
  ...props
}: { label: string; hint?: string; value: string; onValue: (value: string) => void; errorId: string; error: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <label>
      {label} {hint ? <span className="hint">{hint}</span> : null}
      <input value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...props} />
      <FieldMessage id={errorId} message={error} />
    </label>
  );
}

/** A field's error from the server, shown next to its input (the input names it in aria-describedby). */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className="field-error">
      {message}
    </span>
  );
}


const FIELD_LABELS: Record<string, string> = {
  licence: 'Licence',
  lastName: 'Nom',
  firstName: 'Prénom',
  club: 'Club',
  category: 'Catégorie',
  rating: 'Classement',
  file: 'Fichier',
  body: 'Fichier',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

const REASONS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^required$/, () => 'obligatoire'],
  [/^letters, digits or dashes, at most 20$/, () => 'lettres, chiffres ou tirets, 20 au plus'],
  [/^same licence as line (\d+)$/, (m) => `même licence qu’à la ligne ${m[1]}`],
  [/^at most (\d+) characters$/, (m) => `${m[1]} caractères au plus`],
  [/^"(.*)" is not a whole number between 0 and 100000$/, (m) => `« ${m[1]} » n’est pas un nombre entier de 0 à 100 000`],
  [/^unknown club "(.*)"$/, (m) => `club inconnu « ${m[1]} »`],
  [/^several clubs are named "(.*)": use the federation code$/, (m) => `plusieurs clubs s’appellent « ${m[1]} » : indiquez le code fédéral`],
  [/^no club column value and no clubId given$/, () => 'aucun club sur la ligne ni club par défaut choisi'],
  [/^missing column \(expected one of: (.*)\)$/, (m) => `colonne absente (l’une de : ${m[1]})`],
  [/^the file is empty$/, () => 'le fichier est vide'],
];

/** The reason of a CSV line's error, in French when it is one of the known wordings (else as the server wrote it). */
export function lineReason(reason: string): string {
  for (const [pattern, french] of REASONS) {
    const m = reason.match(pattern);
    if (m) return french(m);
  }
  return reason;
}

/** The end of an edit form: the optional reason kept in the audit trail, then save and cancel. */
export function ReasonAndSave({ reason, setReason, busy, saveLabel = 'Enregistrer', onCancel }: { reason: string; setReason: (reason: string) => void; busy: boolean; saveLabel?: string; onCancel: () => void }) {
  return (
    <>
      <label>
        Motif <span className="hint">(facultatif, gardé dans le journal)</span>
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </label>
      <div className="row">
        <button type="submit" disabled={busy}>
          {saveLabel}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </>
  );
}

/**
 * A directory's record being edited or deleted, and the notice of the last change: `askDelete` opens the reason
 * dialog (the last refusal of `remove` forgotten); `removed` closes it, drops the record from the editor, tells `message`.
 */
export function useEditAndDelete<R extends { id: string }>(remove: { reset(): void }) {
  const [editing, setEditing] = useState<R | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const askDelete = (record: R) => {
    remove.reset();
    setDeleting(record);
  };
  const removed = (record: R, message: string) => {
    setDeleting(null);
    if (editing?.id === record.id) setEditing(null);
    setNotice(message);
  };
  return { editing, setEditing, deleting, setDeleting, notice, setNotice, askDelete, removed };
}
