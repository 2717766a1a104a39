/**
 * The exchange on PostgreSQL: orders per second through the whole API path (HTTP, token, the market's writer, the book,
 * fills, exposure in the ledger, all durable before the answer), beside its yardstick in the same run (an authenticated
 * `POST /api/balance` over the same HTTP path); then the latency from a price change to 1,000 WebSocket subscribers of
 * the market (the first change of a market goes out at once, later ones within 100 ms together).
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/exchange.bench.ts
 *
 * Settings (env): BENCH_PLAYERS (100), BENCH_ORDERS (3000), BENCH_CONCURRENCY (32), BENCH_CLIENTS (1000), BENCH_TICKS (20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { benchBase, fundedBenchPlayers, num, scratchDatabase } from './scratch';

const base = benchBase('exchange');
const PLAYERS = num('BENCH_PLAYERS', 100);
const ORDERS = num('BENCH_ORDERS', 3000);
const CONCURRENCY = num('BENCH_CONCURRENCY', 32);
const CLIENTS = num('BENCH_CLIENTS', 1000);
const TICKS = num('BENCH_TICKS', 20);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function run(n: number, call: (i: number) => Promise<Response>): Promise<{ perSec: number; p50: number; p99: number; failed: number }> {
  const lat: number[] = [];
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= n) return;
        const t = performance.now();
        const r = await call(i);
        await r.arrayBuffer();
        if (r.status !== 200) failed++;
        lat.push(performance.now() - t);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  return { perSec: (n - failed) / secs, p50: pct(lat, 50), p99: pct(lat, 99), failed };
}

async function main() {
  const scratch = await scratchDatabase(base, 'khela_xbench');
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-xbench-'));
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-password' }, { databaseUrl: scratch.url, dbPoolSize: CONCURRENCY + 4 }),
  );
  try {
    await app.ready();
    const db = app.khela.database.db;
    const tokens = (await fundedBenchPlayers(app, PLAYERS, 'xbench')).map((p) => p.token);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const staff = (await (await fetch(`${address}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }) })).json()) as { token: string };
    const created = (await (
      await fetch(`${address}/api/backoffice/exchange/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ sport: 'cricket', name: 'Bench XI v Test XI', start_time: new Date(Date.now() + 3600_000).toISOString(), runners: ['Bench XI', 'Test XI'], bet_delay_ms: 0 }),
      })
    ).json()) as { markets: { id: string; runners: { selection_id: string }[] }[] };
    const market = created.markets[0]!;
    const headers = (i: number) => ({ 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` });

    console.log(`exchange bench: PostgreSQL, ${PLAYERS} players, ${ORDERS} orders on one market, ${CONCURRENCY} in parallel over HTTP`);
    const yard = await run(ORDERS, (i) => fetch(`${address}/api/balance`, { method: 'POST', headers: headers(i) }));
    // Backs and lays on both runners around 2.0: about half cross and fill, half rest.
    const prices = [1.96, 1.98, 2, 2.02, 2.04];
    const orders = await run(ORDERS, (i) =>
      fetch(`${address}/api/exchange/orders`, {
        method: 'POST',
        headers: headers(i),
        body: JSON.stringify({
          market_id: market.id,
          selection_id: market.runners[i % 2]!.selection_id,
          side: i % 4 < 2 ? 'back' : 'lay',
          price: prices[(i * 7) % prices.length],
          size: '10.00',
          request_id: `xb${i}`,
        }),
      }),
    );
    console.log(`  yardstick, POST /api/balance with a token: ${yard.perSec.toFixed(0)} req/s, p50 ${yard.p50.toFixed(1)} ms, p99 ${yard.p99.toFixed(1)} ms`);
    console.log(
      `  POST /api/exchange/orders: ${orders.perSec.toFixed(0)} orders/s (${((orders.perSec / yard.perSec) * 100).toFixed(0)} % of the yardstick), p50 ${orders.p50.toFixed(1)} ms, p99 ${orders.p99.toFixed(1)} ms${orders.failed ? `, ${orders.failed} refused` : ''}`,
    );
    const m = await db.selectFrom('exchange_markets').select(['matched_volume', 'version']).where('id', '=', BigInt(market.id)).executeTakeFirstOrThrow();
    const v = await app.khela.wallet.verifyLedger();
    const mism = await app.khela.exchange.verifyMarket(BigInt(market.id));
    console.log(
      `  after the run: ${m.version} versions, matched ${(Number(m.matched_volume) / 100).toFixed(2)} BDT; ledger ${v.unbalanced.length + v.drifted.length + v.empty.length === 0 ? 'balanced' : JSON.stringify(v)}; book vs exposures ${mism.length === 0 ? 'agree' : JSON.stringify(mism)}`,
    );

    // A price change to CLIENTS subscribers of the market: from the order's request to each client's receipt.
    const wsUrl = `${address.replace('http', 'ws')}/ws`;
    const sockets: WebSocket[] = [];
    let tickStart = 0;
    const lat: number[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          sockets.push(ws);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', room: `market:${market.id}` })));
          ws.on('message', (raw) => {
            const msg = JSON.parse(String(raw)) as { event: string };
            if (msg.event === 'ready') resolve();
            if (msg.event === 'exchange.market' && tickStart > 0) lat.push(performance.now() - tickStart);
          });
          ws.on('error', reject);
        }),
      ),
    );
    for (let k = 0; k < TICKS; k++) {
      const before = lat.length;
      tickStart = performance.now();
      const r = await fetch(`${address}/api/exchange/orders`, {
        method: 'POST',
        headers: headers(k),
        body: JSON.stringify({ market_id: market.id, selection_id: market.runners[0]!.selection_id, side: 'lay', price: 1.5, size: '10.00', request_id: `xt${k}` }),
      });
      await r.arrayBuffer();
      const deadline = performance.now() + 5000;
      while (lat.length < before + CLIENTS && performance.now() < deadline) await new Promise((res) => setTimeout(res, 5));
      tickStart = 0;
      await new Promise((res) => setTimeout(res, 150));
    }
    console.log(
      `  price change to ${CLIENTS} WebSocket subscribers (order request → receipt, ${TICKS} changes; the first change of a market goes out at once, later ones within 100 ms together): p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms, ${lat.length} receipts`,
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
