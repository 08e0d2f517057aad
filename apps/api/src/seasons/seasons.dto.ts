import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SEASON_PROFILES } from '@greffier/season';
import { IsISO8601, IsObject, IsOptional, IsString, Matches } from 'class-validator';
import { ApiInt, ApiIntOrNull, ApiStringOrNull, ApiUuid } from '../common/openapi';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { IsDay, OptionalNotNull } from '../common/validators';
import { BodyVersion } from '../common/versioning';
import { ChangedNonBlankText, NonBlankText } from '../common/fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const PARAMETERS = {
  type: 'object',
  description:
    'The profile\'s settings (docs/rules/season-ranking.md): best (1 to 100, every profile: the best results added up); places-table only: points (1 to 200 whole numbers, never more than the place above) and beyond (the points of any place past the table). Left out: the profile\'s defaults.',
  example: { best: 5, points: [100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16], beyond: 5 },
  additionalProperties: true,
} as const;

export class CreateSeasonDto {
  @NonBlankText(120, { example: 'Circuit du Nord 2026-2027' })
  name!: string;

  @ApiProperty({ format: 'date', example: '2026-09-01', description: 'The season\'s first day (YYYY-MM-DD), included' })
  @IsISO8601({ strict: true })
  @Matches(DAY)
  @IsDay()
  firstDay!: string;

  @ApiProperty({ format: 'date', example: '2027-06-30', description: 'The season\'s last day (YYYY-MM-DD), included' })
  @IsISO8601({ strict: true })
  @Matches(DAY)
  @IsDay()
  lastDay!: string;

  @ApiPropertyOptional({ enum: SEASON_PROFILES, default: 'places-table', description: 'The rule that turns a tournament\'s result into points' })
  @IsOptional()
  @IsString()
  profile?: string;

  @ApiPropertyOptional(PARAMETERS)
  @IsOptional()
  @IsObject()
  parameters?: Record<string, unknown>;
}

export class UpdateSeasonDto {
  @BodyVersion()
  version?: number;

  @ChangedNonBlankText(120) name?: string;
  @ApiPropertyOptional({ format: 'date' }) @OptionalNotNull() @IsISO8601({ strict: true }) @Matches(DAY) @IsDay() firstDay?: string;
  @ApiPropertyOptional({ format: 'date' }) @OptionalNotNull() @IsISO8601({ strict: true }) @Matches(DAY) @IsDay() lastDay?: string;

  @ApiPropertyOptional({ enum: SEASON_PROFILES, description: 'A new profile without parameters takes its defaults' })
  @OptionalNotNull()
  @IsString()
  profile?: string;

  @ApiPropertyOptional(PARAMETERS)
  @OptionalNotNull()
  @IsObject()
  parameters?: Record<string, unknown>;
}

export class SeasonParametersDto {
  @ApiInt({ minimum: 1, maximum: 100 }) best!: number;
  @ApiPropertyOptional({ type: 'integer', isArray: true }) points?: number[];
  @ApiPropertyOptional({ type: 'integer' }) beyond?: number;
}

export class SeasonResponseDto {
  @ApiUuid() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) firstDay!: string;
  @ApiProperty({ format: 'date' }) lastDay!: string;
  @ApiProperty({ enum: SEASON_PROFILES }) profile!: string;
  @ApiProperty({ description: 'The profile\'s name in French', example: 'Barème des places' }) profileLabel!: string;
  @ApiProperty({ type: SeasonParametersDto }) parameters!: SeasonParametersDto;
  @ApiProperty({ description: 'The rule in words, in French, with the season\'s parameters' }) rule!: string;
  @ApiInt() version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class SeasonPageDto extends PageDto(SeasonResponseDto) {}

export class SeasonQueryDto extends PageQueryDto {}

export class SeasonTournamentDto {
  @ApiUuid() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: ['REGISTRATION', 'DUPLICATE', 'CORRECTION', 'MATCHES', 'FINISHED'] }) status!: string;
  @ApiProperty({ description: 'Finished: it counts in the season ranking' }) counts!: boolean;
}

export class SeasonPointsDto {
  @ApiUuid() tournamentId!: string;
  @ApiInt() points!: number;
}

export class SeasonRankingRowDto {
  @ApiInt() rank!: number;
  @ApiUuid() playerId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() licence!: string;
  @ApiUuid({ description: 'The club of the player\'s latest result in the season' }) clubId!: string;
  @ApiProperty() club!: string;
  @ApiInt({ description: 'The sum of the counted results' }) total!: number;
  @ApiInt({ description: 'The tournaments with a result' }) results!: number;
  @ApiProperty({ type: [SeasonPointsDto], description: 'The best results, best first' }) counted!: SeasonPointsDto[];
  @ApiProperty({ type: [SeasonPointsDto], description: 'The results left out, best first' }) dropped!: SeasonPointsDto[];
  @ApiProperty({ description: 'Shares its rank (ex aequo)' }) tied!: boolean;
  @ApiStringOrNull({ description: 'What separates the row from the one above on the same total, in French' }) brokenByReason!: string | null;
}

export class SeasonRankingDto extends PageDto(SeasonRankingRowDto) {
  @ApiProperty({ type: SeasonResponseDto }) season!: SeasonResponseDto;
  @ApiProperty({ type: [SeasonTournamentDto], description: 'The tournaments dated within the season, by date' }) tournaments!: SeasonTournamentDto[];
}

export class SeasonHistoryDuplicateDto {
  @ApiIntOrNull({ description: 'null: the sheet is not counted' }) rank!: number | null;
  @ApiInt() total!: number;
  @ApiIntOrNull({ description: 'The % of the top in per mille (874: 87.4 %)' }) percentOfTopPerMille!: number | null;
  @ApiInt({ description: 'The players ranked at the duplicate' }) field!: number;
}

export class SeasonHistoryRowDto {
  @ApiUuid() tournamentId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: ['REGISTRATION', 'DUPLICATE', 'CORRECTION', 'MATCHES', 'FINISHED'] }) status!: string;
  @ApiProperty({ description: 'Finished: the result counts in the season ranking' }) counts!: boolean;
  @ApiProperty({ type: SeasonHistoryDuplicateDto, nullable: true }) duplicate!: SeasonHistoryDuplicateDto | null;
  @ApiIntOrNull({ description: 'The final place' }) place!: number | null;
  @ApiInt({ description: 'The places of the final ranking (players, or pairs in a doublette Pyramide)' }) field!: number;
  @ApiStringOrNull({ enum: ['general', 'pyramide', 'duplicate'], description: 'The ranking the final place comes from' }) source!: string | null;
  @ApiStringOrNull({ description: 'The same, in French' }) sourceLabel!: string | null;
  @ApiProperty({ description: 'The final ranking may still change' }) provisional!: boolean;
  @ApiUuid() clubId!: string;
  @ApiProperty() club!: string;
  @ApiIntOrNull({ description: 'What the result is worth by the season\'s profile; null: nothing (or not finished yet)' }) points!: number | null;
  @ApiProperty({ description: 'Among the best results the season adds up' }) counted!: boolean;
}

export class SeasonHistoryPlayerDto {
  @ApiUuid() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() licence!: string;
  @ApiUuid() clubId!: string;
  @ApiProperty({ description: 'The player\'s club in the directory today' }) club!: string;
}

export class SeasonStandingDto {
  @ApiInt() rank!: number;
  @ApiInt() total!: number;
  @ApiProperty() tied!: boolean;
  @ApiInt({ description: 'The players in the season ranking' }) of!: number;
}

export class SeasonPlayerHistoryDto {
  @ApiProperty({ type: SeasonResponseDto }) season!: SeasonResponseDto;
  @ApiProperty({ type: SeasonHistoryPlayerDto }) player!: SeasonHistoryPlayerDto;
  @ApiProperty({ type: SeasonStandingDto, nullable: true, description: 'The player\'s row of the season ranking; null without a result that counts' }) standing!: SeasonStandingDto | null;
  @ApiProperty({ type: [SeasonHistoryRowDto], description: 'Every tournament of the season the player was registered in, by date' }) tournaments!: SeasonHistoryRowDto[];
}

export class SeasonClubPlayerDto {
  @ApiUuid() playerId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() licence!: string;
  @ApiIntOrNull({ description: 'Their rank in the season ranking' }) rank!: number | null;
  @ApiIntOrNull({ description: 'Their season total (all their counted results)' }) total!: number | null;
  @ApiInt({ description: 'The tournaments they played for the club in the season' }) tournaments!: number;
  @ApiInt({ description: 'The points of their counted results played for the club' }) points!: number;
}

export class SeasonCupPlayerDto {
  @ApiProperty() name!: string;
  @ApiInt() place!: number;
}

export class SeasonCupResultDto {
  @ApiUuid() tournamentId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ description: 'Every poule played out' }) complete!: boolean;
  @ApiIntOrNull({ description: 'The club\'s rank in the cup; null: fewer than 3 players placed' }) rank!: number | null;
  @ApiIntOrNull({ description: 'The 3 best places added (the lowest wins)' }) total!: number | null;
  @ApiInt({ description: 'The clubs ranked in the cup' }) clubs!: number;
  @ApiProperty({ type: [SeasonCupPlayerDto] }) players!: SeasonCupPlayerDto[];
}

export class SeasonClubDto {
  @ApiProperty({ type: SeasonResponseDto }) season!: SeasonResponseDto;
  @ApiUuid() clubId!: string;
  @ApiProperty() club!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ type: [SeasonClubPlayerDto], description: 'The players with a result for the club in the season, best ranked first' }) players!: SeasonClubPlayerDto[];
  @ApiProperty({ type: [SeasonCupResultDto], description: 'The best-club cup of each tournament of the season with poules, by date' }) cups!: SeasonCupResultDto[];
}
