/**
 * Ledger throughput on PostgreSQL: transfers per second with many players, every transfer touching one house
 * account, plain (one row, every transfer queues on its lock) versus split into shards (one row picked at random).
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger.bench.ts
 *
 * Settings (env): BENCH_PLAYERS (2000), BENCH_TRANSFERS per run (4000), BENCH_CONCURRENCY (32), BENCH_SHARDS (8),
 * BENCH_ROUNDS (3: each comparison alternated this many times, the median ratio printed).
 * Creates a scratch database beside TEST_DATABASE_URL's and drops it afterwards. Prints figures, never fails on a time.
 */
import { join } from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { serverRoot } from '../src/config';
import { benchBase, insertBenchPlayers, num, scratchDatabase } from './scratch';
import { LocalBus } from '../src/realtime/bus';
import { statementName } from '../src/db/prepared';
import { UnitOfWork } from '../src/db/unit-of-work';
import { WalletService, type AccountRef } from '../src/wallet/wallet.service';

const base = benchBase('ledger');
const PLAYERS = num('BENCH_PLAYERS', 2000);
const TRANSFERS = num('BENCH_TRANSFERS', 4000);
const CONCURRENCY = num('BENCH_CONCURRENCY', 32);
const SHARDS = num('BENCH_SHARDS', 8);
const ROUNDS = num('BENCH_ROUNDS', 3);

async function main() {
  const scratch = await scratchDatabase(base, 'khela_bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/tmp', poolSize: CONCURRENCY + 2 });
  let unnamedDb: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    await migrate(database, join(serverRoot(), 'migrations'));
    const db = database.db;
    // Many players, each with a main wallet (straight SQL: the bench measures transfers, not sign-ups).
    await insertBenchPlayers(db, PLAYERS);
    await sql`INSERT INTO ledger_accounts (code, kind, player_id, currency)
      SELECT 'player:' || id || ':main:BDT', 'player', id, 'BDT' FROM players`.execute(db);
    const ids = (await db.selectFrom('players').select('id').execute()).map((r) => r.id);
    const wallet = new WalletService(new UnitOfWork(db), new LocalBus());
    // The same service on a pool that sends every statement unnamed (DB_PREPARED=0): what the prepared statements
    // (db/prepared.ts) are worth.
    unnamedDb = await openDatabase({ databaseUrl: scratch.url, dataDir: '/tmp', poolSize: CONCURRENCY + 2, prepared: false });
    const unnamed = new WalletService(new UnitOfWork(unnamedDb.db), new LocalBus());

    let runs = 0;
    async function run(label: string, houseFor: (worker: number) => AccountRef, count = TRANSFERS, playerOf = (_i: number) => ids[Math.floor(Math.random() * ids.length)]!, via = wallet): Promise<number> {
      const runNo = ++runs; // idempotency keys unique across rounds
      let next = 0;
      let failed = 0;
      const t0 = performance.now();
      const worker = async (w: number) => {
        const house = houseFor(w);
        for (;;) {
          const i = next++;
          if (i >= count) return;
          const player = playerOf(i);
          try {
            await via.inTransaction((tx) =>
              via.transfer(
                tx,
                { from: house, to: { player, currency: 'BDT' }, amount: 100n, reason: 'bench', reference: label, idempotencyKey: `bench:${label}:${runNo}:${i}` },
              ),
            );
          } catch {
            failed++;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
      const secs = (performance.now() - t0) / 1000;
      const rate = (count - failed) / secs;
      console.log(`  ${label.padEnd(40)} ${rate.toFixed(0).padStart(7)} transfers/s  (${count} in ${secs.toFixed(2)} s${failed ? `, ${failed} failed` : ''})`);
      return rate;
    }

    /**
     * The yardstick: the same transfer as three raw SQL statements in a transaction (the ledger transaction, its two
     * postings, both balances in one UPDATE), on the same database, players and concurrency; no idempotency check,
     * no account lookup, no lock ordering, no balance check but the CHECK constraint.
     */
    const playerAccounts = (await sql<{ id: string }>`SELECT id::text AS id FROM ledger_accounts WHERE kind = 'player'`.execute(db)).rows.map((r) => r.id);
    const rawHouse = async (code: string) =>
      (await sql<{ id: string }>`INSERT INTO ledger_accounts (code, kind, currency) VALUES (${code}, 'house', 'BDT') RETURNING id::text AS id`.execute(db)).rows[0]!.id;
    const pool = new pg.Pool({ connectionString: scratch.url, max: CONCURRENCY + 2 });
    /** The yardstick's three statements, sent by `query` (a held pg connection, or a Kysely transaction). */
    type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
    const threeStatements = async (query: Query, key: string, from: string, to: string) => {
      const t = (await query(`INSERT INTO ledger_transactions (idempotency_key, reason, reference) VALUES ($1, 'bench', '') RETURNING id`, [key])).rows[0] as { id: string };
      await query(`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES ($1, $2, -100), ($1, $3, 100)`, [t.id, from, to]);
      await query(`UPDATE ledger_accounts a SET balance = a.balance + d.amount FROM (VALUES ($1::bigint, -100::bigint), ($2::bigint, 100::bigint)) AS d(id, amount) WHERE a.id = d.id`, [from, to]);
    };
    /**
     * Runs the yardstick: on a connection each worker holds (`held`), or in a Kysely transaction on the pool per
     * transfer, as every unit of work runs (`kysely`: what the app's transaction layer costs by itself).
     */
    async function raw(label: string, houseFor: (worker: number) => string, via: 'held' | 'kysely' | 'named' = 'held'): Promise<number> {
      const runNo = ++runs; // idempotency keys unique across rounds
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, w) => {
          const c = via !== 'kysely' ? await pool.connect() : undefined;
          try {
            for (;;) {
              const i = next++;
              if (i >= TRANSFERS) return;
              const [key, from] = [`raw:${label}:${runNo}:${i}`, houseFor(w)];
              const to = playerAccounts[Math.floor(Math.random() * playerAccounts.length)]!;
              if (c) {
                await c.query('BEGIN');
                await threeStatements((text, params) => (via === 'named' ? c.query({ name: statementName(text), text, values: params }) : c.query(text, params)), key, from, to);
                await c.query('COMMIT');
              } else {
                await db.transaction().execute((tx) => threeStatements((text, params) => tx.executeQuery(CompiledQuery.raw(text, params)), key, from, to));
              }
            }
          } finally {
            c?.release();
          }
        }),
      );
      const rate = TRANSFERS / ((performance.now() - t0) / 1000);
      console.log(`  ${label.padEnd(40)} ${rate.toFixed(0).padStart(7)} transfers/s`);
      return rate;
    }
    console.log(`ledger bench: PostgreSQL, ${PLAYERS} players, ${TRANSFERS} transfers a run, ${CONCURRENCY} in parallel`);
    // Warm up the pool and the house rows, and meet every player once (as a running server has met the players who
    // play: it moves the accounts it knows in two statements, and finds and locks the others first).
    await run('warm-up (every player once)', () => ({ house: 'bench:warm', currency: 'BDT', shards: SHARDS }), ids.length, (i) => ids[i]!);
    await run('warm-up (unnamed statements)', () => ({ house: 'bench:warm', currency: 'BDT', shards: SHARDS }), ids.length, (i) => ids[i]!, unnamed);
    const rawOwn = await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => rawHouse(`house:raw:own:${w}`)));
    const rawHot = await rawHouse('house:raw:hot');
    await raw('warm-up (raw SQL)', (w) => rawOwn[w]!);
    // Each comparison alternates ours and its yardstick ROUNDS times and takes the median of the ratios, so a change in
    // the machine's load during the run (2 shared cores) falls on both sides.
    const pct = (a: number) => `${(a * 100).toFixed(0)} %`;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratios = { own: [] as number[], plain: [] as number[], split: [] as number[], viaTx: [] as number[], walletOfTx: [] as number[], unnamed: [] as number[], ofNamed: [] as number[] };
    for (let r = 1; r <= ROUNDS; r++) {
      console.log(` round ${r} of ${ROUNDS}`);
      // The ceiling: every worker has a house account of its own, nothing is shared.
      const own = await run('a house account per worker', (w) => ({ house: `bench:own:${w}`, currency: 'BDT' }));
      const yardOwn = await raw('yardstick: raw SQL, a house per worker', (w) => rawOwn[w]!);
      const viaTx = await raw('raw SQL in a Kysely transaction', (w) => rawOwn[w]!, 'kysely');
      const named = await raw('raw SQL, named prepared statements', (w) => rawOwn[w]!, 'named');
      const own2 = await run('a house per worker, statements unnamed', (w) => ({ house: `bench:own:${w}`, currency: 'BDT' }), TRANSFERS, undefined, unnamed);
      const plain = await run('one house account, not split', () => ({ house: 'bench:plain', currency: 'BDT' }));
      const split = await run(`one house account, split in ${SHARDS}`, () => ({ house: 'bench:split', currency: 'BDT', shards: SHARDS }));
      const yardHot = await raw('yardstick: raw SQL, one hot house row', () => rawHot);
      ratios.own.push(own / yardOwn);
      ratios.plain.push(plain / yardHot);
      ratios.split.push(split / yardHot);
      ratios.viaTx.push(viaTx / yardOwn);
      ratios.walletOfTx.push(own / viaTx);
      ratios.unnamed.push(own2 / yardOwn);
      ratios.ofNamed.push(own / named);
    }
    const all = (xs: number[]) => `median ${pct(median(xs))} (${xs.map(pct).join(', ')})`;
    console.log(`  WalletService.transfer vs raw SQL, random players: ${all(ratios.own)}`);
    console.log(`  the same with every statement unnamed (DB_PREPARED=0) vs raw SQL: ${all(ratios.unnamed)}`);
    console.log(`  WalletService.transfer vs raw SQL sent as named prepared statements too: ${all(ratios.ofNamed)}`);
    console.log(`  one house account vs raw SQL on one hot row: unsplit ${all(ratios.plain)}; split in ${SHARDS} ${all(ratios.split)}`);
    // (The app's pool names its statements, so this row's three statements are prepared as well.)
    console.log(`  the raw statements in a Kysely transaction (named, as the app's pool sends them) vs raw SQL: ${all(ratios.viaTx)}; WalletService.transfer vs them: ${all(ratios.walletOfTx)}`);
    await pool.end();
    const v = await wallet.verifyLedger();
    console.log(`  ledger after the runs: ${v.unbalanced.length + v.drifted.length + v.empty.length === 0 ? 'balanced' : JSON.stringify(v)}`);
  } finally {
    await unnamedDb?.close();
    await database.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
