// npm run db:migrate: applies prisma/migrations to DATABASE_URL, or to the embedded engine in DATA_DIR.
import { t } from '@greffier/messages';
import { loadConfig } from '../config/app-config';
import { openDatabase } from './database';
import { reportFailure } from './start-failure';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
  console.log(db.applied.length ? t('CLI_MIGRATIONS_APPLIED', { names: db.applied.join(', ') }) : t('CLI_DATABASE_UP_TO_DATE'));
  await db.close();
}

main().catch((e: unknown) => process.exit(reportFailure(e)));
