import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { livePayout } from '../../../packages/domain/src/live-tables';
import { apiCaptcha, baseUrl, call, closeBrowser, getBrowser, uniquePhone, uniqueUser, watchErrors } from './browser';

/**
 * Live tables (issue 34) as a player meets them: Dragon Tiger on a small Android phone in Bangla and on a desktop in
 * English. A funded player puts a chip on Dragon while betting is open, watches the deal and the result, finds the
 * balance moved by exactly what the round's returns pay (livePayout), and opens the round in the verifier, which
 * recomputes the deal from the revealed seed and checks the seed against the table's chain.
 */
afterAll(closeBrowser);

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

interface Player {
  token: string;
  remoteId: number;
}

/** A player with 10,000 on the wallet (sign-up through the API, credit through the dev-only adjust). */
async function newPlayer(): Promise<Player> {
  const { captcha, headers } = await apiCaptcha();
  const username = uniqueUser('live');
  const password = 'secret123';
  await call(
    'POST',
    '/api/v1/create-players',
    undefined,
    { username, password, confirmPassword: password, name: 'Live Player', phone: uniquePhone(), email: `${username}@example.com`, currency: 'BDT', captcha, age_confirmed: true },
    headers,
  );
  const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password });
  await call('POST', '/dev/wallet/adjust', undefined, { username, amount: '10000.00' });
  return { token: login.token, remoteId: login.remote_id };
}

async function launchUrl(p: Player, lang: 'en' | 'bn', mobile: boolean): Promise<string> {
  const run = await call<{ url: string }>('POST', '/api/game-run', p.token, {
    userId: p.remoteId,
    externalURL: 'http://localhost/',
    isMobileLogin: mobile,
    gameCode: 'dragon-tiger',
    gameType: 'LIVE',
    platform: 'KHELA',
  });
  const url = new URL(run.url, baseUrl());
  url.searchParams.set('lang', lang);
  return url.pathname + url.search;
}

/** Taka text → poisha ("৳9,990.00" or Bangla digits). */
function poisha(text: string): bigint {
  const latin = text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))).replace(/[^\d.-]/g, '');
  const [whole, frac = '00'] = latin.split('.');
  return BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}
const wire = (s: string) => poisha(s);

async function context(kind: 'phone' | 'desktop'): Promise<BrowserContext> {
  const b = await getBrowser();
  return kind === 'phone'
    ? b.newContext({ viewport: { width: 360, height: 640 }, userAgent: ANDROID, isMobile: true, hasTouch: true, deviceScaleFactor: 1, baseURL: baseUrl(), timezoneId: 'Asia/Dhaka' })
    : b.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl(), timezoneId: 'Asia/Dhaka' });
}

/** The seconds the countdown ring shows (Bangla digits read too), or -1 when betting is not open. */
async function secondsLeft(page: Page): Promise<number> {
  const ring = page.getByTestId('live-countdown');
  if (!(await ring.isVisible().catch(() => false))) return -1;
  const text = (await ring.innerText().catch(() => '')).replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : -1;
}

/**
 * Puts the smallest chip on Dragon and places it while betting is open; a window that closes under the click (a slow
 * machine) is tried again on the next round. Answers the bet call's answer.
 */
async function betOnDragon(page: Page): Promise<{ round_id: string; stake: bigint; balance: bigint }> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await expect.poll(() => secondsLeft(page), { timeout: 60_000, intervals: [200] }).toBeGreaterThanOrEqual(4);
    await page.getByTestId('live-chip-0').click();
    await page.getByTestId('live-spot-dragon').click();
    await page.getByTestId('live-stake-dragon').waitFor();
    const answer = page.waitForResponse((r) => r.url().includes('/api/games/live/bet'), { timeout: 30_000 });
    await page.getByTestId('live-place').click();
    const r = await answer;
    const body = (await r.json()) as { my_bets?: { round_id: string; spots: Record<string, string> }; balance?: string; message?: string };
    if (r.ok() && body.my_bets && body.balance) return { round_id: body.my_bets.round_id, stake: wire(body.my_bets.spots.dragon!), balance: wire(body.balance) };
    expect(r.status(), JSON.stringify(body)).toBe(409); // betting closed under the click: the next round
    await expect.poll(() => secondsLeft(page), { timeout: 60_000 }).toBe(-1);
  }
  throw new Error('no bet was taken in four rounds');
}

describe('live tables: Dragon Tiger', () => {
  let player: Promise<Player> | null = null;
  const funded = () => (player ??= newPlayer());

  for (const [kind, lang] of [
    ['phone', 'bn'],
    ['desktop', 'en'],
  ] as const) {
    it(`${kind} in ${lang === 'bn' ? 'Bangla' : 'English'}: a chip on Dragon, the deal, the payout to the poisha, the round verified`, { timeout: 240_000 }, async () => {
      const p = await funded();
      const ctx = await context(kind);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto(await launchUrl(p, lang, kind === 'phone'));
        await page.getByTestId('live-felt').waitFor({ timeout: 30_000 });
        await expect.poll(() => page.getByTestId('game-balance').innerText(), { timeout: 15_000 }).not.toBe('…');
        if (lang === 'bn') expect(await page.getByTestId('live-spot-dragon').innerText()).toContain('ড্রাগন');
        else expect(await page.getByTestId('live-spot-dragon').innerText()).toContain('Dragon');
        // the spots and the chips are on the phone's screen without scrolling
        for (const id of ['live-spot-dragon', 'live-spot-tiger', 'live-chip-0', 'live-place']) {
          const box = (await page.getByTestId(id).boundingBox())!;
          expect(box.y + box.height, `${id} below the screen`).toBeLessThanOrEqual((kind === 'phone' ? 640 : 900) + 1);
        }

        const bet = await betOnDragon(page);
        expect(bet.stake).toBeGreaterThan(0n);
        await expect.poll(async () => poisha(await page.getByTestId('game-balance').innerText()), { timeout: 10_000 }).toBe(bet.balance);

        // the deal, then the result banner; the round is settled and public in the verifier
        await page.getByTestId('live-card').first().waitFor({ timeout: 60_000 });
        const result = page.getByTestId('live-result');
        await result.waitFor({ timeout: 60_000 });
        let info: { deal: { returns: Record<string, number>; code: string }; seed: string } | null = null;
        await expect
          .poll(
            async () => {
              const r = await fetch(`${baseUrl()}/api/fair/live/${bet.round_id}`);
              if (r.ok) info = (await r.json()) as typeof info;
              return r.status;
            },
            { timeout: 30_000 },
          )
          .toBe(200);
        const payout = livePayout({ dragon: bet.stake }, info!.deal.returns);
        expect(await result.getAttribute('data-payout')).toBe(`${payout / 100n}.${String(payout % 100n).padStart(2, '0')}`);
        expect(await result.getAttribute('data-code')).toBe(info!.deal.code);
        // the balance moves by exactly the payout (after the deal is shown)
        await expect.poll(async () => poisha(await page.getByTestId('game-balance').innerText()), { timeout: 20_000 }).toBe(bet.balance + payout);

        // My bets lists the round with a link to the verifier
        if (kind === 'phone') await page.getByTestId('bar-history').click();
        else await page.getByTestId('tab-history').click();
        const item = page.locator(`[data-testid="live-history-round"][data-round="${bet.round_id}"]`);
        await item.waitFor({ timeout: 20_000 });
        const link = item.getByTestId('live-verify-link');
        await link.waitFor({ timeout: 20_000 });
        const href = (await link.getAttribute('href'))!;
        expect(href).toContain(`live=${bet.round_id}`);

        const verifier = await ctx.newPage();
        const verifierErrors = watchErrors(verifier);
        await verifier.goto(href);
        await expect.poll(() => verifier.getByTestId('verify-live-match').getAttribute('data-ok'), { timeout: 20_000 }).toBe('true');
        expect(await verifier.getByTestId('verify-live-chain').getAttribute('data-ok')).toBe('true');
        expect(await verifier.getByTestId('verify-live-deal').locator('[data-card]').count()).toBe(2);
        expect(verifierErrors).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    });
  }
});
