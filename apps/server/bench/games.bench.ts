/**
 * Games on PostgreSQL: rounds per second through the full game wallet path (a Dice round = seed and nonce, outcome,
 * bet debit, win credit, round settlement and turnover; the rounds that arrive together written in one database
 * transaction, GameWalletService.playInstant), each player having played once before, and one Crash event broadcast to
 * 1,000 WebSocket clients (time from the publish to the last client's receipt).
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/games.bench.ts
 *
 * Settings (env): BENCH_PLAYERS (200), BENCH_ROUNDS (4000), BENCH_CONCURRENCY (32), BENCH_CLIENTS (1000).
 * Builds the real app on a scratch database beside TEST_DATABASE_URL's and drops it afterwards. Prints figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { GameSession } from '../src/games/launch.service';
import { benchBase, fundedBenchPlayers, num, scratchDatabase } from './scratch';

const base = benchBase('games');
const PLAYERS = num('BENCH_PLAYERS', 200);
const ROUNDS = num('BENCH_ROUNDS', 4000);
const CONCURRENCY = num('BENCH_CONCURRENCY', 32);
const CLIENTS = num('BENCH_CLIENTS', 1000);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  const scratch = await scratchDatabase(base, 'khela_gbench');
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-gbench-'));
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0' }, { databaseUrl: scratch.url, dbPoolSize: CONCURRENCY + 4 }),
  );
  try {
    await app.ready();
    if (process.env.BENCH_SQL) await app.khela.database.db.executeQuery({ sql: process.env.BENCH_SQL, parameters: [], query: { kind: 'RawNode' } } as never);
    // Players with a wallet, a site session and 1,000,000 ৳ each, and a Dice game session each.
    const sessions: GameSession[] = [];
    for (const p of await fundedBenchPlayers(app, PLAYERS, 'gbench')) {
      const { url } = await app.khela.launch.gameRun({ playerId: p.playerId, sessionId: p.sessionId }, { platform: 'KHELA', gameCode: 'dice' });
      const launchToken = new URL(url, 'http://x').searchParams.get('launch')!;
      sessions.push((await app.khela.launch.start(launchToken)).session);
    }
    // Players who have played before: each player's first round (which makes their seed pair, and the house shards'
    // first rounds make the shards) goes the general path once; the figures are for the rounds after it.
    for (const [i, s] of sessions.entries()) {
      await app.khela.originals.play(s, { request_id: `warm${i.toString(36).padStart(6, '0')}`, amount: '1.00', params: { target: 49.5, direction: 'under' } });
    }
    const before = { ...app.khela.gameWallet.grouped };

    console.log(`games bench: PostgreSQL, ${PLAYERS} players, ${ROUNDS} Dice rounds, ${CONCURRENCY} in parallel`);
    const latencies: number[] = [];
    let next = 0;
    let failed = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const i = next++;
          if (i >= ROUNDS) return;
          const s = sessions[i % sessions.length]!;
          const t = performance.now();
          try {
            await app.khela.originals.play(s, { request_id: `bench${i.toString(36).padStart(6, '0')}`, amount: '1.00', params: { target: 49.5, direction: 'under' } });
            latencies.push(performance.now() - t);
          } catch (e) {
            if (failed === 0) console.log('  first failure:', e instanceof Error ? e.message : e);
            failed++;
          }
        }
      }),
    );
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `  full wallet path: ${((ROUNDS - failed) / secs).toFixed(0)} rounds/s (${ROUNDS} in ${secs.toFixed(2)} s${failed ? `, ${failed} failed` : ''}); ` +
        `latency p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`,
    );
    const groups = app.khela.gameWallet.grouped.groups - before.groups;
    const grouped = app.khela.gameWallet.grouped.rounds - before.rounds;
    console.log(`  rounds per group (one transaction): ${(grouped / Math.max(1, groups)).toFixed(1)} on average over ${groups} groups`);
    const v = await app.khela.wallet.verifyLedger();
    console.log(`  ledger after the run: ${v.unbalanced.length + v.drifted.length + v.empty.length === 0 ? 'balanced' : JSON.stringify(v)}`);
    await yardstick(scratch.url, (ROUNDS - failed) / secs);

    // Crash broadcast: CLIENTS sockets in the crash room, one tick published, time until the last one has it.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const wsUrl = `${address.replace('http', 'ws')}/ws`;
    const sockets: WebSocket[] = [];
    const onTick: ((id: string) => void)[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          sockets.push(ws);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', room: 'crash' })));
          ws.on('message', (raw) => {
            const m = JSON.parse(String(raw)) as { event: string; data: { round_id?: string } };
            if (m.event === 'ready') resolve();
            if (m.event === 'crash.tick') onTick[i]?.(m.data.round_id!);
          });
          ws.on('error', reject);
        }),
      ),
    );
    const runs: number[] = [];
    for (let r = 0; r < 20; r++) {
      const id = `bench-${r}`;
      let left = CLIENTS;
      const done = new Promise<number>((resolve) => {
        for (let i = 0; i < CLIENTS; i++) {
          onTick[i] = (got) => {
            if (got === id && --left === 0) resolve(performance.now());
          };
        }
      });
      const t = performance.now();
      await app.khela.bus.publish('crash', 'crash.tick', { round_id: id, multiplier: 1.5, elapsed_ms: 6_758 });
      runs.push((await done) - t);
    }
    console.log(
      `  crash tick to ${CLIENTS} WebSocket clients (same process, 2 cores): p50 ${pct(runs, 50).toFixed(1)} ms, max ${Math.max(...runs).toFixed(1)} ms over ${runs.length} ticks`,
    );
    for (const s of sockets) s.terminate();
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

/**
 * The yardstick, in the same run on the same database: what a round's money alone costs as raw SQL, two transfers
 * (bet and win) in one transaction, each three statements (the ledger transaction, its two postings, both balances),
 * from the same bench players' wallets to the same house shards, with the same concurrency. No round, no seed, no
 * idempotency check, no turnover: the floor under the full path.
 */
async function yardstick(url: string, fullRate: number) {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY + 4 });
  try {
    const players = (await pool.query<{ id: string; player_id: string }>(`SELECT id, player_id FROM ledger_accounts WHERE kind = 'player' AND code LIKE '%' ORDER BY id`)).rows;
    const houses = (await pool.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE code LIKE 'house:games:KHELA:BDT:%' ORDER BY code`)).rows;
    const transfer = async (c: pg.PoolClient, key: string, from: string, to: string, amount: number) => {
      const t = await c.query<{ id: string }>(`INSERT INTO ledger_transactions (idempotency_key, reason, reference) VALUES ($1, 'bench', '') RETURNING id`, [key]);
      await c.query(`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)`, [t.rows[0]!.id, from, -amount, to, amount]);
      await c.query(`UPDATE ledger_accounts a SET balance = a.balance + d.amount FROM (VALUES ($1::bigint, $2::bigint), ($3::bigint, $4::bigint)) AS d(id, amount) WHERE a.id = d.id`, [from, -amount, to, amount]);
    };
    let next = 0;
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const c = await pool.connect();
        try {
          for (;;) {
            const i = next++;
            if (i >= ROUNDS) return;
            const p = players[i % players.length]!;
            const house = houses[Number(BigInt(p.player_id) % BigInt(houses.length))]!.id;
            const t = performance.now();
            await c.query('BEGIN');
            await transfer(c, `yard:${i}:bet`, p.id, house, 100);
            await transfer(c, `yard:${i}:win`, house, p.id, 100);
            await c.query('COMMIT');
            latencies.push(performance.now() - t);
          }
        } finally {
          c.release();
        }
      }),
    );
    const rate = ROUNDS / ((performance.now() - t0) / 1000);
    console.log(
      `  yardstick, a round's two transfers as raw SQL (3 statements each, one transaction): ${rate.toFixed(0)} /s, ` +
        `latency p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms; the full path is ${((fullRate / rate) * 100).toFixed(0)} % of it`,
    );
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
