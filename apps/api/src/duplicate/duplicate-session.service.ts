import { Injectable } from '@nestjs/common';
import { newSeed } from '@greffier/common';
import { acceptsWrite, duplicateProfile, TournamentInputError } from '@greffier/tournament';
import { DUPLICATE_PLAN, generateSession, type SessionDraw, type SessionPlan, validateLettersDraw, validateNumbersDraw } from '@greffier/dcl';
import { AuditService } from '../audit/audit.service';
import { claimVersion, lockTournament, type Tx } from '../database/tx';
import type { Actor } from '../common/actor';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { Prisma, PrismaClient, type DuplicateDraw as DrawRow } from '../generated/prisma/client';
import type { CreateDuplicateDto, DrawResponseDto, DuplicateResponseDto, PreparedDrawDto } from './duplicate.dto';
import { DrawTops } from '../dcl/draw-tops';
import { SheetsService } from './sheets.service';
import { t } from '@greffier/messages';

/** Whether the scale scores each answer on its own, as a duplicate needs (libs/tournament decides). */
function duplicateScoringProfile(name: string): boolean {
  try {
    duplicateProfile(name);
    return true;
  } catch (e) {
    if (e instanceof TournamentInputError && e.code === 'RELATIVE_PROFILE') return false;
    throw e;
  }
}

export function toDrawResponse(d: DrawRow): DrawResponseDto {
  return {
    round: d.round,
    kind: d.kind,
    ...(d.kind === 'NUMBERS' ? { plates: d.plates, target: d.target! } : { letters: d.letters!, split: `${d.consonants}C/${d.vowels}V` }),
    prepared: d.prepared,
    top: d.top,
    version: d.version,
  };
}

/** The duplicate session of a tournament: its draws, generated from a stored seed or typed in, and their tops. */
@Injectable()
export class DuplicateSessionService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly tops: DrawTops,
    private readonly sheets: SheetsService,
  ) {}

  private drawRow(draw: SessionDraw, prepared: boolean): Omit<Prisma.DuplicateDrawCreateManyInput, 'sessionId'> {
    const top = this.tops.topOf(draw) as unknown as Prisma.InputJsonValue;
    return draw.kind === 'numbers'
      ? { round: draw.round, kind: 'NUMBERS', plates: [...draw.plates], target: draw.target, prepared, top }
      : { round: draw.round, kind: 'LETTERS', plates: [], letters: draw.letters.join(''), consonants: draw.consonants, vowels: draw.vowels, prepared, top };
  }

  async create(tournamentId: string, dto: CreateDuplicateDto, actor: Actor, reason?: string): Promise<DuplicateResponseDto> {
    const plan: SessionPlan = dto.plan ? { name: 'custom', ...dto.plan } : DUPLICATE_PLAN;
    const seed = dto.seed ?? newSeed();
    const draws = generateSession(plan, seed);
    const rows = draws.map((d) => this.drawRow(d, false));
    const id = await this.prisma.$transaction(async (tx) => {
      const tournament = await tx.tournament.findFirst({ where: { id: tournamentId, deletedAt: null } });
      if (!tournament) throw new NotFoundError('tournament', tournamentId);
      if (!acceptsWrite(tournament.status, 'duplicate-setup')) {
        throw new RuleViolationError('DUPLICATE_CLOSED', t('DUPLICATE_SETUP_CLOSED', { status: tournament.status }));
      }
      if (!duplicateScoringProfile(tournament.pointsProfile)) {
        throw new RuleViolationError('RELATIVE_PROFILE', t('DUPLICATE_NEEDS_ABSOLUTE_SCALE', { profile: tournament.pointsProfile }), [
          { field: 'pointsProfile', reason: t('NOT_A_DUPLICATE_SCALE') },
        ]);
      }
      if (await tx.duplicateSession.findUnique({ where: { tournamentId } })) {
        throw new ConflictError('DUPLICATE_EXISTS', t('DUPLICATE_EXISTS'));
      }
      const session = await tx.duplicateSession.create({
        data: {
          tournamentId,
          seed,
          plan: { name: plan.name, numbers: plan.numbers, letters: plan.letters.map((l) => ({ ...l })), order: plan.order },
          rankingSeed: newSeed(),
        },
      });
      await tx.duplicateDraw.createMany({ data: rows.map((r) => ({ ...r, sessionId: session.id })) });
      await this.audit.record(tx, { tournamentId, actor, action: 'create', entity: 'duplicate_session', entityId: session.id, after: { seed, plan, draws: rows.length }, reason });
      return session.id;
    });
    return this.byId(id);
  }

  async get(tournamentId: string): Promise<DuplicateResponseDto> {
    return this.byId((await this.session(this.prisma, tournamentId)).id);
  }

  private async byId(id: string): Promise<DuplicateResponseDto> {
    const s = await this.prisma.duplicateSession.findUniqueOrThrow({ where: { id }, include: { draws: { orderBy: { round: 'asc' } } } });
    return { id: s.id, tournamentId: s.tournamentId, seed: s.seed, plan: s.plan, rankingSeed: s.rankingSeed, draws: s.draws.map(toDrawResponse), version: s.version };
  }

  async session(tx: Tx | PrismaClient, tournamentId: string) {
    const s = await tx.duplicateSession.findUnique({ where: { tournamentId } });
    if (!s) throw new NotFoundError('duplicate session of tournament', tournamentId);
    return s;
  }

  /** A prepared draw typed in by the organiser replaces a generated one, as long as no answer uses it. */
  async prepare(tournamentId: string, round: number, version: number, dto: PreparedDrawDto, actor: Actor, reason?: string): Promise<DrawResponseDto> {
    let draw: SessionDraw;
    if (dto.kind === 'numbers') {
      if (dto.plates === undefined || dto.target === undefined) {
        throw new InvalidInputError(t('NUMBERS_DRAW_INCOMPLETE'), [
          ...(dto.plates === undefined ? [{ field: 'plates', reason: t('REQUIRED_FOR_NUMBERS_DRAW') }] : []),
          ...(dto.target === undefined ? [{ field: 'target', reason: t('REQUIRED_FOR_NUMBERS_DRAW') }] : []),
        ]);
      }
      const valid = validateNumbersDraw(dto.plates, dto.target);
      draw = { round, kind: 'numbers', plates: valid.plates, target: valid.target };
    } else {
      if (!dto.letters) throw new InvalidInputError(t('LETTERS_DRAW_INCOMPLETE'), [{ field: 'letters', reason: t('REQUIRED_FOR_LETTERS_DRAW') }]);
      const valid = validateLettersDraw([...dto.letters.toUpperCase()]);
      draw = { round, kind: 'letters', letters: valid.letters, consonants: valid.consonants, vowels: valid.vowels };
    }
    const row = this.drawRow(draw, true);
    return this.prisma.$transaction(async (tx) => {
      // Answers of this coup are counted and its sheets rescored with no sheet write in between.
      await lockTournament(tx, tournamentId, 'scoring', 'exclusive');
      const session = await this.session(tx, tournamentId);
      const before = await tx.duplicateDraw.findUnique({ where: { sessionId_round: { sessionId: session.id, round } } });
      if (!before) throw new NotFoundError('draw', String(round));
      await claimVersion(tx.duplicateDraw, before.id, version, { entity: 'draw', label: String(round), current: before.version });
      if ((before.kind === 'NUMBERS') !== (dto.kind === 'numbers')) {
        throw new RuleViolationError('DRAW_KIND_MISMATCH', t('DRAW_KIND_IN_PLAN', { round, kind: before.kind }), [
          { field: 'kind', reason: t('KIND_MUST_BE', { kind: before.kind === 'NUMBERS' ? 'numbers' : 'letters' }) },
        ]);
      }
      const answered = await tx.answer.count({ where: { round, sheet: { sessionId: session.id } } });
      if (answered > 0) {
        throw new ConflictError('DRAW_HAS_ANSWERS', t('DRAW_HAS_ANSWERS', { round, count: answered }));
      }
      const after = await tx.duplicateDraw.update({
        where: { id: before.id },
        data: { ...row, letters: row.letters ?? null, consonants: row.consonants ?? null, vowels: row.vowels ?? null, target: row.target ?? null },
      });
      await this.audit.record(tx, { tournamentId, actor, action: 'prepare', entity: 'duplicate_draw', entityId: after.id, before, after, reason });
      // The sum of the tops of every sheet changes with this draw's top.
      await this.sheets.rescoreIn(tx, tournamentId, actor, t('RESCORE_PREPARED_DRAW', { round }));
      return toDrawResponse(after);
    });
  }
}
