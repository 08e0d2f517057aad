import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../common/actor';
import { BackupsService } from './backups.service';

const BACKUP_BEFORE = 'greffier:backup-before';

interface Step {
  kind: 'avant-poules' | 'avant-cloture';
  /** Whether this request is the irreversible step (a status change is only when it closes the tournament). */
  when?: (body: unknown) => boolean;
}

/** Takes a backup before the route runs (after the access checks): the irreversible steps of the day. */
@Injectable()
export class BackupBeforeStepInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly backups: BackupsService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const step = this.reflector.get<Step | undefined>(BACKUP_BEFORE, context.getHandler());
    const req = context.switchToHttp().getRequest<AuthenticatedRequest & { body?: unknown }>();
    if (step && (!step.when || step.when(req.body))) await this.backups.beforeStep(step.kind, req.actor ?? null);
    return next.handle();
  }
}

export const BackupBeforeStep = (kind: Step['kind'], when?: Step['when']) => applyDecorators(SetMetadata(BACKUP_BEFORE, { kind, when }), UseInterceptors(BackupBeforeStepInterceptor));
