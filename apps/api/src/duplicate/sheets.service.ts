import { Injectable } from '@nestjs/common';
import { acceptsWrite, checkPlainEntry, checkSheetStateChange, type TournamentStep } from '@greffier/tournament';
import { AuditService, type AuditRecord } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { checkVersion, lockTournament, NEXT_VERSION, type Tx } from '../database/tx';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import type { SheetResponseDto } from './duplicate-views.dto';
import type { CorrectAnswerDto, EnterAnswerDto, EnterSheetDto, SheetStatusDto } from './duplicate.dto';
import { lockSheetEntry, type SheetEntry } from './sheet-entry';
import { composeSheet, type SheetParts } from './sheet-views';
import { type AnswerInput, inputOf, sameAnswer, type ScoringScope, SheetWriter } from './sheet-writer';
import { t } from '@greffier/messages';

const snapshot = (a: AnswerInput | undefined) => (a ? { ...a } : null);
const byRound = (a: AnswerInput, b: AnswerInput) => a.round - b.round;

type StoredSheet = NonNullable<SheetEntry['sheet']>;

/** A sheet write's context: the scoring scope, the player's entry (its row locked) and their sheet, if entered. */
interface SheetWriteContext {
  tx: Tx;
  scope: ScoringScope;
  entry: SheetEntry;
  sheet: StoredSheet | null;
}

/** What a write changes, decided from the sheet as it is; null when it already reads so (a retried request). */
interface SheetChange {
  /** Every answer of the sheet after the change, in coup order. */
  answers: AnswerInput[];
  /** Fields of the sheet written with them (the declared form, the status...). */
  data?: Prisma.AnswerSheetUpdateInput;
  /** The changes of its answers, kept in answer_change (a sheet entered for the first time has none). */
  history?: Omit<Prisma.AnswerChangeCreateManyInput, 'sheetId' | 'actorId'>[];
  audit: Pick<AuditRecord, 'action' | 'before' | 'after' | 'reason'>;
}

interface SheetWrite {
  /** The answers sent, checked against the session before the entry is read; `field` names them in errors. */
  inputs?: { answers: AnswerInput[]; field?: string };
  /** Only a sheet already entered may be changed so (a correction, a revert, a status). */
  mustExist?: boolean;
  version: number | undefined;
  actor: Actor;
  decide: (ctx: SheetWriteContext) => Promise<SheetChange | null> | SheetChange | null;
}

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
  ) {}

  /** A registered player (the corrector named on a sheet): 404 when they are not registered. */
  private async registered(tx: Tx, tournamentId: string, playerId: string) {
    const entry = await tx.tournamentEntry.findUnique({ where: { tournamentId_playerId: { tournamentId, playerId } } });
    if (!entry) throw new NotFoundError('registered player', playerId);
    return entry;
  }

  /**
   * Every write of a sheet, in the same steps (docs/concurrent-writes.md): the tournament's scoring lock held
   * shared (a rescore waits for this write, or this write for the rescore), the scoring scope read under it (or
   * the one this process keeps, when the scope's stamp read with the lock is the same), the
   * step of the day checked, the answers sent checked, the player's entry row locked and read with the sheet;
   * then the change decided from the sheet as it is, the sheet claimed at the version the client read (409 when
   * stale), the answers' history kept, the sheet scored and written, the audit trail, and the sheet's view from
   * what was written. A change that changes nothing writes nothing and answers the sheet as it is.
   */
  private writeSheet(tournamentId: string, playerId: string, write: SheetWrite): Promise<SheetResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      // The scoring lock shared, and the player's sheet's own lock: two arbiters on the same sheet (even one
      // not yet created) are served one after the other. The entry and its sheet are read in the same call.
      const { stamp, entry } = await lockSheetEntry(tx, tournamentId, playerId);
      const scope = await this.writer.scope(tx, tournamentId, stamp);
      if (!acceptsWrite(scope.tournament.status as TournamentStep, 'duplicate-answers')) {
        throw new RuleViolationError('ENTRY_CLOSED', t('ENTRY_CLOSED', { status: scope.tournament.status }));
      }
      if (write.inputs) this.writer.checkInputs(scope, write.inputs.answers, write.inputs.field);
      if (!entry) throw new NotFoundError('registered player', playerId);
      const sheet = entry.sheet;
      if (write.mustExist && !sheet) throw new NotFoundError('answer sheet of player', playerId);
      const change = await write.decide({ tx, scope, entry, sheet });
      if (!change) return composeSheet({ sheet: sheet!, answers: sheet!.answers, entry, corrector: sheet!.corrector, drawRows: scope.drawRows });
      let data = change.data;
      if (sheet) {
        // The sheet is locked (above) and read under the lock: its version is compared here, and moves on
        // with the sheet's own write below.
        checkVersion(write.version, {
          entity: 'sheet of player',
          label: playerId,
          current: sheet.version,
          versionRequired: t('SHEET_VERSION_REQUIRED'),
        });
        data = { ...data, ...NEXT_VERSION };
      }
      const corrector = await this.correctorAfter(tx, sheet, data);
      // The sheet, its answers, their history and the audit entry with its announcement in one statement, the
      // transaction's last: its COMMIT goes with it (commitWith), and only the sheet's view is made after it.
      const history = sheet ? change.history : undefined;
      const written = await this.writer.write(
        tx,
        scope,
        sheet ?? { entryId: entry.id },
        change.answers,
        playerId,
        data,
        (sheetId) => {
          const audit = this.audit.announced({ tournamentId, actor: write.actor, entity: 'answer_sheet', entityId: sheetId, ...change.audit });
          return { parts: [...(history?.length ? [historyPart(sheetId, write.actor.accountId, history)] : []), audit.part], announce: audit.announce };
        },
        { last: true },
      );
      return composeSheet({ ...written, entry, corrector, drawRows: scope.drawRows });
    });
  }

  /** The sheet's corrector once `data` is written: the one read with the sheet when unchanged, else read now. */
  private async correctorAfter(tx: Tx, before: StoredSheet | null, data: Prisma.AnswerSheetUpdateInput | undefined): Promise<SheetParts['corrector']> {
    const given = (data as { correctorId?: string | null } | undefined)?.correctorId;
    const correctorId = given !== undefined ? given : (before?.correctorId ?? null);
    if (!correctorId) return null;
    if (before?.corrector && before.corrector.id === correctorId) return before.corrector;
    return tx.tournamentEntry.findUnique({ where: { id: correctorId }, include: { player: true } });
  }

  /** The rows of answer_change for the coups an entry changed (none for a coup typed in for the first time). */
  private entryHistory(before: AnswerInput[], after: AnswerInput[], reason: string): SheetChange['history'] {
    const b = new Map(before.map((a) => [a.round, a]));
    const a = new Map(after.map((x) => [x.round, x]));
    const rounds = [...new Set([...b.keys(), ...a.keys()])].sort((x, y) => x - y);
    return rounds
      .filter((r) => b.has(r) && !sameAnswer(b.get(r), a.get(r)))
      .map((round) => ({ round, action: 'entry', before: snapshot(b.get(round)) ?? Prisma.DbNull, after: snapshot(a.get(round)) ?? Prisma.DbNull, reason }));
  }

  /** A coup as it reads before a correction or a revert, with its points, for the history. */
  private pointsBefore(sheet: StoredSheet, current: AnswerInput | undefined) {
    return current ? { ...current, points: sheet.answers.find((a) => a.round === current.round)!.points } : Prisma.DbNull;
  }

  /** Whole sheet in one request. Sending the same sheet again changes nothing and answers the same. */
  async enterSheet(tournamentId: string, playerId: string, dto: EnterSheetDto, version: number | undefined, actor: Actor, reason?: string): Promise<SheetResponseDto> {
    const inputs: AnswerInput[] = dto.answers
      .map((a) => ({ round: a.round, word: a.word ?? null, value: a.value ?? null, lines: a.lines ?? null, pointsOverride: null, overrideReason: null }))
      .sort(byRound);
    return this.writeSheet(tournamentId, playerId, {
      inputs: { answers: inputs },
      version,
      actor,
      decide: async ({ tx, entry, sheet }) => {
        const corrector = dto.correctorPlayerId ? await this.registered(tx, tournamentId, dto.correctorPlayerId) : null;
        if (corrector?.id === entry.id) throw new InvalidInputError(t('OWN_SHEET_CORRECTOR'), [{ field: 'correctorPlayerId', reason: t('ANOTHER_PLAYER') }]);
        const data = {
          declaredTotal: dto.declaredTotal ?? null,
          declaredForm: dto.declaredForm ? ({ ...dto.declaredForm } as Prisma.InputJsonValue) : Prisma.DbNull,
          correctorId: corrector?.id ?? null,
          correctorMark: dto.correctorMark ?? null,
        };
        if (!sheet) return { answers: inputs, data, audit: { action: 'sheet.enter', after: { ...dto, answers: inputs }, reason } };
        const before = sheet.answers.map(inputOf);
        // Keep the arbiters' overrides of coups whose answer did not change.
        const merged = inputs.map((i) => {
          const old = before.find((b) => b.round === i.round);
          return old && old.word === i.word && old.value === i.value && old.lines === i.lines ? old : i;
        });
        const same =
          merged.length === before.length &&
          merged.every((m, i) => sameAnswer(m, before[i])) &&
          sheet.declaredTotal === data.declaredTotal &&
          JSON.stringify(sheet.declaredForm ?? null) === JSON.stringify(dto.declaredForm ? { ...dto.declaredForm } : null) &&
          sheet.correctorId === data.correctorId &&
          sheet.correctorMark === data.correctorMark;
        if (same) return null; // a retried request
        const plain = checkPlainEntry(sheet.status, 'sheet');
        if (!plain.ok) throw new RuleViolationError(plain.code, plain.message);
        return {
          answers: merged,
          data,
          history: this.entryHistory(before, merged, reason ?? t('HISTORY_SHEET_ENTRY')),
          audit: { action: 'sheet.enter', before: { answers: before }, after: { ...dto, answers: merged }, reason },
        };
      },
    });
  }

  /** One coup, as the sheets come in: idempotent too. */
  async enterAnswer(tournamentId: string, playerId: string, round: number, dto: EnterAnswerDto, version: number | undefined, actor: Actor, reason?: string): Promise<SheetResponseDto> {
    const input: AnswerInput = { round, word: dto.word ?? null, value: dto.value ?? null, lines: dto.lines ?? null, pointsOverride: null, overrideReason: null };
    return this.writeSheet(tournamentId, playerId, {
      inputs: { answers: [input], field: 'answer' },
      version,
      actor,
      decide: ({ sheet }) => {
        const before = (sheet?.answers ?? []).map(inputOf);
        const old = before.find((b) => b.round === round);
        if (old && old.word === input.word && old.value === input.value && old.lines === input.lines) return null;
        const plain = checkPlainEntry(sheet?.status ?? null, 'answer');
        if (!plain.ok) throw new RuleViolationError(plain.code, plain.message);
        const after = [...before.filter((b) => b.round !== round), input].sort(byRound);
        return {
          answers: after,
          history: this.entryHistory(before, after, reason ?? t('HISTORY_ANSWER_ENTRY')),
          audit: { action: 'answer.enter', before: old ?? null, after: input, reason },
        };
      },
    });
  }

  /** An arbiter's correction of one coup (answer or forced points), always with a reason. */
  async correct(tournamentId: string, playerId: string, round: number, dto: CorrectAnswerDto, version: number | undefined, actor: Actor): Promise<SheetResponseDto> {
    return this.writeSheet(tournamentId, playerId, {
      mustExist: true,
      version,
      actor,
      decide: ({ scope, sheet }) => {
        const before = sheet!.answers.map(inputOf);
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
        if (sameAnswer(old, next)) throw new ConflictError('NO_CHANGE', t('ANSWER_ALREADY_SO', { round }));
        return {
          answers: [...before.filter((b) => b.round !== round), next].sort(byRound),
          history: [{ round, action: 'correct', before: this.pointsBefore(sheet!, old), after: snapshot(next)!, reason: dto.reason }],
          audit: { action: 'answer.correct', before: old ?? null, after: next, reason: dto.reason },
        };
      },
    });
  }

  /** Puts a coup back as it was before a change; the revert is itself a change, with its reason. */
  async revert(tournamentId: string, playerId: string, changeId: bigint, version: number | undefined, reason: string, actor: Actor): Promise<SheetResponseDto> {
    return this.writeSheet(tournamentId, playerId, {
      mustExist: true,
      version,
      actor,
      decide: async ({ tx, sheet }) => {
        const change = await tx.answerChange.findFirst({ where: { id: changeId, sheetId: sheet!.id } });
        if (!change || change.round === null) throw new NotFoundError('change', changeId.toString());
        const round = change.round;
        const before = sheet!.answers.map(inputOf);
        const current = before.find((b) => b.round === round);
        const stored = change.before as AnswerInput | null;
        const target: AnswerInput | undefined = stored
          ? { round, word: stored.word, value: stored.value, lines: stored.lines, pointsOverride: stored.pointsOverride, overrideReason: stored.overrideReason }
          : undefined;
        if (sameAnswer(current, target)) throw new ConflictError('NO_CHANGE', t('ANSWER_ALREADY_AS_BEFORE', { round, change: changeId.toString() }));
        return {
          answers: [...before.filter((b) => b.round !== round), ...(target ? [target] : [])].sort(byRound),
          history: [{ round, action: 'revert', before: this.pointsBefore(sheet!, current), after: snapshot(target) ?? Prisma.DbNull, reason, revertOfId: change.id }],
          audit: { action: 'answer.revert', before: current ?? null, after: target ?? null, reason },
        };
      },
    });
  }

  /** entered -> corrected by the pair -> checked by an arbiter; not counted (incomplete, unreadable) is kept apart. */
  async setStatus(tournamentId: string, playerId: string, dto: SheetStatusDto, version: number | undefined, actor: Actor): Promise<SheetResponseDto> {
    if (dto.status === undefined && dto.notCounted === undefined) {
      throw new InvalidInputError(t('SHEET_STATUS_NOTHING'), [{ field: 'status', reason: t('GIVE_STATUS_OR_NOT_COUNTED') }]);
    }
    return this.writeSheet(tournamentId, playerId, {
      mustExist: true,
      version,
      actor,
      decide: ({ sheet }) => {
        const check = checkSheetStateChange(sheet!, dto, dto.reason);
        if (!check.ok) throw new RuleViolationError(check.code, check.message);
        if (check.unchanged) return null;
        return {
          answers: sheet!.answers.map(inputOf),
          data: { status: dto.status, notCounted: dto.notCounted },
          audit: {
            action: 'sheet.status',
            before: { status: sheet!.status, notCounted: sheet!.notCounted },
            after: { status: dto.status ?? sheet!.status, notCounted: dto.notCounted === undefined ? sheet!.notCounted : dto.notCounted },
            reason: dto.reason,
          },
        };
      },
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

/** A JSON column's value as text for a statement: SQL NULL for Prisma's DbNull. */
const jsonText = (v: unknown): string | null => (v === Prisma.DbNull || v === undefined || v === null ? null : JSON.stringify(v));

/** The rows of answer_change as a part of the sheet's write statement (see SheetWriter.write). */
function historyPart(sheetId: string, actorId: string | null | undefined, history: NonNullable<SheetChange['history']>): Prisma.Sql {
  return Prisma.sql`history_written AS (
    INSERT INTO "answer_change" ("sheet_id", "round", "actor_id", "action", "before", "after", "reason", "revert_of_id")
    SELECT ${sheetId}::uuid, round, ${actorId ?? null}::uuid, action, before::jsonb, after::jsonb, reason, revert_of_id
    FROM unnest(${history.map((h) => h.round ?? null)}::int[], ${history.map((h) => h.action)}::text[], ${history.map((h) => jsonText(h.before))}::text[],
      ${history.map((h) => jsonText(h.after))}::text[], ${history.map((h) => h.reason)}::text[],
      ${history.map((h) => (h.revertOfId === undefined || h.revertOfId === null ? null : String(h.revertOfId)))}::bigint[])
      AS h(round, action, before, after, reason, revert_of_id))`;
}
