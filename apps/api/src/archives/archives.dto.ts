import { ApiProperty } from '@nestjs/swagger';

class ArchiveCountsDto {
  @ApiProperty({ type: 'integer', description: 'Found here (a club by its federation code, a player by their licence)' }) matched!: number;
  @ApiProperty({ type: 'integer', description: 'Not found here: created from the archive' }) created!: number;
}

export class ArchiveChangeDto {
  @ApiProperty({ enum: ['feuille', 'match', 'pyramide', 'étape'] }) what!: string;
  @ApiProperty({ description: 'The sheet (the player\'s licence), the match code, the Pyramide table, or « tournoi »', example: 'A12345' }) key!: string;
  @ApiProperty({ type: String, nullable: true, example: '312 points, CHECKED' }) before!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '315 points, CHECKED' }) after!: string | null;
}

export class ArchiveImportDto {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ enum: ['created', 'replaced', 'unchanged'], description: 'created: a new tournament here; replaced: a newer archive of it; unchanged: this very archive was imported already' })
  outcome!: 'created' | 'replaced' | 'unchanged';
  @ApiProperty({ description: 'The archive\'s SHA-256' }) sha256!: string;
  @ApiProperty({ type: ArchiveCountsDto }) clubs!: ArchiveCountsDto;
  @ApiProperty({ type: ArchiveCountsDto }) players!: ArchiveCountsDto;
  @ApiProperty({ type: [ArchiveChangeDto], description: 'replaced: the results the newer archive changed (also in the audit trail)' }) changes!: ArchiveChangeDto[];
}
