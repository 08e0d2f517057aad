import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ClubGameKind } from '../generated/prisma/enums';
import { Optional } from '../common/fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = Object.values(ClubGameKind);

export class ExportColumnDto {
  @ApiProperty({ description: 'The key of the column in each row', example: 'total' }) key!: string;
  @ApiProperty({ description: 'The heading of the CSV column, in French', example: 'total' }) label!: string;
}

/** The JSON form of an export; the CSV form has the same columns (their labels as headings) and the same rows. */
export class ExportDto {
  @ApiProperty({ enum: ['duplicate-ranking', 'answer-sheets', 'matches', 'general-ranking', 'best-club-cup', 'pyramide-standings', 'pyramide-sheets', 'club-games', 'season-ranking', 'player-history'] }) export!: string;
  @ApiPropertyOptional({ format: 'uuid' }) tournamentId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) clubId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) seasonId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) playerId?: string;
  @ApiProperty({ type: [ExportColumnDto] }) columns!: ExportColumnDto[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: { oneOf: [{ type: 'string', nullable: true }, { type: 'integer' }, { type: 'boolean' }] } },
    description: 'One object per row, keyed by the columns\' keys: a whole number, a text, a yes/no or null',
  })
  rows!: Record<string, string | number | boolean | null>[];
}

export class ClubGamesExportQueryDto {
  @ApiPropertyOptional({ description: 'One evening: YYYY-MM-DD', example: '2026-12-04' })
  @IsOptional()
  @Matches(DAY)
  on?: string;

  @ApiPropertyOptional({ description: 'From this day: YYYY-MM-DD' })
  @IsOptional()
  @Matches(DAY)
  from?: string;

  @ApiPropertyOptional({ description: 'To this day: YYYY-MM-DD' })
  @IsOptional()
  @Matches(DAY)
  to?: string;

  @Optional({ enum: KINDS }, IsIn(KINDS))
  kind?: string;
}
