import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/db/database';
import { startTestApp, type TestApp } from './helpers';

const SRC = join(__dirname, '..', 'src');
/** The ledger's tables, as SQL or a query builder names them. */
const LEDGER_TABLE = /\bledger_(accounts|postings|transactions)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('the wallet owns the ledger', () => {
  it('no module outside wallet/ (and the table types in db/tables.ts) names a ledger table', () => {
    const offenders = sources(SRC)
      .map((p) => relative(SRC, p))
      .filter((p) => !p.startsWith('wallet/') && p !== 'db/tables.ts')
      .flatMap((p) =>
        readFileSync(join(SRC, p), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${p}:${i + 1}` }))
          .filter(({ line }) => LEDGER_TABLE.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('a ledger transaction balances, or does not commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const accounts = async () => {
    const db = t.app.khela.database.db;
    await sql`INSERT INTO ledger_accounts (code, kind, currency) VALUES ('test:a', 'house', 'BDT'), ('test:b', 'house', 'BDT') ON CONFLICT DO NOTHING`.execute(db);
    const r = await sql<{ id: string; code: string }>`SELECT id::text, code FROM ledger_accounts WHERE code IN ('test:a', 'test:b') ORDER BY code`.execute(db);
    return r.rows.map((x) => BigInt(x.id));
  };

  it('refuses at the commit a transaction whose postings do not sum to zero, and keeps nothing of it', async () => {
    const db = t.app.khela.database.db;
    const [a] = await accounts();
    await expect(
      db.transaction().execute(async (tx) => {
        const lt = await sql<{ id: string }>`INSERT INTO ledger_transactions (idempotency_key, reason) VALUES ('test:unbalanced', 'test') RETURNING id::text`.execute(tx);
        await sql`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES (${lt.rows[0]!.id}::bigint, ${a}::bigint, 100)`.execute(tx);
      }),
    ).rejects.toThrow(/not balanced/);
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = 'test:unbalanced'`.execute(db);
    expect(left.rows[0]!.n).toBe(0);
    expect(await t.app.khela.wallet.verifyLedger()).toEqual({ unbalanced: [], drifted: [], empty: [] });
  });

  it('accepts postings written in several statements that balance by the commit, and refuses a later change that unbalances them', async () => {
    const db = t.app.khela.database.db;
    const [a, b] = await accounts();
    const id = await db.transaction().execute(async (tx) => {
      const lt = await sql<{ id: string }>`INSERT INTO ledger_transactions (idempotency_key, reason) VALUES ('test:balanced', 'test') RETURNING id::text`.execute(tx);
      const txId = lt.rows[0]!.id;
      await sql`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES (${txId}::bigint, ${a}::bigint, -250)`.execute(tx);
      await sql`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES (${txId}::bigint, ${b}::bigint, 250)`.execute(tx);
      await sql`UPDATE ledger_accounts SET balance = balance + CASE WHEN id = ${a}::bigint THEN -250 ELSE 250 END WHERE id IN (${a}::bigint, ${b}::bigint)`.execute(tx);
      return txId;
    });
    expect(await t.app.khela.wallet.verifyLedger()).toEqual({ unbalanced: [], drifted: [], empty: [] });
    await expect(sql`UPDATE ledger_postings SET amount = 300 WHERE transaction_id = ${id}::bigint AND amount = 250`.execute(db)).rejects.toThrow(/not balanced/);
    await expect(sql`DELETE FROM ledger_postings WHERE transaction_id = ${id}::bigint AND amount = 250`.execute(db)).rejects.toThrow(/not balanced/);
    const sum = await sql<{ s: string }>`SELECT sum(amount)::text AS s FROM ledger_postings WHERE transaction_id = ${id}::bigint`.execute(db);
    expect(sum.rows[0]!.s).toBe('0');
  });
});
