import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { IsNotBlank, OptionalNotNull } from '../common/validators';
import { BodyVersion } from '../common/versioning';

export class CreateClubDto {
  @ApiProperty({ example: 'Club de Douai' })
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  @IsNotBlank()
  name!: string;

  @ApiProperty({ example: 'Douai' })
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  @IsNotBlank()
  city!: string;

  @ApiPropertyOptional({ example: 'NPC-059', description: 'Federation code, unique' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{1,32}$/, { message: 'federationCode must be 1 to 32 letters, digits, dot, dash or underscore' })
  federationCode?: string;
}

export class UpdateClubDto {
  @BodyVersion()
  version?: number;

  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MinLength(1) @MaxLength(120) @IsNotBlank() name?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MinLength(1) @MaxLength(120) @IsNotBlank() city?: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'null removes the code' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{1,32}$/, { message: 'federationCode must be 1 to 32 letters, digits, dot, dash or underscore' })
  federationCode?: string | null;
}

export class ClubQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, city or federation code' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  q?: string;
}

export class ClubResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() city!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) federationCode!: string | null;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class ClubPageDto extends PageDto(ClubResponseDto) {}
