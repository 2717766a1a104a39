import { afterAll, describe, expect, it } from 'vitest';
import { apiCaptcha, call, closeBrowser, dismissMaintenance, newContext, outboxCode, playDice, uniquePhone, uniqueUser, watchErrors } from './browser';
import { staffToken } from './exchange-helpers';

afterAll(closeBrowser);

interface Player {
  username: string;
  password: string;
  phone: string;
  token: string;
  remoteId: number;
}

/** A player who signed up and verified their phone (what a deposit needs). */
async function verifiedPlayer(): Promise<Player> {
  const username = uniqueUser('mc');
  const phone = uniquePhone();
  const password = 'secret123';
  const { captcha, headers } = await apiCaptcha();
  await call('POST', '/api/v1/create-players', undefined, { username, password, confirmPassword: password, name: 'Member Center', phone, email: `${username}@example.com`, currency: 'BDT', captcha, age_confirmed: true }, headers);
  const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password });
  await call('POST', '/api/send-verification-code', login.token, { phone });
  await call('POST', '/api/verify-phone-number', login.token, { verification_code: await outboxCode(`88${phone}`) });
  return { username, password, phone, token: login.token, remoteId: login.remote_id };
}

/** The deposit sequence through the API (methods → a receiving number held → submit): a pending bKash deposit. */
async function pendingDeposit(p: Player, amount: string): Promise<{ id: number; trx: string }> {
  const methods = await call<{ id: number; name: string }[]>('GET', '/api/b2b/payment-methods', p.token);
  const bkash = methods.find((m) => m.name === 'bKash')!;
  const qs = new URLSearchParams({ name: 'bKash', account_type: 'Agent', amount });
  await call('GET', `/api/b2b/get-wallet-number?${qs}`, p.token);
  const trx = `MC${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 100)}`;
  const r = await call<{ data: { id: number } }>('POST', '/api/submit-deposit', p.token, { remote_id: p.remoteId, account_number: '01711223344', transaction_id: trx, amount, payment_id: bkash.id });
  return { id: r.data.id, trx };
}

describe('desktop Member Center: the player corrects their own deposits', () => {
  it('reverts a pending deposit, resubmits a rejected one with a new transaction id, and the console credits it (1366 px)', { timeout: 240_000 }, async () => {
    const player = await verifiedPlayer();
    const admin = await staffToken();
    const ctx = await newContext('desktop');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/login');
      await page.locator('input[name="username"]').fill(player.username);
      await page.locator('input[name="password"]').fill(player.password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('desktop-balance').waitFor({ timeout: 15_000 });
      await page.getByTestId('maintenance-notice').waitFor({ timeout: 5_000 }).catch(() => undefined);
      await dismissMaintenance(page);

      // The header's Deposit opens the Member Center's Deposit tab; /transaction-record is the records tab.
      await page.getByTestId('header-deposit').click();
      await page.getByTestId('deposit-tab').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get('tab')).toBe('deposit');

      // Revert: a pending deposit the operator has not looked at.
      const first = await pendingDeposit(player, '1000');
      await page.goto('/transaction-record');
      await page.waitForURL(/tab=transactionRecords/);
      await page.getByTestId(`transaction-revert-${first.id}`).click({ timeout: 15_000 });
      await page.getByTestId('transaction-revert-confirm').click();
      await expect.poll(() => page.getByTestId(`transaction-row-${first.trx}`).getAttribute('data-status'), { timeout: 15_000 }).toBe('2');
      expect(await page.getByTestId(`transaction-revert-${first.id}`).count()).toBe(0);

      // Edit and resubmit: the operator rejects a deposit; the player corrects the transaction id within the countdown.
      const second = await pendingDeposit(player, '2000');
      await call('POST', `/api/backoffice/deposits/${second.id}/reject`, admin, { reason: 'Wrong transaction ID' });
      await page.getByTestId('transaction-refresh').click();
      await page.getByTestId(`transaction-resubmit-${second.id}`).click({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('resubmit-countdown').innerText()).toMatch(/\d{1,2}:\d{2}/);
      const corrected = `FIX${Date.now().toString(36).toUpperCase()}`;
      await page.getByTestId('resubmit-transaction_id').fill(corrected);
      await page.getByTestId('resubmit-submit').click();
      await expect.poll(() => page.getByTestId(`transaction-row-${corrected}`).getAttribute('data-status'), { timeout: 15_000 }).toBe('0');

      // The console sees the correction linked to the rejected deposit and approves it; the balance shows it.
      const list = await call<{ data: { id: number; resubmit_of: number | null; transaction_id: string }[] }>('GET', `/api/backoffice/deposits?player_id=${player.remoteId}`, admin);
      const correction = list.data.find((d) => d.transaction_id === corrected)!;
      expect(correction.resubmit_of).toBe(second.id);
      await call('POST', `/api/backoffice/deposits/${correction.id}/approve`, admin, {});
      await expect.poll(() => page.getByTestId('desktop-balance').innerText(), { timeout: 20_000 }).toContain('2,040');
      await page.getByTestId('transaction-refresh').click();
      await expect.poll(() => page.getByTestId(`transaction-row-${corrected}`).getAttribute('data-status'), { timeout: 15_000 }).toBe('1');

      // Betting Records (after a few Dice rounds) offers the spec's page sizes.
      await playDice(player, 3, '10');
      await page.goto('/betting-record');
      await page.waitForURL(/tab=bettingRecords/);
      await page.getByTestId('records-pager-size').waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('records-pager-size').locator('option').allInnerTexts()).join(' ')).toMatch(/10.*25.*50.*100/);
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
