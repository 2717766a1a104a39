/**
 * Ledger throughput on PostgreSQL: transfers per second with many players, every transfer touching one house
 * account, plain (one row, every transfer queues on its lock) versus split into shards (one row picked at random).
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger.bench.ts
 *
 * Settings (env): BENCH_PLAYERS (2000), BENCH_TRANSFERS per run (3000), BENCH_CONCURRENCY (32), BENCH_SHARDS (8).
 * Creates a scratch database beside TEST_DATABASE_URL's and drops it afterwards. Prints figures, never fails on a time.
 */
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { serverRoot } from '../src/config';
import { benchBase, insertBenchPlayers, num, scratchDatabase } from './scratch';
import { LocalBus } from '../src/realtime/bus';
import { UnitOfWork } from '../src/db/unit-of-work';
import { WalletService, type AccountRef } from '../src/wallet/wallet.service';

const base = benchBase('ledger');
const PLAYERS = num('BENCH_PLAYERS', 2000);
const TRANSFERS = num('BENCH_TRANSFERS', 3000);
const CONCURRENCY = num('BENCH_CONCURRENCY', 32);
const SHARDS = num('BENCH_SHARDS', 8);

async function main() {
  const scratch = await scratchDatabase(base, 'khela_bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/tmp', poolSize: CONCURRENCY + 2 });
  try {
    await migrate(database, join(serverRoot(), 'migrations'));
    const db = database.db;
    // Many players, each with a main wallet (straight SQL: the bench measures transfers, not sign-ups).
    await insertBenchPlayers(db, PLAYERS);
    await sql`INSERT INTO ledger_accounts (code, kind, player_id, currency)
      SELECT 'player:' || id || ':main:BDT', 'player', id, 'BDT' FROM players`.execute(db);
    const ids = (await db.selectFrom('players').select('id').execute()).map((r) => r.id);
    const wallet = new WalletService(new UnitOfWork(db), new LocalBus());

    async function run(label: string, houseFor: (worker: number) => AccountRef): Promise<void> {
      let next = 0;
      let failed = 0;
      const t0 = performance.now();
      const worker = async (w: number) => {
        const house = houseFor(w);
        for (;;) {
          const i = next++;
          if (i >= TRANSFERS) return;
          const player = ids[Math.floor(Math.random() * ids.length)]!;
          try {
            await wallet.inTransaction((tx) =>
              wallet.transfer(
                tx,
                { from: house, to: { player, currency: 'BDT' }, amount: 100n, reason: 'bench', reference: label, idempotencyKey: `bench:${label}:${i}` },
              ),
            );
          } catch {
            failed++;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
      const secs = (performance.now() - t0) / 1000;
      const rate = (TRANSFERS - failed) / secs;
      console.log(`  ${label.padEnd(32)} ${rate.toFixed(0).padStart(7)} transfers/s  (${TRANSFERS} in ${secs.toFixed(2)} s${failed ? `, ${failed} failed` : ''})`);
    }

    console.log(`ledger bench: PostgreSQL, ${PLAYERS} players, ${TRANSFERS} transfers a run, ${CONCURRENCY} in parallel`);
    // Warm up the pool and the house rows.
    await run('warm-up', () => ({ house: 'bench:warm', currency: 'BDT', shards: SHARDS }));
    // The ceiling: every worker has a house account of its own, nothing is shared.
    await run('a house account per worker', (w) => ({ house: `bench:own:${w}`, currency: 'BDT' }));
    await run('one house account, not split', () => ({ house: 'bench:plain', currency: 'BDT' }));
    await run(`one house account, split in ${SHARDS}`, () => ({ house: 'bench:split', currency: 'BDT', shards: SHARDS }));
    const v = await wallet.verifyLedger();
    console.log(`  ledger after the runs: ${v.unbalanced.length + v.drifted.length + v.empty.length === 0 ? 'balanced' : JSON.stringify(v)}`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
