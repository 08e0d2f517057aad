import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlEngine } from './sql-engine';
import { t } from '@greffier/messages';

/**
 * Applies the SQL migrations of prisma/migrations in Prisma's own layout and records them in
 * Prisma's `_prisma_migrations` table with the same checksum, so that `prisma migrate deploy`
 * and this migrator agree on what has been applied (see docs/operations.md).
 */
export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration?: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;
// Prisma Migrate's own advisory lock key: a migrator of ours and `prisma migrate deploy` exclude each other.
const ADVISORY_LOCK = 72707369;

export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) throw new MigrationError(t('MIGRATIONS_FOLDER_MISSING', { dir }));
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Applies what is missing, each migration in its own transaction. Returns the names applied now. */
export async function migrate(engine: SqlEngine, migrations: MigrationFile[]): Promise<string[]> {
  await engine.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK]);
  try {
    await engine.exec(MIGRATIONS_TABLE);
    const rows = await engine.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const applied = new Map<string, AppliedRow>();
    for (const row of rows) {
      if (row.rolled_back_at) continue;
      if (!row.finished_at) {
        throw new MigrationError(t('MIGRATION_UNFINISHED', { name: row.migration_name }), row.migration_name);
      }
      applied.set(row.migration_name, row);
    }
    const known = new Set(migrations.map((m) => m.name));
    for (const name of applied.keys()) {
      if (!known.has(name)) {
        throw new MigrationError(t('MIGRATION_UNKNOWN', { name }), name);
      }
    }
    const done: string[] = [];
    for (const m of migrations) {
      const row = applied.get(m.name);
      if (row) {
        if (row.checksum !== m.checksum) {
          throw new MigrationError(t('MIGRATION_CHANGED', { name: m.name }), m.name);
        }
        continue;
      }
      await applyOne(engine, m);
      done.push(m.name);
    }
    return done;
  } finally {
    await engine.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK]);
  }
}

async function applyOne(engine: SqlEngine, m: MigrationFile): Promise<void> {
  await engine.exec('BEGIN');
  try {
    await engine.exec(m.sql);
    await engine.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), m.checksum, m.name],
    );
    await engine.exec('COMMIT');
  } catch (error) {
    await engine.exec('ROLLBACK');
    throw new MigrationError(t('MIGRATION_FAILED', { name: m.name, error: (error as Error).message }), m.name);
  }
}
