import { playerRoles, SEATS, seatingExplanation, tablePlan, type Pair, type PlayerScore, type Repeat, type Table, type TableResult } from '@greffier/pyramide';
import type { PyramideGame, PyramideSheet, PyramideTournament } from '../generated/prisma/client';
import { pairsOf, type Person, type Roster, seatingOf } from './pyramide-store';

/** Names players (by id) and, in doublette, pairs (by pair id: "Ana Martin & Bea Petit"). */
export class Namer {
  private readonly pairs: Map<string, Pair>;

  constructor(
    readonly roster: Roster,
    pairs: readonly Pair[],
  ) {
    this.pairs = new Map(pairs.map((p) => [p.id, p]));
  }

  static of(roster: Roster, config: Pick<PyramideTournament, 'pairs'>): Namer {
    return new Namer(roster, pairsOf(config));
  }

  person(id: string): Person {
    return this.roster.person(id);
  }

  /** A player's name, or a pair's two names. */
  name(id: string): string {
    const pair = this.pairs.get(id);
    return pair ? pair.players.map((p) => this.roster.person(p).name).join(' & ') : this.roster.person(id).name;
  }

  /** A player's name, put by the messages of the rules in place of the player's id. */
  readonly playerName = (id: string): string => this.person(id).name;

  pair(p: Pair) {
    return { id: p.id, players: p.players.map((id) => this.person(id)) };
  }
}

export const repeatView = (r: Repeat, namer: Namer) => ({
  between: r.players,
  names: r.players.map((id) => namer.name(id)),
  table: r.table,
  previousGames: r.previousGames,
  gamesAgo: r.gamesAgo,
});

type SheetState = Pick<PyramideSheet, 'tableNumber' | 'status' | 'version'>;

function tableView(table: Table, formula: string, namer: Namer, sheet: SheetState | undefined, detail: boolean) {
  const view = {
    number: table.number,
    size: table.players.length,
    seats: table.players.map((id, s) => ({ seat: SEATS[s]!, ...namer.person(id) })),
    pairs: table.pairs ? table.pairs.map((p) => namer.pair(p)) : null,
    sheet: sheet ? { status: sheet.status, version: sheet.version } : null,
  };
  if (!detail) return view;
  const plan = tablePlan(table, formula === 'doublette' ? 'doublette' : 'individuel');
  return {
    ...view,
    plan,
    roles: table.players.map((id, s) => ({ seat: SEATS[s]!, ...namer.person(id), roles: playerRoles(plan, id) })),
  };
}

/** A seated game: how it was seated and why, the repeats, who was left out, and each table (with its plan in detail). */
export function gameView(game: PyramideGame, formula: string, namer: Namer, sheets: readonly SheetState[], detail: boolean) {
  const repeats = (game.repeats as unknown as Repeat[]) ?? [];
  const regulationRepeats = game.regulationRepeats as unknown as Repeat[] | null;
  return {
    number: game.number,
    formula,
    method: game.method,
    fallback: game.fallback,
    explanation: seatingExplanation(game.method, game.fallback, repeats.length),
    repeats: repeats.map((r) => repeatView(r, namer)),
    regulationRepeats: regulationRepeats ? regulationRepeats.map((r) => repeatView(r, namer)) : null,
    leftOut: game.leftOut.map((id) => namer.person(id)),
    seatedAt: game.createdAt.toISOString(),
    tables: seatingOf(game).tables.map((t) =>
      tableView(
        t,
        formula,
        namer,
        sheets.find((s) => s.tableNumber === t.number),
        detail,
      ),
    ),
  };
}

export const figures = (s: Omit<PlayerScore, 'player'>) => ({
  enigmes: s.enigmes,
  pingPong: s.pingPong,
  nomsPropres: s.nomsPropres,
  grandesPyramides: s.grandesPyramides,
  total: s.total,
  bonus: s.bonus,
  solutions: s.solutions,
});

/** A table's result (read back from JSON, in a fixed order) with each player's name and table number. */
export function resultView(r: TableResult, namer: Namer) {
  return {
    formula: r.formula,
    players: r.players,
    pairs: r.pairs,
    enigmas: { finished: r.enigmas.finished, counted: r.enigmas.counted },
    cancelled: r.cancelled,
    teamPoints: { pingPong: r.teamPoints.pingPong, nomsPropres: r.teamPoints.nomsPropres, grandesPyramides: r.teamPoints.grandesPyramides },
    scores: r.scores.map((s) => ({ player: s.player, bib: namer.person(s.player).bib, name: namer.person(s.player).name, ...figures(s) })),
    pairScores: r.pairScores ? r.pairScores.map((p) => ({ pair: p.pair, players: p.players, name: namer.name(p.pair), ...figures(p) })) : null,
  };
}

export function configView(config: PyramideTournament, namer: Namer, seatedGames: number) {
  return {
    id: config.id,
    tournamentId: config.tournamentId,
    formula: config.formula,
    games: config.games,
    seatedGames,
    seed: config.seed,
    rankingSeed: config.rankingSeed,
    pairs: pairsOf(config).map((p) => namer.pair(p)),
    version: config.version,
  };
}
