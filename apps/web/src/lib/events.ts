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
