import { mkdirSync } from 'node:fs';
import { poolWithTransactionBatches } from './transaction-batches';
import { lockDataDir } from './data-dir-lock';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { migrate, readMigrations } from './migrator';
import { type ListenHandlers, type Listening, PostgresSqlEngine, type SqlEngine } from './sql-engine';
import { connectionFailure } from './start-failure';
import { statementName } from './statement-names';

export type { ListenHandlers, Listening };

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
  /** NOTIFY payloads of the channels, from every process on the same database (see SqlEngine.listen). */
  listen(channels: string[], handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

/**
 * Interactive transactions wait for a connection (and on the embedded engine for the one before them) up to
 * maxWait, and may run up to timeout: a sheet write can wait behind a rescore, a rescore behind the writes
 * under way; Prisma's defaults (2 s, 5 s) turned such waits into errors.
 */
const TRANSACTIONS = { maxWait: 15_000, timeout: 30_000 };

/** The embedded engine (PGlite and its Prisma adapter, about 7 MB), loaded only by a server that runs on it. */
function loadEmbedded(): typeof import('./embedded-engine') & typeof import('pglite-prisma-adapter') {
  /* eslint-disable @typescript-eslint/no-require-imports -- a deferred load: an import would load it at start */
  return { ...(require('./embedded-engine') as typeof import('./embedded-engine')), ...(require('pglite-prisma-adapter') as typeof import('pglite-prisma-adapter')) };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let engine: SqlEngine;
  let prisma: PrismaClient;
  let release = (): void => undefined;
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    engine = await PostgresSqlEngine.connect(url).catch((error: unknown) => {
      throw connectionFailure(url, error);
    });
    const pool = poolWithTransactionBatches({ connectionString: options.databaseUrl, max: 10 });
    const adapter = new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
    prisma = new PrismaClient({ adapter, transactionOptions: TRANSACTIONS });
  } else {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      release = lockDataDir(options.dataDir);
    }
    const { EmbeddedSqlEngine, PrismaPGlite } = loadEmbedded();
    const embedded = await EmbeddedSqlEngine.open(options.dataDir);
    engine = embedded;
    prisma = new PrismaClient({ adapter: new PrismaPGlite(embedded.db), transactionOptions: TRANSACTIONS });
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
    listen: (channels, handlers) => engine.listen(channels, handlers),
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await engine.close();
      release();
    },
  };
}
