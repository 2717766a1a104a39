#!/usr/bin/env node
// `pnpm bench <name>`: benchmarks that print figures (never a pass/fail on time).
//   startup  time from starting the built server on an empty data directory to its first answered request, beside a
//              bare Fastify server's start and a bare PGlite creating an empty database, alternated in the same run
//   bundle   bytes (gzip) of each player app's first download (the entry index.html loads, and the page's texts in
//              each language), beside all its chunks
//   balance  POST /api/balance with a token, 100 connections, on PostgreSQL (TEST_DATABASE_URL), beside a bare Fastify
//              hello world in the same run; load from autocannon in its own process (apps/server/bench/balance.bench.ts),
//              with the in-memory caches (session lookup, shown balance) off (the default on PostgreSQL without
//              Redis) and on
//   ledger   transfers per second on PostgreSQL (TEST_DATABASE_URL), one house account split vs not, beside the same
//              transfer as raw SQL alone, as named prepared statements and in a Kysely transaction, and ours with
//              every statement unnamed (DB_PREPARED=0), each alternated 3 times (apps/server/bench)
//   lcp      the mobile home's first load under Lighthouse's mobile throttling (slow 4G, 4× CPU) in Chromium: LCP,
//              total blocking time and bytes, English and Bangla, beside a bare static page (tooling/bench/lcp.mjs;
//              needs pnpm build)
//   lighthouse  Lighthouse itself (mobile, simulated slow 4G and 4× CPU) on the mobile home: the performance score
//              and its metrics, beside a bare static page, each run after 5 s of quiet (tooling/bench/lighthouse.mjs;
//              needs pnpm build)
//   idle     what the home costs while it stands still: the main thread's busy time and animation frames over 5 s
//              at 4× CPU, phone and desktop, beside the bare offline page (tooling/bench/idle.mjs; needs pnpm build)
//   cluster  the balance read and a Dice round over HTTP with 2 server processes behind HAProxy (pnpm cluster) on
//              PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL), beside 1 process and a bare Fastify hello world
//              (apps/server/bench/cluster.bench.ts; needs pnpm build)
//   games-sim  [--rounds N] [--games a,b] return of every original game over N rounds (default 10 000 000) vs theory
//   games-wallet  Dice rounds/s through the full game wallet path on PostgreSQL (TEST_DATABASE_URL) and one Crash
//              tick broadcast to 1,000 WebSocket clients (apps/server/bench/games.bench.ts)
//   games    both of the above (games-sim takes its --rounds/--games arguments)
//   live     live tables on PostgreSQL (TEST_DATABASE_URL): 1,000 players with a chip each on one Dragon Tiger round —
//              bets/s beside the bet's transfer alone as raw SQL, the deal → last balance change (one batch) beside 1,000
//              raw transfers in one transaction, and the table's state pushed to 1,000 WebSocket clients (apps/server/bench/live.bench.ts)
//   exchange  [--ops N] [--yardstick-ops N] the order-book matching engine alone on the shared workload (1,000,000 ops,
//              seed 42): ops/s, fills, resting orders, heap and RSS, with nodejs-order-book as a yardstick (tooling/bench/exchange.mjs);
//              then, with TEST_DATABASE_URL, orders/s through the API beside an authenticated balance read, and a price
//              change to 1,000 WebSocket subscribers (apps/server/bench/exchange.bench.ts)
//   exchange-screens  bytes per client-minute on an in-play market, push vs the observed 300 ms polling and polling with
//              ETags (apps/server/bench/exchange-bytes.bench.ts; embedded PGlite, or TEST_DATABASE_URL), and the exchange
//              screens' JavaScript (gzip) on mobile and desktop beside the app's entry (needs `pnpm build`)
// With `--write` (or BENCH_WRITE=1) each bench that ran also writes what it printed into its section of
// docs/bench-results.md (`<!-- bench:<name> -->`; tooling/bench/results.mjs), replacing the previous run's figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localPort } from './local-port.mjs';
import { waitFor } from './bench/built-server.mjs';
import { gzipSync } from 'node:zlib';
import { wantsWrite, writeResults } from './bench/results.mjs';

const root = resolve(import.meta.dirname, '..');
const positional = process.argv.slice(2).filter((a) => a !== '--write');
const which = positional[0] ?? 'all';
/** The arguments after the bench's name (games-sim's --rounds, exchange's --ops), without --write. */
const rest = positional.slice(1);
const write = wantsWrite();
/** What each bench printed in this run, by results section (written to docs/bench-results.md with --write). */
const printed = new Map();
const keep = (name, text) => printed.set(name, (printed.get(name) ?? '') + text);

/**
 * Runs a bench's process with its output on this terminal; with --write also kept for section `name` (only when it
 * exits 0). Returns the exit status.
 */
async function sh(name, cmd, args, opts = {}) {
  if (!write) return spawnSync(cmd, args, { ...opts, stdio: 'inherit' }).status ?? 1;
  const p = spawn(cmd, args, { ...opts, stdio: ['inherit', 'pipe', 'inherit'] });
  let text = '';
  p.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    text += chunk;
  });
  const status = await new Promise((r) => p.on('close', (code) => r(code ?? 1)));
  if (status === 0) keep(name, text);
  return status;
}

/** Runs an in-process bench, its console.log lines also kept for section `name` with --write. */
async function inProcess(name, fn) {
  if (!write) return fn();
  const log = console.log;
  let text = '';
  console.log = (...a) => {
    text += `${a.join(' ')}\n`;
    log(...a);
  };
  try {
    await fn();
    keep(name, text);
  } finally {
    console.log = log;
  }
}

/** Milliseconds from spawning `args` (cwd apps/server) to its first answer on `port`, or to its exit when no port. */
async function timeStart(args, env = {}, port) {
  const t0 = performance.now();
  const p = spawn(process.execPath, args, { cwd: join(root, 'apps/server'), env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise((r) => p.on('exit', r));
  if (port === undefined) {
    const code = await exited;
    if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`);
    return performance.now() - t0;
  }
  await waitFor(`http://127.0.0.1:${port}/`, () => p.exitCode === null);
  const ms = performance.now() - t0;
  p.kill();
  await exited;
  return ms;
}

/**
 * The built server's first start on an empty data directory, beside two yardsticks started the same way in the same
 * run, alternated: a bare Fastify server (Node's start and Fastify's import) and a bare PGlite creating an empty
 * database (what a fresh `initdb` costs, which our start avoids by unpacking a template).
 */
async function startup() {
  const ours = [];
  const fastify = [];
  const pglite = [];
  const BARE_FASTIFY = "import Fastify from 'fastify'; const a = Fastify(); a.get('/', async () => 'ok'); await a.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });";
  const BARE_PGLITE = "import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(process.env.DIR); await db.query('select 1'); await db.close();";
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'khela-bench-'));
    const port = localPort();
    ours.push(await timeStart(['dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' }, port));
    rmSync(dataDir, { recursive: true, force: true });
    const barePort = localPort();
    fastify.push(await timeStart(['--input-type=module', '-e', BARE_FASTIFY], { PORT: String(barePort) }, barePort));
    const pgDir = mkdtempSync(join(tmpdir(), 'khela-bench-pg-'));
    pglite.push(await timeStart(['--input-type=module', '-e', BARE_PGLITE], { DIR: pgDir }));
    rmSync(pgDir, { recursive: true, force: true });
  }
  const s = (runs) => runs.map((r) => `${(r / 1000).toFixed(2)} s`).join(', ');
  const median = (runs) => [...runs].sort((a, b) => a - b)[1];
  console.log(`startup (empty data dir, embedded PGlite, built server → first answered request): ${s(ours)}`);
  console.log(`  yardstick: a bare Fastify server → first answer: ${s(fastify)}; a bare PGlite creating an empty database: ${s(pglite)}`);
  console.log(
    `  ours is ${(median(ours) / median(fastify)).toFixed(1)}× the bare Fastify start and ${(median(ours) / median(pglite)).toFixed(2)}× a bare PGlite initdb (medians); aim ≤ 2 s`,
  );
}

function bundle() {
  for (const app of ['mobile', 'desktop']) {
    const dist = join(root, 'apps', app, 'dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const gz = (ref) => gzipSync(readFileSync(join(dist, ref))).length;
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
    // The page's texts are one chunk per language (<link data-lang>); the edge keeps the player's language only.
    const texts = Object.fromEntries([...html.matchAll(/<link[^>]*href="(\/assets\/[^"]+\.js)"[^>]*data-lang="(en|bn)"/g)].map((m) => [m[2], gz(m[1])]));
    const textRefs = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.js)"[^>]*data-lang=/g)].map((m) => m[1]));
    const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]).filter((r) => !textRefs.has(r));
    const js = refs.filter((r) => r.endsWith('.js')).reduce((s, r) => s + gz(r), 0);
    const css = refs.filter((r) => r.endsWith('.css')).reduce((s, r) => s + gz(r), 0);
    const all = readdirSync(join(dist, 'assets', app[0])).filter((f) => f.endsWith('.js'));
    const total = all.reduce((s, f) => s + gz(join('assets', app[0], f)), 0);
    console.log(
      `${app}: first download JS ${kib(js + (texts.en ?? 0))} gzip in English, ${kib(js + (texts.bn ?? 0))} in Bangla ` +
        `(entry ${kib(js)} in ${refs.length} files + the page's texts: en ${kib(texts.en ?? 0)}, bn ${kib(texts.bn ?? 0)}), ` +
        `CSS ${kib(css)}; all JS chunks ${kib(total)} gzip in ${all.length} files; aim ≤ 130 KiB`,
    );
  }
}

if (which === 'startup' || which === 'all') await inProcess('startup', startup);
if (which === 'bundle' || which === 'all') await inProcess('bundle', bundle);
if (which === 'balance' || which === 'all') {
  if (!process.env.TEST_DATABASE_URL) console.log('balance: set TEST_DATABASE_URL=postgres://… to run it');
  else
    // Without and with the in-memory caches (session lookup and shown balance; on by default with Redis or embedded).
    for (const [session, balance] of [['0', '0'], ['15000', '5000']])
      await sh('balance', 'pnpm', ['exec', 'tsx', 'bench/balance.bench.ts'], { cwd: join(root, 'apps/server'), env: { ...process.env, SESSION_CACHE_MS: session, BALANCE_CACHE_MS: balance } });
}
if (which === 'ledger' || which === 'all') {
  if (!process.env.TEST_DATABASE_URL) console.log('ledger: set TEST_DATABASE_URL=postgres://… to run it');
  else await sh('ledger', 'pnpm', ['exec', 'tsx', 'bench/ledger.bench.ts'], { cwd: join(root, 'apps/server') });
}
if (which === 'lcp' || which === 'all') {
  await sh('lcp', process.execPath, ['tooling/bench/lcp.mjs'], { cwd: root });
}
if (which === 'lighthouse' || which === 'all') {
  await sh('lighthouse', process.execPath, ['tooling/bench/lighthouse.mjs'], { cwd: root });
}
if (which === 'idle' || which === 'all') {
  await sh('idle', process.execPath, ['tooling/bench/idle.mjs'], { cwd: root });
}
if (which === 'cluster' || which === 'all') {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) console.log('cluster: set TEST_DATABASE_URL=postgres://… and TEST_REDIS_URL=redis://… to run it');
  else await sh('cluster', 'pnpm', ['exec', 'tsx', 'bench/cluster.bench.ts'], { cwd: join(root, 'apps/server') });
}
if (which === 'games-sim' || which === 'games') {
  process.exitCode = await sh('games-sim', process.execPath, ['tooling/bench/games-sim.mjs', ...rest], { cwd: root });
}
if (which === 'games-wallet' || which === 'games') {
  if (!process.env.TEST_DATABASE_URL) console.log('games-wallet: set TEST_DATABASE_URL=postgres://… to run it');
  else await sh('games-wallet', 'pnpm', ['exec', 'tsx', 'bench/games.bench.ts'], { cwd: join(root, 'apps/server') });
}

if (which === 'live') {
  if (!process.env.TEST_DATABASE_URL) console.log('live: set TEST_DATABASE_URL=postgres://… to run it');
  else await sh('live', 'pnpm', ['exec', 'tsx', 'bench/live.bench.ts'], { cwd: join(root, 'apps/server') });
}

/** The matching engine alone, in its own process so its heap and RSS figures are its own. */
function exchangeEngine() {
  return sh('exchange', process.execPath, ['tooling/bench/exchange.mjs', ...rest], { cwd: root });
}
/** Orders per second through the API on PostgreSQL and a price change to 1,000 WebSocket subscribers. */
async function exchangeApi() {
  if (!process.env.TEST_DATABASE_URL) return void console.log('exchange (API path): set TEST_DATABASE_URL=postgres://… to run it');
  await sh('exchange', 'pnpm', ['exec', 'tsx', 'bench/exchange.bench.ts'], { cwd: join(root, 'apps/server') });
}
if (which === 'exchange') {
  process.exitCode = await exchangeEngine();
  await exchangeApi();
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
  await sh('exchange-screens', 'pnpm', ['exec', 'tsx', 'bench/exchange-bytes.bench.ts'], { cwd: join(root, 'apps/server') });
  await inProcess('exchange-screens', exchangeBundle);
}

if (write) for (const [name, text] of printed) writeResults(name, text, { args: rest });
