import { Injectable } from '@nestjs/common';
import {
  pyramideStandingsPdf,
  scoreSheetPdf,
  seatingPlanPdf,
  type PyramideFormulaVm,
  type PyramidePairVm,
  type PyramidePlayerVm,
  type PyramideSeatVm,
  type PyramideTablePlanVm,
  type PyramideTeamVm,
  type ScoreSheetMarksVm,
  type ScoreSheetResultVm,
  type SeatingPlanVm,
  type TournamentVm,
} from '@greffier/pdf';
import {
  enigmaPoints,
  other,
  pingPongGrid,
  readNomsPropres,
  SEATS,
  tablePlan,
  type Formula,
  type Pair,
  type ScoreSheet,
  type Table,
  type TablePlan,
  type TableResult,
  type Team,
} from '@greffier/pyramide';
import { t } from '@greffier/messages';
import { InvalidInputError } from '../common/domain-errors';
import { printedTournament } from '../common/printed-tournament';
import { PrismaClient } from '../generated/prisma/client';
import { PyramideResultsService } from './pyramide-results.service';
import { PyramideSetupService } from './pyramide-setup.service';
import { PyramideStore, type Roster } from './pyramide-store';
import { figures } from './pyramide-views';

type Seat = PyramideSeatVm;
type SeatOf = (playerId: string) => Seat;

/** Player ids of a table to its seats A, B, C(, D). */
const seatsOf = (players: readonly string[]): SeatOf => {
  const seats = new Map(players.map((id, i) => [id, SEATS[i] as Seat]));
  return (id) => seats.get(id) ?? 'A';
};

const teamVm = (t: Team, seat: SeatOf): PyramideTeamVm => ({ dico: seat(t.dico), syno: seat(t.syno) });
const teamsVm = (t: readonly [Team, Team], seat: SeatOf): [PyramideTeamVm, PyramideTeamVm] => [teamVm(t[0], seat), teamVm(t[1], seat)];

/** libs/pyramide's plan, by seat. */
export function planVm(plan: TablePlan, seat: SeatOf): PyramideTablePlanVm {
  const shared = plan.sharedSyno;
  return {
    enigmes: plan.enigmes.map((t) => teamVm(t, seat)),
    pingPong: teamsVm(plan.pingPong, seat),
    nomsPropres: teamsVm(plan.nomsPropres, seat),
    grandesPyramides: teamsVm(plan.grandesPyramides, seat),
    sharedSyno:
      shared.pingPong && shared.nomsPropres && shared.grandesPyramides
        ? { pingPong: seat(shared.pingPong), nomsPropres: seat(shared.nomsPropres), grandesPyramides: seat(shared.grandesPyramides) }
        : null,
  };
}

/** The marks of a stored sheet, by seat; the Noms propres bids put back in team order (who had the hand: readNomsPropres). */
export function marksVm(sheet: ScoreSheet, seat: SeatOf): ScoreSheetMarksVm {
  const names = readNomsPropres(sheet.nomsPropres).names;
  const [gp0, gp1] = sheet.grandesPyramides.pyramids;
  return {
    enigmes: sheet.enigmes.map((e) => ({
      title: e.title,
      dico: seat(e.dico),
      syno: seat(e.syno),
      words: e.words.map((w) => ({ bricks: w.bricks, word: w.word })),
      solution: e.solution,
      points: enigmaPoints(e),
    })),
    pingPong: {
      teams: teamsVm(sheet.pingPong.teams, seat),
      finished: sheet.pingPong.finished,
      grid: pingPongGrid(sheet.pingPong),
      words: sheet.pingPong.bricks.map((b) => b.word),
    },
    nomsPropres: {
      teams: teamsVm(sheet.nomsPropres.teams, seat),
      finished: sheet.nomsPropres.finished,
      names: sheet.nomsPropres.names.map((n, i) => {
        const hand = names[i]?.hand ?? 0;
        const bids: [number | null, number | null] = [null, null];
        bids[hand] = n.bids[0];
        bids[other(hand)] = n.bids[1] ?? null;
        return { bids, points: [n.points[0], n.points[1]] };
      }),
    },
    grandesPyramides: {
      teams: teamsVm(sheet.grandesPyramides.teams, seat),
      finished: sheet.grandesPyramides.finished,
      pyramids: [
        { expressions: [...gp0.expressions], stop: gp0.stop },
        { expressions: [...gp1.expressions], stop: gp1.stop },
      ],
    },
  };
}

export function resultVm(r: TableResult, seat: SeatOf): ScoreSheetResultVm {
  return {
    enigmas: { finished: r.enigmas.finished, counted: r.enigmas.counted },
    cancelled: [...r.cancelled],
    teamPoints: { pingPong: r.teamPoints.pingPong, nomsPropres: r.teamPoints.nomsPropres, grandesPyramides: r.teamPoints.grandesPyramides },
    scores: r.scores.map((s) => ({ seat: seat(s.player), ...figures(s) })),
  };
}

/** A doublette table seats one pair in A-B, the other in C-D. */
const pairsVm = (pairs: readonly { id: string }[] | null | undefined): [PyramidePairVm, PyramidePairVm] | null =>
  pairs && pairs.length === 2
    ? [
        { label: pairs[0]!.id, seats: ['A', 'B'] },
        { label: pairs[1]!.id, seats: ['C', 'D'] },
      ]
    : null;

/**
 * The printed documents of the Pyramide, from the stored data through libs/pdf's view models: the feuille de
 * marque of a table (blank until its sheet is entered, then filled), a blank model for a table of 4 or 3, the
 * seating plan of a game, the standings.
 */
@Injectable()
export class PyramideDocumentsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly store: PyramideStore,
    private readonly setup: PyramideSetupService,
    private readonly results: PyramideResultsService,
  ) {}

  private async tournament(id: string): Promise<TournamentVm> {
    return (await printedTournament(this.prisma, id)).vm;
  }

  /** The club of each registered player. */
  private async clubs(tournamentId: string): Promise<Map<string, string>> {
    const entries = await this.prisma.tournamentEntry.findMany({ where: { tournamentId }, select: { playerId: true, player: { select: { club: { select: { name: true } } } } } });
    return new Map(entries.map((e) => [e.playerId, e.player.club.name]));
  }

  private playersVm(players: readonly string[], roster: Roster, clubs: ReadonlyMap<string, string>): PyramidePlayerVm[] {
    return players.map((id, i) => {
      const person = roster.person(id);
      return { seat: SEATS[i] as Seat, name: person.name, number: person.bib ?? undefined, club: clubs.get(id) };
    });
  }

  /** The feuille de marque of a table: the plan's teams and the players' names, and once entered its marks and points. */
  async sheet(tournamentId: string, number: number, tableNumber: number): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const config = await this.store.config(this.prisma, tournamentId);
    const game = await this.store.game(this.prisma, config.id, number);
    const table: Table = this.store.table(game, tableNumber);
    const [row, roster, clubs] = await Promise.all([
      this.prisma.pyramideSheet.findUnique({ where: { gameId_tableNumber: { gameId: game.id, tableNumber } } }),
      this.store.roster(this.prisma, tournamentId),
      this.clubs(tournamentId),
    ]);
    const formula = config.formula as Formula;
    const seat = seatsOf(table.players);
    const filled = row
      ? {
          sheet: marksVm(row.sheet as unknown as ScoreSheet, seat),
          result: resultVm(row.result as unknown as TableResult, seat),
          status: row.status === 'CORRECTED' ? t('PYRAMIDE_CORRECTED_BY_ARBITER') : undefined,
        }
      : {};
    return scoreSheetPdf({
      tournament,
      formula: formula as PyramideFormulaVm,
      size: table.players.length as 3 | 4,
      game: number,
      table: tableNumber,
      players: this.playersVm(table.players, roster, clubs),
      pairs: pairsVm(table.pairs),
      plan: planVm(tablePlan(table, formula), seat),
      ...filled,
    });
  }

  /** A blank model of the feuille de marque for a table of 4 or 3, in the tournament's formula (individual play before the set-up). */
  async blankSheet(tournamentId: string, size: 3 | 4): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const config = await this.prisma.pyramideTournament.findUnique({ where: { tournamentId }, select: { formula: true } });
    const formula: Formula = config?.formula === 'doublette' ? 'doublette' : 'individuel';
    if (formula === 'doublette' && size !== 4) {
      throw new InvalidInputError(t('PYRAMIDE_BLANK_SHEET_DOUBLETTE'), [{ field: 'size', reason: t('PYRAMIDE_FOUR_IN_DOUBLETTE') }]);
    }
    // The seats stand for the players.
    const seats = SEATS.slice(0, size) as Seat[];
    const pairs: [Pair, Pair] | null = formula === 'doublette' ? [{ id: 'P1', players: ['A', 'B'] }, { id: 'P2', players: ['C', 'D'] }] : null;
    return scoreSheetPdf({
      tournament,
      formula,
      size,
      pairs: pairsVm(pairs),
      plan: planVm(tablePlan({ players: seats, pairs }, formula), (id) => id as Seat),
    });
  }

  /** The seating plan of a game: how it was seated, the tables, the repeats, and each table's plan. */
  async seating(tournamentId: string, number: number): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const config = await this.store.config(this.prisma, tournamentId);
    const [view, clubs] = await Promise.all([this.setup.game(tournamentId, number), this.clubs(tournamentId)]);
    const formula = view.formula as Formula;
    const tables = view.tables.map((t) => {
      const players = t.seats.map((s) => s.playerId);
      const seat = seatsOf(players);
      const pairs = t.pairs ? (t.pairs.map((p) => ({ id: p.id, players: [p.players[0]!.playerId, p.players[1]!.playerId] })) as [Pair, Pair]) : null;
      return {
        number: t.number,
        players: t.seats.map((s, i): PyramidePlayerVm => ({ seat: SEATS[i] as Seat, name: s.name, number: s.bib ?? undefined, club: clubs.get(s.playerId) })),
        pairs: pairsVm(t.pairs),
        plan: planVm(tablePlan({ players, pairs }, formula), seat),
      };
    });
    const repeats = (list: typeof view.repeats) => list.map((r) => ({ names: r.names, table: r.table, previousGames: r.previousGames, gamesAgo: r.gamesAgo }));
    return seatingPlanPdf({
      tournament,
      formula,
      game: view.number,
      games: config.games,
      method: view.method as SeatingPlanVm['method'],
      explanation: view.explanation,
      tables,
      repeats: repeats(view.repeats),
      regulationRepeats: view.regulationRepeats ? repeats(view.regulationRepeats) : null,
      leftOut: view.leftOut.map((p) => p.name),
    });
  }

  /** The standings over the games whose sheets are all in; the reason is printed where a tie on total was broken. */
  async standings(tournamentId: string): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const [s, clubs] = await Promise.all([this.results.standings(tournamentId), this.clubs(tournamentId)]);
    const clubOf = (ids: readonly string[]): string | undefined => {
      const names = [...new Set(ids.map((id) => clubs.get(id)).filter((c): c is string => !!c))];
      return names.length ? names.join(' / ') : undefined;
    };
    return pyramideStandingsPdf({
      tournament,
      formula: s.formula as PyramideFormulaVm,
      games: s.gamesCounted,
      gamesPlanned: s.gamesPlanned,
      gamesPending: s.gamesPending,
      provisional: s.provisional,
      randomSeed: s.randomSeed,
      rows: s.rows.map((r) => ({
        rank: r.rank,
        name: r.name,
        club: clubOf(r.players.map((p) => p.playerId)),
        perGame: r.perGame.map((g) => g.total),
        total: r.total,
        bonus: r.bonus,
        solutions: r.solutions,
        tieBreak: r.brokenBy && r.brokenBy !== 'total' ? (r.brokenByReason ?? undefined) : undefined,
        withdrawn: r.withdrawn,
      })),
    });
  }
}
