import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** The raw SQL access that migrations need, on PostgreSQL and on the embedded engine alike. */
export interface SqlEngine {
  readonly kind: 'postgresql' | 'embedded';
  /** Runs a script of one or more statements. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export class PostgresSqlEngine implements SqlEngine {
  readonly kind = 'postgresql' as const;
  private constructor(private readonly client: Client) {}

  static async connect(url: string): Promise<PostgresSqlEngine> {
    const client = new Client({ connectionString: url });
    await client.connect();
    return new PostgresSqlEngine(client);
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.client.query(sql, params)).rows as T[];
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

export class EmbeddedSqlEngine implements SqlEngine {
  readonly kind = 'embedded' as const;
  constructor(readonly db: PGlite) {}

  /** dataDir undefined: an in-memory database (tests). */
  static async open(dataDir?: string): Promise<EmbeddedSqlEngine> {
    const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    return new EmbeddedSqlEngine(db);
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(sql, params)).rows;
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
