import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { NOT_COUNTED_REASONS, type NotCountedReason, SHEET_STATUSES, type SheetStatus } from '@greffier/tournament';
import { ApiJson } from '../common/openapi';
import { PageQueryDto } from '../common/pagination.dto';
import { INT4_MAX } from '../common/input-rules';
import { IsNotBlank, OptionalNotNull } from '../common/validators';
import { NestedList, Optional, OptionalText } from '../common/fields';

export class LettersQuotaDto {
  @ApiProperty({ type: 'integer', example: 5 }) @IsInt() @Min(0) @Max(10) consonants!: number;
  @ApiProperty({ type: 'integer', example: 5 }) @IsInt() @Min(2) @Max(10) vowels!: number;
  @ApiProperty({ type: 'integer', example: 10 }) @IsInt() @Min(0) @Max(100) count!: number;
}

export class SessionPlanDto {
  @ApiProperty({ type: 'integer', example: 12, description: 'Numbers draws' }) @IsInt() @Min(0) @Max(100) numbers!: number;

  @NestedList(LettersQuotaDto, 20, { description: 'Letters draws by consonant/vowel split' })
  letters!: LettersQuotaDto[];

  @ApiProperty({ example: 'CLLCLLCLLC', description: 'Play order pattern of C (numbers) and L (letters), repeated' })
  @Matches(/^[CL]{1,100}$/, { message: 'order must be made of C and L' })
  order!: string;
}

/** The plan as stored with the session: the one sent (named custom) or the Douai duplicate's. */
export class StoredSessionPlanDto extends SessionPlanDto {
  @ApiProperty({ example: 'custom', description: "The plan's name" }) name!: string;
}

export class CreateDuplicateDto {
  @ApiPropertyOptional({ description: 'Seed of the draws; a fresh one when absent. Stored with the session.' })
  @IsOptional()
  @IsString()
  @Matches(/^[\w.-]{1,64}$/, { message: 'seed must be 1 to 64 letters, digits, dot, dash or underscore' })
  seed?: string;

  @ApiPropertyOptional({ type: SessionPlanDto, description: 'The plan; the Douai duplicate (30 draws: 12 numbers, 18 letters) when absent' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SessionPlanDto)
  plan?: SessionPlanDto;
}

export class PreparedDrawDto {
  @ApiProperty({ enum: ['numbers', 'letters'] }) @IsIn(['numbers', 'letters']) kind!: 'numbers' | 'letters';

  @ApiPropertyOptional({ type: 'integer', isArray: true, example: [3, 100, 8, 8, 10, 6] })
  @OptionalNotNull()
  @IsArray()
  @ArrayMinSize(6)
  @ArrayMaxSize(6)
  @IsInt({ each: true })
  plates?: number[];

  @ApiPropertyOptional({ type: 'integer', example: 683 }) @OptionalNotNull() @IsInt() target?: number;

  @ApiPropertyOptional({ example: 'BAMERILANE', description: 'The 10 letters; spaces are ignored ("B A M E R I L A N E")' })
  @OptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  @Matches(/^[A-Za-z]{10}$/, { message: 'letters must be the 10 letters of the draw' })
  letters?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'The version of the draw last read (or If-Match)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
}

export class DrawResponseDto {
  @ApiProperty({ type: 'integer' }) round!: number;
  @ApiProperty({ enum: ['NUMBERS', 'LETTERS'] }) kind!: string;
  @ApiPropertyOptional({ type: 'integer', isArray: true }) plates?: number[];
  @ApiPropertyOptional({ type: 'integer' }) target?: number;
  @ApiPropertyOptional() letters?: string;
  @ApiPropertyOptional({ example: '5C/5V' }) split?: string;
  @ApiProperty() prepared!: boolean;
  @ApiJson('The top: numbers kind, target, exact, best, distance, solution; letters kind, maxLength, words') top!: unknown;
  @ApiProperty({ type: 'integer' }) version!: number;
}

export class DuplicateResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty() seed!: string;
  @ApiProperty({ type: StoredSessionPlanDto, description: 'The plan the draws follow' }) plan!: unknown;
  @ApiProperty() rankingSeed!: string;
  @ApiProperty({ type: [DrawResponseDto] }) draws!: DrawResponseDto[];
  @ApiProperty({ type: 'integer' }) version!: number;
}

export class SheetAnswerDto {
  @ApiProperty({ type: 'integer' }) @IsInt() @Min(1) @Max(100) round!: number;
  @OptionalText(40, { description: 'Letters draw: the word as written', example: 'remaniable' })
  word?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'Numbers draw: the result the player announces', example: 683 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000000)
  value?: number;
  @OptionalText(2000, { description: 'Numbers draw: the written lines, separated by new lines or ";"', example: '100 x 6 = 600 ; 8 x 10 = 80' })
  lines?: string;
}

export class DeclaredFormDto {
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @IsInt() @Min(0) @Max(100) tens?: number;
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @IsInt() @Min(0) @Max(10000) numbersPoints?: number;
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @IsInt() @Min(0) @Max(100) nines?: number;
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @IsInt() @Min(0) @Max(100) eights?: number;
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @IsInt() @Min(0) @Max(100) sevens?: number;
}

export class EnterSheetDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Version last read, for an existing sheet (or If-Match)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  @NestedList(SheetAnswerDto, 100, { description: 'The whole sheet: rounds left out are "not typed in"' })
  answers!: SheetAnswerDto[];

  @ApiPropertyOptional({ type: 'integer', description: 'Total declared by the player' }) @IsOptional() @IsInt() @Min(0) @Max(10000) declaredTotal?: number;

  @ApiPropertyOptional({ type: DeclaredFormDto, description: 'The rest of the ranking form as the player filled it in' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeclaredFormDto)
  declaredForm?: DeclaredFormDto;

  @ApiPropertyOptional({ format: 'uuid', description: 'Player id of the corrector (the other player of the pair)' })
  @IsOptional()
  @Matches(/^[0-9a-f-]{36}$/i, { message: 'correctorPlayerId must be a UUID' })
  @IsUUID('all', { message: "correctorPlayerId doit être l'identifiant (UUID) d'un joueur" })
  correctorPlayerId?: string;

  @OptionalText(200, { description: "The corrector's mark (initials, remark)" }) correctorMark?: string;
}

export class EnterAnswerDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Version of the sheet last read (or If-Match); absent for a new sheet' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
  @OptionalText(40) word?: string;
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @IsInt() @Min(1) @Max(1000000) value?: number;
  @OptionalText(2000) lines?: string;
}

export class CorrectAnswerDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Version of the sheet last read (or If-Match)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
  @OptionalText(40, { nullable: true, type: String }) word?: string | null;
  @ApiPropertyOptional({ nullable: true, type: 'integer' }) @IsOptional() @IsInt() @Min(1) @Max(1000000) value?: number | null;
  @OptionalText(2000, { nullable: true, type: String }) lines?: string | null;
  @ApiPropertyOptional({ nullable: true, type: 'integer', description: 'Points forced by the arbiter; null removes the override' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  pointsOverride?: number | null;
  @ApiProperty({ description: 'Why: kept in the history of the sheet' }) @IsString() @Matches(/\S/, { message: 'reason must not be empty' }) @MaxLength(500) @IsNotBlank() reason!: string;
}

export class SheetStatusDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Version of the sheet last read (or If-Match)' }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Optional({ enum: SHEET_STATUSES }, IsIn(SHEET_STATUSES))
  status?: SheetStatus;
  @Optional({ enum: NOT_COUNTED_REASONS, nullable: true, description: 'Not counted in the ranking; null counts it again' }, IsIn(NOT_COUNTED_REASONS))
  notCounted?: NotCountedReason | null;
  @OptionalText(500) reason?: string;
}

/** The sheets' filter: the step of their checking. */
export class SheetQueryDto extends PageQueryDto {
  @Optional({ enum: SHEET_STATUSES, description: 'Only the sheets at this step of their checking' }, IsIn(SHEET_STATUSES))
  status?: SheetStatus;
}

/** A sheet's history, oldest first: one coup's changes, or all. */
export class SheetChangeQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: INT4_MAX, description: "Only this coup's changes" })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  round?: number;
}

export class RevertDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Version of the sheet last read (or If-Match)' }) @IsOptional() @IsInt() @Min(1) version?: number;
  @ApiProperty() @IsString() @Matches(/\S/, { message: 'reason must not be empty' }) @MaxLength(500) @IsNotBlank() reason!: string;
}

/** An answer to score without storing it (the arbiters' live points while they type): a sheet's answer without its coup. */
export class ScoreAnswerDto extends OmitType(SheetAnswerDto, ['round'] as const) {}

export class AnswerReasonDto {
  @ApiProperty() code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'The reason as printed on the corrected sheet' }) french!: string;
}

export class AnswerPreviewDto {
  @ApiProperty({ type: 'integer' }) round!: number;
  @ApiProperty({ enum: ['NUMBERS', 'LETTERS'] }) kind!: string;
  @ApiProperty({ type: 'integer' }) points!: number;
  @ApiProperty() valid!: boolean;
  @ApiProperty() topped!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Letters: the length of the word; null for numbers' }) length!: number | null;
  @ApiProperty({ type: AnswerReasonDto, nullable: true, description: 'The refusal or the point to check; null when none' }) reason!: AnswerReasonDto | null;
}
