import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import { type DuplicateDraw, type DuplicateAnswerScore, type RankingForm, scoreSheet, sheetWorklist, summarizeSheet } from '@greffier/tournament';
import { NEXT_VERSION, type Tx } from '../database/tx';
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

  async scope(tx: Tx, tournamentId: string): Promise<ScoringScope> {
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
   * is one row), and those no longer given are deleted, in one statement. `finish`, when given, sends that
   * statement's parts (common table expressions) itself, with what the caller writes alongside (the history,
   * the audit entry): one round trip for all of them.
   */
  async write(
    tx: Tx,
    scope: ScoringScope,
    sheet: (AnswerSheet & { answers: Answer[] }) | { entryId: string },
    inputs: AnswerInput[],
    playerId: string,
    data: Prisma.AnswerSheetUpdateInput = {},
    finish: Finish = runParts,
  ): Promise<{ sheet: AnswerSheet; answers: Answer[] }> {
    const stored = 'id' in sheet ? sheet : null;
    const scored = this.score(scope, stored, inputs, playerId, data);
    if (!stored) {
      const created = await tx.answerSheet.create({
        data: { ...(data as Prisma.AnswerSheetUncheckedCreateInput), sessionId: scope.session.id, entryId: sheet.entryId, ...scored.totals },
      });
      const answers = scored.answers.map((a) => ({ ...a, id: randomUUID(), sheetId: created.id }));
      await finish(tx, created.id, answerParts(created.id, answers, []));
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
    await finish(tx, stored.id, answerParts(stored.id, changed, stored.answers.filter((a) => !kept.has(a.round)).map((a) => a.round)));
    const updated = await tx.answerSheet.update({ where: { id: stored.id }, data: { ...data, ...scored.totals } });
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

/** Sends a sheet's answers' statement parts, with whatever the caller writes alongside (see SheetWriter.write). */
export type Finish = (tx: Tx, sheetId: string, parts: Prisma.Sql[]) => Promise<void>;

/** The parts sent alone, as one statement. */
export const runParts: Finish = async (tx, _sheetId, parts) => {
  if (parts.length) await tx.$executeRaw`WITH ${Prisma.join(parts, ', ')} SELECT 1`;
};

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
