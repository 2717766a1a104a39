import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore plain ESM helper shared with the screenshot scripts
import { DESKTOP, PHONE } from '../../chromium.mjs';
import { baseUrl, call, closeBrowser, desktopLogin, getBrowser, phoneLogin, watchErrors } from './browser';
import { freshInPlayCricket, fundedPlayer, poisha, retry, shownPoisha, type ExchangePlayer } from './exchange-helpers';

afterAll(closeBrowser);

interface BookRow {
  market_id: string;
  selection_id: string;
  backPrice: number | null;
  suspended: 0 | 1;
  ball_running: 0 | 1;
  bet_delay: number;
}

async function context(kind: 'phone' | 'desktop', lang: 'en' | 'bn'): Promise<BrowserContext> {
  const b = await getBrowser();
  const ctx = await b.newContext({
    ...(kind === 'phone' ? PHONE : DESKTOP),
    viewport: kind === 'phone' ? { width: 360, height: 640 } : { width: 1440, height: 900 },
    baseURL: baseUrl(),
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
  });
  await ctx.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return ctx;
}

/** Money as the page shows it, in either language (Bangla writes its own digits). */
function shown(text: string): bigint {
  return shownPoisha(text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)));
}

async function bookRows(eventId: string): Promise<BookRow[]> {
  return (await call<{ data: { items: Record<string, { bookmaker: BookRow[] }> } }>('GET', `/api/event/${eventId}`)).data.items[eventId]!.bookmaker;
}

/** The first runner the house prices now: a long outsider's back is suspended in a lopsided match. */
function pricedRunner(rows: BookRow[]): number {
  const k = rows.findIndex((r) => r.backPrice !== null);
  expect(k, JSON.stringify(rows)).toBeGreaterThanOrEqual(0);
  return k;
}

/**
 * A young in-play match whose Bookmaker prices a runner: in a lopsided match (one side above 98.5 %) the house
 * prices neither, so that match is voided and the next one taken.
 */
function bookmakerMatch() {
  return freshInPlayCricket(60, async (ev) => (await bookRows(ev.EventId)).some((r) => r.backPrice !== null));
}

async function position(token: string, marketId: string): Promise<Map<string, bigint>> {
  const p = await call<{ runners: { selection_id: string; profit_if_wins: string }[] }>('GET', `/api/exchange/markets/${marketId}/position`, token);
  return new Map(p.runners.map((r) => [r.selection_id, poisha(r.profit_if_wins)]));
}

/**
 * Issue 31: a phone player backs the Bookmaker in play and it is taken at once (no exchange delay: the house's is 0);
 * the slip becomes the receipt (matched stake and price, profit at that price, Place another) and the runner's
 * position is the server's, the same profit. English and Bangla; screenshots /tmp/bm-*.png.
 */
describe('the Bookmaker in play on a phone and a desktop', () => {
  for (const lang of ['en', 'bn'] as const) {
    it(`a phone player's Bookmaker back is taken at once and the slip shows its receipt (360×640, ${lang})`, { timeout: 240_000 }, async () => {
      const player = await fundedPlayer(`bm${lang}`);
      const ev = await bookmakerMatch();
      const ctx = await context('phone', lang);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      try {
        await phoneLogin(page, player);
        await page.goto(`/odds-view?marketId=${ev.MarketId}&eventId=${ev.EventId}`);
        await page.getByTestId('odds-view').waitFor();
        const rows = await bookRows(ev.EventId);
        expect(rows.length).toBeGreaterThan(0);
        // The house takes in-play bets at once: no delay on its rows, though the Match Odds wait theirs.
        expect(rows.every((r) => r.bet_delay === 0)).toBe(true);
        const m = rows[0]!.market_id;
        // A runner the house prices (a long outsider's back is suspended in a lopsided match).
        const k = pricedRunner(rows);
        const back = page.getByTestId(`bookmaker-${m}-runner-${k}-back`);
        await back.waitFor({ timeout: 20_000 });
        let took = 0;
        await retry(15, async () => {
          // Between balls the row is open (a ball runs about a fifth of each step).
          await expect.poll(async () => (await bookRows(ev.EventId))[0]!.ball_running === 0 && (await back.isEnabled()), { timeout: 15_000 }).toBe(true);
          await back.click();
          const slip = page.getByTestId('bet-slip');
          await slip.waitFor();
          await page.getByTestId('bet-slip-stake').fill('100');
          const place = page.getByTestId('bet-slip-place');
          if (await place.isDisabled()) {
            await page.getByTestId('bet-slip-cancel').click();
            return false;
          }
          const started = Date.now();
          await place.click();
          await page.getByTestId('bet-slip-result').waitFor({ timeout: 20_000 });
          took = Date.now() - started;
          if ((await page.getByTestId('bet-slip-result').getAttribute('data-result')) === 'accepted') return true;
          // a ball started between the tap and the bet: close and try the next gap
          await page.getByTestId('bet-slip-cancel').click();
          return false;
        });
        console.error(`bookmaker bet answered in ${took} ms`);
        // The receipt: matched stake and price, the profit at that price, Place another; no live stake field.
        expect(await page.getByTestId('bet-slip').getAttribute('data-receipt')).not.toBeNull();
        expect(await page.getByTestId('bet-slip-stake').count()).toBe(0);
        expect(await page.getByTestId('bet-slip-receipt-matched').innerText()).toMatch(/100\.00|১০০\.০০/);
        const profit = shown(await page.getByTestId('bet-slip-receipt-profit').innerText());
        expect(profit).toBeGreaterThan(0n);
        // The runner's position is the server's and agrees with the receipt: it wins the receipt's profit.
        const sel = rows[k]!.selection_id;
        await expect.poll(async () => (await position(player.token, m)).get(sel), { timeout: 10_000 }).toBe(profit);
        await expect.poll(async () => shown(await page.getByTestId(`bookmaker-${m}-runner-${k}-position-now`).innerText()), { timeout: 20_000 }).toBe(profit);
        expect(await page.getByTestId(`bookmaker-${m}-runner-${k}-position-after`).count()).toBe(0);
        await page.getByTestId('bet-slip').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/bm-mobile-${lang}.png` });
        // Place another arms the slip again.
        await page.getByTestId('bet-slip-again').click();
        await page.getByTestId('bet-slip-stake').waitFor();
        expect(errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    });

    it(`a desktop player's Bookmaker back shows its receipt in the right-column slip (1440×900, ${lang})`, { timeout: 240_000 }, async () => {
      const player: ExchangePlayer = await fundedPlayer(`bd${lang}`);
      const ev = await bookmakerMatch();
      const ctx = await context('desktop', lang);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto('/');
        await desktopLogin(page, player);
        await page.goto(`/odds-view?marketId=${ev.MarketId}&eventId=${ev.EventId}`);
        const book = page.getByTestId('bookmaker');
        await book.waitFor({ timeout: 20_000 });
        const form = page.getByTestId('bet-slip-form');
        const rows = await bookRows(ev.EventId);
        const k = pricedRunner(rows);
        await retry(15, async () => {
          const row = book.getByTestId('bookmaker-row').nth(k);
          const back = row.getByRole('button').first();
          await expect.poll(async () => (await bookRows(ev.EventId))[0]!.ball_running === 0 && (await back.isEnabled()), { timeout: 15_000 }).toBe(true);
          await back.click();
          await form.waitFor();
          await page.getByTestId('slip-stake').fill('100');
          await page.getByTestId('slip-place').click();
          await page.getByTestId('slip-outcome').waitFor({ timeout: 20_000 });
          return (await form.getAttribute('data-receipt')) !== null;
        });
        expect(await page.getByTestId('slip-receipt-matched').innerText()).toMatch(/100\.00|১০০\.০০/);
        const profit = shown(await page.getByTestId('slip-receipt-profit').innerText());
        await expect.poll(async () => (await position(player.token, rows[k]!.market_id)).get(rows[k]!.selection_id), { timeout: 10_000 }).toBe(profit);
        await page.screenshot({ path: `/tmp/bm-desktop-${lang}.png` });
        await page.getByTestId('slip-again').click();
        await page.getByTestId('slip-stake').waitFor();
        expect(errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    });
  }
});
