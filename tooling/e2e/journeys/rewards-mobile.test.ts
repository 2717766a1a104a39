import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaptcha, call, closeBrowser, dismissMaintenance, phoneLogin, hasBangla, newContext, passBotCheck, uniquePhone, uniqueUser, watchErrors } from './browser';

afterAll(closeBrowser);

/** Bangla screenshots of each rewards page, for a person to look at (test-results/ is ignored by git). */
const SHOTS = fileURLToPath(new URL('../../../test-results/rewards-mobile/', import.meta.url));

interface Player {
  username: string;
  password: string;
  token: string;
  remoteId: number;
}

interface ReferralInfo {
  referral_code: string;
  link: string;
  cash_bonus: string;
  downline: { level1: number };
}

/** Today's date in Dhaka (GMT+6), YYYY-MM-DD: the day the referral job pays. */
function dhakaToday(): string {
  return new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
}

/** `rounds` Dice rounds of `amount` through our games' API, as the games app plays them: game-run, session, play. */
async function playDice(p: Player, rounds: number, amount: string) {
  const run = await call<{ url: string }>('POST', '/api/game-run', p.token, {
    userId: p.remoteId,
    externalURL: 'http://localhost/',
    isMobileLogin: true,
    gameCode: 'dice',
    gameType: 'EGAME',
    platform: 'KHELA',
    lang: 'en',
  });
  const launch = new URL(run.url, 'http://localhost').searchParams.get('launch');
  const session = await call<{ token: string }>('POST', '/api/games/session', undefined, { launch });
  for (let i = 0; i < rounds; i++) {
    await call('POST', '/api/games/play', session.token, {
      request_id: `rw${Date.now().toString(36)}${i}${Math.random().toString(36).slice(2, 8)}`,
      amount,
      params: { target: 50, direction: 'under' },
    });
  }
}


async function banglaShot(page: Page, path: string, name: string, ready: string) {
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.goto(path);
  await page.getByTestId(ready).waitFor({ timeout: 15_000 });
  await expect.poll(() => hasBangla(page, `[data-testid="${ready}"]`)).toBe(true);
  await page.screenshot({ path: join(SHOTS, `${name}-bn.png`), fullPage: true });
}

describe('mobile: referral programme and VIP points', () => {
  it('refers a friend who plays, pays the day, claims the reward and converts VP (phone, English, then Bangla)', { timeout: 300_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true });

    // The referrer signs up (API) and reads their code and link
    const referrer = { username: uniqueUser('refer'), password: 'secret123' };
    {
      const { captcha, headers } = await apiCaptcha();
      await call(
        'POST',
        '/api/v1/create-players',
        undefined,
        { ...referrer, confirmPassword: referrer.password, name: 'Referrer', phone: uniquePhone(), email: `${referrer.username}@example.com`, currency: 'BDT', captcha, age_confirmed: true },
        headers,
      );
    }
    const rl = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, referrer);
    const ref: Player = { ...referrer, token: rl.token, remoteId: rl.remote_id };
    const info = await call<ReferralInfo>('GET', `/api/referral?remote_id=${ref.remoteId}`, ref.token);
    expect(info.link).toBe(`/referral_code?referral_code=${info.referral_code}`);

    // The friend opens the shared link on a phone and signs up: the code is filled in from the link
    const friendCtx = await newContext('phone');
    const fp = await friendCtx.newPage();
    const friendErrors = watchErrors(fp);
    const friend = { username: uniqueUser('friend'), password: 'secret123', phone: uniquePhone() };
    await fp.goto(info.link);
    await expect.poll(() => new URL(fp.url()).pathname, { timeout: 15_000 }).toBe('/signup');
    expect(await fp.locator('input[name="referral_code"]').inputValue()).toBe(info.referral_code);
    await fp.locator('input[name="username"]').fill(friend.username);
    await fp.locator('input[name="email"]').fill(`${friend.username}@example.com`);
    await fp.locator('input[name="phone"]').fill(friend.phone);
    await fp.locator('input[name="password"]').fill(friend.password);
    await fp.locator('input[name="confirmPassword"]').fill(friend.password);
    await fp.locator('input[name="name"]').fill('Friend Player');
    await passBotCheck(fp);
    await fp.locator('input[name="agree"]').check({ force: true });
    await fp.getByTestId('signup-submit').click();
    await fp.getByTestId('welcome-popup').waitFor({ timeout: 20_000 });
    const fs = await fp.evaluate(() => ({ token: localStorage.getItem('token') ?? '', remoteId: Number(localStorage.getItem('remote_id')) }));
    expect(fs.token).not.toBe('');
    expect(friendErrors).toEqual([]);
    await friendCtx.close();
    const fr: Player = { ...friend, token: fs.token, remoteId: fs.remoteId };
    expect((await call<ReferralInfo>('GET', `/api/referral?remote_id=${ref.remoteId}`, ref.token)).downline.level1).toBe(1);

    // The friend gets money (the development wallet route) and stakes 12,000 on Dice: 24 rounds of 500
    await call('POST', '/dev/wallet/adjust', undefined, { username: fr.username, amount: '30000' });
    await playDice(fr, 24, '500');
    // 1 VP per 100 taka staked: 120 VP for the friend
    const friendVip = await call<{ vip_coin: number }>('GET', `/api/vip?remote_id=${fr.remoteId}`, fr.token);
    expect(friendVip.vip_coin).toBeGreaterThanOrEqual(100);

    // The operator runs today's referral job (the journey server allows the open day): level 1 earns 0.1 % of 12,000
    const staff = await call<{ token: string }>('POST', '/api/backoffice/login', undefined, { username: 'admin', password: inject('adminPassword') });
    await call('POST', '/api/backoffice/referral/runs', staff.token, { day: dhakaToday() });

    // The referrer opens /refrrel-program on a phone
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await phoneLogin(page, ref);
      await page.goto('/refrrel-program');
      await page.getByTestId('referral-steps').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('referral-tab-info').innerText()).toContain('Referral Info');
      expect(await page.getByTestId('referral-tiers').innerText()).toContain('0.10%');
      await page.getByTestId('referral-refer-now').click();
      await expect.poll(() => page.getByTestId('referral-tab-mine').getAttribute('aria-selected')).toBe('true');

      // My Referral: the code, the QR of the full link at 128 px, Copy Link, the channels
      expect(await page.getByTestId('referral-code').innerText()).toBe(info.referral_code);
      const qr = page.getByTestId('referral-qr');
      expect(await qr.getAttribute('data-value')).toBe(`${new URL(page.url()).origin}${info.link}`);
      expect((await qr.boundingBox())?.width).toBe(128);
      expect(await page.getByTestId('referral-channel-whatsapp').getAttribute('href')).toContain(encodeURIComponent(info.link));
      page.once('dialog', (d) => void d.dismiss()); // the prompt fallback, should the clipboard be refused
      await page.getByTestId('referral-copy-link').click();

      // The reward board row of today, 12,000 turnover and ৳12.00, with the friend's line in its details
      const row = page.locator('[data-testid^="reward-row-"]').first();
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByTestId('reward-turnover').innerText()).toContain('12,000.00');
      expect(await row.getByTestId('reward-cash').innerText()).toContain('12.00');
      expect(await row.getAttribute('data-status')).toBe('credited');
      await row.getByTestId('reward-details-toggle').click();
      expect(await row.getByTestId('reward-details').innerText()).toContain('0.10%');

      // Claim All: the spec's text, and the page reloads 1.5 s later with the bonus gone
      expect(await page.getByTestId('referral-cash-bonus').innerText()).toContain('12.00');
      await page.getByTestId('referral-claim-all').click();
      await page.getByText('Bonus Claimed successfully.').waitFor({ timeout: 10_000 });
      await page.waitForEvent('load', { timeout: 10_000 });
      await dismissMaintenance(page);
      await page.getByTestId('referral-refer-now').click();
      await expect.poll(() => page.getByTestId('referral-cash-bonus').innerText(), { timeout: 10_000 }).toContain('0.00');
      expect(await page.getByTestId('referral-claim-all').isDisabled()).toBe(true);
      expect(await page.getByTestId('referral-claim-min').innerText()).toBe('You need at least 10 to claim all.');
      await expect.poll(() => page.locator('[data-testid^="reward-row-"]').first().getAttribute('data-status')).toBe('claimed');
    } finally {
      if (errors.length) console.error(errors);
    }
    expect(errors).toEqual([]);
    await ctx.close();

    // The friend converts VP on /vip: below the minimum the spec's inline text, then 20 VP into money
    const fctx = await newContext('phone');
    const vp = await fctx.newPage();
    const vipErrors = watchErrors(vp);
    await phoneLogin(vp, fr);
    await vp.goto('/vip');
    await vp.getByTestId('vip-convert-input').waitFor({ timeout: 15_000 });
    const before = Number((await vp.getByTestId('vip-coin').innerText()).replace(/\D/g, ''));
    expect(before).toBe(friendVip.vip_coin);
    expect(await vp.getByTestId('vip-convert-min').innerText()).toBe('Minimum VP Required: 10');
    await vp.getByTestId('vip-convert-input').fill('9');
    await vp.getByTestId('vip-convert-submit').click();
    expect(await vp.getByTestId('vip-convert-hint').innerText()).toBe('Not enough points. Points must follow minimum VP required to convert.');
    await vp.getByTestId('vip-convert-input').fill('20');
    await vp.getByTestId('vip-convert-submit').click();
    await vp.getByTestId('vip-convert-success').waitFor({ timeout: 10_000 });
    await expect.poll(() => vp.getByTestId('vip-coin').innerText(), { timeout: 10_000 }).toBe(String(before - 20));
    // The links keep the /bd/:lang prefix of the spec's addresses
    await vp.goto('/bd/en/vip');
    expect(await vp.getByTestId('vip-link-history').getAttribute('href')).toBe('/bd/en/vip-history');
    await vp.goto('/vip-points-records');
    await vp.getByTestId('vip-records-tab-used').click();
    await vp.locator('[data-testid^="vip-record-"][data-kind="convert"]').first().waitFor({ timeout: 10_000 });

    // Each page in Bangla, for the record
    await banglaShot(vp, '/vip', 'vip', 'vip-page');
    await banglaShot(vp, '/vip-history', 'vip-history', 'vip-history');
    await banglaShot(vp, '/vip-detail', 'vip-detail', 'vip-detail');
    await banglaShot(vp, '/vip-points-records', 'vip-points-records', 'vip-records');
    await fctx.close();
    const rctx = await newContext('phone');
    const rp = await rctx.newPage();
    await phoneLogin(rp, ref);
    await banglaShot(rp, '/refrrel-program', 'referral-info', 'referral-page');
    await rp.getByTestId('referral-refer-now').click();
    await rp.locator('[data-testid^="reward-row-"]').first().waitFor({ timeout: 10_000 });
    await rp.screenshot({ path: join(SHOTS, 'referral-mine-bn.png'), fullPage: true });
    await rctx.close();
    expect(vipErrors).toEqual([]);
  });
});
