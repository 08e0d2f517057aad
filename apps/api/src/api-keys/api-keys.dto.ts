import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { ApiDateTime, ApiUuid } from '../common/openapi';
import { NonBlankText } from '../common/fields';

export class CreateApiKeyDto {
  @NonBlankText(100, { example: 'Ordinateur de la salle', description: 'What the key is for, to tell it from the club\'s other keys' })
  label!: string;
}

export class ApiKeyDto {
  @ApiUuid({ description: 'The key\'s id: the part before the dot of the key' }) id!: string;
  @ApiUuid() clubId!: string;
  @ApiProperty({ example: 'Club de Douai' }) clubName!: string;
  @ApiProperty({ example: 'Ordinateur de la salle' }) label!: string;
  @ApiDateTime() createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last publication it authenticated' }) lastUsedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt!: string | null;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({
    example: '0b6f4e2c-8a7d-4c1e-9f3b-2d5a6c7e8f90.Xq3v…',
    description: 'The key to give the club\'s venue, `<id>.<secret>`: shown this once, only its hash is kept',
  })
  key!: string;
}

export class ApiKeyQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'One club\'s keys only' }) @IsOptional() @IsUUID() clubId?: string;
}
