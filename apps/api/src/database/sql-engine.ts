import { Client } from 'pg';

/** The raw SQL access that migrations need, on PostgreSQL and on the embedded engine alike. */
export interface SqlEngine {
  readonly kind: 'postgresql' | 'embedded';
  /** Runs a script of one or more statements. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Passes each NOTIFY of the channels (sent by any process, delivered at its transaction's commit) to
   * `handlers.message` until `stop()` is called.
   */
  listen(channels: string[], handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(channel: string, payload: string): void;
  /**
   * Listening, at the start and again after a cut: what was sent while nobody listened was not heard, so
   * whatever was kept on the strength of the notifications must be dropped.
   */
  connected?(): void;
  /** The connection is lost: nothing is heard until `connected` again. */
  lost?(): void;
}

export interface Listening {
  /**
   * True once every notification of a transaction committed before the call has been passed to `message`;
   * false when not listening (the connection is cut): nothing can be known then.
   */
  sync(): Promise<boolean>;
  stop(): Promise<void>;
}

export const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

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

  /**
   * A connection of its own, kept open and opened again after a cut (the server restarted, the network).
   * `sync` sends a statement on it: PostgreSQL signals the listening backends before a COMMIT returns, and a
   * backend sends the notifications it was signalled before the end of its next statement, so once that
   * statement's answer is read every notification committed before it has been handled.
   */
  async listen(channels: string[], handlers: ListenHandlers): Promise<Listening> {
    for (const channel of channels) if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
    const wanted = new Set(channels);
    let stopped = false;
    let current: Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const open = async (): Promise<void> => {
      const client = new Client({ connectionString: this.url });
      client.on('notification', (n) => {
        if (wanted.has(n.channel) && n.payload !== undefined) handlers.message(n.channel, n.payload);
      });
      client.on('error', () => reopen(client));
      client.on('end', () => reopen(client));
      try {
        await client.connect();
        await client.query(channels.map((c) => `LISTEN ${c};`).join(' '));
      } catch (error) {
        client.removeAllListeners();
        await client.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        client.removeAllListeners();
        await client.end().catch(() => undefined);
        return;
      }
      current = client;
      handlers.connected?.();
    };
    const attempt = (delay: number): void => {
      retry = setTimeout(() => open().catch(() => !stopped && attempt(Math.min(delay * 2, 10_000))), delay);
      retry.unref();
    };
    const reopen = (client: Client): void => {
      if (stopped || current !== client) return;
      current = undefined;
      handlers.lost?.();
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      attempt(500);
    };
    await open();
    return {
      sync: async () => {
        const client = current;
        if (!client) return false;
        try {
          await client.query('SELECT 1');
        } catch {
          return false;
        }
        return client === current;
      },
      stop: async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const client = current;
        current = undefined;
        if (client) {
          client.removeAllListeners();
          client.on('error', () => undefined);
          await client.end().catch(() => undefined);
        }
      },
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
