import { type Connection, Pool, type PoolClient, type PoolConfig, Query, type QueryConfig, type QueryResult } from 'pg';

/**
 * A transaction's BEGIN sent with its first statement, in one round trip instead of two.
 *
 * PrismaPg starts an interactive transaction with a BEGIN of its own and waits for its answer before the first
 * statement; on a busy machine each round trip to PostgreSQL is a wake-up of both processes. Here the BEGIN of a
 * pooled connection is held back, then sent in the same batch of the extended protocol as the statement that
 * follows it, before a single Sync: PostgreSQL runs both or neither (a BEGIN that fails makes it skip the
 * statement, whose caller gets the BEGIN's error), so the statement can never run outside its transaction. A
 * transaction that ends before any statement (COMMIT or ROLLBACK next) sends nothing at all.
 *
 * Each connection is patched once, when the pool opens it; its held BEGIN is dropped whenever the pool hands it
 * out again, so that nothing of a transaction ever reaches the next user of the connection.
 */
export function poolWithLateBegin(config: PoolConfig): Pool {
  const pool = new Pool(config);
  const held = new WeakSet<PoolClient>();
  pool.on('connect', (client) => lateBegin(client, held));
  pool.on('acquire', (client) => held.delete(client));
  return pool;
}

const NOTHING_SENT = (command: string): QueryResult => ({ command, rowCount: null, oid: 0, fields: [], rows: [] });

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

function lateBegin(client: PoolClient, held: WeakSet<PoolClient>): void {
  const send = client.query.bind(client) as QueryFn;
  const query: QueryFn = (config, values, callback) => {
    const plain = isPlainPromiseQuery(config, values, callback);
    if (plain && config.text === 'BEGIN') {
      held.add(client); // held again, it would have been a warning of PostgreSQL's
      return Promise.resolve(NOTHING_SENT('BEGIN'));
    }
    if (!held.has(client)) return send(config, values, callback);
    held.delete(client);
    if (plain && (config.text === 'COMMIT' || config.text === 'ROLLBACK')) return Promise.resolve(NOTHING_SENT(config.text));
    if (!plain) {
      // Not a statement as PrismaPg sends them (a callback, a cursor…): the BEGIN first on its own, and the
      // statement only once it is answered.
      if (typeof callback === 'function') {
        const done = callback as (error: Error | null) => void;
        return void send('BEGIN', (error: Error | null) => (error ? done(error) : send(config, values, callback)));
      }
      return (send('BEGIN') as Promise<unknown>).then(() => send(config, values, callback));
    }
    return new Promise<QueryResult>((resolve, reject) => {
      const statement = new Query(config, undefined, (error: Error | undefined, result: QueryResult) => (error ? reject(error) : resolve(result)));
      // The client gives its type parsers to the queries it builds itself; PrismaPg gives its own in `config.types`.
      const result = (statement as unknown as { _result: { _types?: unknown } })._result;
      result._types ??= (client as unknown as { _types: unknown })._types;
      send(new BeginThen(statement as unknown as Statement));
    });
  };
  client.query = query as PoolClient['query'];
}

/** A statement as PrismaPg sends one: a config object, no separate values, no callback (a promise is awaited). */
function isPlainPromiseQuery(config: unknown, values: unknown, callback: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { submit?: unknown }).submit !== 'function' &&
    typeof (config as { text?: unknown }).text === 'string' &&
    values === undefined &&
    callback === undefined
  );
}

/** What pg's Query does with the server's messages, as far as this wrapper passes them on. */
interface Statement {
  name?: string;
  submit(connection: Connection): Error | null | undefined;
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: Connection): void;
  handleEmptyQuery(connection: Connection): void;
  handlePortalSuspended(connection: Connection): void;
  handleCopyInResponse(connection: Connection): void;
  handleCopyData(msg: unknown, connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
}

/** The messages of PostgreSQL's protocol that pg's Connection writes (its public typings leave them out). */
interface Wire {
  stream: { cork?(): void; uncork?(): void };
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  submittedNamedStatements: Record<string, string>;
}

/**
 * A submittable of pg's: an unnamed BEGIN (parse, bind, execute) then the statement's own messages and its Sync,
 * written at once. The answers are the statement's but for the BEGIN's completion, which comes first.
 */
class BeginThen {
  private begun = false;

  constructor(private readonly statement: Statement) {}

  submit(connection: Connection): Error | null | undefined {
    const wire = connection as unknown as Wire;
    wire.stream.cork?.();
    try {
      wire.parse({ text: 'BEGIN' });
      wire.bind({});
      wire.execute({});
      return this.statement.submit(connection);
    } finally {
      wire.stream.uncork?.();
    }
  }

  handleCommandComplete(msg: unknown, connection: Connection): void {
    if (!this.begun) {
      this.begun = true;
      return;
    }
    this.statement.handleCommandComplete(msg, connection);
  }

  handleError(error: Error, connection: Connection): void {
    // The client forgets a named statement whose parse failed only for the query it sees (this wrapper has no name).
    const name = this.statement.name;
    if (name) delete (connection as unknown as Wire).submittedNamedStatements[name];
    this.statement.handleError(error, connection);
  }

  handleRowDescription(msg: unknown): void {
    this.statement.handleRowDescription(msg);
  }

  handleDataRow(msg: unknown): void {
    this.statement.handleDataRow(msg);
  }

  handleEmptyQuery(connection: Connection): void {
    this.statement.handleEmptyQuery(connection);
  }

  handlePortalSuspended(connection: Connection): void {
    this.statement.handlePortalSuspended(connection);
  }

  handleCopyInResponse(connection: Connection): void {
    this.statement.handleCopyInResponse(connection);
  }

  handleCopyData(msg: unknown, connection: Connection): void {
    this.statement.handleCopyData(msg, connection);
  }

  handleReadyForQuery(connection: Connection): void {
    this.statement.handleReadyForQuery(connection);
  }
}
