import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { PREPARED_MAX, statementName } from '../src/db/prepared';
import { freshPostgresDatabase, onPostgres } from './helpers';

/** Named prepared statements (db/prepared.ts), PostgreSQL only: the embedded PGlite has no round trip to save. */
describe.runIf(onPostgres)('named prepared statements on PostgreSQL', () => {
  let pg: { url: string; drop: () => Promise<void> };
  let named: Database;
  let unnamed: Database;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
    // One connection each, so every statement below meets the same server session.
    named = await openDatabase({ databaseUrl: pg.url, dataDir: '/tmp', poolSize: 1 });
    unnamed = await openDatabase({ databaseUrl: pg.url, dataDir: '/tmp', poolSize: 1, prepared: false });
  });
  afterAll(async () => {
    await named?.close();
    await unnamed?.close();
    await pg?.drop();
  });

  const prepared = (d: Database) =>
    sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(d.db).then((r) => r.rows);

  it('a statement with parameters is parsed once per connection under the name of its text, and answers each call with its own values', async () => {
    const text = (n: number) => sql<{ v: number }>`SELECT ${n}::int + 1 AS v`;
    expect((await text(1).execute(named.db)).rows[0]!.v).toBe(2);
    expect((await text(41).execute(named.db)).rows[0]!.v).toBe(42);
    const compiled = text(0).compile(named.db).sql;
    const name = statementName(compiled);
    const rows = (await prepared(named)).filter((r) => r.name === name);
    expect(rows).toEqual([{ name, statement: compiled }]);
  });

  it('a statement that fails is parsed again next time; a transaction still rolls back whole', async () => {
    await named.db.schema.createTable('prep_probe').addColumn('n', 'integer').execute();
    const bad = () => sql`SELECT * FROM prep_missing WHERE x = ${1}`.execute(named.db);
    await expect(bad()).rejects.toThrow(/prep_missing/);
    await expect(bad()).rejects.toThrow(/prep_missing/);
    await expect(
      named.db.transaction().execute(async (tx) => {
        await sql`INSERT INTO prep_probe (n) VALUES (${7})`.execute(tx);
        await sql`SELECT 1 / ${0}::int`.execute(tx);
      }),
    ).rejects.toThrow(/division by zero/);
    await sql`INSERT INTO prep_probe (n) VALUES (${8})`.execute(named.db);
    expect((await sql<{ n: number }>`SELECT n FROM prep_probe ORDER BY n`.execute(named.db)).rows).toEqual([{ n: 8 }]);
  });

  it('the tests plan every statement generically (as PostgreSQL may after five runs), where ON CONFLICT needs its partial index’s predicate as a literal', async () => {
    expect((await sql<{ plan_cache_mode: string }>`SHOW plan_cache_mode`.execute(named.db)).rows[0]!.plan_cache_mode).toBe('force_generic_plan');
    await sql`CREATE TABLE prep_seed (player int NOT NULL, status text NOT NULL)`.execute(named.db);
    await sql`CREATE UNIQUE INDEX ON prep_seed (player) WHERE status = 'active'`.execute(named.db);
    const insert = (status: unknown) =>
      named.db.insertInto('prep_seed' as never).values({ player: 1, status: 'active' } as never).onConflict((oc) => oc.column('player' as never).where('status' as never, '=', status as never).doNothing()).execute();
    for (let i = 0; i < 3; i++) await insert(sql.lit('active'));
    await expect(insert('active')).rejects.toMatchObject({ code: '42P10' });
  });

  it('DB_PREPARED=0 sends everything unnamed', async () => {
    await sql`SELECT ${1}::int AS v`.execute(unnamed.db);
    expect(await prepared(unnamed)).toEqual([]);
  });

  it('names are bounded: past PREPARED_MAX distinct texts a new text goes unnamed', () => {
    for (let i = 0; i < PREPARED_MAX + 5; i++) statementName(`SELECT ${i} /* bound probe */ WHERE $1::int = 1`);
    expect(statementName('SELECT never seen before WHERE $1::int = 1')).toBeUndefined();
  });
});
