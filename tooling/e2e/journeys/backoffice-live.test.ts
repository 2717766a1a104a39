import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeBrowser, newContext, watchErrors } from './browser';

afterAll(closeBrowser);

type LiveTable = { id: string; game_code: string; name: string; chips: string[]; betting_ms: number };

async function staff<T>(token: string, method: 'GET' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(r.status, `${method} ${path}`).toBe(200);
  return (await r.json()) as T;
}

describe('operator console: live tables', () => {
  it("an admin changes a table's betting window and chips, reads the report, opens the table's rounds and a round", async () => {
    const ctx = await newContext('desktop');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    let token = '';
    let restore: (() => Promise<unknown>) | null = null;
    try {
      await page.goto('/backoffice/');
      await page.waitForURL((u) => u.pathname === '/backoffice/login');
      await page.getByTestId('bo-login-username').fill('admin');
      await page.locator('input[name="password"]').fill(inject('adminPassword'));
      await page.getByTestId('bo-login-submit').click();
      await page.getByTestId('bo-pending-deposits').waitFor({ timeout: 15_000 });
      token = (await page.evaluate(() => localStorage.getItem('staffToken')))!;

      // Live tables: the seeded Dragon Tiger table.
      await page.getByTestId('bo-nav-live').click();
      const tables = await staff<LiveTable[]>(token, 'GET', '/api/backoffice/live-tables');
      const dt = tables.find((x) => x.game_code === 'dragon-tiger');
      expect(dt, 'the seeded Dragon Tiger table').toBeDefined();
      const id = dt!.id;
      restore = () => staff(token, 'PATCH', `/api/backoffice/live-tables/${id}`, { betting_ms: dt!.betting_ms, chips: dt!.chips });
      const row = page.getByTestId(`bo-live-row-${id}`);
      await row.waitFor();
      expect(await page.locator('tr[data-testid^="bo-live-row-"]').count()).toBe(tables.length);

      // Edit: a 20-second window and three chips; a bad window is refused in the form first.
      await page.getByTestId(`bo-live-edit-${id}`).click();
      await page.getByTestId('bo-live-form').waitFor();
      await page.getByTestId('bo-live-field-betting_s').fill('3');
      await page.getByTestId('bo-confirm').click();
      await page.getByTestId('bo-live-form').getByRole('alert').first().waitFor();
      await page.getByTestId('bo-live-field-betting_s').fill('20');
      await page.getByTestId('bo-live-field-chips').fill('20, 100, 500');
      await page.getByTestId('bo-confirm').click();
      await page.getByTestId('bo-live-form').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId(`bo-live-window-${id}`).innerText()).toMatch(/^20 s/);
      await expect.poll(() => page.getByTestId(`bo-live-chips-${id}`).locator('span').allInnerTexts()).toEqual(['20', '100', '500']);
      const saved = (await staff<LiveTable[]>(token, 'GET', '/api/backoffice/live-tables')).find((x) => x.id === id)!;
      expect(saved).toMatchObject({ betting_ms: 20_000, chips: ['20.00', '100.00', '500.00'] });

      // The report for today: figures per game and per table.
      await page.getByTestId('bo-tab-report').click();
      await page.getByTestId('bo-live-report-tables').waitFor();
      await page.getByTestId('bo-live-report-games').waitFor();
      await expect.poll(() => page.getByTestId('bo-live-report-rounds').innerText()).toMatch(/^\d/);

      // The table's rounds (the engine opens one at once) and a round's drawer with its seed hash.
      await page.getByTestId('bo-tab-tables').click();
      await page.getByTestId(`bo-live-rounds-${id}`).click();
      await page.waitForURL((u) => u.pathname === `/backoffice/live-tables/${id}`);
      await expect.poll(() => page.getByTestId('bo-live-rounds-title').innerText()).toBe(dt!.name);
      const first = page.locator('tr[data-testid^="bo-live-round-row-"]').first();
      await first.waitFor({ timeout: 30_000 });
      await first.click();
      const drawer = page.getByTestId('bo-live-round-drawer');
      await drawer.waitFor();
      await expect.poll(() => drawer.getByTestId('bo-live-seed-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
      await drawer.getByTestId('bo-live-deal').waitFor();
      await drawer.getByTestId('bo-live-round-spots').waitFor();

      // The change is in the audit log.
      await page.getByTestId('bo-live-round-drawer-close').click();
      await page.getByTestId('bo-nav-audit').click();
      await page.getByTestId('bo-audit-table').locator('[data-action="live_table.update"]').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await restore?.();
      await ctx.close();
    }
  });
});
