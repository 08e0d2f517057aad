import { mkdirSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { NotFoundError } from '../common/domain-errors';
import { type Page, pageOf } from '../common/pagination.dto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';
import { type BackupKind, backupName, backupsToPrune, encodeBackup, parseBackupName } from './backup-file';
import { readSnapshot } from './snapshot';
import { t } from '@greffier/messages';

export interface BackupItem {
  name: string;
  takenAt: string;
  kind: BackupKind;
  size: number;
}

/**
 * Backups taken while the server runs (docs/backups.md): a consistent snapshot of every table written to the
 * backups folder, on demand, before an irreversible step (forming the poules, closing a tournament) and every
 * few minutes while a tournament is in progress and something changed; the last automatic ones kept.
 */
@Injectable()
export class BackupsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  private timer: NodeJS.Timeout | undefined;
  /** The audit trail's last entry at the last backup: no automatic one when nothing changed. */
  private lastStamp: string | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const minutes = this.config.backupEveryMinutes;
    if (minutes > 0) {
      this.timer = setInterval(() => void this.periodic(), minutes * 60_000);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private get dir(): string {
    return this.config.backupDir;
  }

  /** Takes a backup now; one at a time in this process, so that two never write the folder at once. */
  take(kind: BackupKind, actor: Actor | null): Promise<BackupItem> {
    const next = this.running.then(() => this.write(kind, actor));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async write(kind: BackupKind, actor: Actor | null): Promise<BackupItem> {
    const stamp = await this.stamp();
    const { migrations, tables } = await readSnapshot(this.prisma);
    const takenAt = new Date();
    const engine = this.config.databaseUrl ? 'postgresql' : 'embedded';
    const file = encodeBackup({ format: 'greffier-backup', version: 1, takenAt: takenAt.toISOString(), kind, engine, migrations }, tables);
    mkdirSync(this.dir, { recursive: true });
    const name = backupName(takenAt, kind);
    // Written aside, then renamed: a backup listed is always whole.
    writeFileSync(join(this.dir, `${name}.part`), file);
    renameSync(join(this.dir, `${name}.part`), join(this.dir, name));
    this.lastStamp = stamp;
    for (const old of backupsToPrune(this.names(), this.config.backupKeep)) unlinkSync(join(this.dir, old));
    // A backup asked by hand is in the audit trail; an automatic one only in the log: the one taken before a step
    // comes before the request is validated, and a refused request writes nothing to the database.
    if (kind === 'manuelle') await this.prisma.$transaction((tx) => this.audit.record(tx, { actor, action: 'backup.create', entity: 'backup', entityId: name, after: { kind, size: file.length } }));
    this.logger.log(t('LOG_BACKUP_TAKEN', { name, size: file.length }));
    return { name, takenAt: takenAt.toISOString(), kind, size: file.length };
  }

  private names(): string[] {
    try {
      return readdirSync(this.dir).filter((n) => parseBackupName(n) !== null);
    } catch {
      return [];
    }
  }

  /** A page of the folder's backups, the latest first (their names sort by time); only the page's files are read. */
  list(query: { kind?: BackupKind; page: number; pageSize: number }): Page<BackupItem> {
    const names = this.names()
      .filter((name) => !query.kind || parseBackupName(name)!.kind === query.kind)
      .sort()
      .reverse();
    const page = pageOf(names, query);
    const items = page.items.map((name) => {
      const { takenAt, kind } = parseBackupName(name)!;
      return { name, takenAt: takenAt.toISOString(), kind, size: statSync(join(this.dir, name)).size };
    });
    return { ...page, items };
  }

  /** The path of a listed backup (the name checked against the folder's own list, never joined blindly). */
  path(name: string): string {
    if (!this.names().includes(name)) throw new NotFoundError('backup', name);
    return join(this.dir, name);
  }

  /** Before an irreversible step: a backup, or a logged error (the step goes on; the last backup stays). */
  async beforeStep(kind: 'avant-poules' | 'avant-cloture', actor: Actor | null): Promise<void> {
    try {
      await this.take(kind, actor);
    } catch (e) {
      this.logger.error(t('BACKUP_BEFORE_STEP_FAILED', { error: (e as Error).message }));
    }
  }

  private async stamp(): Promise<string> {
    const [row] = await this.prisma.$queryRawUnsafe<{ stamp: string }[]>(`SELECT coalesce(max(id), 0)::text AS stamp FROM audit_entry WHERE action <> 'backup.create'`);
    return row!.stamp;
  }

  /** Every N minutes: a backup when a tournament is in progress and something changed since the last one. */
  async periodic(): Promise<BackupItem | null> {
    try {
      const [row] = await this.prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM tournament t WHERE t.deleted_at IS NULL AND (t.status::text IN ('DUPLICATE', 'CORRECTION', 'MATCHES')
           OR (t.status::text <> 'FINISHED' AND EXISTS (SELECT 1 FROM pyramide_tournament p WHERE p.tournament_id = t.id)))`,
      );
      if (!row?.n) return null;
      if ((await this.stamp()) === this.lastStamp) return null;
      return await this.take('auto', null);
    } catch (e) {
      this.logger.error(t('AUTOMATIC_BACKUP_FAILED', { error: (e as Error).message }));
      return null;
    }
  }
}
