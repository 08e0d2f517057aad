import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export class CreateEntryDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID() playerId!: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Table number printed on the sheets; the next free one when absent' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(9999)
  bib?: number;
}

export class BulkEntriesDto {
  @ApiProperty({ type: [String], description: 'Players to register, in the order of their table numbers' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2000)
  @IsUUID('all', { each: true })
  playerIds!: string[];
}

export class EntryResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty({ type: 'integer' }) bib!: number;
  @ApiProperty() licence!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty({ format: 'uuid' }) clubId!: string;
  @ApiProperty() clubName!: string;
  @ApiProperty() withdrawn!: boolean;
  @ApiProperty({ type: 'integer' }) version!: number;
}
