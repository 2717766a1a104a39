import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../src/db/connection-loss';
import { openDatabase, type Database } from '../src/db/database';
import { freshPostgresDatabase, onPostgres } from './helpers';

/**
 * A lost database connection (db/connection-loss.ts, issue 31): a read outside a transaction is sent again on another
 * connection; a write, and anything in a transaction, fails (for the client to retry with its idempotency key); the
 * process keeps running and the pool serves the next statements on new connections.
 */
describe.runIf(onPostgres)('a lost PostgreSQL connection', () => {
  let db: { url: string; drop: () => Promise<void> };
  let database: Database;
  let admin: pg.Client;
  const lost: string[] = [];
  beforeAll(async () => {
    db = await freshPostgresDatabase();
    database = await openDatabase({ databaseUrl: db.url, dataDir: '/tmp', poolSize: 2, onConnectionLost: (e) => lost.push(e.message) });
    await sql`CREATE TABLE probe (n int)`.execute(database.db);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await db?.drop();
  });

  /** Terminates the backend of the connection `c` runs on, and waits until the client has heard of it. */
  const terminate = async (pid: number) => {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await new Promise((r) => setTimeout(r, 100));
  };
  const pidOf = async (c: { selectNoFrom: Database['db']['selectNoFrom'] }) => (await c.selectNoFrom(sql<number>`pg_backend_pid()`.as('pid')).executeTakeFirstOrThrow()).pid;

  it('a read on a connection whose backend was terminated answers from another connection', async () => {
    await database.db.connection().execute(async (c) => {
      const pid = await pidOf(c);
      await terminate(pid);
      const again = await pidOf(c);
      expect(again).not.toBe(pid);
    });
    expect(lost.length).toBeGreaterThan(0);
  });

  it('a write on such a connection fails as a lost connection, and is not sent again', async () => {
    await database.db.connection().execute(async (c) => {
      await terminate(await pidOf(c));
      const err = await c.insertInto('probe' as never).values({ n: 1 } as never).execute().catch((e: unknown) => e);
      expect(isConnectionLost(err), String(err)).toBe(true);
    });
    expect(await sql<{ n: string }>`SELECT count(*)::text AS n FROM probe`.execute(database.db).then((r) => r.rows[0]!.n)).toBe('0');
  });

  it('a read inside a transaction whose backend was terminated fails, and the transaction is gone whole', async () => {
    const err = await database.db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto('probe' as never).values({ n: 2 } as never).execute();
        await terminate(await pidOf(tx));
        await pidOf(tx);
      })
      .catch((e: unknown) => e);
    expect(isConnectionLost(err), String(err)).toBe(true);
    expect(await sql<{ n: string }>`SELECT count(*)::text AS n FROM probe`.execute(database.db).then((r) => r.rows[0]!.n)).toBe('0');
  });

  it('the pool serves the next statements on new connections', async () => {
    for (let i = 0; i < 5; i++) await sql`SELECT 1`.execute(database.db);
  });

  it('knows a lost connection from a refused statement', () => {
    expect(isConnectionLost(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('new row violates check constraint'), { code: '23514' }))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
  });
});
