import { Inject, Injectable } from '@nestjs/common';
import { GameInputError, newSeed } from '@greffier/common';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { NotFoundError, RuleViolationError } from '../common/domain-errors';
import { claimVersion, type Tx } from '../database/tx';
import { LexiconProvider } from '../dcl/lexicon.provider';
import { type Club, type ClubGame, Prisma, PrismaClient } from '../generated/prisma/client';
import type { ClubGameKind } from '../generated/prisma/enums';
import { t } from '@greffier/messages';
import { CLUB_GAME_KINDS, type ClubGameKindHandler, type ClubGamePlayer, type ClubGameView, type KindContext, type Scored, type Standing } from './club-game-kind';
import type { ClubGameActionDto, ClubGamePlayerDto, ClubGameQueryDto, CreateClubGameDto } from './club-games.dto';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';

const json = (v: unknown) => v as Prisma.InputJsonValue;

interface StoredResult {
  standings: Standing[];
  detail: unknown;
}

/**
 * The games of the club evenings: each game's rules live in its library and its adapter (kinds/); this
 * service stores a game, its whole record, its score and its history (audit trail), with versions.
 */
@Injectable()
export class ClubGamesService {
  private readonly byKind: Map<ClubGameKind, ClubGameKindHandler>;
  private readonly ctx: KindContext;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    lexicon: LexiconProvider,
    @Inject(CLUB_GAME_KINDS) kinds: Readonly<Record<ClubGameKind, ClubGameKindHandler>>,
  ) {
    this.byKind = new Map(Object.entries(kinds) as [ClubGameKind, ClubGameKindHandler][]);
    this.ctx = { lexicon: () => lexicon.get(), newSeed: () => newSeed() };
  }

  handler(kind: ClubGameKind): ClubGameKindHandler {
    const h = this.byKind.get(kind);
    if (!h) throw new RuleViolationError('UNKNOWN_GAME', t('UNKNOWN_GAME', { kind }));
    return h;
  }

  private async club(clubId: string, db: Pick<PrismaClient, 'club'> = this.prisma): Promise<Club> {
    const club = await db.club.findFirst({ where: { id: clubId, deletedAt: null } });
    if (!club) throw new NotFoundError('club', clubId);
    return club;
  }

  private async seats(tx: Tx, players: ClubGamePlayerDto[]): Promise<ClubGamePlayer[]> {
    const errors: { field: string; reason: string }[] = [];
    players.forEach((p, i) => {
      if (!p.playerId === !p.guestName) errors.push({ field: `players[${i}]`, reason: t('PLAYER_OR_GUEST') });
    });
    const ids = players.map((p) => p.playerId).filter((x): x is string => !!x);
    const found = new Map((await tx.player.findMany({ where: { id: { in: ids }, deletedAt: null } })).map((p) => [p.id, p]));
    const seen = new Set<string>();
    const seats = players.map((p, i): ClubGamePlayer => {
      if (p.playerId) {
        const player = found.get(p.playerId);
        if (!player) errors.push({ field: `players[${i}].playerId`, reason: t('NO_SUCH_PLAYER') });
        if (seen.has(p.playerId)) errors.push({ field: `players[${i}].playerId`, reason: t('SEATED_TWICE') });
        seen.add(p.playerId);
        return { seat: i + 1, playerId: p.playerId, name: player ? `${player.firstName} ${player.lastName}` : '?' };
      }
      const name = (p.guestName ?? '').trim();
      if (!p.playerId && p.guestName !== undefined && !name) errors.push({ field: `players[${i}].guestName`, reason: t('GUEST_NEEDS_NAME') });
      return { seat: i + 1, playerId: null, name };
    });
    if (errors.length) throw new GameInputError('INVALID_PLAYERS', errors);
    return seats;
  }

  private view(game: ClubGame, club: Club): ClubGameView {
    const result = game.result as unknown as StoredResult;
    return {
      id: game.id,
      kind: game.kind,
      clubId: game.clubId,
      clubName: club.name,
      playedOn: game.playedOn.toISOString().slice(0, 10),
      title: game.title,
      players: game.players as unknown as ClubGamePlayer[],
      settings: game.settings,
      record: game.record,
      result: result.detail,
      standings: result.standings,
      finished: game.finished,
      version: game.version,
      createdAt: game.createdAt.toISOString(),
      updatedAt: game.updatedAt.toISOString(),
    };
  }

  private stored(scored: Scored) {
    return { record: json(scored.record), result: json({ standings: scored.standings, detail: scored.result }), finished: scored.finished };
  }

  async create(clubId: string, dto: CreateClubGameDto, actor: Actor, reason?: string): Promise<ClubGameView> {
    const kind = this.handler(dto.kind);
    return this.prisma.$transaction(async (tx) => {
      const club = await this.club(clubId, tx);
      const players = await this.seats(tx, dto.players);
      if (players.length < kind.players.min || players.length > kind.players.max) {
        const { min, max } = kind.players;
        throw new GameInputError('PLAYER_COUNT', [{ field: 'players', reason: t('PLAYER_COUNT', { game: kind.label, min, max, given: players.length }) }]);
      }
      const settings = kind.settings(dto.settings, players, this.ctx);
      const scored = kind.score(settings, players, kind.emptyRecord(settings, players), this.ctx);
      const game = await tx.clubGame.create({
        data: { clubId, kind: dto.kind, playedOn: new Date(`${dto.playedOn}T00:00:00Z`), title: dto.title ?? null, players: json(players), settings: json(settings), ...this.stored(scored), createdById: actor.accountId },
      });
      await this.audit.record(tx, { actor, action: 'create', entity: 'club_game', entityId: game.id, after: { kind: dto.kind, players, settings }, reason });
      return this.view(game, club);
    });
  }

  /** The club's games for the history screen and the API: a page of them, the latest first. */
  async page(clubId: string, query: ClubGameQueryDto): Promise<Page<ClubGameView>> {
    const club = await this.club(clubId);
    const where = this.where(clubId, query);
    const counted = await this.prisma.$transaction([
      this.prisma.clubGame.count({ where }),
      this.prisma.clubGame.findMany({ where, orderBy: [{ playedOn: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }], ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, (g) => this.view(g, club));
  }

  /** Every game that matches (at most 500), the latest first: for the exports. */
  async list(clubId: string, filter: { kind?: ClubGameKind; from?: string; to?: string }): Promise<ClubGameView[]> {
    const club = await this.club(clubId);
    const rows = await this.prisma.clubGame.findMany({ where: this.where(clubId, filter), orderBy: [{ playedOn: 'desc' }, { createdAt: 'desc' }], take: 500 });
    return rows.map((g) => this.view(g, club));
  }

  private where(clubId: string, filter: { kind?: ClubGameKind; from?: string; to?: string }): Prisma.ClubGameWhereInput {
    const playedOn = filter.from || filter.to ? { gte: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined, lte: filter.to ? new Date(`${filter.to}T00:00:00Z`) : undefined } : undefined;
    return { clubId, deletedAt: null, kind: filter.kind, playedOn };
  }

  private async load(db: Pick<PrismaClient, 'clubGame' | 'club'>, clubId: string, gameId: string) {
    const club = await this.club(clubId, db);
    const game = await db.clubGame.findFirst({ where: { id: gameId, clubId, deletedAt: null } });
    if (!game) throw new NotFoundError('club game', gameId);
    return { club, game };
  }

  async get(clubId: string, gameId: string): Promise<ClubGameView> {
    const { club, game } = await this.load(this.prisma, clubId, gameId);
    return this.view(game, club);
  }

  /** Takes the game at the version the client read (409 when stale), before anything is scored. */
  private claim(tx: Tx, game: ClubGame, version: number, data: Record<string, unknown> = {}): Promise<void> {
    return claimVersion(tx.clubGame, game.id, version, { entity: 'club game', current: game.version }, data);
  }

  async putRecord(clubId: string, gameId: string, record: unknown, version: number, actor: Actor, reason?: string): Promise<ClubGameView> {
    return this.prisma.$transaction(async (tx) => {
      const { club, game } = await this.load(tx, clubId, gameId);
      await this.claim(tx, game, version);
      const kind = this.handler(game.kind);
      const scored = kind.score(game.settings, game.players as unknown as ClubGamePlayer[], record, this.ctx);
      const after = await tx.clubGame.update({ where: { id: game.id }, data: this.stored(scored) });
      await this.audit.record(tx, { actor, action: 'record', entity: 'club_game', entityId: game.id, before: { record: game.record, standings: (game.result as unknown as StoredResult).standings }, after: { record: scored.record, standings: scored.standings }, reason });
      return this.view(after, club);
    });
  }

  async act(clubId: string, gameId: string, dto: ClubGameActionDto, version: number, actor: Actor, reason?: string): Promise<ClubGameView> {
    return this.prisma.$transaction(async (tx) => {
      const { club, game } = await this.load(tx, clubId, gameId);
      await this.claim(tx, game, version);
      const kind = this.handler(game.kind);
      if (!kind.act) throw new GameInputError('NO_SUCH_ACTION', [{ field: 'type', reason: t('NO_SERVER_MOVE', { game: kind.label }) }]);
      const players = game.players as unknown as ClubGamePlayer[];
      const record = kind.act(game.settings, players, game.record, { ...(dto.payload ?? {}), type: dto.type }, this.ctx);
      const scored = kind.score(game.settings, players, record, this.ctx);
      const after = await tx.clubGame.update({ where: { id: game.id }, data: this.stored(scored) });
      await this.audit.record(tx, { actor, action: `action.${dto.type}`, entity: 'club_game', entityId: game.id, before: { standings: (game.result as unknown as StoredResult).standings }, after: { standings: scored.standings, payload: dto.payload ?? null }, reason });
      return this.view(after, club);
    });
  }

  async remove(clubId: string, gameId: string, version: number, actor: Actor, reason?: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const { game } = await this.load(tx, clubId, gameId);
      await this.claim(tx, game, version, { deletedAt: new Date() });
      await this.audit.record(tx, { actor, action: 'delete', entity: 'club_game', entityId: gameId, before: { kind: game.kind, record: game.record }, reason });
    });
  }

  async pdf(clubId: string, gameId: string): Promise<{ buffer: Buffer; filename: string }> {
    const view = await this.get(clubId, gameId);
    const buffer = await this.handler(view.kind).pdf(view);
    return { buffer, filename: `${view.kind.toLowerCase().replace(/_/g, '-')}-${view.playedOn}.pdf` };
  }
}
