import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OptionalNotNull } from '../common/validators';
import { PageQueryDto } from '../common/pagination.dto';

export class CreatePlayerDto {
  @ApiProperty({ example: 'A12345', description: 'Licence number, unique' })
  @IsString()
  @Matches(/^[A-Za-z0-9-]{1,20}$/, { message: 'licence must be 1 to 20 letters, digits or dashes' })
  licence!: string;

  @ApiProperty({ example: 'Dupont' })
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  lastName!: string;

  @ApiProperty({ example: 'Marie' })
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  firstName!: string;

  @ApiProperty()
  @IsUUID()
  clubId!: string;

  @ApiPropertyOptional({ example: 'Senior' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  category?: string;

  @ApiPropertyOptional({ example: 1500 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  rating?: number;
}

export class UpdatePlayerDto {
  @ApiPropertyOptional({ description: 'The version last read (or send If-Match).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MinLength(1) @MaxLength(80) lastName?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MinLength(1) @MaxLength(80) firstName?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsUUID() clubId?: string;
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() @MaxLength(40) category?: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) @IsOptional() @IsInt() @Min(0) @Max(100000) rating?: number | null;
}

export class PlayerQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Start of the licence, or part of the last or first name' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  q?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  clubId?: string;
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
  @ApiProperty() id!: string;
  @ApiProperty() licence!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() clubId!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) category!: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) rating!: number | null;
  @ApiProperty() version!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class PlayerPageDto {
  @ApiProperty({ type: [PlayerResponseDto] }) items!: PlayerResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class ImportResultDto {
  @ApiProperty() created!: number;
  @ApiProperty() updated!: number;
  @ApiProperty() unchanged!: number;
}

