import type { CompiledQuery, DatabaseConnection, Driver, PostgresDialectConfig, QueryResult, TransactionSettings } from 'kysely';
import { PostgresDialect } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL dropping a connection (a restart, a fail-over, a pooler recycling connections, an idle timeout,
 * `pg_terminate_backend`: 57P01) is an outage of the requests on that connection, never of the process (issue 31).
 *
 * - Every pooled client has an `error` listener for its whole life (pg's pool listens only while a client is idle;
 *   a client checked out between two statements that loses its backend emits `error`, which without a listener
 *   kills the process). Its next statement then fails, the request answers 503, and the pool drops the client when
 *   it is released (it is no longer queryable) and opens a new one on demand.
 * - A read outside a transaction (a SELECT on the pool) that fails because its connection was lost is sent once more
 *   on another connection: it changed nothing, so sending it again is safe. A statement that writes, and anything in
 *   a transaction, is not: its transaction was rolled back by the lost backend (or, for a COMMIT cut off in flight,
 *   its outcome is unknown), so the request fails and the client retries with its idempotency key.
 */

const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const LOST_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
const LOST_MESSAGES = [/connection terminated/i, /not queryable/i, /connection error/i, /terminating connection/i];

/** Whether `err` says the database connection was lost (as opposed to a statement the database refused). */
export function isConnectionLost(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_NODE_CODES.has(code))) return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && LOST_MESSAGES.some((re) => re.test(message));
}

/** Keeps an `error` listener on every client the pool opens, for the client's whole life. */
export function listenForLostClients(pool: pg.Pool, onLost: (err: Error) => void): void {
  pool.on('error', onLost); // an idle client died: the pool removes it
  pool.on('connect', (client) => {
    client.on('error', onLost);
  });
}

/** Told how long each transaction took from BEGIN to its COMMIT or ROLLBACK (the metrics' transaction histogram). */
export type TransactionObserver = (seconds: number, outcome: 'commit' | 'rollback') => void;

/** The connection the driver hands Kysely: the real one, and whether (since when) it is inside a transaction. */
class Tracked implements DatabaseConnection {
  inTransaction = false;
  began = 0;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: ReadRetryDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (err) {
      if (this.inTransaction || query.query.kind !== 'SelectQueryNode' || !isConnectionLost(err)) throw err;
      return this.driver.onFreshConnection((c) => c.executeQuery<R>(query));
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** PostgresDialect's driver, with a lost connection's read sent once more on another connection. */
class ReadRetryDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly observe?: TransactionObserver,
  ) {}

  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new Tracked(await this.inner.acquireConnection(), this);
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    (c as Tracked).inTransaction = true;
    (c as Tracked).began = performance.now();
    await this.inner.beginTransaction((c as Tracked).inner, settings);
  }
  async commitTransaction(c: DatabaseConnection) {
    let outcome: 'commit' | 'rollback' = 'rollback';
    try {
      await this.inner.commitTransaction((c as Tracked).inner);
      outcome = 'commit';
    } finally {
      this.ended(c as Tracked, outcome);
    }
  }
  async rollbackTransaction(c: DatabaseConnection) {
    try {
      await this.inner.rollbackTransaction((c as Tracked).inner);
    } finally {
      this.ended(c as Tracked, 'rollback');
    }
  }
  private ended(c: Tracked, outcome: 'commit' | 'rollback') {
    c.inTransaction = false;
    this.observe?.((performance.now() - c.began) / 1000, outcome);
  }
  savepoint: Driver['savepoint'] = (c, name, compile) => this.inner.savepoint!((c as Tracked).inner, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (c, name, compile) => this.inner.rollbackToSavepoint!((c as Tracked).inner, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (c, name, compile) => this.inner.releaseSavepoint!((c as Tracked).inner, name, compile);
  releaseConnection(c: DatabaseConnection) {
    return this.inner.releaseConnection((c as Tracked).inner);
  }
  destroy() {
    return this.inner.destroy();
  }

  /** Runs `work` on a connection of its own, released after. */
  async onFreshConnection<T>(work: (c: DatabaseConnection) => Promise<T>): Promise<T> {
    const c = await this.inner.acquireConnection();
    try {
      return await work(c);
    } finally {
      await this.inner.releaseConnection(c);
    }
  }
}

/** Kysely's PostgreSQL dialect with reads retried once after a lost connection (see above), transactions timed. */
export class ResilientPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly observe?: TransactionObserver,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return new ReadRetryDriver(super.createDriver(), this.observe);
  }
}
