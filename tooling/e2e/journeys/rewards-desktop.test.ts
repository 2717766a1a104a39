import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, closeBrowser, desktopLogin, hasBangla, newContext, playDice, watchErrors } from './browser';
import { fundedPlayer, mainBalance, poisha, shot, shownPoisha, type ExchangePlayer } from './exchange-helpers';

afterAll(closeBrowser);

/** Bangla screenshots of the rewards pages, kept with the other journeys' evidence. */
const RESULTS = new URL('../../../test-results/', import.meta.url).pathname;

interface Vip {
  vip_coin: number;
  points: string;
  convert: { min_vp: number; rate: string; currency: string; enabled: boolean };
}
interface Referral {
  referral_code: string;
  link: string;
  cash_bonus: string;
  claim_min: string;
}

const vipOf = (p: ExchangePlayer) => call<Vip>('GET', `/api/vip?remote_id=${p.remoteId}`, p.token);
const referralOf = (p: ExchangePlayer) => call<Referral>('GET', `/api/referral?remote_id=${p.remoteId}`, p.token);

async function toBangla(page: Page) {
  await page.getByTestId('desktop-language').click();
  await page.locator('[role="menuitemradio"][lang="bn"]').click();
}

describe('desktop: VIP points and the referral programme', () => {
  it('converts 10 VP on /vip (the balance rises, VP Used lists it) and shows the referral code, QR and an empty Cash Reward History (1366 px)', { timeout: 240_000 }, async () => {
    const player = await fundedPlayer('rwd', '5000.00');
    await playDice(player, 3, '1000');
    const before = await vipOf(player);
    expect(before.vip_coin).toBeGreaterThanOrEqual(10);
    expect(before.convert.min_vp).toBeLessThanOrEqual(10); // the server's minimum (10 by default), not the desktop's 4000
    const ctx = await newContext('desktop');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      // Log in with the header's modal.
      await page.goto('/');
      await desktopLogin(page, player);

      // /vip › My VIP: the level card with the VP the API has, the convert box with the server's minimum.
      const balanceBefore = poisha(await mainBalance(player.token));
      await expect.poll(async () => shownPoisha(await page.getByTestId('desktop-balance').innerText()), { timeout: 15_000 }).toBe(balanceBefore);
      await page.goto('/vip');
      await page.getByTestId('vip-level-card').waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('vip-coin').innerText()).toBe(before.vip_coin.toLocaleString('en-IN'));
      expect(await page.getByTestId('vip-convert-min').innerText()).toContain(`Minimum VP Required: ${before.convert.min_vp}`);
      await page.getByTestId('vip-ladder').waitFor();

      // Below the minimum: the inline message, nothing converted.
      if (before.convert.min_vp > 1) {
        await page.getByTestId('vip-convert-input').fill(String(before.convert.min_vp - 1));
        await page.getByTestId('vip-convert-submit').click();
        await expect.poll(() => page.getByTestId('vip-convert-hint').innerText()).toContain('Not enough points. Points must follow minimum VP required to convert.');
      }

      // Convert 10 VP: the success text, the VP fall by 10, the header balance rises by 10 × the rate.
      await page.getByTestId('vip-convert-input').fill('10');
      await page.getByTestId('vip-convert-submit').click();
      await page.getByTestId('vip-convert-success').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('vip-convert-success').innerText()).toContain('VP converted successfully.');
      const credited = poisha(before.convert.rate) * 10n;
      await expect.poll(async () => poisha(await mainBalance(player.token))).toBe(balanceBefore + credited);
      await expect.poll(async () => shownPoisha(await page.getByTestId('desktop-balance').innerText()), { timeout: 15_000 }).toBe(balanceBefore + credited);
      await expect.poll(() => page.getByTestId('vip-coin').innerText(), { timeout: 15_000 }).toBe((before.vip_coin - 10).toLocaleString('en-IN'));
      expect((await vipOf(player)).vip_coin).toBe(before.vip_coin - 10);

      // VP Used lists the conversion: −10.00 VP and the money credited.
      await page.getByTestId('vip-tab-used').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('used');
      const used = page.getByTestId('vip-records-used').getByTestId('vip-record-row');
      await expect.poll(() => used.count(), { timeout: 15_000 }).toBe(1);
      expect(shownPoisha(await used.first().getByTestId('vip-record-points').innerText())).toBe(-1000n);
      expect(shownPoisha(await used.first().getByTestId('vip-record-amount').innerText())).toBe(credited);
      // VP Received lists the three settled stakes; VIP History this month.
      await page.getByTestId('vip-tab-received').click();
      await expect.poll(() => page.getByTestId('vip-records-received').getByTestId('vip-record-row').count(), { timeout: 15_000 }).toBe(3);
      await page.getByTestId('vip-tab-history').click();
      await expect.poll(() => page.getByTestId('vip-history').getByTestId('vip-history-row').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

      // /referral: the code and link the API has, the QR of the link (a 128 px canvas), the share channels.
      const ref = await referralOf(player);
      await page.goto('/referral');
      await page.getByTestId('referral-code').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('referral-code').innerText()).toBe(ref.referral_code);
      expect(await page.getByTestId('referral-link').innerText()).toContain(`/referral_code?referral_code=${ref.referral_code}`);
      const qr = page.getByTestId('referral-qr');
      await qr.waitFor();
      expect(await qr.evaluate((el) => el.tagName)).toMatch(/CANVAS|IMG/);
      expect(await qr.getAttribute('data-value')).toContain(`referral_code=${ref.referral_code}`);
      const box = await qr.boundingBox();
      expect(Math.round(box!.width)).toBe(128);
      await expect.poll(() => page.getByTestId('referral-tier').count()).toBeGreaterThanOrEqual(1);
      for (const c of ['facebook', 'line', 'mail', 'skype', 'telegram', 'whatsapp']) await page.getByTestId(`referral-channel-${c}`).waitFor();

      // Cash Reward History: no rewards, so 'No Data' and Claim All disabled.
      expect(poisha(ref.cash_bonus)).toBe(0n);
      await page.getByTestId('referral-tab-history').click();
      await page.getByTestId('referral-rewards').waitFor();
      await expect.poll(() => page.getByTestId('referral-rewards').innerText(), { timeout: 15_000 }).toContain('No Data');
      expect(await page.getByTestId('referral-claim-all').isDisabled()).toBe(true);

      // Bangla: the header's language menu; the pages read in Bangla. Screenshots for review.
      mkdirSync(RESULTS, { recursive: true });
      expect(await hasBangla(page, '[data-testid="referral-rewards"] h2')).toBe(false);
      await toBangla(page);
      await expect.poll(() => hasBangla(page, '[data-testid="referral-rewards"] h2'), { timeout: 10_000 }).toBe(true);
      expect(await page.getByTestId('referral-claim-all').isDisabled()).toBe(true);
      await page.screenshot({ path: `${RESULTS}rewards-desktop-referral-history-bn.png`, fullPage: true });
      await page.getByTestId('referral-tab-intro').click();
      await page.getByTestId('referral-qr').waitFor();
      await expect.poll(() => hasBangla(page, '[data-testid="referral-steps"]')).toBe(true);
      await page.screenshot({ path: `${RESULTS}rewards-desktop-referral-bn.png`, fullPage: true });
      await page.goto('/vip');
      await page.getByTestId('vip-level-card').waitFor({ timeout: 15_000 });
      await expect.poll(() => hasBangla(page, '[data-testid="vip-convert"]'), { timeout: 10_000 }).toBe(true);
      await page.screenshot({ path: `${RESULTS}rewards-desktop-vip-bn.png`, fullPage: true });
      await page.getByTestId('vip-tab-used').click();
      await expect.poll(() => page.getByTestId('vip-records-used').getByTestId('vip-record-row').count(), { timeout: 15_000 }).toBe(1);
      await page.screenshot({ path: `${RESULTS}rewards-desktop-vip-used-bn.png`, fullPage: true });

      expect(errors).toEqual([]);
    } catch (err) {
      console.error(`screenshot: ${await shot(page, 'rewards-desktop')}`);
      throw err;
    } finally {
      await ctx.close();
    }
  });
});
