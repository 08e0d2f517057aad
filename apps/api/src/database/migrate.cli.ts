// npm run db:migrate: applies prisma/migrations to DATABASE_URL, or to the embedded engine in DATA_DIR.
import { ConfigError, loadConfig } from '../config/app-config';
import { openDatabase } from './database';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
  console.log(db.applied.length ? `applied: ${db.applied.join(', ')}` : 'the database is up to date');
  await db.close();
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
