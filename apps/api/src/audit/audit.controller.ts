import { Query } from '@nestjs/common';
import { OrganisersOnly } from '../common/access.decorators';
import { ApiController, Read } from '../common/routes';
import { AuditPageDto, AuditQueryDto } from './audit.dto';
import { AuditService } from './audit.service';

@OrganisersOnly()
@ApiController('audit', 'audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** The audit trail, newest first: who changed what, when, before, after and why. */
  @Read(
    '',
    AuditPageDto,
    'Read the audit trail',
    'Organisers only: the audit trail, newest first, paged and filtered by entity, entity id, action, actor and time (from included, to excluded): who changed what, when, before, after and why (X-Audit-Reason).',
  )
  list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.audit.list(query);
  }
}
