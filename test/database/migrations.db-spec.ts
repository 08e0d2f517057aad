import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, MigrationError, readMigrations } from '../../apps/api/src/database/migrator';
import { EmbeddedSqlEngine } from '../../apps/api/src/database/embedded-engine';
import { PostgresSqlEngine, type SqlEngine } from '../../apps/api/src/database/sql-engine';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { schemaSql } = require('../../scripts/migrations/schema-sql.js') as { schemaSql: () => string };

const MIGRATIONS = join(__dirname, '..', '..', 'prisma', 'migrations');

async function open(db: TestDatabase): Promise<SqlEngine> {
  return db.databaseUrl ? PostgresSqlEngine.connect(db.databaseUrl) : EmbeddedSqlEngine.open();
}

/** Tables, columns, types, defaults, constraints, indexes and enums: what a migration must produce. */
async function catalog(engine: SqlEngine): Promise<unknown> {
  const columns = await engine.query(`
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length,
           numeric_precision, datetime_precision
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
    ORDER BY table_name, column_name`);
  const constraints = await engine.query(`
    SELECT conrelid::regclass::text AS table_name, conname, contype, pg_get_constraintdef(oid) AS def
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text NOT IN ('_prisma_migrations', '"_prisma_migrations"')
    ORDER BY 1, 2`);
  const indexes = await engine.query(`
    SELECT tablename, indexname, indexdef FROM pg_indexes
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1, 2`);
  const enums = await engine.query(`
    SELECT t.typname, e.enumlabel, e.enumsortorder FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
    JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY 1, 3`);
  return { columns, constraints, indexes, enums };
}

describe('migrations', () => {
  const created: TestDatabase[] = [];
  const engines: SqlEngine[] = [];
  async function fresh(): Promise<SqlEngine> {
    const db = await createTestDatabase();
    created.push(db);
    const engine = await open(db);
    engines.push(engine);
    return engine;
  }
  afterAll(async () => {
    for (const e of engines) await e.close();
    for (const db of created) await db.drop();
  });

  it('applies every migration once and records it the way Prisma does (sha256 checksum)', async () => {
    const engine = await fresh();
    const files = readMigrations(MIGRATIONS);
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(engine, files)).toEqual(files.map((f) => f.name));
    const rows = await engine.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const [i, row] of rows.entries()) {
      expect(row.checksum).toBe(createHash('sha256').update(files[i]!.sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
    }
    expect(await migrate(engine, files)).toEqual([]);
  });

  it('refuses to start when an applied migration was edited afterwards', async () => {
    const engine = await fresh();
    const files = readMigrations(MIGRATIONS);
    await migrate(engine, files);
    const edited = files.map((f, i) => (i === 0 ? { ...f, checksum: 'f'.repeat(64) } : f));
    await expect(migrate(engine, edited)).rejects.toThrow(MigrationError);
    await expect(migrate(engine, edited)).rejects.toThrow(/a été modifiée après avoir été appliquée/);
  });

  it('rolls a failing migration back entirely and records nothing', async () => {
    const engine = await fresh();
    const dir = mkdtempSync(join(tmpdir(), 'greffier-mig-'));
    try {
      cpSync(MIGRATIONS, dir, { recursive: true });
      const bad = join(dir, '99990101000000_broken');
      cpSync(join(MIGRATIONS, readMigrations(MIGRATIONS)[0]!.name), bad, { recursive: true });
      writeFileSync(join(bad, 'migration.sql'), 'CREATE TABLE half_written (id int);\nSELECT * FROM no_such_table;');
      await expect(migrate(engine, readMigrations(dir))).rejects.toThrow(/la migration 99990101000000_broken a échoué/);
      expect(await engine.query(`SELECT to_regclass('public.half_written') AS t`)).toEqual([{ t: null }]);
      const names = await engine.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations"');
      expect(names.map((n) => n.migration_name)).not.toContain('99990101000000_broken');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('matches prisma/schema.prisma: a schema change without its migration fails here', async () => {
    const fromMigrations = await fresh();
    await migrate(fromMigrations, readMigrations(MIGRATIONS));
    const fromSchema = await fresh();
    await fromSchema.exec(schemaSql());
    expect(await catalog(fromMigrations)).toEqual(await catalog(fromSchema));
  });
});
