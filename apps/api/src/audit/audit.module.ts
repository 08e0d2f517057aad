import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

/**
 * The audit trail. Global, as the database is: every context records its writes in it, inside their own
 * transaction (AuditService.record). Being global also keeps it out of the contexts' imports, so that Nest
 * scans the modules, and the OpenAPI document lists their operations, in AppModule's order.
 */
@Global()
@Module({ controllers: [AuditController], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
