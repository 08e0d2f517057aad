// npm run db:seed: migrates, then loads the demo data when the database has no club yet.
import { ConfigError, loadConfig } from '../config/app-config';
import { openDatabase } from './database';
import { seedDemoData } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
  const done = await seedDemoData(db.prisma, console);
  if (!done) console.log('the database already has clubs: demo data not loaded');
  await db.close();
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
