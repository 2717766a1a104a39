import { afterAll, describe, expect, inject, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { apiCaptcha, closeBrowser, newContext, outboxCode, uniquePhone, uniqueUser, watchErrors, call, dismissMaintenance } from './browser';

afterAll(closeBrowser);

const player = { username: uniqueUser('games'), password: 'secret123', email: '', phone: uniquePhone() };
player.email = `${player.username}@example.com`;

/**
 * A player with a verified phone and a birthday, 1,000 deposited without a promotion and approved by the operator
 * (so an active turnover ticket waits to be played through). Answers the player's token and id.
 */
async function fundedPlayer(): Promise<{ token: string; remoteId: number }> {
  const { captcha, headers } = await apiCaptcha();
  await call(
    'POST',
    '/api/v1/create-players',
    undefined,
    {
      username: player.username,
      password: player.password,
      confirmPassword: player.password,
      name: 'Games Player',
      phone: player.phone,
      email: player.email,
      currency: 'BDT',
      captcha,
      age_confirmed: true,
    },
    headers,
  );
  const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username: player.username, password: player.password });
  const { token, remote_id: remoteId } = login;
  await call('POST', '/api/send-verification-code', token, { phone: player.phone });
  await call('POST', '/api/verify-phone-number', token, { verification_code: await outboxCode(`88${player.phone}`) });
  await call('POST', '/api/user/profile/update', token, { remote_id: remoteId, dofb: '1991-02-03' });

  const methods = await call<{ id: number; name: string }[] | { pgs: { id: number; name: string }[] }>('GET', '/api/b2b/payment-methods', token);
  const bkash = (Array.isArray(methods) ? methods : methods.pgs).find((m) => m.name === 'bKash');
  expect(bkash).toBeDefined();
  await call('GET', `/api/b2b/get-wallet-number?${new URLSearchParams({ name: 'bKash', account_type: 'Agent', amount: '1000', remote_id: String(remoteId) })}`, token);
  const trx = `GJ${Date.now().toString(36)}`.toUpperCase().slice(0, 10);
  await call('POST', '/api/submit-deposit', token, { remote_id: remoteId, account_number: '01711223344', transaction_id: trx, amount: '1000', payment_id: bkash!.id });

  const staff = await call<{ token: string }>('POST', '/api/backoffice/login', undefined, { username: 'admin', password: inject('adminPassword') });
  const pending = await call<{ data: { id: number; transaction_id: string }[] }>('GET', `/api/backoffice/deposits?status=pending&player_id=${remoteId}`, staff.token);
  const deposit = pending.data.find((d) => d.transaction_id === trx);
  expect(deposit).toBeDefined();
  await call('POST', `/api/backoffice/deposits/${deposit!.id}/approve`, staff.token, {});
  return { token, remoteId };
}

/** The lobby's query as the page has it (without "?"). */
const query = (page: Page) => new URL(page.url()).search.replace(/^\?/, '');

/** Percentage shown on the player's only active turnover ticket. */
async function activeProgress(page: Page): Promise<number> {
  await page.goto('/turnover-record');
  const ticket = page.locator('[data-testid^="turnover-ticket-"][data-status="active"]').first();
  await ticket.waitFor({ timeout: 10_000 });
  const id = (await ticket.getAttribute('data-testid'))!.replace('turnover-ticket-', '');
  return Number.parseFloat(await page.getByTestId(`turnover-progress-${id}`).innerText());
}

/** Rolls the dice once at the current stake and waits for the round in the history strip. */
async function rollDice(frame: FrameLocator) {
  const chips = frame.getByTestId('history-strip').locator('a');
  const before = await chips.count();
  await expect.poll(() => frame.getByTestId('bet').isEnabled(), { timeout: 10_000 }).toBe(true);
  await frame.getByTestId('bet').click();
  await expect.poll(() => chips.count(), { timeout: 10_000 }).toBe(before + 1);
}

describe('mobile: lobby, launch, play in the game frame, close back, betting and turnover records', () => {
  // Crash needs the shared-round engine, which a test server runs only with CRASH_ENGINE=1 (see server-setup.ts).
  it('plays Dice and Crash from the Crash lobby and finds the rounds in the records', { timeout: 300_000 }, async () => {
    const { remoteId } = await fundedPlayer();
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      // The player logs in; the balance shows the deposit
      await page.goto('/login');
      await page.locator('input[name="username"]').fill(player.username);
      await page.locator('input[name="password"]').fill(player.password);
      await page.getByTestId('login-submit').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
      await dismissMaintenance(page);
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toMatch(/1,0\d\d\.\d\d/);
      const startProgress = await activeProgress(page);
      expect(startProgress).toBe(0);

      // The Crash category opens its lobby: ALL and our provider's tab, our games in the grid. A signed-in player's
      // home never shows the boot shell (their wallet sits above the banner): its script removes it at once.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      expect(await page.locator('#boot-home').count()).toBe(0);
      await page.getByTestId('category-crash').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/games');
      const lobby = query(page);
      expect(new URLSearchParams(lobby).get('type')).toBe('EGAME');
      await page.getByTestId('provider-tab-KHELA').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('provider-tab-all').getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('game-card-dice').waitFor();
      await page.getByTestId('game-card-crash').waitFor();

      // Search is local and case-insensitive
      await page.getByTestId('games-search').fill('DIC');
      await expect.poll(() => page.locator('[data-testid^="game-card-"]').count()).toBe(1);
      await page.getByTestId('game-card-dice').waitFor();
      await page.getByTestId('games-search').fill('no such game');
      await page.getByTestId('empty-state').waitFor();
      expect(await page.getByTestId('empty-state').innerText()).toContain('No Data');
      await page.getByTestId('games-search-clear').click();
      await expect.poll(() => page.locator('[data-testid^="game-card-"]').count()).toBeGreaterThan(1);

      // A-Z puts Crash before Dice; the star keeps Dice and Favorite puts it first
      await page.getByTestId('games-sort').click();
      await page.getByTestId('games-sort-aZ').click();
      const names = async () => (await page.locator('[data-testid^="game-card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))));
      await expect.poll(async () => (await names()).indexOf('game-card-crash') < (await names()).indexOf('game-card-dice')).toBe(true);
      await page.getByTestId('game-star-dice').click();
      await expect.poll(() => page.getByTestId('game-star-dice').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('games-sort').click();
      await page.getByTestId('games-sort-favorite').click();
      await expect.poll(async () => (await names())[0]).toBe('game-card-dice');
      const lobbyQuery = query(page);
      expect(new URLSearchParams(lobbyQuery).get('sort')).toBe('favorite');

      // Dice: launched into the frame, three rolls of 10
      await page.getByTestId('game-play-dice').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/gamerun');
      expect(await page.getByTestId('gamerun-username').innerText()).toBe(player.username);
      const dice = page.frameLocator('[data-testid="gamerun-frame"]');
      await dice.getByTestId('bet-amount').waitFor({ timeout: 20_000 });
      await dice.getByTestId('bet-amount').fill('10');
      for (let i = 0; i < 3; i++) await rollDice(dice);

      // Close: back to the same lobby (same query, the star still on)
      await page.getByTestId('gamerun-close').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/games');
      expect(query(page)).toBe(lobbyQuery);
      await expect.poll(() => page.getByTestId('game-star-dice').getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

      // Crash: a bet of 20 on this round (or the next, when one is flying), cashed out in flight unless it crashes first
      await page.getByTestId('game-play-crash').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/gamerun');
      const crash = page.frameLocator('[data-testid="gamerun-frame"]');
      await crash.getByTestId('bet-amount').waitFor({ timeout: 20_000 });
      await crash.getByTestId('bet-amount').fill('20');
      await expect.poll(() => crash.getByTestId('bet').isEnabled(), { timeout: 15_000 }).toBe(true);
      await crash.getByTestId('bet').click();
      const over = /Cashed out at|Crashed before you cashed out/;
      await expect
        .poll(
          async () => {
            const text = await crash.getByTestId('crash-hint').innerText().catch(() => '');
            if (!over.test(text) && (await crash.getByTestId('cashout').isVisible().catch(() => false))) {
              await crash.getByTestId('cashout').click({ timeout: 1_000 }).catch(() => undefined);
            }
            return text;
          },
          // a bet queued behind a long flight waits for it to end (a 50× flight takes about a minute)
          { timeout: 150_000, interval: 250 },
        )
        .toMatch(over);
      await page.getByTestId('gamerun-close').click();
      await expect.poll(() => query(page)).toBe(lobbyQuery);

      // /betting-record: one group for our provider's Crash type today, four bets inside (3 × Dice, 1 × Crash)
      await page.goto('/betting-record');
      const group = page.getByTestId('betting-group-0');
      await group.waitFor({ timeout: 10_000 });
      expect(await group.getAttribute('data-platform')).toBe('KHELA');
      expect(await group.getAttribute('data-type')).toBe('EGAME');
      expect(await group.innerText()).toContain('50.00'); // turnover 3 × 10 + 20
      await group.click();
      await page.getByTestId('betting-bets').waitFor();
      await expect.poll(() => page.locator('[data-testid^="betting-bet-"]').count(), { timeout: 10_000 }).toBe(4);
      const bets = await page.getByTestId('betting-bets').innerText();
      expect(bets).toContain('Dice');
      expect(bets).toContain('Crash');
      await page.getByTestId('betting-bets-close').click();
      // The Exchange tab has nothing yet
      await page.getByTestId('betting-tab-exchange').click();
      await page.getByTestId('empty-state').waitFor();

      // /turnover-record: the 50 played counts towards the deposit's ticket
      expect(await activeProgress(page)).toBeGreaterThan(startProgress);

      // The game frame is for logged-in players with a frame address only
      await page.goto('/gamerun');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(remoteId).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await ctx.close();
    }
  });
});
