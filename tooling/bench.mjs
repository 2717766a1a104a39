#!/usr/bin/env node
// `pnpm bench <name>`: benchmarks that print figures (never a pass/fail on time).
//   startup  time from starting the built server on an empty data directory to its first answered request
//   bundle   bytes (gzip) of the mobile home route's JavaScript and CSS
//   balance  POST /api/balance with a token, 100 connections, on PostgreSQL (TEST_DATABASE_URL), beside a bare Fastify
//              hello world in the same run; load from autocannon in its own process (apps/server/bench/balance.bench.ts),
//              with the session cache off (the default on PostgreSQL without Redis) and on
//   ledger   transfers per second on PostgreSQL (TEST_DATABASE_URL), one house account split vs not (apps/server/bench)
//   games-sim  [--rounds N] [--games a,b] return of every original game over N rounds (default 10 000 000) vs theory
//   games-wallet  Dice rounds/s through the full game wallet path on PostgreSQL (TEST_DATABASE_URL) and one Crash
//              tick broadcast to 1,000 WebSocket clients (apps/server/bench/games.bench.ts)
//   games    both of the above (games-sim takes its --rounds/--games arguments)
//   exchange  [--ops N] [--yardstick-ops N] the order-book matching engine alone on the shared workload (1,000,000 ops,
//              seed 42): ops/s, fills, resting orders, heap and RSS, with nodejs-order-book as a yardstick (tooling/bench/exchange.mjs);
//              then, with TEST_DATABASE_URL, orders/s through the API beside an authenticated balance read, and a price
//              change to 1,000 WebSocket subscribers (apps/server/bench/exchange.bench.ts)
//   exchange-screens  bytes per client-minute on an in-play market, push vs the observed 300 ms polling and polling with
//              ETags (apps/server/bench/exchange-bytes.bench.ts; embedded PGlite, or TEST_DATABASE_URL), and the exchange
//              screens' JavaScript (gzip) on mobile and desktop beside the app's entry (needs `pnpm build`)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const which = process.argv[2] ?? 'all';

async function startup() {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'khela-bench-'));
    const port = 48000 + i;
    const t0 = performance.now();
    const p = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
      stdio: 'ignore',
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status) break;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    runs.push(performance.now() - t0);
    p.kill();
    await new Promise((r) => p.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`startup (empty data dir, embedded PGlite, built server → first answered request): ${runs.map((r) => `${(r / 1000).toFixed(2)} s`).join(', ')}`);
}

function bundle() {
  for (const app of ['mobile', 'desktop']) {
    const dist = join(root, 'apps', app, 'dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    let js = 0;
    let css = 0;
    for (const ref of refs) {
      const size = gzipSync(readFileSync(join(dist, ref))).length;
      if (ref.endsWith('.css')) css += size;
      else js += size;
    }
    const all = readdirSync(join(dist, 'assets', app[0])).filter((f) => f.endsWith('.js'));
    const total = all.reduce((s, f) => s + gzipSync(readFileSync(join(dist, 'assets', app[0], f))).length, 0);
    console.log(`${app}: entry (loaded by index.html, before route chunks) JS ${(js / 1024).toFixed(1)} KiB gzip, CSS ${(css / 1024).toFixed(1)} KiB gzip; all JS chunks ${(total / 1024).toFixed(1)} KiB gzip in ${all.length} files`);
  }
}

if (which === 'startup' || which === 'all') await startup();
if (which === 'bundle' || which === 'all') bundle();
if (which === 'balance' || which === 'all') {
  if (!process.env.TEST_DATABASE_URL) console.log('balance: set TEST_DATABASE_URL=postgres://… to run it');
  else
    for (const cache of ['0', '15000'])
      spawnSync('pnpm', ['exec', 'tsx', 'bench/balance.bench.ts'], { cwd: join(root, 'apps/server'), stdio: 'inherit', env: { ...process.env, SESSION_CACHE_MS: cache } });
}
if (which === 'ledger' || which === 'all') {
  if (!process.env.TEST_DATABASE_URL) console.log('ledger: set TEST_DATABASE_URL=postgres://… to run it');
  else spawnSync('pnpm', ['exec', 'tsx', 'bench/ledger.bench.ts'], { cwd: join(root, 'apps/server'), stdio: 'inherit' });
}
if (which === 'games-sim' || which === 'games') {
  process.exitCode = spawnSync(process.execPath, ['tooling/bench/games-sim.mjs', ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' }).status ?? 1;
}
if (which === 'games-wallet' || which === 'games') {
  if (!process.env.TEST_DATABASE_URL) console.log('games-wallet: set TEST_DATABASE_URL=postgres://… to run it');
  else spawnSync('pnpm', ['exec', 'tsx', 'bench/games.bench.ts'], { cwd: join(root, 'apps/server'), stdio: 'inherit' });
}

/** The matching engine alone, in its own process so its heap and RSS figures are its own. */
function exchangeEngine() {
  return spawnSync(process.execPath, ['tooling/bench/exchange.mjs', ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' }).status ?? 1;
}
/** Orders per second through the API on PostgreSQL and a price change to 1,000 WebSocket subscribers. */
function exchangeApi() {
  if (!process.env.TEST_DATABASE_URL) return void console.log('exchange (API path): set TEST_DATABASE_URL=postgres://… to run it');
  spawnSync('pnpm', ['exec', 'tsx', 'bench/exchange.bench.ts'], { cwd: join(root, 'apps/server'), stdio: 'inherit' });
}
if (which === 'exchange') {
  process.exitCode = exchangeEngine();
  exchangeApi();
}

/** The exchange screens' own route chunks (gzip) on each app, beside the entry every screen loads first. */
function exchangeBundle() {
  for (const app of ['mobile', 'desktop']) {
    const dist = join(root, 'apps', app, 'dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].reduce((s, m) => s + gzipSync(readFileSync(join(dist, m[1]))).length, 0);
    const dir = join(dist, 'assets', app[0]);
    const chunks = readdirSync(dir).filter((f) => f.endsWith('.js') && /exchange|odds|market/i.test(f));
    const sizes = chunks.map((f) => [f.replace(/-[\w-]{8}\.js$/, ''), gzipSync(readFileSync(join(dir, f))).length]);
    const total = sizes.reduce((s, [, n]) => s + n, 0);
    console.log(
      `${app} exchange screens: ${(total / 1024).toFixed(1)} KiB gzip in ${sizes.length} route chunks (${sizes.map(([n, b]) => `${n} ${(b / 1024).toFixed(1)}`).join(', ')}), beside the entry's ${(entry / 1024).toFixed(1)} KiB`,
    );
  }
}
if (which === 'exchange-screens') {
  spawnSync('pnpm', ['exec', 'tsx', 'bench/exchange-bytes.bench.ts'], { cwd: join(root, 'apps/server'), stdio: 'inherit' });
  exchangeBundle();
}
