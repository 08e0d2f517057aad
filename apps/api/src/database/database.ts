import { mkdirSync } from 'node:fs';
import { lockDataDir } from './data-dir-lock';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client';
import { migrate, readMigrations } from './migrator';
import { EmbeddedSqlEngine, PostgresSqlEngine, type SqlEngine } from './sql-engine';

export interface DatabaseOptions {
  /** PostgreSQL server; absent: embedded engine. */
  databaseUrl?: string;
  /** Embedded engine's data folder; absent with no databaseUrl: in memory (tests only). */
  dataDir?: string;
  migrationsDir: string;
  migrate: boolean;
}

/** One open database: Prisma for the application, the raw engine for migrations and health. */
export interface Database {
  readonly kind: SqlEngine['kind'];
  readonly prisma: PrismaClient;
  readonly applied: string[];
  /** NOTIFY payloads of a channel, from every process on the same database (see SqlEngine.listen). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let engine: SqlEngine;
  let prisma: PrismaClient;
  let release = (): void => undefined;
  if (options.databaseUrl) {
    engine = await PostgresSqlEngine.connect(options.databaseUrl);
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: options.databaseUrl, max: 10 }) });
  } else {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      release = lockDataDir(options.dataDir);
    }
    const embedded = await EmbeddedSqlEngine.open(options.dataDir);
    engine = embedded;
    prisma = new PrismaClient({ adapter: new PrismaPGlite(embedded.db) });
  }
  let applied: string[] = [];
  try {
    if (options.migrate) applied = await migrate(engine, readMigrations(options.migrationsDir));
  } catch (error) {
    await engine.close();
    release();
    throw error;
  }
  let closed = false;
  return {
    kind: engine.kind,
    prisma,
    applied,
    listen: (channel, onMessage) => engine.listen(channel, onMessage),
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await engine.close();
      release();
    },
  };
}
