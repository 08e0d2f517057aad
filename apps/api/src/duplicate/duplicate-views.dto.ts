// Response DTOs of the duplicate's reads (sheets, worklist, changes, ranking): documentation of what
// SheetViews, AnswerPreviews and DuplicateRankingService return; the controllers' return types check them.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  NOT_COUNTED_REASONS,
  type NotCountedReason,
  RANKING_FORM_COLUMNS,
  type RankingForm,
  SHEET_STATUSES,
  type SheetStatus,
  TIE_BREAK_CRITERIA,
  type TieBreakCriterion,
  WORKLIST_CODES,
  type WorklistCode,
} from '@greffier/tournament';
import { ApiDateTime, ApiInt, ApiIntOrNull, ApiInts, ApiJson, ApiStringOrNull, ApiUuid, ApiUuidOrNull } from '../common/openapi';
import { PageDto } from '../common/pagination.dto';
import { DeclaredFormDto } from './duplicate.dto';


/** The ranking form, in the regulation's order. */
export class RankingFormDto {
  @ApiInt({ description: 'Total points' }) total!: number;
  @ApiInt({ description: '10-letter words found' }) tens!: number;
  @ApiInt({ description: 'Points of the numbers draws' }) numbersPoints!: number;
  @ApiInt({ description: '9-letter words' }) nines!: number;
  @ApiInt({ description: '8-letter words' }) eights!: number;
  @ApiInt({ description: '7-letter words' }) sevens!: number;
}

export class WorklistFlagDto {
  @ApiProperty({ enum: WORKLIST_CODES }) code!: WorklistCode;
  @ApiProperty({ example: 'total déclaré 312, calculé 315' }) message!: string;
  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'The coups concerned (ANSWER_FLAGGED, INCOMPLETE)' }) rounds?: number[];
  @ApiPropertyOptional({ enum: RANKING_FORM_COLUMNS, isArray: true, description: "The form's columns that differ (DECLARED_FORM_DIFFERS)" })
  columns?: (keyof RankingForm)[];
}

export class SheetStatsDto {
  @ApiInt() roundsTopped!: number;
  @ApiInt() numbersTopped!: number;
  @ApiInt() lettersTopped!: number;
  @ApiInt() numbersExact!: number;
  @ApiInt({ description: 'Numbers answers that are errors (a wrong line, an impossible value)' }) numbersErrors!: number;
  @ApiInt() validWords!: number;
  @ApiInt({ description: 'Average letters of the valid words, in tenths (74 = 7.4 letters)' }) averageWordLengthTenths!: number;
}

export class SheetAnswerReasonDto {
  @ApiStringOrNull({ example: 'NOT_IN_LEXICON' }) code!: string | null;
  @ApiProperty() message!: string;
}

export class AnswerViewDto {
  @ApiInt() round!: number;
  @ApiProperty({ enum: ['NUMBERS', 'LETTERS'] }) kind!: 'NUMBERS' | 'LETTERS';
  @ApiStringOrNull({ description: 'Letters draw: the word as written' }) word!: string | null;
  @ApiIntOrNull({ description: 'Numbers draw: the result announced' }) value!: number | null;
  @ApiStringOrNull({ description: 'Numbers draw: the written lines' }) lines!: string | null;
  @ApiInt({ description: 'The points counted (the override when there is one)' }) points!: number;
  @ApiInt({ description: 'The points the rules give' }) computedPoints!: number;
  @ApiIntOrNull({ description: "The arbiter's forced points" }) pointsOverride!: number | null;
  @ApiStringOrNull() overrideReason!: string | null;
  @ApiProperty() valid!: boolean;
  @ApiProperty() topped!: boolean;
  @ApiIntOrNull({ description: "The word's length, when valid" }) length!: number | null;
  @ApiProperty({ type: SheetAnswerReasonDto, nullable: true }) reason!: SheetAnswerReasonDto | null;
  @ApiProperty({ description: 'A point for the arbiters to check' }) flagged!: boolean;
}

/** A player's answer sheet, scored (GET/PUT .../sheets/{playerId} and the corrections). */
export class SheetResponseDto {
  @ApiUuid() playerId!: string;
  @ApiInt({ description: 'Table number' }) bib!: number;
  @ApiProperty() name!: string;
  @ApiProperty() club!: string;
  @ApiProperty({ enum: SHEET_STATUSES }) status!: string;
  @ApiProperty({ enum: NOT_COUNTED_REASONS, nullable: true, type: String, description: 'Left out of the ranking, and why' }) notCounted!: string | null;
  @ApiIntOrNull({ description: 'Total declared by the player' }) declaredTotal!: number | null;
  @ApiProperty({ type: DeclaredFormDto, nullable: true, description: 'The rest of the ranking form as the player filled it in, or null' })
  declaredForm!: unknown;
  @ApiUuidOrNull({ description: 'The corrector (the other player of the pair)' }) correctorPlayerId!: string | null;
  @ApiStringOrNull() correctorName!: string | null;
  @ApiStringOrNull() correctorMark!: string | null;
  @ApiProperty({ type: RankingFormDto, description: 'The ranking form as the sheet scores it' }) form!: RankingFormDto;
  @ApiInt() lettersPoints!: number;
  @ApiInt({ description: 'The sum of the tops of the draws' }) topPoints!: number;
  @ApiInts({ description: 'The coups where the player made the top' }) toppedRounds!: number[];
  @ApiInt({ description: 'Coups typed in' }) answered!: number;
  @ApiInts({ description: 'Coups not typed in yet' }) missingRounds!: number[];
  @ApiProperty({ type: [WorklistFlagDto], description: 'What the arbiters have to look at' }) worklist!: WorklistFlagDto[];
  @ApiProperty({ type: SheetStatsDto, nullable: true, description: 'Figures shown beside the rank (SheetStats)' }) stats!: unknown;
  @ApiProperty({ type: [AnswerViewDto] }) answers!: AnswerViewDto[];
  @ApiInt({ description: 'Send it back as If-Match with a change' }) version!: number;
}

export class SheetPageDto extends PageDto(SheetResponseDto) {}

export class ProgressionPointDto {
  @ApiInt() round!: number;
  @ApiProperty({ enum: ['NUMBERS', 'LETTERS'] }) kind!: 'NUMBERS' | 'LETTERS';
  @ApiInt() points!: number;
  @ApiInt() cumulative!: number;
  @ApiInt() topPoints!: number;
  @ApiInt() topCumulative!: number;
}

/** The public corrected sheet: the sheet and its progression coup by coup against the top. */
export class PublicSheetDto extends SheetResponseDto {
  @ApiProperty({ type: [ProgressionPointDto] }) progression!: ProgressionPointDto[];
}

export class WorklistItemDto {
  @ApiUuid() playerId!: string;
  @ApiInt() bib!: number;
  @ApiProperty() name!: string;
  @ApiProperty() club!: string;
  @ApiProperty({ enum: SHEET_STATUSES, nullable: true, description: 'null: no sheet typed in' })
  sheetStatus!: SheetStatus | null;
  @ApiProperty({ enum: NOT_COUNTED_REASONS, nullable: true }) notCounted!: NotCountedReason | null;
  @ApiIntOrNull() declaredTotal!: number | null;
  @ApiIntOrNull() computedTotal!: number | null;
  @ApiProperty({ type: [WorklistFlagDto] }) flags!: WorklistFlagDto[];
  @ApiIntOrNull({ description: "The sheet's version; null: no sheet" }) version!: number | null;
}

/** The arbiters' worklist: counts, and the sheets still to look at (every sheet with ?all=true). */
export class WorklistDto {
  @ApiInt() draws!: number;
  @ApiInt({ description: 'Sheets typed in' }) sheets!: number;
  @ApiInt() players!: number;
  @ApiInt({ description: 'Sheets checked' }) checked!: number;
  @ApiProperty({ type: [WorklistItemDto] }) items!: WorklistItemDto[];
}

/** One change of a sheet's answers. */
export class SheetChangeDto {
  @ApiProperty({ description: 'A whole number, as a string', example: '42' }) id!: string;
  @ApiIntOrNull({ description: 'The coup; null for a change of the whole sheet' }) round!: number | null;
  @ApiDateTime() at!: string;
  @ApiUuidOrNull() actorId!: string | null;
  @ApiStringOrNull({ description: "The account's display name" }) actorName!: string | null;
  @ApiProperty({ enum: ['entry', 'correct', 'revert'], example: 'correct' }) action!: string;
  @ApiJson('The answer before (word, value, lines, points...), or null', { nullable: true }) before!: unknown;
  @ApiJson('The answer after, or null', { nullable: true }) after!: unknown;
  @ApiProperty() reason!: string;
  @ApiStringOrNull({ description: 'The change this one reverts' }) revertOf!: string | null;
}

export class SheetChangePageDto extends PageDto(SheetChangeDto) {}

export class RescoreResultDto {
  @ApiInt({ description: 'Sheets scored again' }) rescored!: number;
  @ApiInt({ description: 'Of those, the sheets whose scores changed: rewritten, their version bumped (an arbiter holding the old version gets 409)' }) changed!: number;
}

export class RandomTieDrawDto {
  @ApiProperty({ description: "The group's own seed" }) seed!: string;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, description: 'The tied players, by id' }) players!: string[];
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, description: 'The order drawn, first ranks first' }) drawn!: string[];
}

class RankedPlayerDto {
  @ApiUuid() playerId!: string;
  @ApiInt() bib!: number;
  @ApiProperty() licence!: string;
  @ApiProperty() name!: string;
  @ApiUuid() clubId!: string;
  @ApiProperty() club!: string;
}

export class FirstToppedDifferenceDto {
  @ApiInt() round!: number;
  @ApiInt({ description: 'Its position in play order' }) position!: number;
}

export class RandomLotDto {
  @ApiProperty() seed!: string;
  @ApiInt() lot!: number;
  @ApiInt() of!: number;
}

export class RankingRowDto extends RankedPlayerDto {
  @ApiInt() rank!: number;
  @ApiInt() total!: number;
  @ApiInt() tens!: number;
  @ApiInt() numbersPoints!: number;
  @ApiInt() nines!: number;
  @ApiInt() eights!: number;
  @ApiInt() sevens!: number;
  @ApiInt() lettersPoints!: number;
  @ApiInts() toppedRounds!: number[];
  @ApiProperty({ description: 'Tied with a neighbour on the total' }) tiedOnTotal!: boolean;
  @ApiProperty({ enum: TIE_BREAK_CRITERIA, nullable: true, description: 'The criterion that separated the player from the next one' })
  brokenBy!: TieBreakCriterion | null;
  @ApiStringOrNull({ description: 'The tie-break explained, in French' }) brokenByReason!: string | null;
  @ApiProperty({ type: FirstToppedDifferenceDto, nullable: true }) firstToppedDifference!: FirstToppedDifferenceDto | null;
  @ApiProperty({ type: RandomLotDto, nullable: true }) randomDraw!: RandomLotDto | null;
  @ApiIntOrNull({ description: 'Total as a share of the top, per mille' }) percentOfTopPerMille!: number | null;
  @ApiProperty({ type: SheetStatsDto }) stats!: SheetStatsDto;
}

export class NotCountedRowDto extends RankedPlayerDto {
  @ApiProperty({ enum: NOT_COUNTED_REASONS }) reason!: NotCountedReason;
  @ApiProperty({ type: RankingFormDto }) form!: RankingFormDto;
}

export class MissingSheetDto extends RankedPlayerDto {}

/** The duplicate ranking, with every tie-break column and reason. */
export class DuplicateRankingDto {
  @ApiUuid() tournamentId!: string;
  @ApiProperty({ description: 'Until every sheet is checked' }) provisional!: boolean;
  @ApiInt() draws!: number;
  @ApiInt() topPoints!: number;
  @ApiInt() sheets!: number;
  @ApiInt() uncheckedSheets!: number;
  @ApiProperty({ description: 'The seed of the random tie-breaks' }) randomSeed!: string;
  @ApiProperty({ type: [RandomTieDrawDto] }) randomDraws!: RandomTieDrawDto[];
  @ApiProperty({ type: [RankingRowDto] }) rows!: RankingRowDto[];
  @ApiProperty({ type: [NotCountedRowDto] }) notCounted!: NotCountedRowDto[];
  @ApiProperty({ type: [MissingSheetDto] }) missingSheets!: MissingSheetDto[];
}
