#!/usr/bin/env node
// `pnpm bench idle`: what the home costs while it stands still. The built apps on the built server (embedded
// database), in Chromium at 4x CPU (Lighthouse's phone throttle): the page loads, settles for IDLE_SETTLE_MS (5 s),
// and its renderer's main thread is traced for IDLE_MS (5 s). Prints the main thread's busy time (the union of its
// tasks) and the animation frames the page asked for, for the phone home (412 x 823) and the desktop home
// (1440 x 900), beside the yardstick measured the same way in the same run: the bare offline page. A home that
// repaints on its own (an animated image, a per-frame script) keeps a cheap phone's main thread and battery busy and
// makes every tap wait (issue 15: 91 % busy before the banner's frame loop and the animated demo banners went).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from '../chromium.mjs';
import { startBuiltServer } from './built-server.mjs';

const SETTLE = Number(process.env.IDLE_SETTLE_MS ?? 5000);
const WINDOW = Number(process.env.IDLE_MS ?? 5000);

/** Busy milliseconds of the renderer's main thread (its tasks' union) and requestAnimationFrame callbacks run. */
async function measure(browser, device, url) {
  const ctx = await browser.newContext({ ...device, locale: 'en-US', timezoneId: 'Asia/Dhaka' });
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.waitForTimeout(SETTLE);
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.waitForTimeout(WINDOW);
    await cdp.send('Tracing.end');
    await done;
    const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const tasks = events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur && main.has(`${e.pid}:${e.tid}`))
      .map((e) => [e.ts, e.ts + e.dur])
      .sort((a, b) => a[0] - b[0]);
    let busy = 0;
    let end = -Infinity;
    for (const [s, e] of tasks) {
      if (e <= end) continue;
      busy += e - Math.max(s, end);
      end = e;
    }
    const frames = events.filter((e) => e.name === 'FireAnimationFrame' && main.has(`${e.pid}:${e.tid}`)).length;
    return { busy: busy / 1000, frames };
  } finally {
    await ctx.close();
  }
}

const { base, stop } = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const show = (label, r) =>
    console.log(`  ${label.padEnd(34)} main thread busy ${r.busy.toFixed(0).padStart(5)} ms (${((100 * r.busy) / WINDOW).toFixed(0).padStart(2)} %), animation frames ${r.frames}`);
  console.log(`A page standing still, ${SETTLE / 1000} s after load, traced for ${WINDOW / 1000} s at 4× CPU:`);
  show('yardstick: the bare offline page', await measure(browser, PHONE, `${base}/offline-m.html`));
  show('phone home, English (412 × 823)', await measure(browser, PHONE, `${base}/`));
  show('desktop home, English (1440 × 900)', await measure(browser, { ...DESKTOP, viewport: { width: 1440, height: 900 } }, `${base}/`));
} finally {
  await browser.close();
  stop();
}
