import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsNotBlank } from '../common/validators';
import { ScoreSheetDto } from './score-sheet.dto';
import { Optional } from '../common/fields';

export class SetupPyramideDto {
  @ApiProperty({ enum: ['individuel', 'doublette'], description: 'individuel: partners rotate at each table; doublette: fixed pairs, pair against pair (3.1)' })
  @IsIn(['individuel', 'doublette'])
  formula!: 'individuel' | 'doublette';

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 30, description: 'The number of games (parties) planned' })
  @IsInt()
  @Min(1)
  @Max(30)
  games!: number;

  @ApiPropertyOptional({ description: 'Seed of the seatings (the first game is drawn from it, the rotations search from it); a fresh one when absent. Stored.' })
  @IsOptional()
  @Matches(/^[\w.-]{1,64}$/, { message: 'seed must be 1 to 64 letters, digits, dot, dash or underscore' })
  seed?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 2, maxItems: 2 },
    description: 'Doublette only: the fixed pairs, two registered player ids each; they are named P1, P2... in this order',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ArrayMinSize(2, { each: true })
  @ArrayMaxSize(2, { each: true })
  @IsArray({ each: true })
  pairs?: string[][];
}

export class LateEDto {
  @ApiProperty({ enum: ['pingPong', 'nomsPropres', 'grandesPyramides'] })
  @IsIn(['pingPong', 'nomsPropres', 'grandesPyramides'])
  event!: 'pingPong' | 'nomsPropres' | 'grandesPyramides';

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 12, description: 'Ping-Pong: the brick (from 0: brick 7 is 6) where the forbidden proposal was made' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(12)
  brick?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 3, description: 'Noms propres: the name (from 0), the last one played' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3)
  name?: number;

  @Optional({ type: 'integer', enum: [0, 1], description: 'Grandes Pyramides: the team whose Dico said a word to guess' }, IsIn([0, 1]))
  team?: 0 | 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 5, description: 'Grandes Pyramides: the expression (from 0) where it happened' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(5)
  expression?: number;
}

export class CorrectionDto {
  @ApiProperty({ description: 'Why the sheet is corrected (kept in the history and the audit trail)' })
  @IsString()
  @Matches(/\S/, { message: 'reason must not be empty' })
  @MaxLength(1000)
  @IsNotBlank()
  reason!: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Version of the sheet last read (or the If-Match header)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  @ApiPropertyOptional({ type: ScoreSheetDto, description: 'A whole new feuille de marque (as for PUT .../sheet)' })
  @IsOptional()
  @IsObject()
  sheet?: Record<string, unknown>;

  @ApiPropertyOptional({ type: LateEDto, description: 'Or a forbidden proposal noticed late (regulation 4.2.4, 4.3.3, 4.4.3)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LateEDto)
  lateE?: LateEDto;
}
