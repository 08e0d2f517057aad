import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** The raw SQL access that migrations need, on PostgreSQL and on the embedded engine alike. */
export interface SqlEngine {
  readonly kind: 'postgresql' | 'embedded';
  /** Runs a script of one or more statements. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Calls `onMessage` with each NOTIFY payload on the channel (sent by any process, delivered at its
   * transaction's commit) until the returned function is called.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export class PostgresSqlEngine implements SqlEngine {
  readonly kind = 'postgresql' as const;
  private constructor(private readonly client: Client) {}

  private url = '';

  static async connect(url: string): Promise<PostgresSqlEngine> {
    const client = new Client({ connectionString: url });
    await client.connect();
    const engine = new PostgresSqlEngine(client);
    engine.url = url;
    return engine;
  }

  /** A connection of its own, kept open and opened again after a cut (the server restarted, the network). */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
    let stopped = false;
    let current: Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const open = async (): Promise<void> => {
      const client = new Client({ connectionString: this.url });
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
      });
      client.on('error', () => reopen(client));
      client.on('end', () => reopen(client));
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      current = client;
    };
    const reopen = (client: Client): void => {
      if (stopped || current !== client) return;
      current = undefined;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      const attempt = (delay: number): void => {
        retry = setTimeout(() => open().catch(() => !stopped && attempt(Math.min(delay * 2, 10_000))), delay);
        retry.unref();
      };
      attempt(500);
    };
    await open();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners();
        await client.end().catch(() => undefined);
      }
    };
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

/** The embedded engine's buffer cache (see EmbeddedSqlEngine.open). */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

export class EmbeddedSqlEngine implements SqlEngine {
  readonly kind = 'embedded' as const;
  constructor(readonly db: PGlite) {}

  /** dataDir undefined: an in-memory database (tests). */
  static async open(dataDir?: string): Promise<EmbeddedSqlEngine> {
    // PostgreSQL's shared buffers live in the engine's memory, touched at start: PGlite's default of 128 MB
    // kept a laptop's server at 300 MiB before its first request. A tournament's database is a few tens of
    // megabytes, read back from the data folder through the system's file cache beyond these 32 MB.
    const options = { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`] };
    const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
    return new EmbeddedSqlEngine(db);
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(sql, params)).rows;
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
    const unlisten = await this.db.listen(channel, onMessage);
    return async () => {
      if (!this.db.closed) await unlisten();
    };
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
