import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsUUID } from 'class-validator';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { NotBefore } from '../common/validators';
import { OptionalText } from '../common/fields';

/** The audit trail's filters: what (entity, entity id, action), who (actor) and when (a time range). */
export class AuditQueryDto extends PageQueryDto {
  @OptionalText(60, { example: 'player' }) entity?: string;
  @OptionalText(80) entityId?: string;
  @OptionalText(60, { example: 'update', description: 'Only this action (create, update, delete, status...)' }) action?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() actorId?: string;

  @ApiPropertyOptional({ example: '2026-12-12T00:00:00Z', description: 'From this instant (ISO 8601: an instant, or a day meaning its midnight UTC), included' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-13T00:00:00Z', description: 'To this instant (ISO 8601: an instant, or a day meaning its midnight UTC), excluded: from=2026-12-12&to=2026-12-13 is one day (UTC)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  @NotBefore('from')
  to?: string;
}

export class AuditEntryDto {
  @ApiProperty({ description: 'A whole number, as a string' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) actorId!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) actorRole!: string | null;
  @ApiProperty() action!: string;
  @ApiProperty() entity!: string;
  @ApiProperty() entityId!: string;
  @ApiPropertyOptional({ nullable: true, type: Object }) before!: unknown;
  @ApiPropertyOptional({ nullable: true, type: Object }) after!: unknown;
  @ApiPropertyOptional({ nullable: true, type: String }) reason!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) requestId!: string | null;
}

export class AuditPageDto extends PageDto(AuditEntryDto) {}
