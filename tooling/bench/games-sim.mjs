#!/usr/bin/env node
// `pnpm bench games-sim [--rounds N] [--games dice-mid,slot,baccarat,…]`: plays N rounds (default 10 000 000) of every
// original game through the real outcome functions of @khela/domain/src/fair (settleOneShot, crashPoint, minesOutcome), and
// of every live table game through its rules' deal (LIVE_RULES: one deal settles every spot of the table), on two worker
// threads, and prints per bet (per spot for the live games) the observed return against the exact theoretical one: the
// standard deviation of the mean (from the sample), the difference in σ and PASS when it is within 3σ.
// Also importable: `runGamesSim({ rounds, games })` resolves to the rows it printed.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = resolve(import.meta.dirname, '../..');

/**
 * The fair module of @khela/domain, bundled once to plain JavaScript with esbuild (tsx's own copy, a dev dependency of
 * apps/server): the same source the server and the verifier run, without a TypeScript loader in the hot loop.
 */
async function bundleFair() {
  const tsxDir = dirname(createRequire(join(root, 'apps/server/package.json')).resolve('tsx/package.json'));
  const esbuild = createRequire(join(tsxDir, 'package.json'))('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'khela-games-sim-'));
  const outfile = join(dir, 'fair.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'packages/domain/src/fair/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'warning',
  });
  return { dir, url: pathToFileURL(outfile).href };
}

/** The simulated bets: id, label, game, and how one round is played (returns the multiplier of the stake). */
const CASES = [
  { id: 'dice-mid', label: 'dice under 50.00', game: 'dice', params: { target: 50, direction: 'under' } },
  { id: 'dice-low', label: 'dice under 5.00', game: 'dice', params: { target: 5, direction: 'under' } },
  { id: 'limbo', label: 'limbo target 2.00', game: 'limbo', params: { target: 2 } },
  { id: 'crash', label: 'crash cash-out 2.00', game: 'crash', rtpParams: { cashout: 2 } },
  { id: 'mines', label: 'mines 3, cash out after 3', game: 'mines', rtpParams: { mines: 3, revealed: 3 } },
  { id: 'plinko-16-high', label: 'plinko 16 rows high', game: 'plinko', params: { rows: 16, risk: 'high' } },
  { id: 'plinko-8-low', label: 'plinko 8 rows low', game: 'plinko', params: { rows: 8, risk: 'low' } },
  { id: 'keno', label: 'keno 10 picks', game: 'keno', params: { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, rtpParams: { picks: 10 } },
  { id: 'roulette-red', label: 'roulette red', game: 'roulette', params: { bets: [{ bet: { kind: 'red' }, amount: '100.00' }] } },
  { id: 'roulette-straight', label: 'roulette straight 17', game: 'roulette', params: { bets: [{ bet: { kind: 'straight', number: 17 }, amount: '100.00' }] } },
  { id: 'slot', label: 'slot Royal Bengal', game: 'slot', params: {} },
  // live tables: one case per game (its id is the game), a row per spot against LIVE_RULES[game].exactReturn
  ...['teen-patti', 'andar-bahar', 'dragon-tiger', 'baccarat', 'seven-up-down', 'lucky-7', 'cards-32'].map((game) => ({ id: game, label: game, game, live: true })),
];

const STAKE = 10_000n; // 100 ৳: every multiplier (whole 1/10 000ths) pays an exact number of poisha

function player(d, c) {
  if (c.game === 'crash') {
    const salt = 'khela-bench-salt';
    return (_seeds, i, pool) => (d.crashPoint(pool(i), salt) >= 2 ? 2 : 0);
  }
  if (c.game === 'mines') return (seeds) => d.minesOutcome(seeds, 3, [0, 1, 2]).multiplier;
  return (seeds) => Number(d.settleOneShot(c.game, seeds, c.params, STAKE).payout) / Number(STAKE);
}

/** A live game's rounds: every spot's sum and sum of squares of its return (a deal settles all the spots at once). */
function playLive(rules, seeds, id, rounds) {
  const spots = rules.spots;
  const sum = new Array(spots.length).fill(0);
  const sumSq = new Array(spots.length).fill(0);
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    seeds.nonce = i;
    const r = rules.deal(seeds).returns;
    for (let k = 0; k < spots.length; k++) {
      const m = r[spots[k]] / 100;
      sum[k] += m;
      sumSq[k] += m * m;
    }
  }
  return { id, rounds, spots: Object.fromEntries(spots.map((s, k) => [s, { sum: sum[k], sumSq: sumSq[k] }])), ms: performance.now() - t0 };
}

async function worker() {
  const { cases, rounds, url } = workerData;
  const d = await import(url);
  for (const id of cases) {
    const c = CASES.find((x) => x.id === id);
    const serverSeed = randomBytes(32).toString('hex');
    if (c.live) {
      parentPort.postMessage(playLive(d.LIVE_RULES[c.game], { serverSeed, clientSeed: 'bench', nonce: 0 }, id, rounds));
      continue;
    }
    const play = player(d, c);
    const seeds = { serverSeed, clientSeed: 'bench', nonce: 0 };
    // crash: a fresh random 32-byte hash per round, made in batches
    let batch = Buffer.alloc(0);
    const pool = (i) => {
      const j = i % 4096;
      if (j === 0) batch = randomBytes(32 * 4096);
      return batch.toString('hex', j * 32, j * 32 + 32);
    };
    let sum = 0;
    let sumSq = 0;
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) {
      seeds.nonce = i;
      const m = play(seeds, i, pool);
      sum += m;
      sumSq += m * m;
    }
    parentPort.postMessage({ id, rounds, sum, sumSq, ms: performance.now() - t0 });
  }
}

export async function runGamesSim({ rounds = 10_000_000, games = CASES.map((c) => c.id), threads = Math.min(2, availableParallelism()), log = console.log } = {}) {
  const bundle = await bundleFair();
  const d = await import(bundle.url);
  const cases = CASES.filter((c) => games.includes(c.id));
  const per = Array.from({ length: threads }, (_, t) => Math.floor(rounds / threads) + (t < rounds % threads ? 1 : 0));
  const parts = new Map();
  const rows = [];
  log(`games-sim: ${rounds.toLocaleString('en-US')} rounds per bet on ${threads} threads (returns are of the stake; σ = standard deviation of the mean)`);
  log(
    ['bet'.padEnd(26), 'rounds'.padStart(11), 'observed'.padStart(9), 'theory'.padStart(9), 'σ'.padStart(8), 'diff/σ'.padStart(7), 'result', 'rounds/s'.padStart(10)].join(' '),
  );
  /** One printed row: the observed mean return against the theory, σ of the mean and whether it is within 3σ. */
  const report = (c, n, sum, sumSq, theory, ms) => {
    const mean = sum / n;
    const sd = Math.sqrt(Math.max(0, sumSq / n - mean * mean) / n);
    const z = sd > 0 ? Math.abs(mean - theory) / sd : 0;
    const rate = n / (ms / 1000);
    const row = { id: c.id, label: c.label, rounds: n, observed: mean, theoretical: theory, sigma: sd, z, pass: z <= 3, roundsPerSecond: rate };
    rows.push(row);
    log(
      [
        c.label.padEnd(26),
        n.toLocaleString('en-US').padStart(11),
        (mean * 100).toFixed(3).padStart(8) + '%',
        (theory * 100).toFixed(3).padStart(8) + '%',
        (sd * 100).toFixed(3).padStart(7) + '%',
        z.toFixed(2).padStart(7),
        (row.pass ? 'PASS' : 'FAIL').padEnd(6),
        Math.round(rate).toLocaleString('en-US').padStart(10),
      ].join(' '),
    );
  };
  const workers = per.map((n) => new Worker(fileURLToPath(import.meta.url), { workerData: { cases: cases.map((c) => c.id), rounds: n, url: bundle.url } }));
  await new Promise((resolveAll, reject) => {
    let left = cases.length;
    for (const w of workers) {
      w.on('error', reject);
      w.on('message', (msg) => {
        const got = [...(parts.get(msg.id) ?? []), msg];
        parts.set(msg.id, got);
        if (got.length < threads) return;
        const c = CASES.find((x) => x.id === msg.id);
        const n = got.reduce((a, p) => a + p.rounds, 0);
        const ms = Math.max(...got.map((p) => p.ms));
        if (c.live) {
          const rules = d.LIVE_RULES[c.game];
          for (const spot of rules.spots) {
            const sum = got.reduce((a, p) => a + p.spots[spot].sum, 0);
            const sumSq = got.reduce((a, p) => a + p.spots[spot].sumSq, 0);
            report({ id: `${c.id}:${spot}`, label: `${c.label} ${spot}` }, n, sum, sumSq, rules.exactReturn[spot], ms);
          }
        } else {
          const sum = got.reduce((a, p) => a + p.sum, 0);
          const sumSq = got.reduce((a, p) => a + p.sumSq, 0);
          report(c, n, sum, sumSq, d.theoreticalRtp(c.game, c.rtpParams ?? c.params), ms);
        }
        if (--left === 0) resolveAll();
      });
    }
  });
  await Promise.all(workers.map((w) => w.terminate()));
  rmSync(bundle.dir, { recursive: true, force: true });
  return rows;
}

if (!isMainThread) {
  await worker();
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const rounds = Number(arg('--rounds') ?? 10_000_000);
  if (!Number.isSafeInteger(rounds) || rounds < 2) {
    console.error('--rounds takes a whole number of rounds (at least 2)');
    process.exit(2);
  }
  const games = arg('--games')?.split(',');
  const rows = await runGamesSim({ rounds, ...(games ? { games } : {}) });
  process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
}
