import { playerRoles, tablePlan, TEAM_EVENTS, teamsOf } from './plan';
import { SEATS, type Seat, type Seating, type Table } from './seating';

/** One game of a player: where they sat, with whom they played, against whom. */
export interface PlayerGame {
  /** 1-based. */
  game: number;
  table: number;
  seat: Seat;
  /** Everyone the player was Dico or Syno with (enigmas and team events), in seat order. */
  partners: string[];
  /** Everyone in the other team at a team event (not counting a shared Syno who was also in the player's team). */
  opponents: string[];
}

/** Each player's games, partners and opponents, from the seatings in play order. */
export function playerHistories(games: readonly Seating[]): Record<string, PlayerGame[]> {
  const out: Record<string, PlayerGame[]> = {};
  games.forEach((seating, g) => {
    for (const table of seating.tables) {
      const plan = tablePlan(table, seating.formula);
      table.players.forEach((player, s) => {
        const partners = new Set(playerRoles(plan, player).map((r) => r.partner));
        const opponents = new Set<string>();
        for (const event of TEAM_EVENTS) {
          const own = teamsOf(plan[event], player);
          const mine = new Set(own.flatMap((t) => [plan[event][t].dico, plan[event][t].syno]));
          for (const t of [0, 1] as const) {
            if (own.includes(t)) continue;
            for (const p of [plan[event][t].dico, plan[event][t].syno]) if (!mine.has(p)) opponents.add(p);
          }
        }
        const inSeatOrder = (set: Set<string>): string[] => table.players.filter((p) => set.has(p));
        (out[player] ??= []).push({
          game: g + 1,
          table: table.number,
          seat: SEATS[s]!,
          partners: inSeatOrder(partners),
          opponents: inSeatOrder(opponents),
        });
      });
    }
  });
  return out;
}

/**
 * Who meets whom at a table. Individual play: every player, since each partners each other player of the table
 * and plays against them (regulation 3.1). Doublette: the pairs (partners are fixed, so only pair meets pair).
 */
export function tableUnits(table: Table, formula: Seating['formula']): string[] {
  return formula === 'doublette' && table.pairs ? table.pairs.map((p) => p.id) : [...table.players];
}

const SEP = '\u0000';
export const pairKey = (a: string, b: string): string => (a < b ? `${a}${SEP}${b}` : `${b}${SEP}${a}`);

/** The games (1-based) at which two players (pairs, in doublette) shared a table, by pairKey. */
export function meetingLog(games: readonly Seating[]): Map<string, number[]> {
  const met = new Map<string, number[]>();
  games.forEach((seating, g) => {
    for (const table of seating.tables) {
      const units = tableUnits(table, seating.formula);
      for (let i = 0; i < units.length; i++) {
        for (let j = i + 1; j < units.length; j++) {
          const key = pairKey(units[i]!, units[j]!);
          const list = met.get(key) ?? [];
          if (!list.includes(g + 1)) list.push(g + 1);
          met.set(key, list);
        }
      }
    }
  });
  return met;
}

/** Two players (pairs, in doublette) who meet again. */
export interface Repeat {
  players: [string, string];
  /** The game (1-based) and table where they meet again. */
  game: number;
  table: number;
  /** The games where they met before. */
  previousGames: number[];
  /** Games since they last met: 1 is the game just before. */
  gamesAgo: number;
}

/** The repeats a seating for game `game` makes, given who met before. */
export function repeatsOf(seating: Seating, game: number, met: ReadonlyMap<string, readonly number[]>): Repeat[] {
  const out: Repeat[] = [];
  for (const table of seating.tables) {
    const units = tableUnits(table, seating.formula);
    for (let i = 0; i < units.length; i++) {
      for (let j = i + 1; j < units.length; j++) {
        const before = (met.get(pairKey(units[i]!, units[j]!)) ?? []).filter((g) => g < game);
        if (before.length === 0) continue;
        const players = [units[i]!, units[j]!].sort() as [string, string];
        out.push({ players, game, table: table.number, previousGames: before, gamesAgo: game - Math.max(...before) });
      }
    }
  }
  return out;
}

/** Every repeat of a schedule of seatings, game by game. */
export function scheduleRepeats(games: readonly Seating[]): Repeat[] {
  const met = meetingLog(games);
  return games.flatMap((seating, g) => repeatsOf(seating, g + 1, met));
}
