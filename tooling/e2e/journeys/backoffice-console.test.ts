import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, ok, verifiedPlayer } from './api-helpers';
import { closeBrowser, hasBangla, newContext, watchErrors } from './browser';

afterAll(closeBrowser);

/** A player who signed up, logged in and verified their phone (what a deposit needs). */
const newPlayer = () => verifiedPlayer({ prefix: 'bo', name: 'Console Journey' });

type Player = Awaited<ReturnType<typeof newPlayer>>;

/** The mobile deposit sequence: methods → the method's channels → a receiving number → submit. */
async function deposit(p: Player, amount: string): Promise<{ id: number; methodId: number }> {
  const methods = await ok(api<{ id: number; name: string; bonus: number }[]>('GET', '/api/b2b/payment-methods', p.token));
  const bkash = methods.find((m) => m.name === 'bKash')!;
  const channels = await ok(api<{ data: { account_type: string; min: string; max: string }[] }>('GET', '/api/b2b/showpayment-menthod?name=bKash', p.token));
  const agent = channels.data.find((c) => c.account_type === 'Agent')!;
  expect(Number(agent.min)).toBeLessThanOrEqual(Number(amount));
  const qs = new URLSearchParams({ name: 'bKash', account_type: 'Agent', amount });
  const [number] = await ok(api<{ account_number: string }[]>('GET', `/api/b2b/get-wallet-number?${qs}`, p.token));
  expect(number!.account_number).toMatch(/^\d{11}$/);
  const r = await ok(
    api<{ data: { id: number; status: string } }>('POST', '/api/submit-deposit', p.token, {
      remote_id: p.id,
      account_number: '01711223344',
      transaction_id: `BO${Date.now().toString(36).toUpperCase()}`,
      amount,
      payment_id: bkash.id,
    }),
  );
  expect(r.data.status).toBe('pending');
  return { id: r.data.id, methodId: bkash.id };
}

const balance = async (p: Player) => (await ok(api<{ balance: string }>('POST', '/api/balance', p.token))).balance;

async function staffLogin(page: Page) {
  await page.goto('/backoffice/');
  await page.waitForURL((u) => u.pathname === '/backoffice/login');
  await page.getByTestId('bo-login-username').fill('admin');
  await page.getByTestId('bo-login-password').fill('wrong-password-1');
  await page.getByTestId('bo-login-submit').click();
  await expect.poll(() => page.getByTestId('bo-login-error').innerText()).toContain('Invalid credentials');
  await page.locator('input[name="password"]').fill(inject('adminPassword'));
  await page.getByTestId('bo-login-submit').click();
  await page.getByTestId('bo-pending-deposits').waitFor({ timeout: 15_000 });
}

describe('operator console: approve a deposit, waive turnover, pay a withdrawal, read the audit log', () => {
  it('runs the finance day on a 1366 px screen', async () => {
    const player = await newPlayer();
    const dep = await deposit(player, '1000');
    expect(await balance(player)).toBe('0.00');

    const ctx = await newContext('desktop');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await staffLogin(page);

      // The dashboard counts the pending deposit.
      await expect.poll(async () => Number(await page.getByTestId('bo-pending-deposits').innerText())).toBeGreaterThanOrEqual(1);
      for (const s of ['dashboard', 'deposits', 'withdrawals', 'players', 'payments', 'promotions', 'sliders', 'settings', 'staff', 'audit']) {
        expect(await page.getByTestId(`bo-nav-${s}`).isVisible(), s).toBe(true);
      }

      // Approve it from the queue: 1,000 plus the method's 2 % bonus reach the player.
      await page.getByTestId('bo-nav-deposits').click();
      const row = page.getByTestId(`bo-deposit-row-${dep.id}`);
      await row.waitFor();
      expect(await row.innerText()).toContain('1,000.00');
      await page.getByTestId(`bo-deposit-approve-${dep.id}`).click();
      await page.getByTestId('bo-confirm').click();
      await row.waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(() => balance(player)).toBe('1020.00');
      await page.getByTestId('bo-tab-confirmed').click();
      await expect.poll(() => page.getByTestId(`bo-deposit-status-${dep.id}`).innerText()).toContain('Approved');

      // Withdrawal eligibility: a birthday (player API), then the deposit's turnover ticket waived in the console.
      await ok(api('POST', '/api/user/profile/update', player.token, { dofb: '1990-05-17' }));
      const check = () => api<{ success?: boolean; error?: string }>('GET', `/api/userwithdrawcheck?remote_id=${player.id}`, player.token);
      expect((await check()).status).toBe(400);
      const tickets = await ok(api<{ id: number; status: string }[]>('GET', `/api/turnovers?remote_id=${player.id}`, player.token));
      const ticket = tickets.find((t) => t.status === 'active')!;
      expect(ticket).toBeDefined();

      await page.getByTestId('bo-nav-players').click();
      await page.getByTestId('bo-player-search').fill(player.username);
      // The search is applied (the list refetched for it) before a row is opened.
      await page.waitForURL(/[?&]q=/);
      await page.getByTestId(`bo-player-row-${player.id}`).click();
      await page.waitForURL(new RegExp(`/players/${player.id}$`));
      await expect.poll(() => page.getByTestId('bo-player-balance').innerText()).toContain('1,020.00');
      await page.getByTestId(`bo-turnover-waive-${ticket.id}`).click();
      // A reason is required.
      await page.getByTestId('bo-confirm').click();
      await expect.poll(() => page.getByTestId('bo-dialog').innerText()).toContain('Please give a reason');
      await page.getByTestId('bo-reason').fill('Journey: turnover waived to test the payout');
      await page.getByTestId('bo-confirm').click();
      await expect.poll(() => page.getByTestId(`bo-turnover-status-${ticket.id}`).innerText(), { timeout: 15_000 }).toContain('Complete');
      await expect.poll(async () => (await check()).data).toEqual({ success: true });

      // The player asks for 500 through the API; the console pays it with a payout id.
      const w = await ok(
        api<{ data: { id: number } }>('POST', '/api/submit-withdraw', player.token, {
          remote_id: player.id,
          account_number: '01711223344',
          amount: '500',
          payment_id: dep.methodId,
          provider: 'bKash',
        }),
      );
      const wid = w.data.id;
      expect(await balance(player)).toBe('520.00');
      await page.getByTestId('bo-nav-withdrawals').click();
      const wrow = page.getByTestId(`bo-withdrawal-row-${wid}`);
      await wrow.waitFor();
      await page.getByTestId(`bo-withdrawal-approve-${wid}`).click();
      await page.getByTestId('bo-payout-id').fill('x');
      await page.getByTestId('bo-confirm').click();
      await expect.poll(() => page.getByTestId('bo-dialog').innerText()).toContain('Please enter the payout transaction ID');
      const payout = `BKJ${Date.now().toString(36).toUpperCase()}`;
      await page.getByTestId('bo-payout-id').fill(payout);
      await page.getByTestId('bo-confirm').click();
      await wrow.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByTestId('bo-tab-approved').click();
      await expect.poll(() => page.getByTestId(`bo-withdrawal-row-${wid}`).innerText()).toContain(payout);
      expect(await balance(player)).toBe('520.00');

      // The audit log lists both approvals (and the waiver), with who did them.
      await page.getByTestId('bo-nav-audit').click();
      const audit = page.getByTestId('bo-audit-table');
      await audit.waitFor();
      for (const action of ['deposit.approve', 'withdrawal.approve', 'turnover.waive']) {
        await expect.poll(() => page.locator(`[data-testid^="bo-audit-row-"][data-action="${action}"]`).count(), { message: action }).toBeGreaterThanOrEqual(1);
      }
      const approval = page.locator('[data-testid^="bo-audit-row-"][data-action="deposit.approve"]').first();
      expect(await approval.innerText()).toContain('admin');
      await approval.click();
      await expect.poll(() => page.getByTestId('bo-audit-diff').first().innerText()).toContain('confirmed');

      // The console speaks Bangla too.
      await page.getByTestId('bo-lang-bn').click();
      await expect.poll(() => hasBangla(page, 'nav')).toBe(true);
      await page.getByTestId('bo-lang-en').click();

      expect(errors).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await ctx.close();
    }
  });
});
