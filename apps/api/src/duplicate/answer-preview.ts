import { Injectable } from '@nestjs/common';
import { scoreAnswer, sheetProgression } from '@greffier/tournament';
import { PrismaClient } from '../generated/prisma/client';
import { toRuleAnswer } from './answer.mapping';
import type { AnswerPreviewDto, ScoreAnswerDto } from './duplicate.dto';
import { frenchReason } from '@greffier/messages';
import { LexiconProvider } from '../dcl/lexicon.provider';
import type { PublicSheetDto } from './duplicate-views.dto';
import { SheetViews } from './sheet-views';
import { SheetWriter } from './sheet-writer';

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

  async score(tournamentId: string, round: number, dto: ScoreAnswerDto): Promise<AnswerPreviewDto> {
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

  async publicSheet(tournamentId: string, playerId: string): Promise<PublicSheetDto> {
    const [sheet, scope] = await Promise.all([this.views.sheet(tournamentId, playerId), this.writer.scope(this.prisma, tournamentId)]);
    const kinds = new Map(scope.drawRows.map((row) => [row.round, row.kind]));
    const progression = sheetProgression(scope.draws, new Map(sheet.answers.map((a) => [a.round, a.points])), scope.tournament.pointsProfile).map((p) => ({
      ...p,
      kind: kinds.get(p.round)!,
    }));
    return { ...sheet, progression };
  }
}
