#!/usr/bin/env node
// `pnpm bench lighthouse`: Lighthouse itself (its default mobile run: a Moto G Power, simulated slow 4G and 4× CPU)
// on the mobile home of the built apps and the built server (embedded database), in Debian's Chromium: the
// performance score and its metrics (FCP, LCP, TBT, CLS, Speed Index), the median of BENCH_RUNS (3) runs by score,
// beside its yardstick measured the same way in the same run: a bare static page (the offline page).
// English only: Lighthouse resets the browser's storage before each run, and the remembered language lives there
// (`pnpm bench lcp` measures both languages under the same throttling). LH_DETAIL=1 adds where the main thread went.
// LH_COMPARE=dirA,dirB (built apps/mobile/dist folders, e.g. a copy of the old build beside the new one) measures the
// home of each, one run of A then one of B, BENCH_RUNS times, on a built server each: Lighthouse's figures follow the
// machine's load, so only runs taken side by side compare. The yardstick is left out then. Each run starts after
// BENCH_PAUSE_MS (5000) of quiet.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { localPort } from '../local-port.mjs';
import { startBuiltServer, waitFor } from './built-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMPARE = process.env.LH_COMPARE?.split(',').filter(Boolean) ?? [];
/** One built server per build compared (the server reads MOBILE_DIST), or one on apps/mobile/dist. */
const servers = [];
for (const dist of COMPARE.length ? COMPARE : [process.env.MOBILE_DIST]) {
  if (dist) process.env.MOBILE_DIST = dist;
  servers.push({ dist, ...(await startBuiltServer()) });
}
const { base } = servers[0];
const stop = () => servers.forEach((s) => s.stop());
const profile = mkdtempSync(join(tmpdir(), 'khela-lh-chrome-'));
const debugPort = localPort();
const chrome = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });

const METRICS = [
  ['first-contentful-paint', 'FCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['largest-contentful-paint', 'LCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['total-blocking-time', 'TBT', (v) => `${v.toFixed(0)} ms`],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
  ['speed-index', 'SI', (v) => `${(v / 1000).toFixed(2)} s`],
];

/**
 * Quiet before each run (BENCH_PAUSE_MS, default 5000): on 2 cores the last run's tab is still being torn down and
 * collected when the next one starts, and Lighthouse counts that work into the page's tasks (the same pages scored
 * 93-97 back to back and 95-100 with a pause). A phone opening the site is not finishing another page's load either.
 */
const PAUSE = Number(process.env.BENCH_PAUSE_MS ?? 5000);

async function run(label, url) {
  await new Promise((r) => setTimeout(r, PAUSE));
  const { lhr } = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function measure(label, path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(label, `${base}${path}`));
  return report(label, runs);
}

/** The median run by score, its metrics, and every run's score (and TBT). */
function report(label, runs) {
  const tbts = runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue));
  runs = [...runs];
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[Math.floor(runs.length / 2)];
  const scores = runs.map((r) => Math.round(r.categories.performance.score * 100));
  const metrics = METRICS.map(([id, name, show]) => `${name} ${show(lhr.audits[id].numericValue)}`).join(', ');
  if (process.env.LH_DETAIL) {
    const boot = lhr.audits['bootup-time'].details.items.slice(0, 5).map((i) => `${i.url.replace(base, '')} ${i.scripting.toFixed(0)} ms`);
    const work = lhr.audits['mainthread-work-breakdown'].details.items.map((i) => `${i.groupLabel ?? i.group} ${i.duration.toFixed(0)} ms`);
    const long = (lhr.audits['long-tasks'].details?.items ?? []).map((i) => `${i.url.replace(base, '') || '?'} ${i.duration.toFixed(0)} ms at ${i.startTime.toFixed(0)}`);
    console.log(`    scripting by script (4× CPU): ${boot.join('; ')}\n    main thread: ${work.join('; ')}\n    long tasks: ${long.join('; ')}`);
  }
  // Lighthouse's own measure of this machine's speed (higher is faster; its 4× CPU throttle assumes a desktop of about
  // 1,000-2,000): the figures of two runs compare only if this compares too.
  const speed = runs.map((r) => Math.round(r.environment.benchmarkIndex));
  console.log(
    `  ${label.padEnd(30)} performance ${scores[Math.floor(scores.length / 2)]} (runs: ${scores.join(', ')}; TBT in run order ${tbts.join(', ')} ms; machine benchmarkIndex ${Math.min(...speed)}-${Math.max(...speed)}); ${metrics}`,
  );
  return lhr;
}

/** The home of each build compared, one run of each in turn. */
async function compare() {
  const runs = servers.map(() => []);
  for (let i = 0; i < RUNS; i++) for (const [k, s] of servers.entries()) runs[k].push(await run(s.dist, `${s.base}/`));
  servers.forEach((s, k) => report(`home ${String.fromCharCode(65 + k)}: ${s.dist}`, runs[k]));
}

try {
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, () => chrome.exitCode === null);
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated slow 4G, 4× CPU), median of ${RUNS} by score:`);
  if (COMPARE.length) await compare();
  else {
    const yard = await measure('yardstick: a bare static page', '/offline-m.html');
    const home = await measure('mobile home, English', '/');
    console.log(
      `  the home scores ${Math.round(home.categories.performance.score * 100)} beside the bare page's ${Math.round(yard.categories.performance.score * 100)}; aim performance ≥ 95`,
    );
  }
} finally {
  chrome.kill();
  stop();
  rmSync(profile, { recursive: true, force: true });
}
