import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalNotNull } from '../common/validators';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { BodyVersion } from '../common/versioning';
import { ChangedNonBlankText, NonBlankText, OptionalText, OptionalUuid } from '../common/fields';

export class CreatePlayerDto {
  @ApiProperty({ example: 'A12345', description: 'Licence number, unique' })
  @IsString()
  @Matches(/^[A-Za-z0-9-]{1,20}$/, { message: 'licence must be 1 to 20 letters, digits or dashes' })
  licence!: string;

  @NonBlankText(80, { example: 'Dupont' })
  lastName!: string;

  @NonBlankText(80, { example: 'Marie' })
  firstName!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  clubId!: string;

  @OptionalText(40, { example: 'Senior' })
  category?: string;

  @ApiPropertyOptional({ type: 'integer', example: 1500 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  rating?: number;
}

export class UpdatePlayerDto {
  @BodyVersion()
  version?: number;

  @ChangedNonBlankText(80) lastName?: string;
  @ChangedNonBlankText(80) firstName?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @OptionalNotNull() @IsUUID() clubId?: string;
  @OptionalText(40, { nullable: true, type: String }) category?: string | null;
  @ApiPropertyOptional({ nullable: true, type: 'integer' }) @IsOptional() @IsInt() @Min(0) @Max(100000) rating?: number | null;
}

export class PlayerQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    description:
      "Part of the last or first name, the licence or the club's name, blind to case, accents and punctuation (« hena » finds Hénault, « dhondt » D'Hondt)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  q?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  clubId?: string;

  @OptionalUuid('Only the players not entered in this tournament (withdrawn entries count as entered): the candidates to register')
  notInTournament?: string;
}

export class ExportQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  clubId?: string;
}

export class ImportQueryDto {
  @ApiPropertyOptional({ description: 'Club of the rows that name none (a club secretary\'s own list)' })
  @IsOptional()
  @IsUUID()
  clubId?: string;
}

export class PlayerResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() licence!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty({ format: 'uuid' }) clubId!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) category!: string | null;
  @ApiPropertyOptional({ nullable: true, type: 'integer' }) rating!: number | null;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class PlayerPageDto extends PageDto(PlayerResponseDto) {}

export class ImportResultDto {
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
}

