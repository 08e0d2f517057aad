import { Injectable } from '@nestjs/common';
import { gameResults, standings, type GameSheets, type ScoreSheet, type TableResult } from '@greffier/pyramide';
import { PrismaClient, type PyramideGame, type PyramideSheet } from '../generated/prisma/client';
import { PyramideStore, seatingOf } from './pyramide-store';
import { figures, Namer, resultView } from './pyramide-views';

type SheetRow = Pick<PyramideSheet, 'gameId' | 'tableNumber' | 'sheet' | 'result' | 'status'>;

/** The game's sheets in table order, and whether every table has its sheet. */
function sheetsOf(game: PyramideGame, rows: readonly SheetRow[]) {
  const tables = seatingOf(game).tables.map((t) => t.number);
  const mine = rows.filter((r) => r.gameId === game.id).sort((a, b) => a.tableNumber - b.tableNumber);
  return { tables, mine, complete: tables.every((n) => mine.some((r) => r.tableNumber === n)) };
}

const sheetGame = (game: PyramideGame, mine: readonly SheetRow[]): GameSheets => ({ game: game.number, sheets: mine.map((r) => r.sheet as unknown as ScoreSheet) });

/** Results of a game (per table, and the game's ranking) and the standings over the games whose sheets are all in. */
@Injectable()
export class PyramideResultsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly store: PyramideStore,
  ) {}

  private async load(tournamentId: string) {
    const config = await this.store.config(this.prisma, tournamentId);
    const [games, roster, rows] = await Promise.all([
      this.store.games(this.prisma, config.id),
      this.store.roster(this.prisma, tournamentId),
      this.prisma.pyramideSheet.findMany({ where: { game: { pyramideId: config.id } }, select: { gameId: true, tableNumber: true, sheet: true, result: true, status: true } }),
    ]);
    return { config, games, rows, namer: Namer.of(roster, config) };
  }

  /** Each table's result (null until its sheet is entered) and the game's ranking over the sheets entered. */
  async game(tournamentId: string, number: number) {
    const { config, rows, namer } = await this.load(tournamentId);
    const game = await this.store.game(this.prisma, config.id, number);
    const { tables, mine, complete } = sheetsOf(game, rows);
    const ranked = mine.length ? gameResults(sheetGame(game, mine)) : null;
    return {
      game: number,
      formula: config.formula,
      complete,
      pendingTables: tables.filter((n) => !mine.some((r) => r.tableNumber === n)),
      tables: tables.map((n) => {
        const row = mine.find((r) => r.tableNumber === n);
        return { table: n, status: row?.status ?? null, result: row ? resultView(row.result as unknown as TableResult, namer) : null };
      }),
      rows: (ranked?.rows ?? []).map((r) => ({
        rank: r.rank,
        id: r.id,
        name: namer.name(r.id),
        players: r.players.map((p) => namer.person(p)),
        table: mine[r.sheet]!.tableNumber,
        ...figures(r),
      })),
    };
  }

  /**
   * The standings (libs/pyramide standings): total points, then bonus points, then enigma solutions (6.1), then
   * the random draw from the stored seed. Only the games whose every table has its sheet count; provisional
   * until the games planned are all in.
   */
  async standings(tournamentId: string) {
    const { config, games, rows, namer } = await this.load(tournamentId);
    const counted = games.filter((g) => sheetsOf(g, rows).complete);
    const base = {
      formula: config.formula,
      gamesPlanned: config.games,
      gamesSeated: games.length,
      gamesCounted: counted.map((g) => g.number),
      gamesPending: games.filter((g) => !counted.includes(g)).map((g) => g.number),
      provisional: counted.length < config.games,
      randomSeed: config.rankingSeed,
    };
    if (!counted.length) return { ...base, rows: [], randomDraws: [] };
    const result = standings(counted.map((g) => sheetGame(g, sheetsOf(g, rows).mine)), { randomSeed: config.rankingSeed });
    const withdrawn = (ids: readonly string[]) => ids.some((id) => namer.roster.entry(id)?.withdrawn);
    return {
      ...base,
      rows: result.rows.map((r) => ({
        rank: r.rank,
        id: r.id,
        name: namer.name(r.id),
        players: r.players.map((p) => namer.person(p)),
        withdrawn: withdrawn(r.players),
        games: r.games,
        perGame: r.perGame.map((total, i) => ({ game: counted[i]!.number, total })),
        ...figures(r),
        tiedOnTotal: r.tiedOnTotal,
        brokenBy: r.brokenBy,
        brokenByReason: r.brokenByReason,
        randomDraw: r.randomDraw,
      })),
      randomDraws: result.randomDraws.map((d) => ({ ...d, names: d.ids.map((id) => namer.name(id)), drawnNames: d.drawn.map((id) => namer.name(id)) })),
    };
  }
}
