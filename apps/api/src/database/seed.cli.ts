// npm run db:seed: migrates, then loads the demo data when the database has no club yet.
import { t } from '@greffier/messages';
import { loadConfig } from '../config/app-config';
import { openDatabase } from './database';
import { seedDemoData } from './seed';
import { reportFailure } from './start-failure';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
  const done = await seedDemoData(db.prisma, console);
  if (!done) console.log(t('CLI_DEMO_DATA_SKIPPED'));
  await db.close();
}

main().catch((e: unknown) => process.exit(reportFailure(e)));
