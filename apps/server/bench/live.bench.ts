/**
 * Live tables on PostgreSQL (issue 34): BENCH_PLAYERS players (1,000) each put one chip on one round of Dragon Tiger,
 * then the round is dealt and settled — the time from the deal to the last balance change (one transaction paying
 * every bet through the game wallet) beside the yardstick: the same number of balance changes as raw SQL transfers
 * in one transaction (3 statements each, no round, no idempotency, no turnover). Then the round's state pushed to
 * BENCH_CLIENTS (1,000) WebSocket clients in the table's room: the time until the last one has it.
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/live.bench.ts
 *
 * Builds the real app on a scratch database beside TEST_DATABASE_URL's and drops it afterwards. Prints figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { GameSession } from '../src/games/launch.service';
import { benchBase, fundedBenchPlayers, num, scratchDatabase } from './scratch';

const base = benchBase('live');
const PLAYERS = num('BENCH_PLAYERS', 1000);
const CONCURRENCY = num('BENCH_CONCURRENCY', 32);
const CLIENTS = num('BENCH_CLIENTS', 1000);
const RUNS = num('BENCH_RUNS', 3);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const median = (xs: number[]) => pct(xs, 50);

async function main() {
  const scratch = await scratchDatabase(base, 'khela_lbench');
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-lbench-'));
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0', LIVE_ENGINE: '0', LIVE_PAUSE_MS: '0' }, { databaseUrl: scratch.url, dbPoolSize: CONCURRENCY + 4 }),
  );
  const db = app.khela.database.db;
  const live = app.khela.live;
  try {
    await app.ready();
    const table = await db.selectFrom('live_tables').select('id').where('game_code', '=', 'dragon-tiger').executeTakeFirstOrThrow();
    const sessions: GameSession[] = [];
    for (const p of await fundedBenchPlayers(app, PLAYERS, 'lbench')) {
      const { url } = await app.khela.launch.gameRun({ playerId: p.playerId, sessionId: p.sessionId }, { platform: 'KHELA', gameCode: 'dragon-tiger' });
      sessions.push((await app.khela.launch.start(new URL(url, 'http://x').searchParams.get('launch')!)).session);
    }
    console.log(`live bench: PostgreSQL, ${PLAYERS} players each with one chip on a Dragon Tiger round, ${CONCURRENCY} bets in parallel, ${RUNS} rounds`);
    const settles: number[] = [];
    const yards: number[] = [];
    const betRates: number[] = [];
    const betYards: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A round in its betting window, left open for the bets.
      await db.updateTable('live_rounds').set({ betting_ends_at: sql<Date>`now()`, dealt_at: sql<Date>`now() - interval '1 hour'` }).where('phase', 'in', ['betting', 'dealing']).execute();
      for (let i = 0; i < 4; i++) await live.step();
      await db.updateTable('live_rounds').set({ betting_ends_at: sql<Date>`now() + interval '1 hour'` }).where('phase', '=', 'betting').execute();
      const round = await db.selectFrom('live_rounds').select('id').where('table_id', '=', table.id).where('phase', '=', 'betting').executeTakeFirstOrThrow();
      let next = 0;
      let failed = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (;;) {
            const i = next++;
            if (i >= sessions.length) return;
            try {
              await live.bet(sessions[i]!, { request_id: `lb${run}x${i.toString(36).padStart(6, '0')}`, table_id: String(table.id), round_id: String(round.id), spots: { [i % 2 ? 'dragon' : 'tiger']: '10.00' } });
            } catch (e) {
              if (failed++ === 0) console.log('  first failed bet:', e instanceof Error ? e.message : e);
            }
          }
        }),
      );
      betRates.push((sessions.length - failed) / ((performance.now() - t0) / 1000));
      // The deal, then the settlement of every bet: timed from the deal to the commit of the last balance change.
      await db.updateTable('live_rounds').set({ betting_ends_at: sql<Date>`now()` }).where('id', '=', round.id).execute();
      await live.step();
      const t1 = performance.now();
      await live.settle(round.id);
      settles.push(performance.now() - t1);
      const r = await db.selectFrom('live_rounds').select(['phase', 'players']).where('id', '=', round.id).executeTakeFirstOrThrow();
      if (r.phase !== 'settled' || r.players !== PLAYERS - failed) console.log(`  round ${round.id}: ${r.phase}, ${r.players} players`);
      yards.push(await yardstick(scratch.url, PLAYERS, run));
      betYards.push(await betYardstick(scratch.url, PLAYERS, run));
    }
    console.log(
      `  bets: median ${median(betRates).toFixed(0)} /s through the service (one chip each, ${CONCURRENCY} at once); yardstick, the bet's transfer alone as raw SQL ` +
        `(one transaction each, ${CONCURRENCY} at once): median ${median(betYards).toFixed(0)} /s; ours is ${((median(betRates) / median(betYards)) * 100).toFixed(0)} % of it`,
    );
    console.log(
      `  deal → last balance change, ${PLAYERS} bets settled in one transaction: median ${median(settles).toFixed(0)} ms (runs ${settles.map((x) => x.toFixed(0)).join(', ')}); ` +
        `yardstick, ${PLAYERS} raw SQL transfers in one transaction: median ${median(yards).toFixed(0)} ms; ours is ${(median(settles) / median(yards)).toFixed(1)}× it`,
    );
    const v = await app.khela.wallet.verifyLedger();
    console.log(`  ledger after the run: ${v.unbalanced.length + v.drifted.length + v.empty.length === 0 ? 'balanced' : JSON.stringify(v)}`);

    // The table's state to CLIENTS sockets in its room.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const wsUrl = `${address.replace('http', 'ws')}/ws`;
    const sockets: WebSocket[] = [];
    const onState: ((id: string) => void)[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          sockets.push(ws);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', room: `live:${table.id}` })));
          ws.on('message', (raw) => {
            const m = JSON.parse(String(raw)) as { event: string; data: { server_time?: string } };
            if (m.event === 'ready') resolve();
            if (m.event === 'live.state') onState[i]?.(m.data.server_time!);
          });
          ws.on('error', reject);
        }),
      ),
    );
    const state = await live.state(null, table.id);
    const runs: number[] = [];
    for (let r = 0; r < 30; r++) {
      const id = `bench-${r}`;
      let left = CLIENTS;
      const done = new Promise<number>((resolve) => {
        for (let i = 0; i < CLIENTS; i++) onState[i] = (got) => void (got === id && --left === 0 && resolve(performance.now()));
      });
      const t = performance.now();
      await app.khela.bus.publish(`live:${table.id}`, 'live.state', { ...state, server_time: id });
      runs.push((await done) - t);
    }
    console.log(
      `  a table's state (${JSON.stringify(state).length} bytes, 60 results) to ${CLIENTS} WebSocket clients: p50 ${pct(runs, 50).toFixed(1)} ms, p99 ${pct(runs, 99).toFixed(1)} ms, max ${Math.max(...runs).toFixed(1)} ms over ${runs.length} pushes`,
    );
    for (const s of sockets) s.terminate();
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

/** `n` balance changes as raw SQL in one transaction: house shard → player, 3 statements each (the floor). */
async function yardstick(url: string, n: number, run: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const c = await pool.connect();
  try {
    const players = (await c.query<{ id: string; player_id: string }>(`SELECT id, player_id FROM ledger_accounts WHERE kind = 'player' ORDER BY id LIMIT $1`, [n])).rows;
    const houses = (await c.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE code LIKE 'house:games:KHELA:BDT:%' ORDER BY code`)).rows;
    const t = performance.now();
    await c.query('BEGIN');
    for (const [i, p] of players.entries()) {
      const house = houses[Number(BigInt(p.player_id) % BigInt(houses.length))]!.id;
      const tx = await c.query<{ id: string }>(`INSERT INTO ledger_transactions (idempotency_key, reason, reference) VALUES ($1, 'bench', '') RETURNING id`, [`lyard:${run}:${i}`]);
      await c.query(`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)`, [tx.rows[0]!.id, house, -1000, p.id, 1000]);
      await c.query(`UPDATE ledger_accounts a SET balance = a.balance + d.amount FROM (VALUES ($1::bigint, $2::bigint), ($3::bigint, $4::bigint)) AS d(id, amount) WHERE a.id = d.id`, [house, -1000, p.id, 1000]);
    }
    await c.query('COMMIT');
    return performance.now() - t;
  } finally {
    c.release();
    await pool.end();
  }
}

/** A bet's money alone, `n` times with CONCURRENCY at once: player → house shard as raw SQL, a transaction each. */
async function betYardstick(url: string, n: number, run: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY + 2 });
  try {
    const players = (await pool.query<{ id: string; player_id: string }>(`SELECT id, player_id FROM ledger_accounts WHERE kind = 'player' ORDER BY id LIMIT $1`, [n])).rows;
    const houses = (await pool.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE code LIKE 'house:games:KHELA:BDT:%' ORDER BY code`)).rows;
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const c = await pool.connect();
        try {
          for (;;) {
            const i = next++;
            if (i >= players.length) return;
            const p = players[i]!;
            const house = houses[Number(BigInt(p.player_id) % BigInt(houses.length))]!.id;
            await c.query('BEGIN');
            const tx = await c.query<{ id: string }>(`INSERT INTO ledger_transactions (idempotency_key, reason, reference) VALUES ($1, 'bench', '') RETURNING id`, [`lbyard:${run}:${i}`]);
            await c.query(`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)`, [tx.rows[0]!.id, p.id, -1000, house, 1000]);
            await c.query(`UPDATE ledger_accounts a SET balance = a.balance + d.amount FROM (VALUES ($1::bigint, $2::bigint), ($3::bigint, $4::bigint)) AS d(id, amount) WHERE a.id = d.id`, [p.id, -1000, house, 1000]);
            await c.query('COMMIT');
          }
        } finally {
          c.release();
        }
      }),
    );
    return players.length / ((performance.now() - t0) / 1000);
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
