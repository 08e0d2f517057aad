import { type Connection, Pool, type PoolClient, type PoolConfig, Query, type QueryConfig, type QueryResult } from 'pg';

/**
 * A transaction's BEGIN sent with its first statement, and its COMMIT with its last one when the caller says so:
 * one round trip each instead of two.
 *
 * PrismaPg starts an interactive transaction with a BEGIN of its own and waits for its answer before the first
 * statement, and ends it with a COMMIT of its own after the last one; on a busy machine each round trip to
 * PostgreSQL is a wake-up of both processes. Here a pooled connection holds its BEGIN back, then writes it in the
 * same batch of the extended protocol as the statement that follows it, before a single Sync: PostgreSQL runs both
 * or neither (a BEGIN that fails makes it skip the statement, whose caller gets the BEGIN's error), so no statement
 * can run outside its transaction. A statement marked with COMMIT_WITH (`commitWith`) is written with a COMMIT
 * after it in the same batch: when the statement fails, the COMMIT is skipped and the transaction rolls back as
 * before; when the COMMIT fails, the statement's caller gets its error. PrismaPg's own COMMIT that follows is then
 * answered here, with nothing sent. A transaction that ends before any statement sends nothing at all.
 *
 * Each connection is patched once, when the pool opens it; its state is reset whenever the pool hands it out
 * again, so that nothing of a transaction ever reaches the next user of the connection.
 */
export function poolWithTransactionBatches(config: PoolConfig): Pool {
  const pool = new Pool(config);
  const states = new WeakMap<PoolClient, State>();
  pool.on('connect', (client) => batchTransactions(client, states));
  pool.on('acquire', (client) => states.delete(client));
  return pool;
}

/**
 * The comment that opens a transaction's last statement, for its COMMIT to go with it: nothing may run in the
 * transaction after it (a statement would be refused), and the caller must not throw once it is answered.
 */
export const COMMIT_WITH = '/* and commit */ ';

/** A connection's transaction: its BEGIN held back, begun, or committed with its last statement (none: idle). */
type State = 'held' | 'open' | 'committed';

const NOTHING_SENT = (command: string): QueryResult => ({ command, rowCount: null, oid: 0, fields: [], rows: [] });

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

function batchTransactions(client: PoolClient, states: WeakMap<PoolClient, State>): void {
  const send = client.query.bind(client) as QueryFn;
  const query: QueryFn = (config, values, callback) => {
    const state = states.get(client);
    if (!isPlainPromiseQuery(config, values, callback)) return state === 'held' ? beginFirst(send, states, client, config, values, callback) : send(config, values, callback);
    const text = config.text;
    if (text === 'BEGIN' && state === undefined) {
      states.set(client, 'held');
      return Promise.resolve(NOTHING_SENT('BEGIN'));
    }
    if (text === 'COMMIT' || text === 'ROLLBACK') {
      states.delete(client);
      // Nothing begun, or already committed with the last statement (a rollback asked then: what was written
      // stays, the caller's error is its own): nothing to send.
      return state === 'held' || state === 'committed' ? Promise.resolve(NOTHING_SENT(text)) : send(config);
    }
    if (state === 'committed') return Promise.reject(new Error('statement after its transaction was committed with the last one'));
    // Outside a transaction a statement commits by itself anyway.
    if (state === undefined) return send(config);
    const begin = state === 'held';
    const commit = text.startsWith(COMMIT_WITH);
    states.set(client, 'open');
    if (!begin && !commit) return send(config);
    return new Promise<QueryResult>((resolve, reject) => {
      let settled = false;
      // pg may call back twice (a statement whose values cannot be bound: its error, then its Sync's answer).
      const statement = new Query(config, undefined, (error: Error | undefined, result: QueryResult) => {
        if (settled) return;
        settled = true;
        if (error) return reject(error);
        if (batch.committed && states.get(client) === 'open') states.set(client, 'committed');
        resolve(result);
      });
      // Batched in the extended protocol, even with no parameters (pg would send those as a simple query, whose
      // Sync is its own).
      (statement as unknown as { queryMode?: string }).queryMode = 'extended';
      // The client gives its type parsers to the queries it builds itself; PrismaPg gives its own in `config.types`.
      const result = (statement as unknown as { _result: { _types?: unknown } })._result;
      result._types ??= (client as unknown as { _types: unknown })._types;
      const batch = new Batch(statement as unknown as Statement, begin, commit);
      send(batch);
    });
  };
  client.query = query as PoolClient['query'];
}

/** A statement not sent as PrismaPg sends them (a callback, a cursor…) after a held BEGIN: the BEGIN first on its own, the statement once it is answered. */
function beginFirst(send: QueryFn, states: WeakMap<PoolClient, State>, client: PoolClient, config: unknown, values: unknown, callback: unknown): unknown {
  states.set(client, 'open');
  if (typeof callback === 'function') {
    const done = callback as (error: Error | null) => void;
    return void send('BEGIN', (error: Error | null) => (error ? done(error) : send(config, values, callback)));
  }
  return (send('BEGIN') as Promise<unknown>).then(() => send(config, values, callback));
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

/** An unnamed statement with no parameters (BEGIN, COMMIT), parsed, bound and run with no Sync of its own. */
function unsynced(wire: Wire, text: string): void {
  wire.parse({ text });
  wire.bind({});
  wire.execute({});
}

/**
 * A submittable of pg's: the statement's own messages, with a BEGIN before them and a COMMIT after them, all
 * before the statement's Sync, written at once. The answers are the statement's but for the completions of the
 * BEGIN (first) and of the COMMIT (last), which are not passed on.
 */
class Batch {
  private completions = 0;
  /** The COMMIT's completion came. */
  committed = false;

  constructor(
    private readonly statement: Statement,
    private readonly begin: boolean,
    private readonly commit: boolean,
  ) {}

  submit(connection: Connection): Error | null | undefined {
    const wire = connection as unknown as Wire;
    wire.stream.cork?.();
    try {
      if (this.begin) unsynced(wire, 'BEGIN');
      if (!this.commit) return this.statement.submit(connection);
      // The statement's own Sync comes after its Execute (pg's Query.prepare): the COMMIT goes in between, and only
      // after an Execute (a statement whose values cannot be bound is closed and synced without one).
      const own = connection as unknown as { execute(config: object): void; sync(): void };
      let executed = false;
      own.execute = (config) => {
        executed = true;
        Object.getPrototypeOf(own).execute.call(own, config);
      };
      own.sync = () => {
        if (executed) unsynced(wire, 'COMMIT');
        Object.getPrototypeOf(own).sync.call(own);
      };
      try {
        return this.statement.submit(connection);
      } finally {
        delete (own as Partial<typeof own>).execute;
        delete (own as Partial<typeof own>).sync;
      }
    } finally {
      wire.stream.uncork?.();
    }
  }

  handleCommandComplete(msg: unknown, connection: Connection): void {
    const index = this.completions++;
    const own = this.begin ? 1 : 0;
    if (index === own) this.statement.handleCommandComplete(msg, connection);
    else if (index > own && this.commit) this.committed = true;
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
