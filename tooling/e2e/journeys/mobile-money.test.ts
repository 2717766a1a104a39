import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newContext, outboxCode, uniquePhone, uniqueUser, watchErrors, call, dismissMaintenance, passBotCheck } from './browser';

afterAll(closeBrowser);

const player = { username: uniqueUser('money'), password: 'secret123', email: '', phone: uniquePhone() };
player.email = `${player.username}@example.com`;

/** A valid 1x1 PNG (signature, IHDR, IDAT, IEND): the payment slip the player attaches. */
const SLIP_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function fillWithdrawal(page: Page, amount: string) {
  await page.getByTestId('withdrawal-tab').waitFor();
  await expect.poll(() => page.getByTestId('withdraw-submit').isEnabled(), { timeout: 10_000 }).toBe(true);
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-account').fill(player.phone);
  await page.getByTestId('withdraw-method').selectOption({ label: 'bKash' });
}

describe('mobile: deposit with a promotion, operator approval, turnover, withdrawal, records', () => {
  it('moves money through the mobile site and the operator console', async () => {
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    let bo: Page | null = null;
    try {
      // A new player signs up on the phone page
      await page.goto('/signup');
      await page.locator('input[name="username"]').fill(player.username);
      await page.locator('input[name="email"]').fill(player.email);
      await page.locator('input[name="phone"]').fill(player.phone);
      await page.locator('input[name="password"]').fill(player.password);
      await page.locator('input[name="confirmPassword"]').fill(player.password);
      await page.locator('input[name="name"]').fill('Money Player');
      // The bot check on the form (the server verifies its proof of work on every sign-up)
      await passBotCheck(page);
      await page.locator('input[name="agree"]').check({ force: true });
      await page.getByTestId('signup-submit').click();
      await page.getByTestId('welcome-popup').waitFor({ timeout: 20_000 });
      await page.getByTestId('welcome-home').click();
      await dismissMaintenance(page);
      const session = await page.evaluate(() => ({ token: localStorage.getItem('token') ?? '', remoteId: Number(localStorage.getItem('remote_id')) }));
      expect(session.token).not.toBe('');

      // Phone verified and birthday set through the API (the /profile journey covers the screens)
      await call('POST', '/api/send-verification-code', session.token, { phone: player.phone });
      const code = await outboxCode(`88${player.phone}`);
      await call('POST', '/api/verify-phone-number', session.token, { verification_code: code });
      await call('POST', '/api/user/profile/update', session.token, { remote_id: session.remoteId, dofb: '1992-03-04' });

      // /deposit: the welcome promotion, bKash, Cash Out (its only channel is chosen), 1,000 by quick-add, Next
      const promotions = await call<{ id: number; name: string }[]>('GET', '/api/promotion');
      const welcome = promotions.find((p) => p.name.startsWith('Welcome'));
      expect(welcome).toBeDefined();
      await page.goto('/deposit');
      await page.getByTestId('deposit-tab').waitFor();
      expect(await page.getByTestId('funds-tab-deposit').getAttribute('aria-selected')).toBe('true');
      await page.getByTestId(`promotion-option-${welcome!.id}`).click();
      await page.getByTestId('payment-method-bKash').click();
      await page.getByTestId('payment-type-Agent').click();
      await expect.poll(() => page.locator('[data-testid^="channel-"][aria-checked="true"]').count()).toBe(1);
      await page.getByTestId('quick-amount-1000').click();
      expect(await page.getByTestId('deposit-amount').inputValue()).toBe('1000');
      await expect.poll(() => page.getByTestId('deposit-next').isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.getByTestId('deposit-next').click();

      // /make-payment: the held number, the amount with .00, the 10-minute countdown, then the submission
      await page.getByTestId('make-payment').waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/make-payment');
      expect(await page.getByTestId('make-payment-number').innerText()).toMatch(/^\d{11}$/);
      expect(await page.getByTestId('make-payment-amount').innerText()).toContain('1,000.00');
      expect(await page.getByTestId('countdown').innerText()).toMatch(/^(10:00|09:[0-5]\d)$/);
      await page.getByTestId('make-payment-submit').click();
      await expect.poll(() => page.locator('[data-testid="field-error"]').allInnerTexts()).toEqual([
        'Please provide a valid 11-digit account number.',
        'Please provide your TRX ID. It should be valid.',
      ]);
      await page.getByTestId('sender-phone').selectOption(player.phone);
      const trx = `JR${Date.now().toString(36)}`.slice(0, 12);
      await page.getByTestId('trx-id').fill(trx);
      expect(await page.getByTestId('trx-id').inputValue()).toBe(trx.toUpperCase());
      // The payment slip: one PNG chosen in the receipt picker shows as a thumbnail; it goes up after the submission
      await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG });
      await page.getByTestId('receipt-thumb-0').waitFor();
      expect(await page.locator('[data-testid^="receipt-thumb-"]').count()).toBe(1);
      await page.getByTestId('make-payment-submit').click();
      await page.getByTestId('payment-pending').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('payment-pending').innerText()).toContain('Pending...');

      // /payment-request: Get Ready!, the 30-minute countdown, the amount; Close goes to /account
      await page.getByTestId('payment-request').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('payment-request').innerText()).toContain('Get Ready!');
      expect(await page.getByTestId('payment-request-countdown').innerText()).toMatch(/^(30:00|29:[0-5]\d)$/);
      await expect.poll(() => page.getByTestId('payment-request-amount').innerText()).toContain('1,000.00');
      await page.getByTestId('payment-request-close').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/account');
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toContain('0.00');

      // The operator approves the deposit: 1,000 + 100 % welcome bonus + 2 % method bonus
      const staff = await call<{ token: string }>('POST', '/api/backoffice/login', undefined, { username: 'admin', password: inject('adminPassword') });
      const deposits = await call<{ data: { id: number; transaction_id: string }[] }>(
        'GET',
        `/api/backoffice/deposits?status=pending&player_id=${session.remoteId}`,
        staff.token,
      );
      const deposit = deposits.data.find((d) => d.transaction_id === trx.toUpperCase());
      expect(deposit).toBeDefined();
      // The slip arrived with the deposit, for the operator to see
      const receipts = await call<{ data: { id: number; content_type: string; size: number }[] }>(
        'GET',
        `/api/backoffice/deposits/${deposit!.id}/receipts`,
        staff.token,
      );
      expect(receipts.data).toEqual([expect.objectContaining({ content_type: 'image/png', size: SLIP_PNG.length })]);
      // …and approves it in the operator console (a desktop browser beside the player's phone)
      const consoleCtx = await newContext('desktop');
      bo = await consoleCtx.newPage();
      await bo.goto('/backoffice/');
      await bo.getByTestId('bo-login-username').fill('admin');
      await bo.getByTestId('bo-login-password').fill(inject('adminPassword'));
      await bo.getByTestId('bo-login-submit').click();
      await bo.getByTestId('bo-pending-deposits').waitFor({ timeout: 15_000 });
      await bo.getByTestId('bo-nav-deposits').click();
      await bo.getByTestId(`bo-deposit-row-${deposit!.id}`).waitFor({ timeout: 10_000 });
      await bo.getByTestId(`bo-deposit-approve-${deposit!.id}`).click();
      await bo.getByTestId('bo-confirm').click();
      await expect.poll(() => bo!.getByTestId(`bo-deposit-row-${deposit!.id}`).count(), { timeout: 10_000 }).toBe(0);
      const decided = await call<{ data: { id: number; status: string; bonus: string }[] }>(
        'GET',
        `/api/backoffice/deposits?status=confirmed&player_id=${session.remoteId}`,
        staff.token,
      );
      expect(decided.data.find((d) => d.id === deposit!.id)).toMatchObject({ status: 'confirmed', bonus: '1020.00' });

      // The balance on the open page follows without a reload (balance.changed over /ws, well inside the 10 s poll)
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 5_000, interval: 200 }).toContain('2,020.00');

      // A withdrawal is refused for the turnover, saying how much is left, with the link to /turnover-record
      await page.locator('a[href="/withdrawal"]').first().click();
      await fillWithdrawal(page, '1000');
      await page.getByTestId('withdraw-submit').click();
      await expect
        .poll(() => page.getByTestId('error-modal-body').innerText(), { timeout: 10_000 })
        .toMatch(/^Complete ৳[\d,]+\.\d{2} more turnover to withdraw\.$/);
      await page.getByTestId('error-modal-link').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/turnover-record');
      const active = page.locator('[data-testid^="turnover-ticket-"][data-status="active"]');
      await active.first().waitFor({ timeout: 10_000 });
      const ticketId = (await active.first().getAttribute('data-testid'))!.replace('turnover-ticket-', '');
      expect(await page.getByTestId(`turnover-progress-${ticketId}`).innerText()).toBe('0.00%');

      // The operator waives the ticket on the player's page in the console; the player withdraws on the site
      await bo!.getByTestId('bo-nav-players').click();
      await bo!.getByTestId('bo-player-search').fill(player.username);
      await bo!.getByTestId(`bo-player-row-${session.remoteId}`).click();
      await bo!.getByTestId(`bo-turnover-waive-${ticketId}`).click();
      await bo!.getByTestId('bo-reason').fill('Journey: waived by the operator');
      await bo!.getByTestId('bo-confirm').click();
      await expect.poll(() => bo!.getByTestId(`bo-turnover-status-${ticketId}`).innerText(), { timeout: 15_000 }).toContain('Complete');
      await page.goto('/withdrawal');
      await fillWithdrawal(page, '1000');
      // The first submission reaches the server but its answer is lost on the way back: the player is told to try
      // again, presses again, and the app's request id makes the server answer that withdrawal (one, not two).
      let lost = 0;
      await page.route('**/api/submit-withdraw', async (route) => {
        if (lost++ > 0) return route.continue();
        await route.fetch();
        await route.abort('failed');
      });
      await page.getByTestId('withdraw-submit').click();
      await expect.poll(() => page.getByTestId('error-modal-body').innerText(), { timeout: 10_000 }).toBe('An error occurred. Please try again.');
      await page.getByTestId('error-modal-ok').click();
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('payment-request').waitFor({ timeout: 10_000 });
      expect(lost).toBe(2);
      await page.unroute('**/api/submit-withdraw');
      await expect.poll(() => page.getByTestId('payment-request-amount').innerText()).toContain('1,000.00');

      // The operator pays it out with a payout id
      const withdrawals = await call<{ data: { id: number; amount: string }[] }>(
        'GET',
        `/api/backoffice/withdrawals?status=pending&player_id=${session.remoteId}`,
        staff.token,
      );
      expect(withdrawals.data).toHaveLength(1);
      const payout = `PO${Date.now().toString(36)}`.toUpperCase();
      const wid = withdrawals.data[0]!.id;
      await bo!.getByTestId('bo-nav-withdrawals').click();
      await bo!.getByTestId(`bo-withdrawal-approve-${wid}`).click();
      await bo!.getByTestId('bo-payout-id').fill(payout);
      await bo!.getByTestId('bo-confirm').click();
      await expect.poll(() => bo!.getByTestId(`bo-withdrawal-row-${wid}`).count(), { timeout: 10_000 }).toBe(0);

      // The records: both Success; the deposit's detail shows its timeline; the ticket is completed
      await page.goto('/transaction-record');
      const depositRow = page.getByTestId(`transaction-row-${trx.toUpperCase()}`);
      const withdrawalRow = page.getByTestId(`transaction-row-${payout}`);
      await depositRow.waitFor({ timeout: 10_000 });
      await withdrawalRow.waitFor();
      expect(await depositRow.innerText()).toContain('Success');
      expect(await withdrawalRow.innerText()).toContain('Success');
      expect(await depositRow.innerText()).toContain('+৳1,000.00');
      expect(await withdrawalRow.innerText()).toContain('-৳1,000.00');
      await depositRow.click();
      const detail = page.getByTestId('transaction-detail');
      await detail.waitFor();
      expect(await detail.innerText()).toContain('Submitted');
      expect(await page.getByTestId('transaction-detail-status').innerText()).toBe('Success');
      expect(await detail.innerText()).toContain('1,020.00'); // the bonus
      await page.getByTestId('transaction-detail-close').click();

      await page.goto('/turnover-record');
      await page.getByTestId('turnover-tab-completed').click();
      await page.getByTestId(`turnover-ticket-${ticketId}`).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId(`turnover-ticket-${ticketId}`).getAttribute('data-status')).toBe('complete');
      expect(await page.getByTestId(`turnover-progress-${ticketId}`).innerText()).toBe('100.00%');
      await page.getByTestId('turnover-tab-active').click();
      await page.getByTestId('empty-state').waitFor();

      await page.goto('/account');
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toContain('1,020.00');

      expect(errors).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      await bo?.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-console-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await bo?.context().close();
      await ctx.close();
    }
  });
});
