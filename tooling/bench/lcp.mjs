#!/usr/bin/env node
// `pnpm bench lcp`: the mobile home's first load as Lighthouse's mobile preset loads it: slow 4G (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU, in Debian's Chromium, a cold cache each run, on the built
// apps and the built server (embedded database). Prints the largest contentful paint, the total blocking time (long
// tasks beyond 50 ms until the page is quiet), the bytes transferred and, on the home, when the app's own page took
// the place of the boot shell (the first banner the server paints with the HTML: the LCP is that paint, and this
// says when the page under it is the app's), the median of 3 runs, in English and in Bangla; beside its yardstick
// measured the same way in the same run: a bare static page (the offline page).
// Chromium's own LCP under real throttling; `pnpm bench lighthouse` runs Lighthouse itself (simulated throttling).
// BENCH_COMPARE=dirA,dirB (built apps/mobile/dist folders) loads the home of each build in turn, one run of A then
// one of B, BENCH_RUNS times per language, on a built server each (the machine's load moves the figures: only runs
// taken side by side compare); the yardstick is left out then.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../chromium.mjs';
import { startBuiltServer } from './built-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMPARE = process.env.BENCH_COMPARE?.split(',').filter(Boolean) ?? [];
/** One built server per build compared (the server reads MOBILE_DIST), or one on apps/mobile/dist. */
const servers = [];
for (const dist of COMPARE.length ? COMPARE : [process.env.MOBILE_DIST]) {
  if (dist) process.env.MOBILE_DIST = dist;
  servers.push({ dist, ...(await startBuiltServer()) });
}
const stop = () => servers.forEach((s) => s.stop());

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One cold load of `path` under the throttling: LCP, TBT and bytes. */
async function load(path, lang, base = servers[0].base) {
  const ctx = await browser.newContext({ ...PHONE, viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  if (lang === 'bn') await ctx.addCookies([{ name: 'lang', value: 'bn', url: base }]);
  await ctx.addInitScript((l) => {
    localStorage.setItem('lang', l);
    window.__lcp = 0;
    window.__tbt = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tbt += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
    // When the app's own page replaced the home's boot shell (the banner the server paints with the HTML).
    window.__app = 0;
    const seen = () => {
      if (window.__app || !document.body || document.getElementById('boot-home') || !document.querySelector('#root > *:not(.boot)')) return;
      window.__app = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }, lang);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const { lcp, tbt, app } = await page.evaluate(() => ({ lcp: window.__lcp, tbt: window.__tbt, app: window.__app }));
  await ctx.close();
  return { lcp, tbt, bytes, app };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function measure(label, path, lang) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(path, lang));
  return report(label, path, runs);
}

function report(label, path, runs) {
  const m = { lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)), bytes: median(runs.map((r) => r.bytes)), app: median(runs.map((r) => r.app)) };
  console.log(
    `  ${label.padEnd(36)} LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, ${(m.bytes / 1024).toFixed(0)} KiB transferred` +
      `${path === '/' ? `, the app's page in place of the boot shell at ${(m.app / 1000).toFixed(2)} s` : ''} (median of ${RUNS}` +
      `${COMPARE.length ? `; TBT in run order ${runs.map((r) => r.tbt.toFixed(0)).join(', ')} ms` : ''})`,
  );
  return m;
}

/** The home of each build compared, in each language, one run of each build in turn. */
async function compare() {
  for (const lang of ['en', 'bn']) {
    const runs = servers.map(() => []);
    for (let i = 0; i < RUNS; i++) for (const [k, s] of servers.entries()) runs[k].push(await load('/', lang, s.base));
    servers.forEach((s, k) => report(`${lang} ${String.fromCharCode(65 + k)}: ${s.dist}`, '/', runs[k]));
  }
}

try {
  console.log('mobile first load, slow 4G (150 ms, 1.6 Mbit/s) and 4× CPU, cold cache, 412×823:');
  if (COMPARE.length) await compare();
  else {
    const yard = await measure('yardstick: a bare static page', '/offline-m.html', 'en');
    const en = await measure('mobile home, English', '/', 'en');
    const bn = await measure('mobile home, Bangla', '/', 'bn');
    console.log(`  the home's LCP is ${(en.lcp / yard.lcp).toFixed(1)}× the bare page's in English, ${(bn.lcp / yard.lcp).toFixed(1)}× in Bangla; aim LCP ≤ 2.0 s`);
  }
} finally {
  await browser.close();
  stop();
}
