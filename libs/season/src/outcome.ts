import { t } from '@greffier/messages';
import { SeasonInputError } from './errors';

/**
 * What one tournament gives each of its players for the seasons (docs/rules/season-ranking.md, "A tournament's
 * result"): the duplicate's rank, points and % of the top, and the final place, read from the tournament's last
 * ranking: the general ranking after the afternoon, else the Pyramide standings, else the duplicate ranking.
 */
export const FINAL_SOURCES = ['general', 'pyramide', 'duplicate'] as const;
export type FinalSource = (typeof FINAL_SOURCES)[number];

/** The duplicate ranking as the seasons read it: counted rows, and the players whose sheet is not counted. */
export interface DuplicateStanding {
  provisional: boolean;
  rows: readonly { playerId: string; rank: number; total: number; percentOfTopPerMille: number | null }[];
  notCounted: readonly { playerId: string; total: number }[];
}

/** The general ranking of the afternoon: complete once every poule is played out. */
export interface GeneralStanding {
  complete: boolean;
  rows: readonly { playerId: string; place: number }[];
}

/** The Pyramide standings: a row is a player (individuel) or a pair (doublette), both players holding its rank. */
export interface PyramideStanding {
  provisional: boolean;
  rows: readonly { rank: number; playerIds: readonly string[] }[];
}

export interface TournamentStandings {
  duplicate?: DuplicateStanding | null;
  general?: GeneralStanding | null;
  pyramide?: PyramideStanding | null;
}

export interface PlayerOutcome {
  playerId: string;
  /** The duplicate: rank null when the sheet is not counted; null when the player has no sheet in the duplicate. */
  duplicate: { rank: number | null; total: number; percentOfTopPerMille: number | null } | null;
  /** The place in the final ranking (source), null when the player has none there. */
  place: number | null;
}

export interface TournamentOutcome {
  /** The ranking the final places come from; null when the tournament has none yet. */
  source: FinalSource | null;
  /** The final ranking may still change (poules not played out, games still to count, sheets to check). */
  provisional: boolean;
  /** The places of the final ranking: its players, or its pairs in a doublette Pyramide. */
  field: number;
  /** The players ranked at the duplicate (its sheets counted). */
  duplicateField: number;
  /** Every player with a result, by id. */
  players: PlayerOutcome[];
}

interface Candidate {
  source: FinalSource;
  final: boolean;
  field: number;
  places: Map<string, number>;
}

const isPlace = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 1;

function placesOf(field: string, rows: readonly { playerIds: readonly string[]; place: number }[]): Map<string, number> {
  const places = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!isPlace(row.place)) throw new SeasonInputError('INVALID_STANDINGS', `${field}[${i}]`, t('SEASON_STANDINGS_RANK'));
    for (const id of row.playerIds) {
      if (places.has(id)) throw new SeasonInputError('INVALID_STANDINGS', `${field}[${i}]`, t('SEASON_STANDINGS_PLAYER_TWICE', { player: id }));
      places.set(id, row.place);
    }
  });
  return places;
}

/**
 * A tournament's result for each player. The final ranking is the first of general, Pyramide, duplicate that is
 * final (complete, not provisional); when none is, the first that has rows, marked provisional.
 */
export function tournamentOutcome(standings: TournamentStandings): TournamentOutcome {
  const { duplicate, general, pyramide } = standings;
  const candidates: Candidate[] = [];
  if (general?.rows.length) {
    candidates.push({ source: 'general', final: general.complete, field: general.rows.length, places: placesOf('general', general.rows.map((r) => ({ playerIds: [r.playerId], place: r.place }))) });
  }
  if (pyramide?.rows.length) {
    candidates.push({ source: 'pyramide', final: !pyramide.provisional, field: pyramide.rows.length, places: placesOf('pyramide', pyramide.rows.map((r) => ({ playerIds: r.playerIds, place: r.rank }))) });
  }
  const duplicatePlaces = placesOf('duplicate', (duplicate?.rows ?? []).map((r) => ({ playerIds: [r.playerId], place: r.rank })));
  if (duplicate?.rows.length) candidates.push({ source: 'duplicate', final: !duplicate.provisional, field: duplicate.rows.length, places: duplicatePlaces });
  const chosen = candidates.find((c) => c.final) ?? candidates[0] ?? null;

  const players = new Map<string, PlayerOutcome>();
  const of = (playerId: string): PlayerOutcome => {
    let p = players.get(playerId);
    if (!p) players.set(playerId, (p = { playerId, duplicate: null, place: null }));
    return p;
  };
  for (const r of duplicate?.rows ?? []) of(r.playerId).duplicate = { rank: r.rank, total: r.total, percentOfTopPerMille: r.percentOfTopPerMille };
  for (const r of duplicate?.notCounted ?? []) {
    if (duplicatePlaces.has(r.playerId)) throw new SeasonInputError('INVALID_STANDINGS', 'duplicate.notCounted', t('SEASON_STANDINGS_PLAYER_TWICE', { player: r.playerId }));
    of(r.playerId).duplicate = { rank: null, total: r.total, percentOfTopPerMille: null };
  }
  for (const [playerId, place] of chosen?.places ?? []) of(playerId).place = place;
  return {
    source: chosen?.source ?? null,
    provisional: chosen ? !chosen.final : false,
    field: chosen?.field ?? 0,
    duplicateField: duplicate?.rows.length ?? 0,
    players: [...players.values()].sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0)),
  };
}
