import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsDateString, IsIn, IsObject, IsOptional, IsString, Length, ValidateNested } from 'class-validator';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { IsDay, IsNotBlank } from '../common/validators';
import { ClubGameKind } from '../generated/prisma/enums';
import { BodyVersion } from '../common/versioning';
import { Optional, OptionalDay, OptionalUuid } from '../common/fields';

/** The games of the club evenings: the database's enum (prisma/schema.prisma) is their one list. */
export const CLUB_GAME_KIND_NAMES: readonly ClubGameKind[] = Object.values(ClubGameKind);

export class ClubGamePlayerDto {
  @OptionalUuid('A registered player (of this club or another)')
  playerId?: string;

  @ApiPropertyOptional({ description: 'A guest of the evening, by name (when there is no playerId)', example: 'Jeanne (invitée)' })
  @IsOptional()
  @IsString()
  @Length(1, 80)
  @IsNotBlank()
  guestName?: string;
}

export class CreateClubGameDto {
  @ApiProperty({ enum: CLUB_GAME_KIND_NAMES })
  @IsIn(CLUB_GAME_KIND_NAMES)
  kind!: ClubGameKind;

  @ApiProperty({ format: 'date', description: 'Day of the club evening (YYYY-MM-DD)', example: '2026-12-04' })
  @IsDateString({ strict: true })
  @IsDay()
  playedOn!: string;

  @ApiPropertyOptional({ example: 'Soirée du vendredi' })
  @IsOptional()
  @IsString()
  @Length(1, 120)
  @IsNotBlank()
  title?: string;

  @ApiProperty({ type: [ClubGamePlayerDto], description: 'In seat order' })
  @ValidateNested({ each: true })
  @Type(() => ClubGamePlayerDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  players!: ClubGamePlayerDto[];

  @ApiPropertyOptional({ type: Object, description: "The game's settings (see docs/club-evenings.md); defaults apply to what is left out" })
  @IsOptional()
  @IsObject()
  settings?: Record<string, unknown>;
}

export class ClubGameRecordDto {
  @BodyVersion('The version last read (or send If-Match)')
  version?: number;

  @ApiProperty({ type: Object, description: 'What was played, whole, in the shape of the game (docs/club-evenings.md)' })
  @IsObject()
  record!: Record<string, unknown>;
}

export class ClubGameActionDto {
  @BodyVersion('The version last read (or send If-Match)')
  version?: number;

  @ApiProperty({ example: 'throw', description: "The game's move made by the server (Sloubi: throw)" })
  @IsString()
  @Length(1, 40)
  type!: string;

  @ApiPropertyOptional({ type: Object })
  @IsOptional()
  @IsObject()
  payload?: Record<string, unknown>;
}

export class ClubGamePlayerViewDto {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'null: a guest' }) playerId!: string | null;
  @ApiProperty() name!: string;
}

export class StandingDto {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer' }) points!: number;
  @ApiProperty({ type: 'integer' }) place!: number;
}

export class ClubGameResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CLUB_GAME_KIND_NAMES }) kind!: string;
  @ApiProperty({ format: 'uuid' }) clubId!: string;
  @ApiProperty() clubName!: string;
  @ApiProperty({ format: 'date' }) playedOn!: string;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: [ClubGamePlayerViewDto] }) players!: ClubGamePlayerViewDto[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The game's settings, game-specific: docs/rules/<game>.md (think-of-a-letter, letter-strings, lexicon-bridge, sloubi)" }) settings!: unknown;
  @ApiProperty({ type: 'object', additionalProperties: true, description: "What was played, game-specific: docs/rules/<game>.md" }) record!: unknown;
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The rules' score of the record, game-specific: docs/rules/<game>.md" }) result!: unknown;
  @ApiProperty({ type: [StandingDto] }) standings!: StandingDto[];
  @ApiProperty() finished!: boolean;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** The club's history: paged like every list, filtered by game and by days (both included). */
export class ClubGameQueryDto extends PageQueryDto {
  @Optional({ enum: CLUB_GAME_KIND_NAMES, description: 'Only this game' }, IsIn(CLUB_GAME_KIND_NAMES))
  kind?: ClubGameKind;

  @OptionalDay('From this day (YYYY-MM-DD), included')
  from?: string;

  @OptionalDay('To this day (YYYY-MM-DD), included')
  to?: string;
}

export class ClubGamePageDto extends PageDto(ClubGameResponseDto) {}
