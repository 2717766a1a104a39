import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

/** What every PostgreSQL bench shares: the server to use, numeric settings, a scratch database, bench players. */
export function benchBase(label: string): string {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) {
    console.error(`${label} bench: set TEST_DATABASE_URL (a PostgreSQL server where a scratch database may be created)`);
    process.exit(2);
  }
  return base;
}

/** A positive whole number from the environment, else the default. */
export function num(name: string, dflt: number): number {
  const v = Number(process.env[name] ?? dflt);
  return Number.isSafeInteger(v) && v > 0 ? v : dflt;
}

async function admin(base: string, query: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** A new empty database beside `base`'s; `drop()` removes it. */
export async function scratchDatabase(base: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await admin(base, `CREATE DATABASE ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `n` players straight in SQL (a bench measures money, not sign-ups). */
export async function insertBenchPlayers(db: Kysely<DB>, n: number): Promise<void> {
  await sql`INSERT INTO players (username, phone, email, password_hash, referral_code)
    SELECT 'bench' || lpad(g::text, 8, '0'), '88017' || lpad(g::text, 8, '0'), 'bench' || g || '@bench.local', 'x', 'BENCH' || g
    FROM generate_series(1, ${n}) g`.execute(db);
}
