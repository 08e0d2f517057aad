import { ApiError, problemDetail, problemTitle } from '../api/problem';

/**
 * An error as the user reads it: a French heading, the server's detail, and every field's reason, the field named
 * by its path in the API (in <code>). A refused input's detail (INVALID_INPUT) only restates that list, with the
 * API's field names in its sentence: it is left out.
 */
export function ProblemAlert({ error, onDismiss }: { error: unknown; onDismiss?: () => void }) {
  if (!error) return null;
  const fields = error instanceof ApiError ? error.fieldErrors : [];
  const detail = error instanceof ApiError && error.code === 'INVALID_INPUT' && fields.length > 0 ? '' : problemDetail(error);
  return (
    <div role="alert" className="alert alert-error">
      <strong>{problemTitle(error)}</strong>
      {detail && <p>{detail}</p>}
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
