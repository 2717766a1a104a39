/**
 * Games on PostgreSQL: rounds per second through the full game wallet path (a Dice round = seed and nonce, outcome,
 * bet debit, win credit, round settlement and turnover, one database transaction), and one Crash event broadcast to
 * 1,000 WebSocket clients (time from the publish to the last client's receipt).
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/games.bench.ts
 *
 * Settings (env): BENCH_PLAYERS (200), BENCH_ROUNDS (4000), BENCH_CONCURRENCY (32), BENCH_CLIENTS (1000).
 * Builds the real app on a scratch database beside TEST_DATABASE_URL's and drops it afterwards. Prints figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
    // Players with a wallet, a site session and 1,000,000 ৳ each, and a Dice game session each.
    const sessions: GameSession[] = [];
    for (const p of await fundedBenchPlayers(app, PLAYERS, 'gbench')) {
      const { url } = await app.khela.launch.gameRun({ playerId: p.playerId, sessionId: p.sessionId }, { platform: 'KHELA', gameCode: 'dice' });
      const launchToken = new URL(url, 'http://x').searchParams.get('launch')!;
      sessions.push((await app.khela.launch.start(launchToken)).session);
    }

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
    const v = await app.khela.wallet.verifyLedger();
    console.log(`  ledger after the run: ${v.unbalanced.length + v.drifted.length + v.empty.length === 0 ? 'balanced' : JSON.stringify(v)}`);

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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
