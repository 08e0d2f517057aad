import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Doc } from '../common/openapi';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { OrganisersOnly } from '../common/access.decorators';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { AuditService } from './audit.service';

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'player' }) @IsOptional() @IsString() @MaxLength(60) entity?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(80) entityId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() actorId?: string;
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

@ApiTags('audit')
@OrganisersOnly()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** The audit trail, newest first: who changed what, when, before, after and why. */
  @Get()
  @ApiOkResponse({ type: AuditPageDto })
  @Doc('Read the audit trail', 'Organisers only: the audit trail, newest first, paged and filtered by entity, entity id or actor: who changed what, when, before, after and why (X-Audit-Reason).')
  async list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    const { total, rows } = await this.audit.list(query);
    return {
      items: rows.map((r) => ({
        id: r.id.toString(),
        at: r.at.toISOString(),
        actorId: r.actorId,
        actorRole: r.actorRole,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        before: r.before,
        after: r.after,
        reason: r.reason,
        requestId: r.requestId,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
