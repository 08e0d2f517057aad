import { Injectable } from '@nestjs/common';
import { drawTopPoints, scoreAnswer } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { PrismaClient } from '../generated/prisma/client';
import { toRuleAnswer } from './duplicate.mapping';
import type { ScoreAnswerDto } from './duplicate.dto';
import { frenchReason } from './french-reasons';
import { LexiconProvider } from './lexicon.provider';
import { SheetViews, type SheetResponse } from './sheet-views';
import { SheetWriter } from './sheet-writer';

export interface AnswerPreview {
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  points: number;
  valid: boolean;
  topped: boolean;
  length: number | null;
  /** The refusal or the point to check: its code, the checker's message, and the words printed on a corrected sheet. */
  reason: { code: string; message: string; french: string } | null;
}

export interface ProgressionPoint {
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  points: number;
  cumulative: number;
  topPoints: number;
  topCumulative: number;
}

/**
 * Reads of the duplicate that write nothing: an answer scored as it is typed (the arbiters' live points),
 * and a player's corrected sheet with its progression coup by coup, for the public.
 */
@Injectable()
export class AnswerPreviews {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly writer: SheetWriter,
    private readonly lexicon: LexiconProvider,
    private readonly views: SheetViews,
  ) {}

  async score(tournamentId: string, round: number, dto: ScoreAnswerDto): Promise<AnswerPreview> {
    const scope = await this.writer.scope(this.prisma, tournamentId);
    const input = { round, word: dto.word ?? null, value: dto.value ?? null, lines: dto.lines ?? null, pointsOverride: null, overrideReason: null };
    this.writer.checkInputs(scope, [input], 'answer');
    const index = scope.drawRows.findIndex((d) => d.round === round);
    const kind = scope.drawRows[index]!.kind;
    const scored = scoreAnswer(scope.draws[index]!, toRuleAnswer(kind, input), { profile: scope.tournament.pointsProfile, lexicon: this.lexicon.get(), rulings: scope.rulings });
    const reason = scored.reason ?? (scored.flags.length ? { code: scored.flags[0]!.code, message: scored.flags.map((f) => f.message).join(' ; ') } : null);
    return {
      round,
      kind,
      points: scored.points,
      valid: scored.valid,
      topped: scored.topped,
      length: 'length' in scored && typeof scored.length === 'number' ? scored.length : null,
      reason: reason ? { code: reason.code, message: reason.message, french: frenchReason(reason.code, reason.message) ?? reason.message } : null,
    };
  }

  async publicSheet(tournamentId: string, playerId: string): Promise<SheetResponse & { progression: ProgressionPoint[] }> {
    const [sheet, scope] = await Promise.all([this.views.sheet(tournamentId, playerId), this.writer.scope(this.prisma, tournamentId)]);
    if (!sheet) throw new NotFoundError('answer sheet of player', playerId);
    const byRound = new Map(sheet.answers.map((a) => [a.round, a.points]));
    let cumulative = 0;
    let topCumulative = 0;
    const progression = scope.drawRows.map((row, i) => {
      const points = byRound.get(row.round) ?? 0;
      const topPoints = drawTopPoints(scope.draws[i]!, scope.tournament.pointsProfile);
      cumulative += points;
      topCumulative += topPoints;
      return { round: row.round, kind: row.kind, points, cumulative, topPoints, topCumulative };
    });
    return { ...sheet, progression };
  }
}
