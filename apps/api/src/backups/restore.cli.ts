// greffier restaure <fichier> [--remplacer] (npm run db:restore -- <fichier>): restores a backup into the
// database of DATABASE_URL, or the embedded engine's DATA_DIR, migrated first (docs/backups.md).
import { readFileSync } from 'node:fs';
import { t } from '@greffier/messages';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { reportFailure } from '../database/start-failure';
import { BackupFileError, RestoreRefusedError, restoreBackup } from './restore';

/** Restores the backup named in argv; says every failure in French and answers the exit code (never throws). */
export async function main(argv: string[]): Promise<number> {
  try {
    return await restore(argv);
  } catch (e) {
    return reportFailure(e);
  }
}

async function restore(argv: string[]): Promise<number> {
  const replace = argv.includes('--remplacer');
  const [file, ...rest] = argv.filter((a) => a !== '--remplacer');
  const option = argv.find((a) => a.startsWith('--') && a !== '--remplacer');
  if (option) {
    console.error(t('CLI_ERROR', { message: `${t('CLI_UNKNOWN_OPTION', { option })}\n${t('CLI_RESTORE_USAGE')}` }));
    return 2;
  }
  if (!file || rest.length) {
    console.error(t('CLI_ERROR', { message: t('CLI_RESTORE_USAGE') }));
    return 2;
  }
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    console.error(t('CLI_ERROR', { message: t('CLI_CANNOT_READ', { file }) }));
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
  try {
    const snapshot = await restoreBackup(db.prisma, content, { replace });
    const rows = Object.values(snapshot.tables).reduce((n, table) => n + table.length, 0);
    console.log(t('CLI_RESTORED', { takenAt: snapshot.takenAt, rows, tables: Object.keys(snapshot.tables).length, where: config.databaseUrl ? 'PostgreSQL' : t('CLI_EMBEDDED_ENGINE', { folder: String(config.dataDir) }) }));
    return 0;
  } catch (e) {
    if (e instanceof BackupFileError || e instanceof RestoreRefusedError) {
      console.error(t('CLI_ERROR', { message: e.message }));
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
