import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsNotBlank } from '../common/validators';
import { NestedList, Optional, OptionalNestedList, OptionalText } from '../common/fields';

export class FormPoulesDto {
  @ApiPropertyOptional({ type: [String], description: 'Players withdrawn before the poules are drawn (left out, audited)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(2000)
  @IsUUID('all', { each: true })
  excludePlayerIds?: string[];

  @Optional({ enum: ['round', 'match'], description: 'One set of draws per bracket round (shared by the poules) or per match; round when absent' }, IsIn(['round', 'match']))
  drawsPer?: 'round' | 'match';

  @ApiPropertyOptional({ description: 'Seed of the match draws; a fresh one when absent. Stored.' })
  @IsOptional()
  @Matches(/^[\w.-]{1,64}$/, { message: 'seed must be 1 to 64 letters, digits, dot, dash or underscore' })
  seed?: string;

  @OptionalText(500, { description: 'Why players are excluded (kept in the audit trail)' }) reason?: string;

  @Optional({ enum: ['STANDARD', 'TV'], description: 'STANDARD when absent. STANDARD: the regulation\'s 20/24 draws; TV: the émission (letters, numbers, duels, final sprint)' }, IsIn(['STANDARD', 'TV']))
  format?: 'STANDARD' | 'TV';
}

export class DuelResultDto {
  @ApiProperty({ enum: ['a', 'b', 'none'], description: "Who answered ('none': nobody in time)" }) @IsIn(['a', 'b', 'none']) by!: 'a' | 'b' | 'none';
  @ApiProperty({ description: 'Whether the answer was right (ignored when nobody answered)' }) @IsBoolean() right!: boolean;
}

export class MatchSideAnswerDto {
  @OptionalText(40, { description: 'Letters draw: the word' }) word?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'Numbers draw: the result announced' }) @IsOptional() @IsInt() @Min(0) @Max(1000000) value?: number;
  @OptionalText(2000, { description: 'Numbers draw: the written lines' }) lines?: string;
  @ApiPropertyOptional({ description: "Ruled wrong by the table's arbiter (said but not written...)" }) @IsOptional() @IsBoolean() ruledWrong?: boolean;
}

export class MatchDrawAnswersDto {
  @ApiProperty({ enum: ['REGULAR', 'EXTRA', 'SUDDEN_DEATH'] }) @IsIn(['REGULAR', 'EXTRA', 'SUDDEN_DEATH']) phase!: 'REGULAR' | 'EXTRA' | 'SUDDEN_DEATH';
  @ApiProperty({ type: 'integer' }) @IsInt() @Min(1) @Max(100) round!: number;
  @ApiProperty({ type: MatchSideAnswerDto }) @ValidateNested() @Type(() => MatchSideAnswerDto) a!: MatchSideAnswerDto;
  @ApiProperty({ type: MatchSideAnswerDto }) @ValidateNested() @Type(() => MatchSideAnswerDto) b!: MatchSideAnswerDto;
}

export class MatchSheetDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Version of the match last read (or If-Match); absent for the first entry' }) @IsOptional() @IsInt() @Min(1) version?: number;

  @NestedList(MatchDrawAnswersDto, 200, { description: 'Every draw typed in so far (blank answers as {}); the whole sheet replaces what was stored' })
  draws!: MatchDrawAnswersDto[];

  @OptionalNestedList(DuelResultDto, 2, { description: 'TV format: the 2 duels, in order' })
  duels?: DuelResultDto[];

  @OptionalNestedList(DuelResultDto, 2, { description: 'TV format: the 2 draws of the final sprint' })
  sprint?: DuelResultDto[];

  @ApiPropertyOptional({ description: 'Confirms resetting the later matches that depend on a corrected result' }) @IsOptional() @IsBoolean() confirmReset?: boolean;
  @OptionalText(500) reason?: string;
}

export class ForfeitDto {
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @IsInt() @Min(1) version?: number;
  @ApiProperty({ type: [String], enum: ['a', 'b'], description: 'The absent side(s)' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2)
  @IsIn(['a', 'b'], { each: true })
  absent!: ('a' | 'b')[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() confirmReset?: boolean;
  @ApiProperty() @IsString() @Matches(/\S/, { message: 'reason must not be empty' }) @MaxLength(500) @IsNotBlank() reason!: string;
}

export class DeletePoulesDto {
  @ApiProperty({ description: 'Why the poules are drawn again (kept in the audit trail)' }) @IsString() @Matches(/\S/, { message: 'reason must not be empty' }) @MaxLength(500) @IsNotBlank() reason!: string;
}
