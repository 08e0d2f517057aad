import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsUUID, Matches } from 'class-validator';
import { TournamentStatus } from '../generated/prisma/enums';
import { IsDay, NotBefore, OptionalNotNull } from '../common/validators';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { BodyVersion } from '../common/versioning';
import { ChangedNonBlankText, NonBlankText, Optional, OptionalDay, OptionalText, OptionalUuid } from '../common/fields';

export const POINTS_PROFILES = ['douai', 'laxou', 'tv'] as const;

export class CreateTournamentDto {
  @NonBlankText(160, { example: 'Tournoi de Douai 2026' })
  name!: string;

  @ApiProperty({ format: 'date', example: '2026-12-12', description: 'Day of the tournament (YYYY-MM-DD)' })
  @IsISO8601({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  @IsDay()
  date!: string;

  @NonBlankText(200, { example: 'Salle des fêtes, Douai' })
  venue!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  organisingClubId!: string;

  @ApiPropertyOptional({ enum: POINTS_PROFILES, description: 'The barème; douai when absent' })
  @OptionalNotNull()
  @IsIn(POINTS_PROFILES)
  pointsProfile?: (typeof POINTS_PROFILES)[number];
}

export class UpdateTournamentDto {
  @BodyVersion()
  version?: number;

  @ChangedNonBlankText(160) name?: string;
  @ApiPropertyOptional({ format: 'date' }) @OptionalNotNull() @IsISO8601({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/) @IsDay() date?: string;
  @ChangedNonBlankText(200) venue?: string;
  @ApiPropertyOptional({ enum: POINTS_PROFILES }) @OptionalNotNull() @IsIn(POINTS_PROFILES) pointsProfile?: (typeof POINTS_PROFILES)[number];
}

export class ChangeStatusDto {
  @BodyVersion('The version last read; or send it as If-Match, then this field may be left out.')
  version?: number;

  @ApiProperty({ enum: TournamentStatus }) @IsIn(Object.values(TournamentStatus)) status!: TournamentStatus;

  @OptionalText(500, { description: 'Required to reopen an earlier step' }) reason?: string;
}

export class AssignArbiterDto {
  @ApiProperty({ format: 'uuid', description: 'An ARBITER account' })
  @IsUUID()
  accountId!: string;
}

export class TournamentResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty() venue!: string;
  @ApiProperty({ format: 'uuid' }) organisingClubId!: string;
  @ApiProperty({ example: 'Club de Douai', description: 'The organising club: a federation server lists every club\'s tournaments' }) organisingClubName!: string;
  @ApiProperty({ enum: TournamentStatus }) status!: TournamentStatus;
  @ApiProperty() pointsProfile!: string;
  @ApiProperty({ type: [String] }) arbiterIds!: string[];
  @ApiProperty({ type: 'integer' }) version!: number;
}

/**
 * The calendar's filters. A tournament's club is the club that organises it (organisingClubId): the one
 * whose secretary runs it and whose name the calendar shows; the clubs of its players are not its clubs.
 */
export class TournamentQueryDto extends PageQueryDto {
  @Optional({ enum: TournamentStatus, description: 'Only the tournaments at this step' }, IsIn(Object.values(TournamentStatus)))
  status?: TournamentStatus;

  @OptionalDay("From this day (YYYY-MM-DD), included, on the tournament's date")
  from?: string;

  @OptionalDay("To this day (YYYY-MM-DD), included, on the tournament's date", NotBefore('from'))
  to?: string;

  @OptionalUuid('Only the tournaments this club organises')
  clubId?: string;
}

export class TournamentPageDto extends PageDto(TournamentResponseDto) {}
