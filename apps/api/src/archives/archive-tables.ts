/**
 * The rows of one tournament, table by table ($1: its id), in the order they are read. Its players and clubs
 * come with it (the directory's rows it points at); the accounts do not (an instance's own): the arbiters'
 * assignments stay behind, the history keeps the ids of who did what.
 */
const SESSION = 'session_id IN (SELECT id FROM duplicate_session WHERE tournament_id = $1)';
const SHEETS = 'sheet_id IN (SELECT s.id FROM answer_sheet s JOIN duplicate_session d ON d.id = s.session_id WHERE d.tournament_id = $1)';
const MATCHES = 'match_id IN (SELECT id FROM "match" WHERE tournament_id = $1)';
const GAMES = 'game_id IN (SELECT g.id FROM pyramide_game g JOIN pyramide_tournament p ON p.id = g.pyramide_id WHERE p.tournament_id = $1)';

export const DIRECTORY_TABLES: readonly [string, string][] = [
  ['club', 'id IN (SELECT p.club_id FROM player p JOIN tournament_entry e ON e.player_id = p.id WHERE e.tournament_id = $1) OR id IN (SELECT club_id FROM tournament_entry WHERE tournament_id = $1) OR id = (SELECT organising_club_id FROM tournament WHERE id = $1)'],
  ['player', 'id IN (SELECT player_id FROM tournament_entry WHERE tournament_id = $1)'],
];

export const TOURNAMENT_TABLES: readonly [string, string][] = [
  ['tournament', 'id = $1'],
  ['tournament_ruling', 'tournament_id = $1'],
  ['tournament_entry', 'tournament_id = $1'],
  ['duplicate_session', 'tournament_id = $1'],
  ['room_display', SESSION],
  ['duplicate_draw', SESSION],
  ['answer_sheet', SESSION],
  ['answer', SHEETS],
  ['answer_change', SHEETS],
  ['poule', 'tournament_id = $1'],
  ['match', 'tournament_id = $1'],
  ['match_draw', MATCHES],
  ['match_answer', MATCHES],
  ['pyramide_tournament', 'tournament_id = $1'],
  ['pyramide_game', 'pyramide_id IN (SELECT id FROM pyramide_tournament WHERE tournament_id = $1)'],
  ['pyramide_sheet', GAMES],
  ['pyramide_correction', `sheet_id IN (SELECT id FROM pyramide_sheet WHERE ${GAMES})`],
];

/** The audit trail of the tournament: the entries about any of its rows ($1: their ids). */
export const AUDIT_WHERE = 'entity_id = ANY($1::text[])';

/** The audit columns an import writes (the id is the instance's own sequence). */
export const AUDIT_COLUMNS = ['at', 'actor_id', 'actor_role', 'action', 'entity', 'entity_id', 'before', 'after', 'reason', 'request_id'];
