import { Injectable } from '@nestjs/common';
import { newSeed } from '@greffier/common';
import { acceptsWrite, bestClubCup, buildBracket, formPoules, generalPlace, placesOf, type PouleEntry } from '@greffier/tournament';
import { AuditService } from '../audit/audit.service';
import { lockTournament } from '../database/tx';
import type { Actor } from '../common/actor';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { DuplicateRankingService } from '../duplicate/ranking.service';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { BracketStore, RECORDED } from './bracket-store';
import type { FormPoulesDto } from './matches.dto';
import { MatchDraws } from './match-draws';
import { t } from '@greffier/messages';

export interface PlayerLabel {
  playerId: string;
  name: string;
  clubId: string;
  club: string;
}

/** Poules of 16 from the duplicate ranking, their brackets, the general ranking and the best-club cup. */
@Injectable()
export class PoulesService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly rankings: DuplicateRankingService,
    private readonly brackets: BracketStore,
    private readonly draws: MatchDraws,
  ) {}

  async form(tournamentId: string, dto: FormPoulesDto, actor: Actor) {
    const tournament = await this.prisma.tournament.findFirst({ where: { id: tournamentId, deletedAt: null } });
    if (!tournament) throw new NotFoundError('tournament', tournamentId);
    if (!acceptsWrite(tournament.status, 'matches')) {
      throw new RuleViolationError('NOT_AT_MATCHES', t('POULES_NOT_AT_MATCHES', { status: tournament.status }));
    }
    const ranking = await this.rankings.ranking(tournamentId);
    if (ranking.provisional) {
      throw new RuleViolationError(
        'RANKING_PROVISIONAL',
        t('RANKING_PROVISIONAL', { unchecked: ranking.uncheckedSheets, missing: ranking.missingSheets.length }),
      );
    }
    const withdrawn = new Set(
      (await this.prisma.tournamentEntry.findMany({ where: { tournamentId, withdrawnAt: { not: null } }, select: { playerId: true } })).map((e) => e.playerId),
    );
    const excluded = new Set(dto.excludePlayerIds ?? []);
    const unknown = [...excluded].filter((id) => !ranking.rows.some((r) => r.playerId === id));
    if (unknown.length) {
      throw new InvalidInputError(t('EXCLUDE_UNRANKED'), unknown.map((id) => ({ field: 'excludePlayerIds', reason: t('NOT_IN_RANKING', { player: id }) })));
    }
    if (excluded.size && !dto.reason?.trim()) {
      throw new InvalidInputError(t('EXCLUDE_NEEDS_REASON'), [{ field: 'reason', reason: t('REQUIRED_WITH_EXCLUDE') }]);
    }
    const ranked = ranking.rows.map((r) => r.playerId).filter((id) => !withdrawn.has(id) && !excluded.has(id));
    if (ranked.length < 2) throw new RuleViolationError('TOO_FEW_PLAYERS', t('TOO_FEW_PLAYERS'));
    // formPoules ranks the players it is given; keep their real duplicate rank (it differs after exclusions).
    const realRank = new Map(ranking.rows.map((r) => [r.playerId, r.rank]));
    const poules = formPoules(ranked).map((p) => ({ ...p, entries: p.entries.map((e) => ({ ...e, duplicateRank: realRank.get(e.playerId)! })) }));
    const seed = dto.seed ?? newSeed();
    const drawsPer = dto.drawsPer ?? 'round';
    const format = dto.format ?? 'STANDARD';
    const cache = new Map<string, Prisma.MatchDrawCreateManyInput[]>();
    await this.prisma.$transaction(
      async (tx) => {
        // Drawn once: the same click twice at once draws one set of poules, the other is told they exist.
        await lockTournament(tx, tournamentId, 'poules', 'exclusive');
        if (await tx.poule.count({ where: { tournamentId } })) throw new ConflictError('POULES_EXIST', t('POULES_EXIST'));
        for (const p of poules) {
          const row = await tx.poule.create({
            data: { tournamentId, index: p.index, code: p.id, size: p.size, entries: p.entries as unknown as Prisma.InputJsonValue, byes: p.byes, drawSeed: seed, drawsPer, format },
          });
          const bracket = buildBracket(p);
          const drawRows: Prisma.MatchDrawCreateManyInput[] = [];
          for (const m of bracket.matches) {
            const matchSeed = drawsPer === 'match' ? `${seed}/${m.id}` : `${seed}/round-${m.round}`;
            const created = await tx.match.create({
              data: {
                tournamentId,
                pouleId: row.id,
                code: m.id,
                stage: m.stage,
                round: m.round,
                placesFrom: m.places.from,
                placesTo: m.places.to,
                winnerTo: m.winnerTo as unknown as Prisma.InputJsonValue,
                loserTo: m.loserTo as unknown as Prisma.InputJsonValue,
                drawSeed: matchSeed,
              },
            });
            drawRows.push(...this.draws.regular(created.id, m.stage, matchSeed, cache, format));
          }
          await tx.matchDraw.createMany({ data: drawRows });
          await this.brackets.sync(tx, bracket, await tx.match.findMany({ where: { pouleId: row.id } }));
        }
        if (excluded.size) {
          await this.audit.record(tx, { tournamentId, actor, action: 'poules.exclude', entity: 'tournament', entityId: tournamentId, after: { excluded: [...excluded] }, reason: dto.reason });
        }
        await this.audit.record(tx, { tournamentId, actor, action: 'poules.form', entity: 'tournament', entityId: tournamentId, after: { poules: poules.map((p) => ({ id: p.id, players: p.entries.length })), seed, drawsPer, format } });
      },
      { timeout: 120000 },
    );
    return this.list(tournamentId);
  }

  /** Undoes the poules (to draw them again, e.g. after a late correction of the duplicate) while no match is played. */
  async remove(tournamentId: string, reason: string, actor: Actor): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockTournament(tx, tournamentId, 'poules', 'exclusive');
      const matches = await tx.match.findMany({ where: { tournamentId } });
      if (!matches.length) throw new NotFoundError('poules of tournament', tournamentId);
      const played = matches.filter((m) => (RECORDED as readonly string[]).includes(m.decidedBy ?? '') || m.needs !== null);
      if (played.length) {
        throw new ConflictError('MATCHES_PLAYED', t('MATCHES_PLAYED', { matches: played.map((m) => m.code).join(', ') }));
      }
      const poules = await tx.poule.findMany({ where: { tournamentId } });
      await tx.poule.deleteMany({ where: { tournamentId } });
      await this.audit.record(tx, { tournamentId, actor, action: 'poules.delete', entity: 'tournament', entityId: tournamentId, before: { poules: poules.map((p) => ({ code: p.code, entries: p.entries })) }, reason });
    });
  }

  private async labels(tournamentId: string): Promise<Map<string, PlayerLabel>> {
    const entries = await this.prisma.tournamentEntry.findMany({ where: { tournamentId }, include: { player: { include: { club: true } } } });
    return new Map(entries.map((e) => [e.playerId, { playerId: e.playerId, name: `${e.player.firstName} ${e.player.lastName}`, clubId: e.player.clubId, club: e.player.club.name }]));
  }

  /** Public: the poules, each match with its players, result and where its winner and loser go, and the places. */
  async list(tournamentId: string) {
    const poules = await this.prisma.poule.findMany({ where: { tournamentId }, include: { matches: true }, orderBy: { index: 'asc' } });
    if (!poules.length) throw new NotFoundError('poules of tournament', tournamentId);
    const who = await this.labels(tournamentId);
    const label = (id: string | null) => (id ? (who.get(id) ?? { playerId: id, name: '?', clubId: '', club: '' }) : null);
    return poules.map((p) => {
      const bracket = this.brackets.bracket(p, p.matches);
      const rows = new Map(p.matches.map((m) => [m.code, m]));
      return {
        code: p.code,
        index: p.index,
        size: p.size,
        drawsPer: p.drawsPer,
        format: p.format,
        entries: (p.entries as unknown as PouleEntry[]).map((e) => ({ ...e, ...label(e.playerId) })),
        byes: p.byes,
        matches: bracket.matches.map((m) => {
          const row = rows.get(m.id)!;
          return {
            code: m.id,
            stage: m.stage,
            round: m.round,
            places: m.places,
            a: label(m.slots[0].playerId ?? null),
            b: label(m.slots[1].playerId ?? null),
            sources: m.slots.map((s) => s.source),
            status: row.status,
            score: [row.scoreA, row.scoreB],
            extra: row.extraA === null ? null : [row.extraA, row.extraB],
            needs: row.needs,
            winner: label(m.result?.winner ?? null),
            decidedBy: m.result?.decidedBy ?? null,
            winnerTo: m.winnerTo,
            loserTo: m.loserTo,
            version: row.version,
          };
        }),
        places: placesOf(bracket).map((x) => ({ ...x, player: label(x.playerId ?? null), generalPlace: generalPlace(p.index, x.place, p.size) })),
      };
    });
  }

  /** Public: place = 16 x poule index + place in the poule; complete once every poule is played out. */
  async generalRanking(tournamentId: string) {
    const poules = await this.list(tournamentId);
    const who = await this.labels(tournamentId);
    const inPoules = new Set(poules.flatMap((p) => p.entries.map((e) => e.playerId)));
    const rows = poules
      .flatMap((p) => p.places.filter((x) => x.status === 'held').map((x) => ({ place: x.generalPlace, poule: p.code, placeInPoule: x.place, ...x.player! })))
      .sort((a, b) => a.place - b.place);
    const complete = poules.every((p) => p.places.every((x) => x.status !== 'pending'));
    const entries = await this.prisma.tournamentEntry.findMany({ where: { tournamentId }, select: { playerId: true } });
    const apart = entries.filter((e) => !inPoules.has(e.playerId)).map((e) => who.get(e.playerId)!);
    return { complete, rows, withdrawnBeforePoules: apart };
  }

  /** Public: each club's 3 best final places added; the lowest wins; a tie goes to the better third player. */
  async bestClubCup(tournamentId: string) {
    const general = await this.generalRanking(tournamentId);
    const cup = bestClubCup(general.rows.map((r) => ({ playerId: r.playerId, clubId: r.clubId, place: r.place })));
    const clubs = new Map(general.rows.map((r) => [r.clubId, r.club]));
    const names = new Map(general.rows.map((r) => [r.playerId, r.name]));
    return {
      complete: general.complete,
      ranked: cup.ranked.map((c) => ({ ...c, club: clubs.get(c.clubId), players: c.playerIds.map((id, i) => ({ playerId: id, name: names.get(id), place: c.places[i] })) })),
      notRanked: cup.notRanked.map((c) => ({ ...c, club: clubs.get(c.clubId), players: c.playerIds.map((id, i) => ({ playerId: id, name: names.get(id), place: c.places[i] })) })),
    };
  }
}
