import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { OptionalUuid } from '../common/fields';

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

/** The entries' filters: withdrawn or not, and the players' club. */
export class EntryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: only the withdrawn players; false: only the players still in' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  withdrawn?: boolean;

  @OptionalUuid("Only the players of this club")
  clubId?: string;
}

export class EntryPageDto extends PageDto(EntryResponseDto) {}
