import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { BodyVersion } from '../common/versioning';
import { ChangedNonBlankText, NonBlankText, OptionalText } from '../common/fields';

export class CreateClubDto {
  @NonBlankText(120, { example: 'Club de Douai' })
  name!: string;

  @NonBlankText(120, { example: 'Douai' })
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

  @ChangedNonBlankText(120) name?: string;
  @ChangedNonBlankText(120) city?: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'null removes the code' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{1,32}$/, { message: 'federationCode must be 1 to 32 letters, digits, dot, dash or underscore' })
  federationCode?: string | null;
}

export class ClubQueryDto extends PageQueryDto {
  @OptionalText(120, { description: 'Part of the name, city or federation code' })
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
