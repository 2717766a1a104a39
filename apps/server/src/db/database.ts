import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { listenForLostClients, ResilientPostgresDialect, type TransactionObserver } from './connection-loss';
import type { DB } from './tables';
import { PGliteDialect } from './pglite-dialect';
import { preparedPool } from './prepared';
import { templateFile, unpackTemplate, writeTemplate } from './template';

export type Db = Kysely<DB>;

/** Type parsers shared by both drivers: BIGINT → bigint always, DATE and NUMERIC as strings (no time-zone or float surprises). */
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;
pg.types.setTypeParser(INT8, (v) => BigInt(v));
pg.types.setTypeParser(DATE, (v) => v);
pg.types.setTypeParser(NUMERIC, (v) => v);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run a multi-statement SQL script (migrations). */
  execScript(script: string): Promise<void>;
  /**
   * Embedded only: once migrated, a data directory that initdb made (no template matched) is kept as the template the
   * next empty data directory is unpacked from (./template.ts). Call it after `migrate`, before any seed.
   */
  keepTemplate(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (the metrics' pool gauges); null on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL only: send statements with parameters as named prepared statements (./prepared.ts). Default on. */
  prepared?: boolean;
  /** PostgreSQL only: told when a pooled connection is lost (the pool replaces it; see ./connection-loss.ts). */
  onConnectionLost?: (err: Error) => void;
  /** PostgreSQL only: told each transaction's time from BEGIN to COMMIT or ROLLBACK. */
  onTransaction?: TransactionObserver;
  /** Embedded only: where templates of an empty migrated database are kept, and the migrations they match. */
  template?: { dir: string; migrationsDir: string };
}

/** The embedded database's directory under a data directory. */
const embeddedDir = (dataDir: string) => join(dataDir, 'pgdata');

/**
 * Whether `openDatabase` will start the embedded database on an empty data directory (no PostgreSQL URL, nothing
 * initialised yet): a first start, which unpacks the template and will create the first administrator.
 */
export function isFirstEmbeddedStart(opts: Pick<OpenOptions, 'databaseUrl' | 'dataDir'>): boolean {
  return !opts.databaseUrl && !existsSync(join(embeddedDir(opts.dataDir), 'PG_VERSION'));
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    listenForLostClients(pool, (err) => opts.onConnectionLost?.(err));
    const db = new Kysely<DB>({ dialect: new ResilientPostgresDialect({ pool: opts.prepared === false ? pool : preparedPool(pool) }, opts.onTransaction) });
    return {
      db,
      kind: 'postgres',
      execScript: async (script) => {
        const client = await pool.connect();
        try {
          await client.query(script);
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
      },
      keepTemplate: async () => undefined,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = embeddedDir(opts.dataDir);
  const fresh = isFirstEmbeddedStart(opts);
  mkdirSync(dir, { recursive: true });
  const template = fresh && opts.template ? templateFile(opts.template.dir, opts.template.migrationsDir) : undefined;
  const unpacked = template ? unpackTemplate(template, dir) : false;
  const lite = await PGlite.create({
    dataDir: dir,
    parsers: { [INT8]: (v: string) => BigInt(v), [DATE]: (v: string) => v, [NUMERIC]: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(lite) });
  return {
    db,
    kind: 'pglite',
    // Goes through Kysely's connection so it waits for the single-connection lock.
    execScript: (script) =>
      db.connection().execute(async () => {
        try {
          await lite.exec(script);
        } catch (err) {
          await lite.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      }),
    keepTemplate: async () => {
      if (!template || unpacked) return;
      // Only the `postgres` database is used: without template0 and template1 the template is 14 MB smaller, and so
      // is what every fresh data directory writes to disk (the start's time, issue 15). CREATE DATABASE needs them;
      // nothing embedded does that.
      await db.connection().execute(async () => {
        // One statement each: DROP DATABASE refuses to run inside a transaction block, which a list would be.
        for (const name of ['template0', 'template1']) {
          await lite.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
          await lite.exec(`DROP DATABASE ${name}`);
        }
        await lite.exec('CHECKPOINT');
      });
      const tar = await db.connection().execute(() => lite.dumpDataDir('gzip'));
      writeTemplate(template, new Uint8Array(await tar.arrayBuffer()));
    },
    poolStats: () => null,
    close: () => db.destroy(),
  };
}

export { sql };
