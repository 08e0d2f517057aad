import { ApiError } from '../api/problem';

/**
 * What every data module of the screens shares. Each area (tournaments, entries, duplicate, sheets, matches,
 * pyramide, clubs, players, accounts, club games) has one module with its key factory (`<area>Keys`), its reads (`use…`)
 * and its writes, whose answer is stored at once (`store…`) before the reads the write may have changed are
 * invalidated. Live events refresh a tournament's reads through live.ts, which knows the keys of each entity.
 */

/** Every read of one tournament starts with this: the drafts' queue and a reconnection refresh them as a whole. */
export const tournamentScope = (tournamentId: string) => ['tournament', tournamentId] as const;

export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** A 404 or 403 is an answer, not a failure to retry. */
export const retryUnlessMissing = (count: number, error: unknown): boolean => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;

/**
 * A part of a tournament that may not exist yet (its duplicate, its poules, its Pyramide): a 404 is read as
 * null, "not set up yet", and kept as such (no refetch on focus or mount) until a live event says it was created
 * (live.ts) or the screen's own write stores it.
 */
export async function orAbsent<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
}

const DEFAULT_STALE_MS = 10_000;

/** The options of a read that answers null while absent. */
export const absentOptions = {
  retry: retryUnlessMissing,
  staleTime: (query: { state: { data: unknown } }) => (query.state.data === null ? Infinity : DEFAULT_STALE_MS),
} as const;

/** True for a cached "not set up yet" (null): live events of other entities leave it alone. */
export const isAbsent = (query: { state: { data: unknown } }): boolean => query.state.data === null;
