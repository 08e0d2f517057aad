import { Injectable } from '@nestjs/common';
import { newSeed } from '@greffier/common';
import { t } from '@greffier/messages';
import {
  checkPairs,
  drawDoubletteSeating,
  drawFirstSeating,
  nextSeating,
  playerHistories,
  tableSizes,
  type Pair,
  type Repeat,
  type RotationFallback,
  type RotationMethod,
  type Seating,
  type TableResult,
} from '@greffier/pyramide';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { ConflictError, type FieldError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { isUuid } from '../common/params';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { pageOf, type PageQueryDto } from '../common/pagination.dto';
import type { SetupPyramideDto } from './pyramide.dto';
import { pairsOf, PyramideStore, type Roster, seatingOf } from './pyramide-store';
import { configView, figures, gameView, Namer } from './pyramide-views';

/** How a game was seated: game 1 is drawn, the next ones rotate. */
interface Seated {
  seating: Seating;
  method: 'draw' | RotationMethod;
  fallback: RotationFallback | null;
  repeats: Repeat[];
  regulationRepeats: Repeat[] | null;
}

const json = (v: unknown): Prisma.InputJsonValue => JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue;

/**
 * A tournament's Pyramide: its configuration (formula, games, seeds, pairs), the seating of each game (the first
 * drawn, the next ones by the regulation's rotation or the computed one) and each player's partners and opponents.
 */
@Injectable()
export class PyramideSetupService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly store: PyramideStore,
  ) {}

  async setup(tournamentId: string, dto: SetupPyramideDto, actor: Actor, reason?: string) {
    const seed = dto.seed ?? newSeed();
    return this.prisma.$transaction(async (tx) => {
      await this.store.openTournament(tx, tournamentId);
      if (await tx.pyramideTournament.findUnique({ where: { tournamentId } })) {
        throw new ConflictError('PYRAMIDE_EXISTS', t('PYRAMIDE_EXISTS'));
      }
      const roster = await this.store.roster(tx, tournamentId);
      const pairs = dto.formula === 'doublette' ? this.checkPairs(dto.pairs, roster) : [];
      if (dto.formula === 'individuel') {
        if (dto.pairs) throw new InvalidInputError(t('PYRAMIDE_PAIRS_ONLY_IN_DOUBLETTE'), [{ field: 'pairs', reason: t('PYRAMIDE_ONLY_IN_DOUBLETTE') }]);
        tableSizes(roster.active().length);
      }
      const config = await tx.pyramideTournament.create({
        data: { tournamentId, formula: dto.formula, games: dto.games, seed, rankingSeed: newSeed(), pairs: json(pairs) },
      });
      await this.audit.record(tx, { tournamentId, actor, action: 'create', entity: 'pyramide_tournament', entityId: config.id, after: config, reason });
      return configView(config, Namer.of(roster, config), 0);
    });
  }

  /** The pairs given: registered players still in, each once, every such player in a pair, an even number of pairs. */
  private checkPairs(given: string[][] | undefined, roster: Roster): Pair[] {
    if (!given) throw new InvalidInputError(t('PYRAMIDE_PAIRS_REQUIRED'), [{ field: 'pairs', reason: t('PYRAMIDE_REQUIRED_IN_DOUBLETTE') }]);
    const errors: FieldError[] = [];
    const paired = new Set<string>();
    given.forEach((p, i) =>
      p.forEach((id, j) => {
        const field = `pairs[${i}][${j}]`;
        if (typeof id !== 'string' || !isUuid(id)) errors.push({ field, reason: t('PYRAMIDE_PAIR_NOT_PLAYER_ID') });
        else if (!roster.has(id)) errors.push({ field, reason: t('PYRAMIDE_NOT_REGISTERED', { player: id }) });
        else if (roster.entry(id)!.withdrawn) errors.push({ field, reason: t('PYRAMIDE_WITHDRAWN', { name: roster.person(id).name }) });
        else if (paired.has(id)) errors.push({ field, reason: t('PYRAMIDE_IN_TWO_PAIRS', { name: roster.person(id).name }) });
        paired.add(id);
      }),
    );
    for (const id of roster.active()) {
      const { name, bib } = roster.person(id);
      if (!paired.has(id)) errors.push({ field: 'pairs', reason: t('PYRAMIDE_IN_NO_PAIR', { name, bib: bib ?? '–' }) });
    }
    if (errors.length) throw new InvalidInputError(t('PYRAMIDE_PAIRS_DO_NOT_FIT'), errors);
    const pairs = given.map((p, i): Pair => ({ id: `P${i + 1}`, players: [p[0]!, p[1]!] }));
    checkPairs(pairs);
    return pairs;
  }

  async get(tournamentId: string) {
    const config = await this.store.config(this.prisma, tournamentId);
    const [roster, seated] = await Promise.all([this.store.roster(this.prisma, tournamentId), this.prisma.pyramideGame.count({ where: { pyramideId: config.id } })]);
    return configView(config, Namer.of(roster, config), seated);
  }

  /**
   * Seats the next game. Game 1: the seeded draw. Then nextSeating: the regulation's rotation when it works and
   * makes no repeat, else the computed one; the withdrawn players (and in doublette their pairs) are left out.
   */
  async seatNext(tournamentId: string, actor: Actor, reason?: string) {
    return this.prisma.$transaction(
      async (tx) => {
        await this.store.openTournament(tx, tournamentId);
        const config = await this.store.config(tx, tournamentId);
        const games = await this.store.games(tx, config.id);
        if (games.length >= config.games) {
          throw new RuleViolationError('ALL_GAMES_SEATED', t('PYRAMIDE_ALL_GAMES_SEATED', { games: config.games }), [{ field: 'games', reason: t('PYRAMIDE_GAMES_PLANNED', { games: config.games }) }]);
        }
        const roster = await this.store.roster(tx, tournamentId);
        const history: Seating[] = games.map(seatingOf);
        const number = games.length + 1;
        const active = new Set(roster.active());
        let seated: Seated;
        let leftOut = roster.withdrawn();
        if (config.formula === 'doublette') {
          const pairs = pairsOf(config).filter((p) => p.players.every((id) => active.has(id)));
          leftOut = pairsOf(config).flatMap((p) => (pairs.includes(p) ? [] : p.players));
          seated =
            number === 1
              ? { seating: drawDoubletteSeating(pairs, config.seed), method: 'draw', fallback: null, repeats: [], regulationRepeats: null }
              : nextSeating(history, { seed: config.seed, pairs });
        } else {
          const players = roster.active();
          seated =
            number === 1
              ? { seating: drawFirstSeating(players, config.seed), method: 'draw', fallback: null, repeats: [], regulationRepeats: null }
              : nextSeating(history, { seed: config.seed, players });
        }
        const game = await tx.pyramideGame.create({
          data: {
            pyramideId: config.id,
            number,
            seating: json(seated.seating),
            method: seated.method,
            fallback: seated.fallback,
            repeats: json(seated.repeats),
            regulationRepeats: seated.regulationRepeats ? json(seated.regulationRepeats) : Prisma.DbNull,
            leftOut,
          },
        });
        await this.audit.record(tx, {
        tournamentId,
          actor,
          action: 'seat',
          entity: 'pyramide_game',
          entityId: game.id,
          after: { number, method: game.method, fallback: game.fallback, tables: seated.seating.tables.map((t) => t.players), repeats: seated.repeats.length, leftOut },
          reason,
        });
        return gameView(game, config.formula, Namer.of(roster, config), [], true);
      },
      { timeout: 60000 },
    );
  }

  /** A page of the games seated, in their order (at most the 30 games a Pyramide plans). */
  async games(tournamentId: string, query: PageQueryDto) {
    const config = await this.store.config(this.prisma, tournamentId);
    const [all, roster, sheets] = await Promise.all([
      this.store.games(this.prisma, config.id),
      this.store.roster(this.prisma, tournamentId),
      this.prisma.pyramideSheet.findMany({ where: { game: { pyramideId: config.id } }, select: { gameId: true, tableNumber: true, status: true, version: true } }),
    ]);
    const namer = Namer.of(roster, config);
    const games = pageOf(all, query);
    return { ...games, items: games.items.map((g) => gameView(g, config.formula, namer, sheets.filter((s) => s.gameId === g.id), false)) };
  }

  async game(tournamentId: string, number: number) {
    const config = await this.store.config(this.prisma, tournamentId);
    const game = await this.store.game(this.prisma, config.id, number);
    const [roster, sheets] = await Promise.all([
      this.store.roster(this.prisma, tournamentId),
      this.prisma.pyramideSheet.findMany({ where: { gameId: game.id }, select: { tableNumber: true, status: true, version: true } }),
    ]);
    return gameView(game, config.formula, Namer.of(roster, config), sheets, true);
  }

  /** A player's games: table, seat, partners and opponents (playerHistories), and the game's points once entered. */
  async history(tournamentId: string, playerId: string) {
    const config = await this.store.config(this.prisma, tournamentId);
    const roster = await this.store.roster(this.prisma, tournamentId);
    const entry = roster.entry(playerId);
    if (!entry) throw new NotFoundError('registered player', playerId);
    const games = await this.store.games(this.prisma, config.id);
    const sheets = await this.prisma.pyramideSheet.findMany({ where: { game: { pyramideId: config.id } }, select: { gameId: true, tableNumber: true, result: true } });
    const mine = playerHistories(games.map(seatingOf))[playerId] ?? [];
    return {
      ...roster.person(playerId),
      withdrawn: entry.withdrawn,
      pair: pairsOf(config).find((p) => p.players.includes(playerId))?.id ?? null,
      games: mine.map((g) => {
        const game = games[g.game - 1]!;
        const result = sheets.find((s) => s.gameId === game.id && s.tableNumber === g.table)?.result as unknown as TableResult | undefined;
        const line = result?.scores.find((s) => s.player === playerId);
        return {
          game: g.game,
          table: g.table,
          seat: g.seat,
          partners: g.partners.map((id) => roster.person(id)),
          opponents: g.opponents.map((id) => roster.person(id)),
          score: line ? figures(line) : null,
        };
      }),
    };
  }
}
