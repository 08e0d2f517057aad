import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import { type DuplicateDraw, type DuplicateAnswerScore, type RankingForm, scoreSheet, sheetWorklist, summarizeSheet } from '@greffier/tournament';
import { commitWith, NEXT_VERSION, type Tx } from '../database/tx';
import { InvalidInputError, NotFoundError } from '../common/domain-errors';
import { type Answer, type AnswerSheet, Prisma, type DuplicateDraw as DrawRow, type DuplicateSession, type Tournament } from '../generated/prisma/client';
import { toRuleDraw } from '../dcl/draw.mapping';
import { toRuleAnswer } from './answer.mapping';
import { LexiconProvider } from '../dcl/lexicon.provider';
import { t } from '@greffier/messages';

/** What is typed in for one coup, plus an arbiter's forced points. */
export interface AnswerInput {
  round: number;
  word: string | null;
  value: number | null;
  lines: string | null;
  pointsOverride: number | null;
  overrideReason: string | null;
}

export interface ScoringScope {
  tournament: Tournament;
  session: DuplicateSession;
  drawRows: DrawRow[];
  draws: DuplicateDraw[];
  rulings: { admitted: string[]; refused: string[] };
}

export const sameAnswer = (a: AnswerInput | undefined, b: AnswerInput | undefined): boolean =>
  (a === undefined) === (b === undefined) &&
  (a === undefined ||
    (a.word === b!.word && a.value === b!.value && a.lines === b!.lines && a.pointsOverride === b!.pointsOverride && a.overrideReason === b!.overrideReason));

/** Tournaments whose scoring scope a process keeps (a day has one or two duplicates at once). */
const KEPT_SCOPES = 16;

/**
 * Scores a sheet with the rules library and stores the answers with their points and reasons, the
 * sheet's totals, topped coups, statistics and the arbiters' worklist: the one place a sheet is written.
 */
@Injectable()
export class SheetWriter {
  constructor(private readonly lexicon: LexiconProvider) {}

  // The rules library caches each numbers draw's reachable values on the draw object: keep one object per
  // stored draw version, so that a sheet's scoring does not solve the session's draws again.
  private readonly ruleDraws = new Map<string, { version: number; draw: DuplicateDraw }>();

  private ruleDraw(row: DrawRow): DuplicateDraw {
    const cached = this.ruleDraws.get(row.id);
    if (cached && cached.version === row.version) return cached.draw;
    if (this.ruleDraws.size > 5000) this.ruleDraws.clear();
    const draw = toRuleDraw(row);
    this.ruleDraws.set(row.id, { version: row.version, draw });
    return draw;
  }

  /**
   * The scoring scope, kept per tournament under the stamp of the rows it was read from (lockSheetEntry): a write
   * that holds the scoring lock and got the same stamp uses it without reading it again. The scope kept is never
   * changed by its users. A scope read is kept only when the stamp read again after it is the same (nothing
   * changed it in between, whatever path wrote it).
   */
  private readonly scopes = new Map<string, { stamp: string; scope: ScoringScope }>();

  async scope(tx: Tx, tournamentId: string, stamp?: string | null): Promise<ScoringScope> {
    const kept = this.scopes.get(tournamentId);
    if (stamp && kept?.stamp === stamp) return kept.scope;
    const scope = await this.readScope(tx, tournamentId);
    if (stamp) {
      const [again] = await tx.$queryRaw<{ stamp: string | null }[]>`SELECT greffier_scoring_scope_stamp(${tournamentId}::uuid) AS stamp`;
      this.scopes.delete(tournamentId);
      if (again?.stamp === stamp) {
        if (this.scopes.size >= KEPT_SCOPES) this.scopes.delete(this.scopes.keys().next().value!);
        this.scopes.set(tournamentId, { stamp, scope });
      }
    }
    return scope;
  }

  private async readScope(tx: Tx, tournamentId: string): Promise<ScoringScope> {
    // One query for the tournament, its session with the draws, and its rulings.
    const found = await tx.tournament.findFirst({
      where: { id: tournamentId, deletedAt: null },
      include: { duplicate: { include: { draws: { orderBy: { round: 'asc' } } } }, rulings: true },
    });
    if (!found) throw new NotFoundError('tournament', tournamentId);
    const { duplicate, rulings: rulingRows, ...tournament } = found;
    if (!duplicate) throw new NotFoundError('duplicate session of tournament', tournamentId);
    const { draws: drawRows, ...session } = duplicate;
    return {
      tournament,
      session,
      drawRows,
      draws: drawRows.map((d) => this.ruleDraw(d)),
      rulings: {
        admitted: rulingRows.filter((r) => r.decision === 'ADMITTED').map((r) => r.word),
        refused: rulingRows.filter((r) => r.decision === 'REFUSED').map((r) => r.word),
      },
    };
  }

  /** Refuses answers for coups that are not in the session, or of the wrong kind, naming the field. */
  checkInputs(scope: ScoringScope, inputs: AnswerInput[], field = 'answers'): void {
    const kinds = new Map(scope.drawRows.map((d) => [d.round, d.kind]));
    const errors = inputs.flatMap((a, i) => {
      const kind = kinds.get(a.round);
      if (!kind) return [{ field: `${field}[${i}].round`, reason: t('NO_SUCH_ROUND', { round: a.round, rounds: scope.drawRows.length }) }];
      if (kind === 'LETTERS' && (a.value !== null || a.lines !== null)) return [{ field: `${field}[${i}]`, reason: t('ROUND_IS_LETTERS', { round: a.round }) }];
      if (kind === 'NUMBERS' && a.word !== null) return [{ field: `${field}[${i}]`, reason: t('ROUND_IS_NUMBERS', { round: a.round }) }];
      return [];
    });
    const seen = new Set<number>();
    inputs.forEach((a, i) => {
      if (seen.has(a.round)) errors.push({ field: `${field}[${i}].round`, reason: t('ROUND_TWICE', { round: a.round }) });
      seen.add(a.round);
    });
    if (errors.length) throw new InvalidInputError(t('ANSWERS_NOT_IN_SESSION'), errors);
  }

  /**
   * `sheet` is the stored sheet with its stored answers, or the owner of a new one (created here with its
   * totals, one write). Of a stored sheet only the answers that score differently are written (one coup typed
   * is one row), and those no longer given are deleted, in the statement that writes the sheet itself and what the
   * caller writes alongside (`alongside`: the history, the audit entry with its announcement): one round trip.
   * `last`: that statement is the transaction's last, its COMMIT sent with it (commitWith).
   */
  async write(
    tx: Tx,
    scope: ScoringScope,
    sheet: (AnswerSheet & { answers: Answer[] }) | { entryId: string },
    inputs: AnswerInput[],
    playerId: string,
    data: Prisma.AnswerSheetUpdateInput = {},
    alongside?: Alongside,
    { last = false }: { last?: boolean } = {},
  ): Promise<{ sheet: AnswerSheet; answers: Answer[] }> {
    const ending = (statement: Prisma.Sql) => (last ? commitWith(statement) : statement);
    const stored = 'id' in sheet ? sheet : null;
    const scored = this.score(scope, stored, inputs, playerId, data);
    if (!stored) {
      const created = await tx.answerSheet.create({
        data: { ...(data as Prisma.AnswerSheetUncheckedCreateInput), sessionId: scope.session.id, entryId: sheet.entryId, ...scored.totals },
      });
      const answers = scored.answers.map((a) => ({ ...a, id: randomUUID(), sheetId: created.id }));
      const extra = alongside?.(created.id);
      const parts = [...answerParts(created.id, answers, []), ...(extra?.parts ?? [])];
      if (parts.length) await tx.$executeRaw(ending(Prisma.sql`WITH ${Prisma.join(parts, ', ')} SELECT ${extra?.announce ?? Prisma.sql`1`}`));
      return { sheet: created, answers };
    }
    const before = new Map(stored.answers.map((a) => [a.round, a]));
    const answers: Answer[] = [];
    const changed: Answer[] = [];
    for (const a of scored.answers) {
      const old = before.get(a.round);
      if (old && sameRow(old, a)) answers.push(old);
      else {
        const row = { ...a, id: old?.id ?? randomUUID(), sheetId: stored.id };
        answers.push(row);
        changed.push(row);
      }
    }
    const kept = new Set(scored.answers.map((a) => a.round));
    const extra = alongside?.(stored.id);
    const parts = [
      ...answerParts(stored.id, changed, stored.answers.filter((a) => !kept.has(a.round)).map((a) => a.round)),
      ...(extra?.parts ?? []),
      sheetPart(stored.id, { ...data, ...scored.totals }),
    ];
    const [row] = await tx.$queryRaw<(AnswerSheet & { announced?: unknown })[]>(
      ending(Prisma.sql`WITH ${Prisma.join(parts, ', ')} SELECT sheet_written.*${extra?.announce ? Prisma.sql`, ${extra.announce} AS announced` : Prisma.empty} FROM sheet_written`),
    );
    const { announced: _announced, ...updated } = row!;
    return { sheet: updated, answers };
  }

  /**
   * Scores a stored sheet again under the scope's rulings, draws and scale. When nothing it stores would
   * change, nothing is written and the version stays (an arbiter typing on it is not disturbed); else the
   * sheet is rewritten and its version bumped, so that a client holding the old one gets 409.
   */
  async rescore(tx: Tx, scope: ScoringScope, sheet: AnswerSheet & { answers: Answer[] }, playerId: string): Promise<boolean> {
    const inputs = [...sheet.answers].sort((a, b) => a.round - b.round).map(inputOf);
    const scored = this.score(scope, sheet, inputs, playerId, {});
    if (sameScore(sheet, scored)) return false;
    await this.write(tx, scope, sheet, inputs, playerId, NEXT_VERSION);
    return true;
  }

  private score(scope: ScoringScope, stored: AnswerSheet | null, inputs: AnswerInput[], playerId: string, data: Prisma.AnswerSheetUpdateInput): Scored {
    const kinds = new Map(scope.drawRows.map((d) => [d.round, d.kind]));
    const score = scoreSheet(
      scope.draws,
      inputs.map((a) => toRuleAnswer(kinds.get(a.round)!, a)),
      { profile: scope.tournament.pointsProfile, lexicon: this.lexicon.get(), rulings: scope.rulings },
    );
    const byRound = new Map(inputs.map((a) => [a.round, a]));
    const notCounted = data.notCounted !== undefined ? (data.notCounted as AnswerSheet['notCounted']) : (stored?.notCounted ?? null);
    const declaredTotal = data.declaredTotal !== undefined ? (data.declaredTotal as number | null) : (stored?.declaredTotal ?? null);
    const declaredForm = (data.declaredForm !== undefined ? data.declaredForm : (stored?.declaredForm ?? null)) as Partial<RankingForm> | null;
    const summary = summarizeSheet(playerId, score, notCounted);
    const worklist = sheetWorklist(score, { declaredTotal, declaredForm: declaredForm ?? undefined, notCounted });
    const totals = {
      total: score.total,
      numbersPoints: score.numbersPoints,
      lettersPoints: score.lettersPoints,
      tens: score.tens,
      nines: score.nines,
      eights: score.eights,
      sevens: score.sevens,
      toppedRounds: score.toppedRounds,
      answeredCount: inputs.length,
      flaggedCount: score.flaggedRounds.length,
      topPoints: score.topPoints,
      stats: summary.stats as unknown as Prisma.InputJsonValue,
      worklist: worklist as unknown as Prisma.InputJsonValue,
    };
    const answers = score.rounds
      .filter((r) => !r.missing)
      .map((r) => answerRow(r, byRound.get(r.round)!))
      .sort((a, b) => a.round - b.round);
    return { totals, answers };
  }
}

type ScoredAnswer = Omit<Answer, 'id' | 'sheetId'>;
interface Scored {
  totals: Pick<AnswerSheet, 'total' | 'numbersPoints' | 'lettersPoints' | 'tens' | 'nines' | 'eights' | 'sevens' | 'toppedRounds' | 'answeredCount' | 'flaggedCount' | 'topPoints'> & {
    stats: Prisma.InputJsonValue;
    worklist: Prisma.InputJsonValue;
  };
  answers: ScoredAnswer[];
}

export const inputOf = (a: Answer): AnswerInput => ({
  round: a.round,
  word: a.word,
  value: a.value,
  lines: a.lines,
  pointsOverride: a.pointsOverride,
  overrideReason: a.overrideReason,
});

/** Whether a sheet already stores what scoring it again gives (JSON compared by value: jsonb reorders keys). */
function sameScore(sheet: AnswerSheet & { answers: Answer[] }, scored: Scored): boolean {
  const { stats, worklist, ...totals } = scored.totals;
  if (!isDeepStrictEqual(stats, sheet.stats) || !isDeepStrictEqual(worklist, sheet.worklist)) return false;
  if (Object.entries(totals).some(([k, v]) => !isDeepStrictEqual(v, sheet[k as keyof typeof totals]))) return false;
  const stored = new Map(sheet.answers.map((a) => [a.round, a]));
  return (
    scored.answers.length === sheet.answers.length &&
    scored.answers.every((a) => {
      const s = stored.get(a.round);
      return s !== undefined && (Object.keys(a) as (keyof ScoredAnswer)[]).every((k) => s[k] === a[k]);
    })
  );
}

function answerRow(r: DuplicateAnswerScore, input: AnswerInput): ScoredAnswer {
  return {
    round: r.round,
    word: input.word,
    value: input.value,
    lines: input.lines,
    computedPoints: r.computedPoints,
    pointsOverride: input.pointsOverride,
    overrideReason: input.overrideReason,
    points: r.points,
    valid: r.valid,
    topped: r.topped,
    length: r.kind === 'letters' ? r.length : null,
    reasonCode: r.reason?.code ?? null,
    reasonMessage: r.reason?.message ?? (r.flags.length ? r.flags.map((f) => f.message).join(' ; ') : null),
    flagged: r.flagged,
  };
}

const sameRow = (stored: Answer, scored: ScoredAnswer): boolean => (Object.keys(scored) as (keyof ScoredAnswer)[]).every((k) => stored[k] === scored[k]);

/** What a caller writes in a sheet's statement (SheetWriter.write): common table expressions, and an expression selected once. */
export type Alongside = (sheetId: string) => { parts: Prisma.Sql[]; announce?: Prisma.Sql };

/** The sheet's columns a write sets (its version moves on by NEXT_VERSION), with their SQL types. */
const SHEET_COLUMNS: Record<string, [column: string, type: string]> = {
  status: ['status', '"SheetStatus"'],
  notCounted: ['not_counted', '"NotCountedReason"'],
  declaredTotal: ['declared_total', 'int'],
  declaredForm: ['declared_form', 'jsonb'],
  correctorId: ['corrector_id', 'uuid'],
  correctorMark: ['corrector_mark', 'text'],
  total: ['total', 'int'],
  numbersPoints: ['numbers_points', 'int'],
  lettersPoints: ['letters_points', 'int'],
  tens: ['tens', 'int'],
  nines: ['nines', 'int'],
  eights: ['eights', 'int'],
  sevens: ['sevens', 'int'],
  toppedRounds: ['topped_rounds', 'int[]'],
  answeredCount: ['answered_count', 'int'],
  flaggedCount: ['flagged_count', 'int'],
  topPoints: ['top_points', 'int'],
  stats: ['stats', 'jsonb'],
  worklist: ['worklist', 'jsonb'],
};

/**
 * The sheet's own write as a common table expression (`sheet_written`) that gives the row back as Prisma reads it:
 * the fields of `data` (undefined ones left as they are, as Prisma does), updated_at, the version moved on when
 * `data` says so.
 */
function sheetPart(sheetId: string, data: Record<string, unknown>): Prisma.Sql {
  const set: Prisma.Sql[] = [Prisma.sql`"updated_at" = clock_timestamp()`];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (key === 'version' && isDeepStrictEqual(value, NEXT_VERSION.version)) {
      set.push(Prisma.sql`"version" = "version" + 1`);
      continue;
    }
    const column = SHEET_COLUMNS[key];
    if (!column) throw new Error(`answer_sheet: no column for ${key}`);
    const v = column[1] === 'jsonb' ? (value === Prisma.DbNull || value === null ? null : JSON.stringify(value)) : value;
    set.push(Prisma.sql`${Prisma.raw(`"${column[0]}"`)} = ${v}::${Prisma.raw(column[1])}`);
  }
  return Prisma.sql`sheet_written AS (
    UPDATE "answer_sheet" SET ${Prisma.join(set, ', ')} WHERE "id" = ${sheetId}::uuid
    RETURNING "id", "session_id" AS "sessionId", "entry_id" AS "entryId", "status"::text AS "status", "not_counted"::text AS "notCounted",
      "declared_total" AS "declaredTotal", "declared_form" AS "declaredForm", "corrector_id" AS "correctorId", "corrector_mark" AS "correctorMark",
      "total", "numbers_points" AS "numbersPoints", "letters_points" AS "lettersPoints", "tens", "nines", "eights", "sevens",
      "topped_rounds" AS "toppedRounds", "answered_count" AS "answeredCount", "flagged_count" AS "flaggedCount", "top_points" AS "topPoints",
      "stats", "worklist", "version", "created_at" AS "createdAt", "updated_at" AS "updatedAt")`;
}

/**
 * A sheet's answers written by common table expressions of one statement, of column arrays: the rows given
 * inserted or, for a coup already stored, updated in place; the coups of `gone` deleted. The rows are known here,
 * so nothing is read back (Prisma's createManyAndReturn spent several milliseconds building and mapping 30 rows
 * of 16 columns).
 */
function answerParts(sheetId: string, rows: Answer[], gone: number[]): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (gone.length) parts.push(Prisma.sql`answers_gone AS (DELETE FROM "answer" WHERE "sheet_id" = ${sheetId}::uuid AND "round" = ANY(${gone}::int[]))`);
  if (!rows.length) return parts;
  const col = <K extends keyof Answer>(k: K) => rows.map((r) => r[k]);
  parts.push(Prisma.sql`answers_written AS (
    INSERT INTO "answer" ("id", "sheet_id", "round", "word", "value", "lines", "computed_points", "points_override",
      "override_reason", "points", "valid", "topped", "length", "reason_code", "reason_message", "flagged")
    SELECT * FROM unnest(${col('id')}::uuid[], ${col('sheetId')}::uuid[], ${col('round')}::int[], ${col('word')}::text[],
      ${col('value')}::int[], ${col('lines')}::text[], ${col('computedPoints')}::int[], ${col('pointsOverride')}::int[],
      ${col('overrideReason')}::text[], ${col('points')}::int[], ${col('valid')}::boolean[], ${col('topped')}::boolean[],
      ${col('length')}::int[], ${col('reasonCode')}::text[], ${col('reasonMessage')}::text[], ${col('flagged')}::boolean[])
    ON CONFLICT ("sheet_id", "round") DO UPDATE SET "word" = EXCLUDED."word", "value" = EXCLUDED."value", "lines" = EXCLUDED."lines",
      "computed_points" = EXCLUDED."computed_points", "points_override" = EXCLUDED."points_override", "override_reason" = EXCLUDED."override_reason",
      "points" = EXCLUDED."points", "valid" = EXCLUDED."valid", "topped" = EXCLUDED."topped", "length" = EXCLUDED."length",
      "reason_code" = EXCLUDED."reason_code", "reason_message" = EXCLUDED."reason_message", "flagged" = EXCLUDED."flagged")`);
  return parts;
}
