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
