// greffier restaure <fichier> [--remplacer] (npm run db:restore -- <fichier>): restores a backup into the
// database of DATABASE_URL, or the embedded engine's DATA_DIR, migrated first (docs/backups.md).
import { readFileSync } from 'node:fs';
import { t } from '@greffier/messages';
import { ConfigError, loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { BackupFileError, RestoreRefusedError, restoreBackup } from './restore';

export async function main(argv: string[]): Promise<number> {
  const replace = argv.includes('--remplacer');
  const [file, ...rest] = argv.filter((a) => a !== '--remplacer');
  if (!file || rest.length) {
    console.error(t('CLI_RESTORE_USAGE'));
    return 2;
  }
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    console.error(`greffier : ${t('CLI_CANNOT_READ', { file })}`);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
  try {
    const snapshot = await restoreBackup(db.prisma, content, { replace });
    const rows = Object.values(snapshot.tables).reduce((n, t) => n + t.length, 0);
    console.log(t('CLI_RESTORED', { takenAt: snapshot.takenAt, rows, tables: Object.keys(snapshot.tables).length, where: config.databaseUrl ? 'PostgreSQL' : `moteur intégré, ${config.dataDir}` }));
    return 0;
  } catch (e) {
    if (e instanceof BackupFileError || e instanceof RestoreRefusedError) {
      console.error(`greffier : ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((e: unknown) => {
      console.error(e instanceof ConfigError ? e.message : e);
      process.exit(1);
    });
}
