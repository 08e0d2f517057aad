import { join } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { COMMIT_WITH, poolWithTransactionBatches } from '../../apps/api/src/database/transaction-batches';
import { type Database, openDatabase } from '../../apps/api/src/database/database';
import { commitWith } from '../../apps/api/src/database/tx';
import { Prisma } from '../../apps/api/src/generated/prisma/client';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const MIGRATIONS = join(__dirname, '..', '..', 'prisma', 'migrations');

/** What the connection said last of its transaction: I idle, T in a transaction, E in a failed one. */
const txStatus = (client: PoolClient) => (client as unknown as { _txStatus: string | null })._txStatus;

/** The round trips a client makes from now on (one ReadyForQuery each). */
function roundTrips(client: PoolClient): () => number {
  let count = 0;
  (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => count++);
  return () => count;
}

/**
 * Once the connection has had the answer to its last Sync (ReadyForQuery, which sets txStatus). pg rejects a query
 * on its ErrorResponse: on a busy machine the ReadyForQuery after it may come in a later packet.
 */
async function synced(client: PoolClient): Promise<void> {
  const c = client as unknown as { readyForQuery: boolean; connection: NodeJS.EventEmitter };
  if (!c.readyForQuery) await new Promise((resolve) => c.connection.once('readyForQuery', resolve));
}

/** A connection of the pool for one test, given back to it at the end (closed if the test failed on it). */
async function onClient(pool: Pool, use: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await use(client);
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    client.release(failed);
  }
}

// PostgreSQL only: the embedded engine has an adapter of its own, with no pool.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('a transaction\'s BEGIN sent with its first statement (transaction-batches.ts)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let database: Database;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = poolWithTransactionBatches({ connectionString: db.databaseUrl, max: 2 });
    database = await openDatabase({ databaseUrl: db.databaseUrl, migrationsDir: MIGRATIONS, migrate: true });
    await pool.query('CREATE TABLE late_begin (id int PRIMARY KEY, note text NOT NULL)');
  });
  afterAll(async () => {
    await database.close();
    await pool.end();
    await db.drop();
  });

  it('sends BEGIN and the first statement in one round trip, both in the transaction', () =>
    onClient(pool, async (client) => {
      const trips = roundTrips(client);
      await client.query({ text: 'BEGIN' });
      expect(trips()).toBe(0);
      const first = await client.query({ text: 'SELECT pg_current_xact_id()::text AS x' });
      expect(trips()).toBe(1);
      expect(txStatus(client)).toBe('T');
      const second = await client.query({ text: 'SELECT pg_current_xact_id()::text AS x' });
      expect(second.rows).toEqual(first.rows);
      await client.query({ text: 'COMMIT' });
      expect(trips()).toBe(3);
      expect(txStatus(client)).toBe('I');
    }));

  it('gives the first statement its parameters, types and rows as pg does', () =>
    onClient(pool, async (client) => {
      await client.query({ text: 'BEGIN' });
      const res = await client.query<unknown[]>({ text: 'SELECT $1::int + 1 AS n, now() AS at', values: [41], rowMode: 'array' });
      expect(res.rows[0]![0]).toBe(42);
      expect(res.rows[0]![1]).toBeInstanceOf(Date);
      await client.query({ text: 'ROLLBACK' });
    }));

  it('sends nothing for a transaction with no statement', () =>
    onClient(pool, async (client) => {
      const trips = roundTrips(client);
      await client.query({ text: 'BEGIN' });
      await client.query({ text: 'COMMIT' });
      await client.query({ text: 'BEGIN' });
      await client.query({ text: 'ROLLBACK' });
      expect(trips()).toBe(0);
      expect(txStatus(client)).toBe('I');
    }));

  it('a first statement that fails leaves the transaction failed, then rolled back, and the connection clean', () =>
    onClient(pool, async (client) => {
      await client.query({ text: 'BEGIN' });
      await expect(client.query({ text: 'SELECT 1 / 0' })).rejects.toThrow(/division by zero/);
      await synced(client);
      expect(txStatus(client)).toBe('E');
      await client.query({ text: 'ROLLBACK' });
      expect(txStatus(client)).toBe('I');
      // A named statement whose parse fails is parsed again next time (the same error, not a missing statement).
      for (let i = 0; i < 2; i++) {
        await client.query({ text: 'BEGIN' });
        await expect(client.query({ name: 'late_begin_bad', text: 'SELEC 1' })).rejects.toThrow(/syntax error/);
        await client.query({ text: 'ROLLBACK' });
      }
      expect((await client.query({ text: 'SELECT 2 AS n' })).rows).toEqual([{ n: 2 }]);
    }));

  it('drops a held BEGIN when the connection goes back to the pool: its next user is not in a transaction', async () => {
    const client = await pool.connect();
    await client.query({ text: 'BEGIN' });
    client.release();
    const again = await pool.connect();
    try {
      expect(again).toBe(client);
      await again.query({ text: 'SELECT 1' });
      expect(txStatus(again)).toBe('I');
    } finally {
      again.release();
    }
  });

  it('a statement given another way (a callback) waits for its BEGIN', () =>
    onClient(pool, async (client) => {
      await client.query({ text: 'BEGIN' });
      const x = await new Promise<unknown>((resolve, reject) => client.query('SELECT 3 AS n', (error, res) => (error ? reject(error) : resolve(res.rows))));
      expect(x).toEqual([{ n: 3 }]);
      expect(txStatus(client)).toBe('T');
      await client.query({ text: 'ROLLBACK' });
    }));

  it('sends a statement marked last with its COMMIT: what it wrote is committed with it', () =>
    onClient(pool, async (client) => {
      const trips = roundTrips(client);
      await client.query({ text: 'BEGIN' });
      await client.query({ text: "INSERT INTO late_begin VALUES (10, 'dix')" });
      await client.query({ text: `${COMMIT_WITH}INSERT INTO late_begin VALUES (11, 'onze') RETURNING id` });
      expect(trips()).toBe(2);
      expect(txStatus(client)).toBe('I');
      // PrismaPg's COMMIT that follows is answered with nothing sent.
      await client.query({ text: 'COMMIT' });
      expect(trips()).toBe(2);
      // Nothing more may run in a transaction once committed.
      await client.query({ text: 'BEGIN' });
      await client.query({ text: `${COMMIT_WITH}INSERT INTO late_begin VALUES (12, 'douze')` });
      await expect(client.query({ text: 'SELECT 1' })).rejects.toThrow(/after its transaction was committed/);
      await client.query({ text: 'COMMIT' });
      expect(trips()).toBe(3);
      expect((await pool.query('SELECT id FROM late_begin WHERE id >= 10 ORDER BY id')).rows).toEqual([{ id: 10 }, { id: 11 }, { id: 12 }]);
      // The connection goes on as usual.
      expect((await client.query({ text: 'SELECT 4 AS n' })).rows).toEqual([{ n: 4 }]);
      expect(txStatus(client)).toBe('I');
    }));

  it('a statement marked last that fails commits nothing, nor what came before it', () =>
    onClient(pool, async (client) => {
      await client.query({ text: 'BEGIN' });
      await client.query({ text: "INSERT INTO late_begin VALUES (20, 'vingt')" });
      await expect(client.query({ text: `${COMMIT_WITH}INSERT INTO late_begin VALUES (20, 'encore')` })).rejects.toThrow(/duplicate key/);
      await synced(client);
      expect(txStatus(client)).toBe('E');
      await client.query({ text: 'ROLLBACK' });
      // Values that cannot be bound: the statement is closed without being run, and no COMMIT goes.
      await client.query({ text: 'BEGIN' });
      await client.query({ text: "INSERT INTO late_begin VALUES (21, 'vingt et un')" });
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await expect(client.query({ text: `${COMMIT_WITH}SELECT $1::jsonb`, values: [circular] })).rejects.toThrow(/circular/i);
      // pg answers its caller at once, then its Sync's answer comes: still in the transaction, which is not committed.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(txStatus(client)).toBe('T');
      await client.query({ text: 'ROLLBACK' });
      expect(txStatus(client)).toBe('I');
      expect((await pool.query('SELECT id FROM late_begin WHERE id >= 20')).rows).toEqual([]);
    }));

  it('a first statement marked last goes with both: one round trip for the whole transaction', () =>
    onClient(pool, async (client) => {
      const trips = roundTrips(client);
      await client.query({ text: 'BEGIN' });
      const res = await client.query({ text: `${COMMIT_WITH}INSERT INTO late_begin VALUES (30, 'trente') RETURNING note` });
      await client.query({ text: 'COMMIT' });
      expect(res.rows).toEqual([{ note: 'trente' }]);
      expect(trips()).toBe(1);
      expect(txStatus(client)).toBe('I');
      expect((await pool.query('SELECT note FROM late_begin WHERE id = 30')).rows).toEqual([{ note: 'trente' }]);
    }));

  it('through Prisma: a transaction commits all of its writes or none', async () => {
    const { prisma } = database;
    await prisma.$executeRawUnsafe('CREATE TABLE IF NOT EXISTS late_begin_prisma (id int PRIMARY KEY, note text NOT NULL)');
    const ids = await prisma.$transaction(async (tx) => {
      const [a] = await tx.$queryRaw<{ x: string }[]>`SELECT pg_current_xact_id()::text AS x`;
      await tx.$executeRaw`INSERT INTO late_begin_prisma VALUES (1, 'un')`;
      const [b] = await tx.$queryRaw<{ x: string }[]>`SELECT pg_current_xact_id()::text AS x`;
      return [a!.x, b!.x];
    });
    expect(ids[0]).toBe(ids[1]);
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO late_begin_prisma VALUES (2, 'deux')`;
        await tx.$executeRaw`INSERT INTO late_begin_prisma VALUES (1, 'encore un')`;
      }),
    ).rejects.toThrow();
    await expect(prisma.$transaction(async (tx) => tx.$executeRaw`INSERT INTO late_begin_prisma VALUES (3, NULL)`)).rejects.toThrow();
    expect(await prisma.$queryRaw`SELECT id, note FROM late_begin_prisma ORDER BY id`).toEqual([{ id: 1, note: 'un' }]);
    // Its last statement marked (commitWith): committed with it; Prisma's COMMIT after it sends nothing.
    const last = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO late_begin_prisma VALUES (5, 'cinq')`;
      return tx.$queryRaw<{ id: number }[]>(commitWith(Prisma.sql`INSERT INTO late_begin_prisma VALUES (6, 'six') RETURNING id`));
    });
    expect(last).toEqual([{ id: 6 }]);
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO late_begin_prisma VALUES (7, 'sept')`;
        await tx.$executeRaw(commitWith(Prisma.sql`INSERT INTO late_begin_prisma VALUES (5, 'cinq encore')`));
      }),
    ).rejects.toThrow();
    expect(await prisma.$queryRaw`SELECT id FROM late_begin_prisma WHERE id >= 5 ORDER BY id`).toEqual([{ id: 5 }, { id: 6 }]);
    await prisma.$executeRaw`DELETE FROM late_begin_prisma WHERE id >= 5`;
    // Outside a transaction, each statement commits by itself as before.
    await prisma.$executeRaw`INSERT INTO late_begin_prisma VALUES (4, 'quatre')`;
    expect(await prisma.$queryRaw`SELECT count(*)::int AS n FROM late_begin_prisma`).toEqual([{ n: 2 }]);
  });
});
