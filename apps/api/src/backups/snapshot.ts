import type { PrismaClient } from '../generated/prisma/client';
import type { Tx } from '../database/tx';
import { t } from '@greffier/messages';

/** The tables of the project, the migrations table left out (a restored database has its own). */
export async function projectTables(db: Tx | PrismaClient): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`,
  );
  return rows.map((r) => r.name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table's rows as one consistent snapshot: one REPEATABLE READ, READ ONLY transaction sees the database as
 * it was at its first read, whatever is written meanwhile, and blocks no writer (on the embedded engine, one
 * connection, the writes wait for it). Each table comes back as the JSON array PostgreSQL writes (json_agg).
 */
export async function readSnapshot(prisma: PrismaClient): Promise<{ migrations: string[]; tables: Record<string, string> }> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const migrations = await tx.$queryRawUnsafe<{ name: string }[]>(
        `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      );
      const tables: Record<string, string> = {};
      for (const name of await projectTables(tx)) {
        const [row] = await tx.$queryRawUnsafe<{ rows: string }[]>(`SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quoted(name)} t`);
        tables[name] = row!.rows;
      }
      return { migrations: migrations.map((m) => m.name), tables };
    },
    { timeout: 600_000 },
  );
}

/** Each table's foreign keys to other tables: what must be inserted before it. */
export async function dependencies(db: Tx): Promise<Map<string, Set<string>>> {
  const rows = await db.$queryRawUnsafe<{ child: string; parent: string }[]>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  const deps = new Map<string, Set<string>>();
  for (const { child, parent } of rows) {
    const [c, p] = [child.replace(/^"|"$/g, ''), parent.replace(/^"|"$/g, '')];
    if (c === p) continue; // a table pointing at itself: one INSERT of all its rows checks them at its end
    if (!deps.has(c)) deps.set(c, new Set());
    deps.get(c)!.add(p);
  }
  return deps;
}

/** The tables parents first (Kahn's order); a cycle would leave some out, and is refused. */
export function insertOrder(tables: readonly string[], deps: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const left = new Set(tables);
  const order: string[] = [];
  while (left.size) {
    const ready = [...left].filter((t) => [...(deps.get(t) ?? [])].every((p) => !left.has(p))).sort();
    if (!ready.length) throw new Error(t('BACKUP_TABLE_CYCLE', { tables: [...left].join(', ') }));
    for (const t of ready) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}

/**
 * Writes a snapshot's rows into the database in one transaction: every table emptied first when `replace`, then
 * filled parents first, each in one INSERT from the JSON rows (json_populate_recordset gives every column its
 * type back), and the sequences moved past the highest id. Nothing is written when any of it fails.
 */
export async function writeSnapshot(prisma: PrismaClient, tables: Record<string, Record<string, unknown>[]>, replace: boolean): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      const existing = await projectTables(tx);
      const unknown = Object.keys(tables).filter((t) => !existing.includes(t));
      if (unknown.length) throw new Error(t('BACKUP_UNKNOWN_TABLES', { tables: unknown.join(', ') }));
      if (replace) await tx.$executeRawUnsafe(`TRUNCATE ${existing.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
      for (const name of insertOrder(Object.keys(tables), await dependencies(tx))) {
        const rows = tables[name]!;
        if (!rows.length) continue;
        await tx.$executeRawUnsafe(`INSERT INTO ${quoted(name)} SELECT * FROM json_populate_recordset(NULL::${quoted(name)}, $1::json)`, JSON.stringify(rows));
      }
      const serials = await tx.$queryRawUnsafe<{ table: string; column: string }[]>(
        `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
      );
      for (const { table, column } of serials) {
        await tx.$executeRawUnsafe(
          `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`,
          quoted(table),
          column,
        );
      }
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}

/** Whether the database holds anything but what every start writes by itself (its settings, the first organiser). */
export async function holdsData(prisma: PrismaClient): Promise<boolean> {
  const counts = await prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT ((SELECT count(*) FROM club) + (SELECT count(*) FROM player) + (SELECT count(*) FROM tournament))::int AS n`,
  );
  return (counts[0]?.n ?? 0) > 0;
}
