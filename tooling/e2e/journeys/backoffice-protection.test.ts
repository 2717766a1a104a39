import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, ok, verifiedPlayer } from './api-helpers';
import { closeBrowser, hasBangla, newContext, uniqueUser, watchErrors } from './browser';

afterAll(closeBrowser);

/** A player who signed up (18+ confirmed), logged in and verified their phone, with a birthday (in case the operator requires it before the first deposit). */
const newPlayer = () => verifiedPlayer({ prefix: 'pp', name: 'Protection Journey', birthday: '1990-05-17' });

/** A bKash deposit of `amount` requested by the player and approved by the console (through the API). */
async function approvedDeposit(player: { id: number; token: string }, staffToken: string, amount: string) {
  const methods = await ok(api<{ id: number; name: string }[]>('GET', '/api/b2b/payment-methods', player.token));
  const bkash = methods.find((m) => m.name === 'bKash')!;
  await ok(api('GET', `/api/b2b/get-wallet-number?${new URLSearchParams({ name: 'bKash', account_type: 'Agent', amount })}`, player.token));
  const d = await ok(
    api<{ data: { id: number } }>('POST', '/api/submit-deposit', player.token, {
      remote_id: player.id,
      account_number: '01711223344',
      transaction_id: `PP${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`,
      amount,
      payment_id: bkash.id,
    }),
  );
  await ok(api('POST', `/api/backoffice/deposits/${d.data.id}/approve`, staffToken, {}));
}

interface Settings {
  blocked_countries: string[];
  minimum_age: number;
  birthday_before_deposit: boolean;
}

async function staffLogin(page: Page, username: string, password: string) {
  await page.goto('/backoffice/login');
  await page.getByTestId('bo-login-username').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('bo-login-submit').click();
  await page.getByTestId('bo-staff-name').waitFor({ timeout: 15_000 });
}

describe("operator console: a player's protection, the flagged players and the protection settings", () => {
  it('shows an admin the limits, the self-exclusion and its history, the documented markers, and saves the settings', async () => {
    // Five deposits in a day (none in the four weeks before) match the deposit-frequency marker. Then the player sets a
    // daily deposit limit (at once), asks to loosen it (pending 24 hours), sets a reality check and excludes themself
    // for 6 months.
    const adminPassword = inject('adminPassword');
    const staff = await ok(api<{ token: string }>('POST', '/api/backoffice/login', undefined, { username: 'admin', password: adminPassword }));
    const player = await newPlayer();
    for (let i = 0; i < 5; i++) await approvedDeposit(player, staff.token, '1000');
    for (const amount of ['6000', '20000']) await ok(api('POST', '/api/safer-gambling/limits', player.token, { kind: 'deposit', period: 'day', amount }));
    await ok(api('POST', '/api/safer-gambling/reality-check', player.token, { minutes: 30 }));
    await ok(api('POST', '/api/safer-gambling/self-exclusion', player.token, { months: 6 }));

    const before = await ok(api<Settings>('GET', '/api/backoffice/protection/settings', staff.token));
    expect(before.blocked_countries).toEqual([]);

    const ctx = await newContext('desktop');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await staffLogin(page, 'admin', adminPassword);

      // The flagged players: the list (or its empty state) with the three rules documented beside it.
      await page.getByTestId('bo-nav-flagged').click();
      await page.waitForURL(/\/backoffice\/protection\/flagged$/);
      await page.getByTestId('bo-flagged-table').waitFor();
      const row = page.getByTestId(`bo-flagged-row-${player.id}`);
      await row.waitFor();
      expect(await page.getByTestId(`bo-flagged-marker-${player.id}-deposit_frequency`).innerText()).toBe('Deposit frequency up sharply');
      expect(await row.innerText()).toContain('At least 5 deposits in the last 7 days');
      expect(await row.innerText()).toContain('Self-excluded');
      for (const code of ['deposit_frequency', 'night_play', 'chasing_reversed_withdrawal']) {
        expect(await page.getByTestId(`bo-marker-rule-${code}`).innerText(), code).not.toBe('');
      }
      expect(await page.getByTestId('bo-marker-rules').innerText()).toContain('00:00 and 05:00 Dhaka time');

      // The settings: empty list by default; a bad or unknown code is refused in the form; an age under 18 too.
      await page.getByTestId('bo-nav-protection').click();
      await page.waitForURL(/\/backoffice\/protection\/settings$/);
      await page.getByTestId('bo-countries-none').waitFor();
      await page.getByTestId('bo-country-code').fill('zz');
      await page.getByTestId('bo-country-add').click();
      await expect.poll(() => page.locator('[role="alert"]').first().innerText()).toContain('ZZ is not a country code');
      await page.getByTestId('bo-country-code').fill('np');
      await page.getByTestId('bo-country-code').press('Enter');
      await page.getByTestId('bo-country-NP').waitFor();
      expect(await page.getByTestId('bo-country-NP').innerText()).toContain('Nepal');
      await page.getByTestId('bo-minimum-age').fill('17');
      await page.getByTestId('bo-protection-settings-save').click();
      await expect.poll(() => page.locator('body').innerText()).toContain('Enter a whole number of years from 18 to 99.');
      await page.getByTestId('bo-minimum-age').fill('21');
      await page.getByTestId('bo-protection-settings-save').click();
      await expect.poll(() => page.getByTestId('bo-dialog').innerText()).toContain('Nepal (NP)');
      await page.getByTestId('bo-confirm').click();
      await page.getByTestId('bo-dialog').waitFor({ state: 'detached' });
      await expect.poll(async () => (await ok(api<Settings>('GET', '/api/backoffice/protection/settings', staff.token))).blocked_countries).toEqual(['NP']);
      expect((await ok(api<Settings>('GET', '/api/backoffice/protection/settings', staff.token))).minimum_age).toBe(21);
      // The audit log has the change (and the settings go back for the other journeys).
      const audit = await ok(api<{ data: { action: string }[] }>('GET', '/api/backoffice/audit?per_page=20', staff.token));
      expect(audit.data.some((a) => a.action === 'protection.settings')).toBe(true);
      await ok(api('PUT', '/api/backoffice/protection/settings', staff.token, before));

      // The player's page (from the flagged list): the exclusion with its end, why it cannot be lifted yet, the limits
      // in force and pending, the reality check, the marker with its rule, and the history.
      await page.getByTestId('bo-nav-flagged').click();
      await page.getByTestId(`bo-flagged-row-${player.id}`).click();
      await page.waitForURL(new RegExp(`/backoffice/players/${player.id}$`));
      await page.getByTestId('bo-protection').waitFor();
      await expect.poll(() => page.getByTestId('bo-protection-exclusion').innerText()).toContain('→');
      expect(await page.getByTestId('bo-protection-lift').count()).toBe(0);
      expect(await page.getByTestId('bo-protection-lift-why').innerText()).toContain('It can be lifted only after it ends');
      expect(await page.getByTestId('bo-protection-blocked').innerText()).toContain('Blocked until');
      const daily = await page.getByTestId('bo-limit-deposit-day').innerText();
      for (const text of ['6,000.00', '5,000.00', '1,000.00']) expect(daily, text).toContain(text);
      expect(await page.getByTestId('bo-limit-pending-deposit-day').innerText()).toContain('20,000.00');
      expect(await page.getByTestId('bo-protection-marker-deposit_frequency').innerText()).toContain('5 deposits in the last 7 days');
      expect(await page.getByTestId('bo-protection-reality').innerText()).toContain('Every 30 minutes');
      const history = await page.getByTestId('bo-protection-history').innerText();
      for (const text of ['Self-exclusion started', 'Loosening requested', 'Limit set', '6,000.00 → 20,000.00', '18+ confirmed at sign-up']) expect(history, text).toContain(text);

      // In Bangla too.
      await page.getByTestId('bo-lang-bn').click();
      await expect.poll(() => hasBangla(page, '[data-testid="bo-protection"]')).toBe(true);
      expect(await page.getByTestId('bo-limit-deposit-day').innerText()).toContain('৬,০০০.০০');
      await page.getByTestId('bo-lang-en').click();

      expect(errors).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await ctx.close();
    }

    // Support reads the same panel, without the lift action, and is told why; the settings are not in its menu.
    const support = await ok(api<{ username: string }>('POST', '/api/backoffice/staff', staff.token, { username: uniqueUser('sup'), password: 'support-pass-123', role: 'support' }));
    const sctx = await newContext('desktop');
    const spage = await sctx.newPage();
    try {
      await staffLogin(spage, support.username, 'support-pass-123');
      await spage.getByTestId('bo-nav-flagged').waitFor();
      expect(await spage.getByTestId('bo-nav-protection').count()).toBe(0);
      await spage.goto(`/backoffice/players/${player.id}`);
      await spage.getByTestId('bo-protection').waitFor();
      await expect.poll(() => spage.getByTestId('bo-protection-lift-why').innerText()).toContain('Only an administrator can lift a self-exclusion.');
      expect(await spage.getByTestId('bo-protection-lift').count()).toBe(0);
    } finally {
      await sctx.close();
    }
  });
});
