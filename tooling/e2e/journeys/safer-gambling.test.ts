import { afterAll, describe, expect, it } from 'vitest';
import { apiCaptcha, call, closeBrowser, phoneLogin, newContext, outboxCode, uniquePhone, uniqueUser, watchErrors } from './browser';

afterAll(closeBrowser);

interface Player {
  username: string;
  password: string;
  phone: string;
  token: string;
  remoteId: number;
}

/** A player with a verified phone and a birthday (what a deposit and a withdrawal ask for), `funds` taka on the wallet. */
async function newPlayer(prefix: string, funds?: string): Promise<Player> {
  const username = uniqueUser(prefix);
  const password = 'secret123';
  const phone = uniquePhone();
  const { captcha, headers } = await apiCaptcha();
  await call(
    'POST',
    '/api/v1/create-players',
    undefined,
    { username, password, confirmPassword: password, name: 'Safer Player', phone, email: `${username}@example.com`, currency: 'BDT', captcha, age_confirmed: true },
    headers,
  );
  const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password });
  await call('POST', '/api/send-verification-code', login.token, { phone });
  await call('POST', '/api/verify-phone-number', login.token, { verification_code: await outboxCode(`88${phone}`) });
  await call('POST', '/api/user/profile/update', login.token, { remote_id: login.remote_id, dofb: '1990-06-15' });
  if (funds) await call('POST', '/dev/wallet/adjust', undefined, { username, amount: funds });
  return { username, password, phone, token: login.token, remoteId: login.remote_id };
}


describe('safer gambling on the phone', () => {
  it('a daily deposit limit set on the page refuses a larger deposit with the amount still allowed', { timeout: 120_000 }, async () => {
    const p = await newPlayer('limit');
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await phoneLogin(page, p);
      // From the account menu to the page; a daily limit of 500 applies at once (tightening)
      await page.goto('/account');
      await page.getByTestId('account-safer-gambling').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/safer-gambling');
      await page.getByTestId('limit-deposit-day-input').fill('500');
      await page.getByTestId('limit-deposit-day-save').click();
      await expect.poll(() => page.getByTestId('limit-deposit-day-amount').innerText(), { timeout: 10_000 }).toBe('৳500.00');
      expect(await page.getByTestId('limit-deposit-day-remaining').innerText()).toBe('৳500.00');

      // A deposit of 1,000 is refused, saying how much may still be deposited today and until when
      await page.goto('/deposit');
      await page.getByTestId('deposit-tab').waitFor();
      await page.getByTestId('payment-method-bKash').click();
      await page.getByTestId('payment-type-Agent').click();
      await expect.poll(() => page.locator('[data-testid^="channel-"][aria-checked="true"]').count()).toBe(1);
      await page.getByTestId('quick-amount-1000').click();
      await expect.poll(() => page.getByTestId('deposit-next').isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.getByTestId('deposit-next').click();
      await expect
        .poll(() => page.getByTestId('error-modal-body').innerText(), { timeout: 10_000 })
        .toMatch(/^You have reached your daily deposit limit\. You can deposit ৳500\.00 more until \d\d\/\d\d\/\d{4}, 00:00\.$/);
      expect(new URL(page.url()).pathname).toBe('/deposit');

      // Raising it back waits 24 hours: the page shows the pending change and when it can apply
      await page.goto('/safer-gambling');
      await page.getByTestId('limit-deposit-day-input').fill('5000');
      await page.getByTestId('limit-deposit-day-save').click();
      await page.getByTestId('limit-deposit-day-pending').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('limit-deposit-day-pending').innerText()).toContain('৳5,000.00');
      expect(await page.getByTestId('limit-deposit-day-amount').innerText()).toBe('৳500.00');
      expect(await page.getByTestId('limit-deposit-day-confirm').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('the reality check appears over the game frame at the chosen interval, with the session figures', { timeout: 120_000 }, async () => {
    const p = await newPlayer('reality', '1000');
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    // The browser's clock is ours to move: the check falls 15 minutes after the login (session_started_at)
    await page.clock.install();
    try {
      await phoneLogin(page, p);
      await page.goto('/safer-gambling');
      await page.getByTestId('safer-reality-15').click();
      await expect.poll(() => page.getByTestId('safer-reality-15').getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');

      // Dice in the game frame, one roll of 10
      await page.goto('/games?type=EGAME');
      await page.getByTestId('game-play-dice').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/gamerun');
      const dice = page.frameLocator('[data-testid="gamerun-frame"]');
      await dice.getByTestId('bet-amount').waitFor({ timeout: 20_000 });
      await dice.getByTestId('bet-amount').fill('10');
      await expect.poll(() => dice.getByTestId('bet').isEnabled(), { timeout: 10_000 }).toBe(true);
      await dice.getByTestId('bet').click();
      await expect.poll(() => dice.getByTestId('history-strip').locator('a').count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByTestId('reality-check').count()).toBe(0);

      // Sixteen minutes later the dialog covers the game: time since login, staked 10, won and net
      await page.clock.fastForward('16:00');
      const dialog = page.getByTestId('reality-check');
      await dialog.waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/gamerun');
      await expect.poll(() => page.getByTestId('reality-check-staked').innerText(), { timeout: 10_000 }).toBe('৳10.00');
      expect(await page.getByTestId('reality-check-time').innerText()).toMatch(/minutes/);
      expect(await page.getByTestId('reality-check-net').innerText()).toMatch(/৳/);
      await page.getByTestId('reality-check-continue').click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('a self-excluded player logs in, sees the banner and can still withdraw', { timeout: 120_000 }, async () => {
    const p = await newPlayer('excluded', '1000');
    await call('POST', '/api/safer-gambling/self-exclusion', p.token, { months: 6 });
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await phoneLogin(page, p);
      await page.goto('/account');
      const banner = page.getByTestId('safer-banner');
      await banner.waitFor({ timeout: 10_000 });
      expect(await banner.innerText()).toMatch(/You have excluded yourself until \d\d\/\d\d\/\d{4}, \d\d:\d\d\./);
      expect(await banner.innerText()).toContain('withdraw');

      // The withdrawal goes through to /payment-request
      await page.goto('/withdrawal');
      await page.getByTestId('withdrawal-tab').waitFor();
      await expect.poll(() => page.getByTestId('withdraw-submit').isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.getByTestId('withdraw-amount').fill('500');
      await page.getByTestId('withdraw-account').fill(p.phone);
      await page.getByTestId('withdraw-method').selectOption({ label: 'bKash' });
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('payment-request').waitFor({ timeout: 10_000 });
      await expect.poll(() => page.getByTestId('payment-request-amount').innerText()).toContain('500.00');

      // On the safer-gambling page: the banner, and no way to start another break
      await page.goto('/safer-gambling');
      await page.getByTestId('safer-banner').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('safer-self-exclusion').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
