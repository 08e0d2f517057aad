import { t } from '@greffier/messages';
import type { PrismaClient } from '../generated/prisma/client';
import { BackupFileError, decodeBackup, type Snapshot } from './backup-file';
import { holdsData, writeSnapshot } from './snapshot';

/** Why a backup is not restored here; `code` is stable, the message French (the restore command prints it). */
export class RestoreRefusedError extends Error {
  constructor(
    readonly code: 'RESTORE_NOT_EMPTY' | 'RESTORE_OTHER_VERSION',
    message: string,
  ) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export { BackupFileError };

/**
 * Restores a backup file into a database migrated to this version: refused when the backup was taken at other
 * migrations (restore it with the version that took it), or when the database already holds clubs, players or
 * tournaments (unless `replace`). Everything in one transaction: all of the backup, or nothing.
 */
export async function restoreBackup(prisma: PrismaClient, file: Buffer, options: { replace: boolean }): Promise<Snapshot> {
  const snapshot = decodeBackup(file);
  const applied = (
    await prisma.$queryRawUnsafe<{ name: string }[]>(
      `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    )
  ).map((r) => r.name);
  if (applied.join('\n') !== snapshot.migrations.join('\n')) {
    const newer = snapshot.migrations.some((m) => !applied.includes(m));
    throw new RestoreRefusedError('RESTORE_OTHER_VERSION', t(newer ? 'RESTORE_NEWER_VERSION' : 'RESTORE_OLDER_VERSION'));
  }
  if (!options.replace && (await holdsData(prisma))) {
    throw new RestoreRefusedError('RESTORE_NOT_EMPTY', t('RESTORE_NOT_EMPTY'));
  }
  await writeSnapshot(prisma, snapshot.tables, true);
  return snapshot;
}
