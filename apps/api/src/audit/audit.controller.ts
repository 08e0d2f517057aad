import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Roles } from '../auth/access.decorators';
import { PageQueryDto } from '../common/pagination.dto';
import { AuditService } from './audit.service';

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'player' }) @IsOptional() @IsString() @MaxLength(60) entity?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(80) entityId?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID() actorId?: string;
}

export class AuditEntryDto {
  @ApiProperty() id!: string;
  @ApiProperty() at!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) actorId!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) actorRole!: string | null;
  @ApiProperty() action!: string;
  @ApiProperty() entity!: string;
  @ApiProperty() entityId!: string;
  @ApiPropertyOptional({ nullable: true, type: Object }) before!: unknown;
  @ApiPropertyOptional({ nullable: true, type: Object }) after!: unknown;
  @ApiPropertyOptional({ nullable: true, type: String }) reason!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) requestId!: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] }) items!: AuditEntryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

@ApiTags('audit')
@ApiBearerAuth()
@Roles('ORGANISER')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** The audit trail, newest first: who changed what, when, before, after and why. */
  @Get()
  @ApiOkResponse({ type: AuditPageDto })
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
