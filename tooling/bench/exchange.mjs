#!/usr/bin/env node
// `pnpm bench exchange [--ops N] [--yardstick-ops N]`: the exchange's in-memory matching engine
// (apps/server/src/exchange/engine/order-book.ts) on the shared order-book workload (shared/bench/orderbook-workload.mjs,
// seed 42, default 1,000,000 ops), three runs, each on a fresh book: ops/s, fills, resting orders at the end, heap used
// and RSS. The workload is generated up front and only the engine is timed. Yardstick in the same run: the npm package
// nodejs-order-book on the first --yardstick-ops ops (default 100,000) against ours on the same ops, with the ratio and
// a check that both books end with the same resting orders and depth.
// Also importable: `runExchangeEngineBench({ ops, yardstickOps })` resolves to the figures it printed.
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const root = resolve(import.meta.dirname, '../..');
const WORKLOAD = resolve(root, '../shared/bench/orderbook-workload.mjs');
/** Covers the workload's prices (its mid starts at 10,000 and walks by single ticks, about 1 % of ops). */
const RANGE = { minPrice: 0, maxPrice: 20_000 };
const MiB = 1024 * 1024;

/** A full collection before reading the heap, so the figure is what is live, not what the collector has not reached yet. */
function collector() {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
}

/**
 * The engine bundled once to plain JavaScript with esbuild (tsx's own copy, a dev dependency of apps/server), as
 * games-sim does: the same source the server runs, without a TypeScript loader in the timed loop.
 */
async function bundleEngine() {
  const tsxDir = dirname(createRequire(join(root, 'apps/server/package.json')).resolve('tsx/package.json'));
  const esbuild = createRequire(join(tsxDir, 'package.json'))('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'khela-exchange-bench-'));
  const outfile = join(dir, 'order-book.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'apps/server/src/exchange/engine/order-book.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'warning',
  });
  const mod = await import(pathToFileURL(outfile).href);
  rmSync(dir, { recursive: true, force: true });
  return mod.OrderBook;
}

/** Runs `ops` on a fresh book; returns the book (still referenced, for the heap figure), the time and the fills. */
function playOurs(OrderBook, ops) {
  const book = new OrderBook(RANGE);
  let fills = 0;
  const t0 = performance.now();
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i];
    if (o.op === 'limit') fills += book.place(o.id, o.side, o.price, o.size).fills.length;
    else if (o.op === 'cancel') book.cancel(o.id);
    else fills += book.market(o.side, o.size).fills.length;
  }
  return { book, ms: performance.now() - t0, fills };
}

/**
 * nodejs-order-book on the same ops: limit orders GTC (its default), cancel, market. Its ids are strings and its calls
 * take option objects, so both are made before the clock starts.
 */
function playTheirs(TheirBook, ops) {
  const args = ops.map((o) => {
    if (o.op === 'limit') return { id: String(o.id), side: o.side, price: o.price, size: o.size };
    if (o.op === 'cancel') return String(o.id);
    return { side: o.side, size: o.size };
  });
  const book = new TheirBook();
  const t0 = performance.now();
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i].op;
    if (o === 'limit') book.limit(args[i]);
    else if (o === 'cancel') book.cancel(args[i]);
    else book.market(args[i]);
  }
  return { book, ms: performance.now() - t0 };
}

/** Both books' resting state as one comparable string: order count and every level of both sides. */
function ourState(book) {
  const side = (s) => book.depth(s, Infinity).map((l) => `${l.price}:${l.size}`).sort().join(',');
  return `${book.orderCount} | ${side('buy')} | ${side('sell')}`;
}
function theirState(book) {
  const [asks, bids] = book.depth();
  const side = (levels) => levels.map(([p, s]) => `${p}:${s}`).sort().join(',');
  return `${Object.keys(book.orders).length} | ${side(bids)} | ${side(asks)}`;
}

const rate = (n, ms) => n / (ms / 1000);
const fmt = (x) => Math.round(x).toLocaleString('en-US');

export async function runExchangeEngineBench({ ops: n = 1_000_000, yardstickOps = 100_000, runs = 3, log = console.log } = {}) {
  if (!existsSync(WORKLOAD)) throw new Error(`exchange bench: the workload is not at ${WORKLOAD}`);
  const { generateWorkload } = await import(pathToFileURL(WORKLOAD).href);
  const gc = collector();
  const OrderBook = await bundleEngine();
  const ops = generateWorkload({ n, seed: 42 });
  const mix = { limit: 0, cancel: 0, market: 0 };
  for (const o of ops) mix[o.op]++;
  gc();
  const base = process.memoryUsage();
  log(
    `exchange engine: ${fmt(n)} ops (seed 42: ${fmt(mix.limit)} limit, ${fmt(mix.cancel)} cancel, ${fmt(mix.market)} market), ` +
      `prices ${RANGE.minPrice}..${RANGE.maxPrice}; heap before the book ${(base.heapUsed / MiB).toFixed(1)} MiB (the workload itself)`,
  );
  const result = { ops: n, runs: [], yardstick: null };
  for (let r = 1; r <= runs; r++) {
    const { book, ms, fills } = playOurs(OrderBook, ops);
    gc();
    const mem = process.memoryUsage();
    const row = { opsPerSecond: rate(n, ms), ms, fills, resting: book.orderCount, heapUsed: mem.heapUsed, rss: mem.rss };
    result.runs.push(row);
    log(
      `  run ${r}: ${fmt(row.opsPerSecond).padStart(10)} ops/s (${ms.toFixed(0)} ms), ${fmt(fills)} fills, ${fmt(row.resting)} resting; ` +
        `heap used ${(mem.heapUsed / MiB).toFixed(1)} MiB (book ${((mem.heapUsed - base.heapUsed) / MiB).toFixed(1)} MiB), RSS ${(mem.rss / MiB).toFixed(0)} MiB`,
    );
  }

  const m = Math.min(yardstickOps, n);
  if (m > 0) {
    const { OrderBook: TheirBook } = createRequire(join(root, 'tooling/package.json'))('nodejs-order-book');
    const slice = ops.slice(0, m);
    let ours = Infinity;
    let theirs = Infinity;
    let same = true;
    for (let r = 0; r < runs; r++) {
      const a = playOurs(OrderBook, slice);
      const b = playTheirs(TheirBook, slice);
      ours = Math.min(ours, a.ms);
      theirs = Math.min(theirs, b.ms);
      same &&= ourState(a.book) === theirState(b.book);
    }
    result.yardstick = { ops: m, oursOpsPerSecond: rate(m, ours), theirsOpsPerSecond: rate(m, theirs), ratio: theirs / ours, sameBook: same };
    log(
      `yardstick, first ${fmt(m)} ops, best of ${runs}: nodejs-order-book ${fmt(rate(m, theirs))} ops/s, ours ${fmt(rate(m, ours))} ops/s, ` +
        `ours / theirs ${(theirs / ours).toFixed(1)}×; same resting orders and depth at the end: ${same ? 'yes' : 'NO'}`,
    );
  }
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    if (i === -1) return fallback;
    const v = Number(process.argv[i + 1]);
    if (!Number.isSafeInteger(v) || v < 0) {
      console.error(`${name} takes a whole number of operations`);
      process.exit(2);
    }
    return v;
  };
  await runExchangeEngineBench({ ops: arg('--ops', 1_000_000), yardstickOps: arg('--yardstick-ops', 100_000) });
}
