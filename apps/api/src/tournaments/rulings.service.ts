import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { claimVersion, lockTournament } from '../database/tx';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError } from '../common/domain-errors';
import { PrismaClient, type TournamentRuling } from '../generated/prisma/client';
import { SheetsService } from '../duplicate/sheets.service';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import type { CreateRulingDto, RulingQueryDto, RulingResponseDto } from './rulings.dto';
import { t } from '@greffier/messages';

function toResponse(r: TournamentRuling): RulingResponseDto {
  return { id: r.id, word: r.word, decision: r.decision, note: r.note, version: r.version, createdAt: r.createdAt.toISOString() };
}

/** Arbiters' rulings on words (admitted or refused), one tournament at a time. */
@Injectable()
export class RulingsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly sheets: SheetsService,
  ) {}

  /** A page of the tournament's rulings, in the order of the words. */
  async list(tournamentId: string, query: RulingQueryDto): Promise<Page<RulingResponseDto>> {
    await this.assertTournament(tournamentId);
    const where = { tournamentId, decision: query.decision };
    const counted = await this.prisma.$transaction([
      this.prisma.tournamentRuling.count({ where }),
      this.prisma.tournamentRuling.findMany({ where, orderBy: [{ word: 'asc' }, { id: 'asc' }], ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, toResponse);
  }

  async create(tournamentId: string, dto: CreateRulingDto, actor: Actor, reason?: string): Promise<RulingResponseDto> {
    const word = dto.word.toLowerCase();
    return this.prisma.$transaction(async (tx) => {
      // Rulings are taken one at a time per tournament (with their rescore): the same word posted twice at
      // once is recorded once, and the other request is told it exists.
      await lockTournament(tx, tournamentId, 'scoring', 'exclusive');
      await this.assertTournament(tournamentId, tx);
      if (await tx.tournamentRuling.findUnique({ where: { tournamentId_word: { tournamentId, word } } })) {
        throw new ConflictError('RULING_EXISTS', t('RULING_EXISTS', { word }), [
          { field: 'word', reason: t('ALREADY_RULED') },
        ]);
      }
      const r = await tx.tournamentRuling.create({
        data: { tournamentId, word, decision: dto.decision, note: dto.note ?? null, createdById: actor.accountId },
      });
      await this.audit.record(tx, { tournamentId, actor, action: 'create', entity: 'tournament_ruling', entityId: r.id, after: r, reason });
      await this.sheets.rescoreIn(tx, tournamentId, actor, t('RESCORE_RULING', { word }));
      return toResponse(r);
    });
  }

  async remove(tournamentId: string, id: string, version: number, actor: Actor, reason?: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockTournament(tx, tournamentId, 'scoring', 'exclusive');
      const before = await tx.tournamentRuling.findFirst({ where: { id, tournamentId } });
      if (!before) throw new NotFoundError('ruling', id);
      await claimVersion(tx.tournamentRuling, id, version, { entity: 'ruling', current: before.version });
      await tx.tournamentRuling.delete({ where: { id } });
      await this.audit.record(tx, { tournamentId, actor, action: 'delete', entity: 'tournament_ruling', entityId: id, before, reason });
      await this.sheets.rescoreIn(tx, tournamentId, actor, t('RESCORE_RULING_WITHDRAWN', { word: before.word }));
    });
  }

  private async assertTournament(id: string, tx: Pick<PrismaClient, 'tournament'> = this.prisma): Promise<void> {
    if (!(await tx.tournament.findFirst({ where: { id, deletedAt: null } }))) throw new NotFoundError('tournament', id);
  }
}
