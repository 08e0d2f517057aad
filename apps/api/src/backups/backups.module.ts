import { Global, Module } from '@nestjs/common';
import { BackupBeforeStepInterceptor } from './backup-before-step';
import { BackupsController } from './backups.controller';
import { BackupsService } from './backups.service';

/**
 * Backups while the server runs (docs/backups.md). Global, so that the routes of an irreversible step
 * (`@BackupBeforeStep`, in matches and tournaments) find its interceptor.
 */
@Global()
@Module({
  controllers: [BackupsController],
  providers: [BackupsService, BackupBeforeStepInterceptor],
  exports: [BackupsService, BackupBeforeStepInterceptor],
})
export class BackupsModule {}
