import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';

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
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => {
      /* an idle client died: the pool replaces it */
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
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
      close: () => db.destroy(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = join(opts.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
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
    close: () => db.destroy(),
  };
}

export { sql };
