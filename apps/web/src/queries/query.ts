import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/problem';

/**
 * What every data module of the screens shares. Each area (tournaments, entries, duplicate, sheets, matches,
 * pyramide, clubs, players, accounts, club games) has one module with its key factory (`<area>Keys`), its reads (`use…`)
 * and its writes, whose answer is stored at once (`store…`) before the reads the write may have changed are
 * invalidated. Live events refresh a tournament's reads through live.ts, which knows the keys of each entity.
 */

/** Every read of one tournament starts with this: the drafts' queue and a reconnection refresh them as a whole. */
export const tournamentScope = (tournamentId: string) => ['tournament', tournamentId] as const;

/** A page of a list as the API answers every list (PageQueryDto, Page<T>). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The API's largest page (PageQueryDto): a screen that needs every row of a list asks for pages of this size. */
export const LARGEST_PAGE = 500;

/**
 * Every row of a paged list, for a screen that needs them all (a tournament's entries: up to 2,000 players):
 * pages of LARGEST_PAGE read one after the other until the total is reached; one request for most lists.
 */
export async function readAllPages<T>(readPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await readPage(page, LARGEST_PAGE);
    rows.push(...items);
    if (items.length < LARGEST_PAGE || rows.length >= total) return rows;
  }
}

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

/** The read of a part of a tournament that may not exist yet: null while absent (orAbsent), kept so (absentOptions). */
export function useAbsentQuery<T>(queryKey: readonly unknown[], read: () => Promise<T>, enabled = true) {
  return useQuery<T | null, Error, T | null, readonly unknown[]>({ queryKey, enabled, queryFn: () => orAbsent(read), ...absentOptions });
}
