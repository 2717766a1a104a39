import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, closeBrowser, dismissMaintenance, hasBangla, newContext, outboxCode, pageCaptchaAnswer, passBotCheck, playDice, uniquePhone, uniqueUser, watchErrors } from './browser';
import { staffToken } from './exchange-helpers';

afterAll(closeBrowser);

const shots = process.env.JOURNEY_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

/** The code the server sent, typed into the shared code dialog. */
async function enterCode(page: Page, code: string) {
  await page.getByTestId('code-dialog').waitFor({ timeout: 10_000 });
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-submit').click();
}

/**
 * A new player's whole first day on a 1440 × 900 desktop, every step through the desktop app: the two-step sign-up,
 * verification of phone and e-mail in the Member Center, a deposit the console approves, the transaction and its
 * turnover, a withdrawal; then the Member Center once more in Bangla.
 */
describe('desktop: a new player from sign-up to withdrawal (1440 px)', () => {
  it('registers in two steps, verifies, deposits, sees the records and the turnover, withdraws; Bangla pass; recovers the password by SMS', { timeout: 300_000 }, async () => {
    const ctx = await newContext('desktop');
    await ctx.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const username = uniqueUser('dp');
    const phone = uniquePhone();
    const email = `${username}@example.com`;
    const password = 'secret123';
    try {
      // Two-step sign-up (step 1: username and passwords; step 2: name, phone, e-mail, captcha, age), then logged in.
      await page.goto('/register');
      const step1 = page.getByTestId('register-step-1');
      await step1.locator('[name="username"]').fill(username.toUpperCase());
      expect(await step1.locator('[name="username"]').inputValue()).toBe(username); // shown in lowercase
      await step1.locator('[name="password"]').fill(password);
      await step1.locator('[name="confirmPassword"]').fill(password);
      await page.getByTestId('register-next').click();
      const step2 = page.getByTestId('register-step-2');
      await step2.waitFor();
      await step2.locator('[name="realName"]').fill('Desk Player');
      await step2.locator('[name="phoneNumber"]').fill(phone.slice(1));
      await step2.locator('[name="email"]').fill(email);
      await step2.locator('[name="captcha"]').fill(await pageCaptchaAnswer(page));
      await step2.locator('[name="ageCheck"]').check({ force: true });
      await page.getByTestId('register-submit').click();
      await page.getByTestId('register-success').waitFor({ timeout: 20_000 });
      await page.getByTestId('desktop-balance').waitFor({ timeout: 20_000 });
      await dismissMaintenance(page);
      const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password });
      const player = { token: login.token, remoteId: login.remote_id };

      // Member Center › Profile: verify the phone and the e-mail with their codes, set the birthday.
      await page.goto('/account?tab=profile');
      await page.getByTestId('account-profile').waitFor({ timeout: 15_000 });
      await page.getByTestId('account-withdrawal-tip').waitFor({ timeout: 10_000 }); // nothing verified yet
      await page.getByTestId('phone-verify').click();
      await enterCode(page, await outboxCode(`88${phone}`));
      await page.getByTestId('phone-verified').waitFor({ timeout: 10_000 });
      await page.getByTestId('email-verify').click();
      await enterCode(page, await outboxCode(email));
      await page.getByTestId('email-verified').waitFor({ timeout: 10_000 });
      await page.getByTestId('birthday-edit').click();
      await page.getByTestId('birthday-input').fill('1991-02-03');
      await page.getByTestId('birthday-save').click();
      await page.getByTestId('birthday-confirm').click();
      await expect.poll(() => page.getByTestId('birthday-value').innerText(), { timeout: 10_000 }).toContain('03/02/1991');
      await shot(page, 'mc-profile-en');

      // Deposit from the header: method, type, channel, amount, then /make-payment with the transaction id.
      await page.getByTestId('header-deposit').click();
      await page.getByTestId('deposit-tab').waitFor({ timeout: 15_000 });
      await page.getByTestId('payment-method-bKash').click();
      await page.getByTestId('payment-type-Agent').click();
      await page.locator('[data-testid^="channel-"]').first().click();
      await page.getByTestId('quick-amount-1000').click();
      await page.getByTestId('quick-amount-1000').click();
      expect(await page.getByTestId('deposit-amount').inputValue()).toBe('2000');
      await shot(page, 'mc-deposit-en');
      await expect.poll(() => page.getByTestId('deposit-next').isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.getByTestId('deposit-next').click();
      await page.getByTestId('make-payment').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('make-payment-amount').innerText()).toContain('2,000.00');
      const trx = `DP${Date.now().toString(36).toUpperCase()}`;
      await page.getByTestId('sender-phone').selectOption(phone);
      await page.getByTestId('trx-id').fill(trx);
      await page.getByTestId('make-payment-submit').click();
      await page.getByTestId('payment-request').waitFor({ timeout: 20_000 });
      await page.getByTestId('payment-request-close').click();

      // The console approves it; the balance, Transaction Records and Turnover show it.
      const admin = await staffToken();
      const list = await call<{ data: { id: number; transaction_id: string }[] }>('GET', `/api/backoffice/deposits?player_id=${player.remoteId}`, admin);
      const deposit = list.data.find((d) => d.transaction_id === trx)!;
      await call('POST', `/api/backoffice/deposits/${deposit.id}/approve`, admin, {});
      await expect.poll(() => page.getByTestId('desktop-balance').innerText(), { timeout: 20_000 }).toMatch(/2,0\d\d\.\d\d/); // with the method's bonus
      await page.goto('/transaction-record');
      await expect.poll(() => page.getByTestId(`transaction-row-${trx}`).getAttribute('data-status'), { timeout: 15_000 }).toBe('1');
      await shot(page, 'mc-transactions-en');
      await page.goto('/turnover-record');
      await page.getByTestId('turnover-record').waitFor({ timeout: 15_000 });
      await expect.poll(() => page.locator('[data-testid^="turnover-ticket-"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);

      // Play the turnover off (Dice, rolling under 95), then withdraw through the Withdrawal tab.
      await playDice(player, 21, '100', false, 95);
      await page.getByTestId('header-withdrawal').click();
      await page.getByTestId('withdrawal-tab').waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('withdraw-req-turnover').getAttribute('data-ok'), { timeout: 15_000 }).toBe('true');
      await expect.poll(() => page.getByTestId('withdraw-req-phone').getAttribute('data-ok'), { timeout: 10_000 }).toBe('true');
      await expect.poll(() => page.getByTestId('withdraw-req-birthday').getAttribute('data-ok'), { timeout: 10_000 }).toBe('true');
      // Both met: the Member Center's withdrawal tip is gone.
      expect(await page.getByTestId('account-withdrawal-tip').count()).toBe(0);
      await page.getByTestId('withdraw-amount').fill('500');
      await page.getByTestId('withdraw-phone-chip').first().click();
      expect(await page.getByTestId('withdraw-account').inputValue()).toBe(phone);
      await page.getByTestId('withdraw-method').selectOption({ label: 'bKash' });
      await shot(page, 'mc-withdrawal-en');
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('payment-request').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('payment-request-amount').innerText()).toContain('500.00');

      // Betting Records lists the Dice rounds with the spec's page sizes.
      await page.goto('/betting-record');
      await page.getByTestId('records-pager-size').waitFor({ timeout: 15_000 });
      await shot(page, 'mc-betting-en');

      // The Member Center in Bangla: tabs, profile and records read in Bangla, with Bangla digits in dates.
      await page.evaluate(() => localStorage.setItem('lang', 'bn'));
      await ctx.addInitScript(() => localStorage.setItem('lang', 'bn'));
      for (const tab of ['profile', 'deposit', 'withdrawal', 'transactionRecords', 'turnover', 'bettingRecords', 'vip', 'inbox', 'referralProgram', 'resetPassword']) {
        await page.goto(`/account?tab=${tab}`);
        await page.getByTestId('account').waitFor({ timeout: 15_000 });
        await expect.poll(() => hasBangla(page, '[data-testid="account"]'), { timeout: 10_000 }).toBe(true);
        await shot(page, `mc-${tab}-bn`);
      }
      await page.goto('/account?tab=profile');
      await expect.poll(() => page.getByTestId('birthday-value').innerText(), { timeout: 10_000 }).toContain('০৩/০২/১৯৯১');

      // Forgot password on the desktop, by SMS (Bangla still on): the code to the phone, a new password, then /login.
      // Log out goes through /player/logout (spec 1 §2), which ends the session and leads home as a guest.
      await page.getByTestId('desktop-logout').click();
      await page.getByTestId('desktop-login').waitFor({ timeout: 15_000 });
      // The header turns to Log in as the session ends, a moment before the page leads home.
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
      await page.goto('/forgot-password');
      await page.getByTestId('desktop-forgot-page').waitFor({ timeout: 15_000 });
      await page.getByTestId('forgot-tab-sms').click();
      await page.locator('input[name="username"]').fill(username);
      await page.locator('input[name="phone"]').fill(`88-${phone}`);
      expect(await page.locator('input[name="phone"]').inputValue()).toBe(`88${phone}`);
      await page.locator('input[name="phone"]').fill(phone);
      await passBotCheck(page);
      await page.getByTestId('send-otp').click();
      await page.locator('input[name="otp"]').waitFor({ timeout: 10_000 });
      await page.locator('input[name="otp"]').fill(await outboxCode(`88${phone}`));
      await page.locator('input[name="password"]').fill('newpass123');
      await page.locator('input[name="password_confirmation"]').fill('newpass123');
      await page.getByTestId('confirm-reset').click();
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
      await page.locator('input[name="username"]').fill(username);
      await page.locator('input[name="password"]').fill('newpass123');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('desktop-balance').waitFor({ timeout: 15_000 });
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await ctx.close();
    }
  });
});
