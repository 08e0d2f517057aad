/**
 * One change in a tournament, pushed by the server (GET /tournaments/{id}/events, server-sent events). The screens
 * follow them through queries/live.ts (useLiveTournament), which refreshes the reads each entity can move.
 */
export interface TournamentEvent {
  tournamentId: string;
  /** What changed: answer_sheet, duplicate_draw, duplicate_session, room_display, tournament, match, ... */
  entity: string;
  entityId: string;
  action: string;
  at: string;
}

/**
 * When to read the ranking again after a `ranking` event: at a random moment of the window the server gives
 * (`spreadMs`, wider the more screens follow the tournament), so that a room of phones does not ask all at once.
 */
export function rankingReadDelay(data: string, random: () => number = Math.random): number {
  let spread = 0;
  try {
    const value = (JSON.parse(data) as { spreadMs?: unknown }).spreadMs;
    if (typeof value === 'number' && Number.isFinite(value)) spread = Math.min(Math.max(value, 0), 1000);
  } catch {
    // An event without a window: read at once.
  }
  return Math.round(random() * spread);
}

/** A ranking as a screen holds it: with the ETag of the read (or of the patch) it came from. */
export type HeldRanking = { rows: unknown[]; etag?: string } & Record<string, unknown>;

/** A `ranking` event's patch (the server's rankingPatch): the rows from `at`, `remove` of them, replaced by `rows`; the rest. */
interface RankingPatch {
  from: string;
  at: number;
  remove: number;
  rows: unknown[];
  rest: Record<string, unknown>;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * The ranking a `ranking` event brings to a screen holding `held`: `held` itself when it is the ranking the event
 * names (its ETag), `held` patched when the event carries a patch from the ranking held, with the event's ETag; null
 * when neither applies (no patch, another ETag, a patch
 * out of `held`'s rows, data that is not the server's): the screen then reads the ranking again.
 */
export function patchedRanking<T extends HeldRanking>(held: T | null | undefined, data: string): T | null {
  if (!held?.etag || !Array.isArray(held.rows)) return null;
  let event: { etag?: unknown; patch?: Partial<RankingPatch> };
  try {
    event = JSON.parse(data) as typeof event;
  } catch {
    return null;
  }
  if (typeof event.etag !== 'string') return null;
  if (event.etag === held.etag) return held; // read after the change already: nothing to add
  const patch = event.patch;
  if (!patch || patch.from !== held.etag) return null;
  const { at, remove, rows, rest } = patch;
  if (!isCount(at) || !isCount(remove) || at + remove > held.rows.length || !Array.isArray(rows) || !rest || typeof rest !== 'object' || Array.isArray(rest)) return null;
  return { ...held, ...rest, rows: [...held.rows.slice(0, at), ...rows, ...held.rows.slice(at + remove)], etag: event.etag } as T;
}
