import { PGlite } from '@electric-sql/pglite';
import { CHANNEL, type ListenHandlers, type Listening, type SqlEngine } from './sql-engine';

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

  /**
   * The engine runs in this process and hands each notification over as its COMMIT's answer is read, before the
   * writer goes on: `sync` has nothing to wait for.
   */
  async listen(channels: string[], handlers: ListenHandlers): Promise<Listening> {
    for (const channel of channels) if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
    const unlisten = await Promise.all(channels.map((channel) => this.db.listen(channel, (payload) => handlers.message(channel, payload))));
    handlers.connected?.();
    return {
      sync: async () => !this.db.closed,
      stop: async () => {
        if (!this.db.closed) for (const u of unlisten) await u();
      },
    };
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
