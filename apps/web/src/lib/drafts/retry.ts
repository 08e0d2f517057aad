import { ApiError } from '../../api/problem';

/** Milliseconds before the n-th new attempt of a save: 1, 2, 4, 8 s, then every 10 s. */
export const retryDelay = (attempts: number): number => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 10_000);

/** Whether a failed call may succeed later unchanged: the server was not reached, or a proxy answered for it. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status);
  return error instanceof TypeError || (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'));
}
