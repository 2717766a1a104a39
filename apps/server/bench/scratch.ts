import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../src/db/tables';

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

/**
 * `n` bench players (insertBenchPlayers), each with a wallet holding 1,000,000 ৳ (one ledger transfer from the house
 * account `bench`) and a site session: their ids, session ids and bearer tokens.
 */
export async function fundedBenchPlayers(app: FastifyInstance, n: number, label: string) {
  const db = app.khela.database.db;
  await insertBenchPlayers(db, n);
  const players = await db.selectFrom('players').select(['id', 'currency']).execute();
  const out: { playerId: bigint; sessionId: bigint; token: string }[] = [];
  for (const p of players) {
    await app.khela.wallet.openPlayerWallet(db, p.id, p.currency);
    await app.khela.wallet.inTransaction((tx) =>
      app.khela.wallet.transfer(tx, {
        from: { house: 'bench', currency: 'BDT' },
        to: { player: p.id, currency: 'BDT' },
        amount: 100_000_000n,
        reason: 'bench',
        reference: 'bench',
        idempotencyKey: `${label}:fund:${p.id}`,
      }),
    );
    const token = randomBytes(32).toString('base64url');
    const s = await db
      .insertInto('sessions')
      .values({ player_id: p.id, token_hash: createHash('sha256').update(token).digest('hex'), expires_at: new Date(Date.now() + 3600_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ playerId: p.id, sessionId: s.id, token });
  }
  return out;
}
