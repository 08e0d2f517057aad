import { t } from '@greffier/messages';

/**
 * What a venue makes of the federation server's answer to a publication (docs/federation.md): acknowledged (the
 * federation has this archive, or a newer one), refused (only a change of settings or « Publier maintenant »
 * sends it again), or a failure of the network or of the server to try again after a while.
 */
export type AttemptOutcome =
  | { kind: 'acknowledged'; outcome: 'created' | 'replaced' | 'unchanged' | 'already-newer'; sha256: string | null }
  | { kind: 'refused'; code: string; detail: string }
  | { kind: 'retry'; code: string; detail: string };

interface Problem {
  code?: unknown;
  detail?: unknown;
  title?: unknown;
}

/** The answer of POST /publications, by its status and body (already parsed as JSON, or null). */
export function classifyAnswer(status: number, body: unknown): AttemptOutcome {
  const problem = (body && typeof body === 'object' ? body : {}) as Problem & { outcome?: unknown; sha256?: unknown };
  if (status === 200 && (problem.outcome === 'created' || problem.outcome === 'replaced' || problem.outcome === 'unchanged')) {
    return { kind: 'acknowledged', outcome: problem.outcome, sha256: typeof problem.sha256 === 'string' ? problem.sha256 : null };
  }
  // The federation holds a newer archive of it already (another process sent it first): nothing to send again.
  if (status === 409 && problem.code === 'ARCHIVE_OLDER') return { kind: 'acknowledged', outcome: 'already-newer', sha256: null };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', code: 'PUBLICATION_SERVER_BUSY', detail: t('PUBLICATION_SERVER_BUSY', { status }) };
  // A Greffier refusal is problem+json with its code and its French detail: shown as it is.
  if (typeof problem.code === 'string' && typeof problem.detail === 'string' && [400, 401, 403, 409, 413, 422].includes(status)) {
    return { kind: 'refused', code: problem.code, detail: problem.detail };
  }
  return { kind: 'refused', code: 'PUBLICATION_NOT_GREFFIER', detail: t('PUBLICATION_NOT_GREFFIER', { status }) };
}

/** A request that got no answer: the network is down, the server stopped, the name unknown, or no answer in time. */
export function networkFailure(error: unknown): AttemptOutcome {
  const e = error as { name?: string; code?: string; cause?: { code?: string; message?: string }; message?: string };
  const detail = e.name === 'TimeoutError' || e.name === 'AbortError' ? 'pas de réponse à temps' : (e.cause?.code ?? e.code ?? e.cause?.message ?? e.message ?? 'erreur inconnue');
  return { kind: 'retry', code: 'PUBLICATION_NETWORK', detail: t('PUBLICATION_NETWORK', { detail: String(detail).slice(0, 200) }) };
}

/**
 * The wait before the next attempt after `failures` failed ones in a row: exponential from `first` seconds,
 * capped at `max`, with "equal jitter" (half fixed, half random) so that venues cut off together do not all come
 * back at the same second. `random` is in [0, 1).
 */
export function retryDelaySeconds(failures: number, first: number, max: number, random: number): number {
  const ceiling = Math.min(max, first * 2 ** Math.max(0, Math.min(failures - 1, 30)));
  return ceiling / 2 + (ceiling / 2) * random;
}
