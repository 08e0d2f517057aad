import { ApiError, problemDetail, problemTitle } from '../api/problem';

/** An error as the user reads it: a French heading, the server's detail, and every field's reason. */
export function ProblemAlert({ error, onDismiss }: { error: unknown; onDismiss?: () => void }) {
  if (!error) return null;
  const fields = error instanceof ApiError ? error.fieldErrors : [];
  return (
    <div role="alert" className="alert alert-error">
      <strong>{problemTitle(error)}</strong>
      {problemDetail(error) && <p>{problemDetail(error)}</p>}
      {fields.length > 0 && (
        <ul>
          {fields.map((f) => (
            <li key={`${f.field}:${f.reason}`}>
              <code>{f.field}</code> : {f.reason}
            </li>
          ))}
        </ul>
      )}
      {onDismiss && (
        <button type="button" className="link" onClick={onDismiss}>
          Fermer
        </button>
      )}
    </div>
  );
}
