import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCaptcha, call, closeBrowser, dismissMaintenance, newContext, playDice, uniquePhone, uniqueUser, watchErrors } from './browser';

afterAll(closeBrowser);

/** A player signed up through the API and funded by the outside-production wallet helper. */
async function fundedPlayer(): Promise<{ username: string; password: string; token: string; remoteId: number }> {
  const username = uniqueUser('hist');
  const password = 'secret123';
  const phone = uniquePhone();
  const { captcha, headers } = await apiCaptcha();
  await call('POST', '/api/v1/create-players', undefined, { username, password, confirmPassword: password, name: 'History Player', phone, email: `${username}@example.com`, currency: 'BDT', captcha, age_confirmed: true }, headers);
  const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password });
  await call('POST', '/dev/wallet/adjust', undefined, { username, amount: '500' });
  return { username, password, token: login.token, remoteId: login.remote_id };
}

describe('game recall and the account history (issue 14)', () => {
  it('a player plays a Dice round, opens it from betting records with its outcome and proof, and downloads the CSV (phone)', { timeout: 180_000 }, async () => {
    const player = await fundedPlayer();
    await playDice(player, 1, '10', true);
    const ctx = await newContext('phone');
    await ctx.addInitScript(([t, id, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('remote_id', String(id));
      localStorage.setItem('username', u);
    }, [player.token, player.remoteId, player.username] as const);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/betting-record');
      await page.getByTestId('betting-group-0').waitFor({ timeout: 15_000 });
      await page.getByTestId('maintenance-notice').waitFor({ timeout: 3_000 }).catch(() => undefined);
      await dismissMaintenance(page);
      await page.getByTestId('betting-group-0').click();
      await page.locator('[data-testid^="betting-bet-"]').first().click();
      const recall = page.getByTestId('round-recall');
      await recall.waitFor();
      await expect.poll(() => recall.getAttribute('data-game')).toBe('dice');
      await expect.poll(() => page.getByTestId('recall-outcome-text').innerText()).toMatch(/^Rolled \d+\.\d{2}, needed under 50\.00$/);
      await expect.poll(() => page.getByTestId('recall-stake').innerText()).toBe('৳10.00');
      expect(await page.getByTestId('recall-verify').getAttribute('href')).toMatch(/^\/play\/verify\?round=[0-9a-f-]{36}$/);
      await page.getByTestId('round-sheet-close').click();
      await page.getByTestId('betting-bets-close').click();

      // The account history: the last 30 days by default, saved as a CSV with a BOM, the header and the round.
      await page.goto('/transaction-record');
      await page.getByTestId('history-export-open').click();
      const download = page.waitForEvent('download');
      await page.getByTestId('history-download').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^khela-history-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await file.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFtype,time,reference,description,amount,balance_after,status\r\n')).toBe(true);
      expect(csv).toMatch(/\r\nbet,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00,R\d+,"Dice \(KHELA\)/);
      await page.getByTestId('history-done').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
