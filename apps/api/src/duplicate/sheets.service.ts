import { Injectable } from '@nestjs/common';
import { acceptsWrite, checkSheetStateChange, type TournamentStep } from '@greffier/tournament';
import { AuditService } from '../audit/audit.service';
import { claimVersion, lockTournament, type Tx } from '../database/tx';
import type { Actor } from '../common/actor';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  PreconditionRequiredError,
  RuleViolationError,
} from '../common/domain-errors';
import { type Answer, type AnswerSheet, Prisma, PrismaClient } from '../generated/prisma/client';
import type { CorrectAnswerDto, EnterAnswerDto, EnterSheetDto, SheetStatusDto } from './duplicate.dto';
import { composeSheet, type SheetParts, type SheetResponse, SheetViews } from './sheet-views';
import { type AnswerInput, inputOf, sameAnswer, type ScoringScope, SheetWriter } from './sheet-writer';

const snapshot = (a: AnswerInput | undefined) => (a ? { ...a } : null);

/**
 * Answer sheets of the duplicate: entry (whole sheet or coup by coup, both idempotent), the pair's and
 * the arbiters' correction with a reason, and the revert of any change. Every change of an answer is
 * kept in answer_change (who, when, before, after, why) and in the audit trail.
 */
@Injectable()
export class SheetsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly writer: SheetWriter,
    private readonly views: SheetViews,
  ) {}

  /**
   * A registered player with their sheet. Before writing (lock), the player's entry row is locked first, so
   * that two arbiters on the same sheet (even one not yet created) are served one after the other.
   */
  private async entryOf(tx: Tx, tournamentId: string, playerId: string, lock = false) {
    if (lock) await tx.$executeRaw`SELECT 1 FROM "tournament_entry" WHERE "tournament_id" = ${tournamentId}::uuid AND "player_id" = ${playerId}::uuid FOR UPDATE`;
    const entry = await tx.tournamentEntry.findUnique({
      where: { tournamentId_playerId: { tournamentId, playerId } },
      include: { player: { include: { club: true } }, sheet: { include: { answers: { orderBy: { round: 'asc' } } } } },
    });
    if (!entry) throw new NotFoundError('registered player', playerId);
    return entry;
  }

  private assertEntryOpen(scope: ScoringScope): void {
    if (!acceptsWrite(scope.tournament.status as TournamentStep, 'duplicate-answers')) {
      throw new RuleViolationError(
        'ENTRY_CLOSED',
        `Answers are entered and corrected during DUPLICATE and CORRECTION; the tournament is at ${scope.tournament.status}`,
      );
    }
  }

  /**
   * The scoring scope of a sheet write, read under the tournament's scoring lock held shared: a rescore
   * (a ruling, a draw, the scale) waits for this write to commit, or this write waits for the rescore.
   */
  private async writeScope(tx: Tx, tournamentId: string): Promise<ScoringScope> {
    await lockTournament(tx, tournamentId, 'scoring', 'shared');
    return this.writer.scope(tx, tournamentId);
  }

  /** A sheet that exists, while answers may still change: the scoring scope, its entry and its answers. */
  private async openSheet(tx: Tx, tournamentId: string, playerId: string) {
    const scope = await this.writeScope(tx, tournamentId);
    this.assertEntryOpen(scope);
    const entry = await this.entryOf(tx, tournamentId, playerId, true);
    if (!entry.sheet) throw new NotFoundError('answer sheet of player', playerId);
    return { scope, entry, sheet: entry.sheet };
  }

  /** Takes the sheet for this transaction: a stale version gets 409 and nothing is written. */
  private async claim(tx: Tx, sheet: AnswerSheet, version: number | undefined, playerId: string): Promise<void> {
    if (version === undefined) {
      throw new PreconditionRequiredError('This sheet exists already: send the version you last read (If-Match or "version").');
    }
    await claimVersion(tx.answerSheet, sheet.id, version, { entity: 'sheet of player', label: playerId, current: sheet.version });
  }

  /** The sheet's view from what the write just produced, without reading it back. */
  private async view(tx: Tx, scope: ScoringScope, entry: SheetParts['entry'], written: { sheet: AnswerSheet; answers: Answer[] }): Promise<SheetResponse> {
    const corrector = written.sheet.correctorId
      ? await tx.tournamentEntry.findUnique({ where: { id: written.sheet.correctorId }, include: { player: true } })
      : null;
    return composeSheet({ ...written, entry, corrector, drawRows: scope.drawRows });
  }

  private async recordChanges(tx: Tx, sheetId: string, before: AnswerInput[], after: AnswerInput[], actor: Actor, reason: string, action: string) {
    const b = new Map(before.map((a) => [a.round, a]));
    const a = new Map(after.map((x) => [x.round, x]));
    const rounds = [...new Set([...b.keys(), ...a.keys()])].sort((x, y) => x - y);
    const changed = rounds.filter((r) => b.has(r) && !sameAnswer(b.get(r), a.get(r)));
    if (!changed.length) return;
    await tx.answerChange.createMany({
      data: changed.map((round) => ({
        sheetId,
        round,
        actorId: actor.accountId,
        action,
        before: snapshot(b.get(round)) ?? Prisma.DbNull,
        after: snapshot(a.get(round)) ?? Prisma.DbNull,
        reason,
      })),
    });
  }

  /** Whole sheet in one request. Sending the same sheet again changes nothing and answers the same. */
  async enterSheet(tournamentId: string, playerId: string, dto: EnterSheetDto, version: number | undefined, actor: Actor, reason?: string): Promise<SheetResponse> {
    let view: SheetResponse | undefined;
    const inputs: AnswerInput[] = dto.answers
      .map((a) => ({ round: a.round, word: a.word ?? null, value: a.value ?? null, lines: a.lines ?? null, pointsOverride: null, overrideReason: null }))
      .sort((x, y) => x.round - y.round);
    await this.prisma.$transaction(async (tx) => {
      const scope = await this.writeScope(tx, tournamentId);
      this.assertEntryOpen(scope);
      this.writer.checkInputs(scope, inputs);
      const entry = await this.entryOf(tx, tournamentId, playerId, true);
      const corrector = dto.correctorPlayerId ? await this.entryOf(tx, tournamentId, dto.correctorPlayerId) : null;
      if (corrector?.id === entry.id) throw new InvalidInputError('A player does not correct their own sheet', [{ field: 'correctorPlayerId', reason: 'must be another player' }]);
      const existing = entry.sheet;
      const data = {
        declaredTotal: dto.declaredTotal ?? null,
        declaredForm: dto.declaredForm ? ({ ...dto.declaredForm } as Prisma.InputJsonValue) : Prisma.DbNull,
        correctorId: corrector?.id ?? null,
        correctorMark: dto.correctorMark ?? null,
      };
      if (existing) {
        const before = existing.answers.map(inputOf);
        // Keep the arbiters' overrides of coups whose answer did not change.
        const merged = inputs.map((i) => {
          const old = before.find((b) => b.round === i.round);
          return old && old.word === i.word && old.value === i.value && old.lines === i.lines ? old : i;
        });
        const same =
          merged.length === before.length &&
          merged.every((m, i) => sameAnswer(m, before[i])) &&
          existing.declaredTotal === data.declaredTotal &&
          JSON.stringify(existing.declaredForm ?? null) === JSON.stringify(dto.declaredForm ? { ...dto.declaredForm } : null) &&
          existing.correctorId === data.correctorId &&
          existing.correctorMark === data.correctorMark;
        if (same) return; // a retried request: nothing to do (the sheet is read back below)
        if (existing.status === 'CHECKED') {
          throw new RuleViolationError('SHEET_CHECKED', 'This sheet was checked by an arbiter: correct its answers one by one, with a reason');
        }
        await this.claim(tx, existing, version, playerId);
        await this.recordChanges(tx, existing.id, before, merged, actor, reason ?? 'saisie de la feuille', 'entry');
        const written = await this.writer.write(tx, scope, existing, merged, playerId, data);
        await this.audit.record(tx, { tournamentId, actor, action: 'sheet.enter', entity: 'answer_sheet', entityId: existing.id, before: { answers: before }, after: { ...dto, answers: merged }, reason });
        view = await this.view(tx, scope, entry, written);
        return;
      }
      const written = await this.writer.write(tx, scope, { entryId: entry.id }, inputs, playerId, data);
      await this.audit.record(tx, { tournamentId, actor, action: 'sheet.enter', entity: 'answer_sheet', entityId: written.sheet.id, after: { ...dto, answers: inputs }, reason });
      view = await this.view(tx, scope, entry, written);
    });
    return view ?? this.views.sheet(tournamentId, playerId);
  }

  /** One coup, as the sheets come in: idempotent too. */
  async enterAnswer(tournamentId: string, playerId: string, round: number, dto: EnterAnswerDto, version: number | undefined, actor: Actor, reason?: string): Promise<SheetResponse> {
    let view: SheetResponse | undefined;
    const input: AnswerInput = { round, word: dto.word ?? null, value: dto.value ?? null, lines: dto.lines ?? null, pointsOverride: null, overrideReason: null };
    await this.prisma.$transaction(async (tx) => {
      const scope = await this.writeScope(tx, tournamentId);
      this.assertEntryOpen(scope);
      this.writer.checkInputs(scope, [input], 'answer');
      const entry = await this.entryOf(tx, tournamentId, playerId, true);
      const sheet = entry.sheet;
      const before = (sheet?.answers ?? []).map(inputOf);
      const old = before.find((b) => b.round === round);
      if (old && old.word === input.word && old.value === input.value && old.lines === input.lines) return;
      if (sheet) {
        if (sheet.status === 'CHECKED') throw new RuleViolationError('SHEET_CHECKED', 'This sheet was checked by an arbiter: correct its answers with a reason');
        await this.claim(tx, sheet, version, playerId);
      }
      const after = [...before.filter((b) => b.round !== round), input].sort((x, y) => x.round - y.round);
      if (sheet) await this.recordChanges(tx, sheet.id, before, after, actor, reason ?? 'saisie du coup', 'entry');
      const written = await this.writer.write(tx, scope, sheet ?? { entryId: entry.id }, after, playerId);
      await this.audit.record(tx, { tournamentId, actor, action: 'answer.enter', entity: 'answer_sheet', entityId: written.sheet.id, before: old ?? null, after: input, reason });
      view = await this.view(tx, scope, entry, written);
    });
    return view ?? this.views.sheet(tournamentId, playerId);
  }

  /** An arbiter's correction of one coup (answer or forced points), always with a reason. */
  async correct(tournamentId: string, playerId: string, round: number, dto: CorrectAnswerDto, version: number | undefined, actor: Actor): Promise<SheetResponse> {
    return this.prisma.$transaction(async (tx) => {
      const { scope, entry, sheet } = await this.openSheet(tx, tournamentId, playerId);
      const before = sheet.answers.map(inputOf);
      const old = before.find((b) => b.round === round);
      const base: AnswerInput = old ?? { round, word: null, value: null, lines: null, pointsOverride: null, overrideReason: null };
      const next: AnswerInput = {
        round,
        word: dto.word !== undefined ? dto.word : base.word,
        value: dto.value !== undefined ? dto.value : base.value,
        lines: dto.lines !== undefined ? dto.lines : base.lines,
        pointsOverride: dto.pointsOverride !== undefined ? dto.pointsOverride : base.pointsOverride,
        overrideReason: dto.pointsOverride !== undefined ? (dto.pointsOverride === null ? null : dto.reason) : base.overrideReason,
      };
      this.writer.checkInputs(scope, [next], 'answer');
      if (sameAnswer(old, next)) throw new ConflictError('NO_CHANGE', `Coup ${round} already reads so: nothing to correct`);
      await this.claim(tx, sheet, version, playerId);
      const after = [...before.filter((b) => b.round !== round), next].sort((x, y) => x.round - y.round);
      await tx.answerChange.create({
        data: {
          sheetId: sheet.id,
          round,
          actorId: actor.accountId,
          action: 'correct',
          before: old ? { ...old, points: sheet.answers.find((a) => a.round === round)!.points } : Prisma.DbNull,
          after: snapshot(next)!,
          reason: dto.reason,
        },
      });
      const written = await this.writer.write(tx, scope, sheet, after, playerId);
      await this.audit.record(tx, { tournamentId, actor, action: 'answer.correct', entity: 'answer_sheet', entityId: sheet.id, before: old ?? null, after: next, reason: dto.reason });
      return this.view(tx, scope, entry, written);
    });
  }

  /** Puts a coup back as it was before a change; the revert is itself a change, with its reason. */
  async revert(tournamentId: string, playerId: string, changeId: bigint, version: number | undefined, reason: string, actor: Actor): Promise<SheetResponse> {
    return this.prisma.$transaction(async (tx) => {
      const { scope, entry, sheet } = await this.openSheet(tx, tournamentId, playerId);
      const change = await tx.answerChange.findFirst({ where: { id: changeId, sheetId: sheet.id } });
      if (!change || change.round === null) throw new NotFoundError('change', changeId.toString());
      const round = change.round;
      const before = sheet.answers.map(inputOf);
      const current = before.find((b) => b.round === round);
      const stored = change.before as AnswerInput | null;
      const target: AnswerInput | undefined = stored
        ? { round, word: stored.word, value: stored.value, lines: stored.lines, pointsOverride: stored.pointsOverride, overrideReason: stored.overrideReason }
        : undefined;
      if (sameAnswer(current, target)) throw new ConflictError('NO_CHANGE', `Coup ${round} already reads as before change ${changeId}`);
      await this.claim(tx, sheet, version, playerId);
      const after = [...before.filter((b) => b.round !== round), ...(target ? [target] : [])].sort((x, y) => x.round - y.round);
      await tx.answerChange.create({
        data: {
          sheetId: sheet.id,
          round,
          actorId: actor.accountId,
          action: 'revert',
          before: current ? { ...current, points: sheet.answers.find((a) => a.round === round)!.points } : Prisma.DbNull, after: snapshot(target) ?? Prisma.DbNull, reason, revertOfId: change.id },
      });
      const written = await this.writer.write(tx, scope, sheet, after, playerId);
      await this.audit.record(tx, { tournamentId, actor, action: 'answer.revert', entity: 'answer_sheet', entityId: sheet.id, before: current ?? null, after: target ?? null, reason });
      return this.view(tx, scope, entry, written);
    });
  }

  /** entered -> corrected by the pair -> checked by an arbiter; not counted (incomplete, unreadable) is kept apart. */
  async setStatus(tournamentId: string, playerId: string, dto: SheetStatusDto, version: number | undefined, actor: Actor): Promise<SheetResponse> {
    if (dto.status === undefined && dto.notCounted === undefined) {
      throw new InvalidInputError('Nothing to change', [{ field: 'status', reason: 'give status or notCounted' }]);
    }
    return this.prisma.$transaction(async (tx) => {
      const { scope, entry, sheet } = await this.openSheet(tx, tournamentId, playerId);
      const check = checkSheetStateChange(sheet, dto, dto.reason);
      if (!check.ok) throw new RuleViolationError(check.code, check.message);
      if (check.unchanged) return this.view(tx, scope, entry, { sheet, answers: [...sheet.answers].sort((a, b) => a.round - b.round) });
      await this.claim(tx, sheet, version, playerId);
      const data = { status: dto.status, notCounted: dto.notCounted };
      const written = await this.writer.write(tx, scope, sheet, sheet.answers.map(inputOf), playerId, data);
      await this.audit.record(tx, {
        tournamentId,
        actor,
        action: 'sheet.status',
        entity: 'answer_sheet',
        entityId: sheet.id,
        before: { status: sheet.status, notCounted: sheet.notCounted },
        after: { status: dto.status ?? sheet.status, notCounted: dto.notCounted === undefined ? sheet.notCounted : dto.notCounted },
        reason: dto.reason,
      });
      return this.view(tx, scope, entry, written);
    });
  }

  /** Rescoring after a ruling or a prepared draw changed: every sheet of the session, in one transaction. */
  async rescoreAll(tournamentId: string, actor: Actor, reason?: string): Promise<RescoreResult> {
    return this.prisma.$transaction((tx) => this.rescoreIn(tx, tournamentId, actor, reason), { timeout: 120000 });
  }

  /**
   * The same inside the caller's transaction (a ruling, a draw, the scale: the change and its rescore commit
   * together). The tournament's scoring lock is held exclusive until COMMIT: sheet writes under way finish
   * first, and each sheet is then read as last written, so a rescore never undoes an answer saved meanwhile;
   * the writes that follow wait and are scored under the new rules. Only the sheets whose scores change are
   * rewritten (their version bumped). A tournament without a duplicate has nothing to rescore.
   */
  async rescoreIn(tx: Tx, tournamentId: string, actor: Actor, reason?: string): Promise<RescoreResult> {
    await lockTournament(tx, tournamentId, 'scoring', 'exclusive');
    if (!(await tx.duplicateSession.findUnique({ where: { tournamentId } }))) return { rescored: 0, changed: 0 };
    const scope = await this.writer.scope(tx, tournamentId);
    const sheets = await tx.answerSheet.findMany({ where: { sessionId: scope.session.id }, include: { answers: true, entry: true }, orderBy: { id: 'asc' } });
    let changed = 0;
    for (const sheet of sheets) if (await this.writer.rescore(tx, scope, sheet, sheet.entry.playerId)) changed++;
    await this.audit.record(tx, { tournamentId, actor, action: 'rescore', entity: 'duplicate_session', entityId: scope.session.id, after: { sheets: sheets.length, changed }, reason });
    return { rescored: sheets.length, changed };
  }
}

export interface RescoreResult {
  /** Sheets scored again. */
  rescored: number;
  /** Of those, the sheets whose scores changed (rewritten, their version bumped). */
  changed: number;
}
