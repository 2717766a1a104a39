import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeBrowser, newContext, watchErrors } from './browser';

afterAll(closeBrowser);

type GameItem = { id: number; code: string; name: string; platform: string };

async function lobbyGames(): Promise<GameItem[]> {
  const r = await fetch(`${baseUrl()}/api/get-games`, { headers: { accept: 'application/json' } });
  expect(r.status).toBe(200);
  return ((await r.json()) as { games: GameItem[] }).games;
}

describe('operator console: the game catalogue', () => {
  it('an admin switches a game off and the lobby stops listing it, then back on', async () => {
    const before = await lobbyGames();
    const keno = before.find((g) => g.code === 'keno' && g.platform === 'KHELA');
    expect(keno, 'the seeded Keno game').toBeDefined();

    const ctx = await newContext('desktop');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/backoffice/');
      await page.waitForURL((u) => u.pathname === '/backoffice/login');
      await page.getByTestId('bo-login-username').fill('admin');
      await page.locator('input[name="password"]').fill(inject('adminPassword'));
      await page.getByTestId('bo-login-submit').click();
      await page.getByTestId('bo-pending-deposits').waitFor({ timeout: 15_000 });

      // Games: find Keno by name and switch it off.
      await page.getByTestId('bo-nav-games').click();
      await page.getByTestId('bo-games-search').fill('keno');
      const row = page.getByTestId(`bo-game-row-${keno!.id}`);
      await row.waitFor();
      await expect.poll(() => page.locator('tr[data-testid^="bo-game-row-"]').count()).toBe(1);
      const toggle = page.getByTestId(`bo-game-active-${keno!.id}`);
      expect(await toggle.isChecked()).toBe(true);
      await row.locator('label').click();
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await expect.poll(async () => (await lobbyGames()).some((g) => g.id === keno!.id)).toBe(false);
      expect((await lobbyGames()).length).toBe(before.length - 1);

      // The change is in the audit log.
      await page.getByTestId('bo-nav-audit').click();
      await page.getByTestId('bo-audit-table').locator('[data-action="game.update"]').first().waitFor();

      // Back on: listed again.
      await page.getByTestId('bo-nav-games').click();
      await page.getByTestId('bo-games-search').fill('keno');
      await page.getByTestId(`bo-game-row-${keno!.id}`).locator('label').click();
      await expect.poll(() => page.getByTestId(`bo-game-active-${keno!.id}`).isChecked()).toBe(true);
      await expect.poll(async () => (await lobbyGames()).some((g) => g.id === keno!.id)).toBe(true);

      // Game rounds opens with its figures.
      await page.getByTestId('bo-nav-rounds').click();
      await page.getByTestId('bo-rounds-table').waitFor();
      await expect.poll(() => page.getByTestId('bo-rounds-count').innerText()).toMatch(/^\d/);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
