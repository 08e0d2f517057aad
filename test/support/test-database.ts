import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * A fresh database for one test file: on the PostgreSQL server named by TEST_DATABASE_URL when it
 * is set (a new database whose name contains "test", dropped afterwards), else the embedded engine
 * in memory (databaseUrl undefined).
 */
export interface TestDatabase {
  engine: 'postgresql' | 'embedded';
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(admin = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (!admin) return { engine: 'embedded', drop: async () => undefined };
  const name = `greffier_test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    engine: 'postgresql',
    databaseUrl: url.toString(),
    async drop() {
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
