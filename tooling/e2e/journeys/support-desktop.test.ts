import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, consoleLogin, desktopLogin, newContext, watchErrors } from './browser';
import { fundedPlayer, shot } from './exchange-helpers';

afterAll(closeBrowser);

describe('desktop: the player reaches a human from the floating button; the agent answers in the console', () => {
  it('chat both ways without a reload, the header inbox badge for a console message (1366 px, English)', { timeout: 240_000 }, async () => {
    const player = await fundedPlayer('sup', '100.00');
    const pctx = await newContext('desktop');
    const sctx = await newContext('desktop');
    const page = await pctx.newPage();
    const desk = await sctx.newPage();
    const errors = [...watchErrors(page), ...watchErrors(desk)];
    try {
      await page.goto('/');
      await desktopLogin(page, player);

      // The floating button opens the support sheet: our chat first, the messengers as alternatives.
      // Near its left edge: where it would cover an action it tucks against the right edge with only that part showing.
      await page.getByTestId('chat-button').click({ position: { x: 9, y: 25 } });
      await page.getByTestId('support-sheet').waitFor();
      await page.getByTestId('support-chat-with-us').click();
      await page.waitForURL(/\/chat-box\/\d+$/, { timeout: 15_000 });
      const chatId = Number(/\/chat-box\/(\d+)$/.exec(page.url())![1]);
      // The floating button stays out of the way on the chat pages.
      expect(await page.getByTestId('chat-button').count()).toBe(0);
      await page.getByTestId('chat-input').fill('My deposit has not arrived yet');
      await page.getByTestId('chat-send').click();
      await expect.poll(() => page.getByTestId('chat-thread').innerText(), { timeout: 15_000 }).toContain('My deposit has not arrived yet');

      // The agent sees it waiting in the desk, opens it (the player's context beside it) and answers.
      await consoleLogin(desk);
      await desk.getByTestId('bo-pending-deposits').waitFor({ timeout: 15_000 });
      await desk.getByTestId('bo-nav-support').click();
      await desk.getByTestId(`bo-desk-chat-${chatId}`).click({ timeout: 15_000 });
      await expect.poll(() => desk.getByTestId('bo-desk-thread').innerText(), { timeout: 15_000 }).toContain('My deposit has not arrived yet');
      await expect.poll(() => desk.getByTestId('bo-desk-player').innerText()).toContain(player.username);
      await desk.getByTestId('bo-desk-input').fill('We are checking it now, one moment please');
      await desk.getByTestId('bo-desk-send').click();

      // The player sees the answer without reloading.
      await expect.poll(() => page.getByTestId('chat-thread').innerText(), { timeout: 15_000 }).toContain('We are checking it now, one moment please');
      // And answers back: the desk shows it live too.
      await page.getByTestId('chat-input').fill('Thank you');
      await page.keyboard.press('Enter');
      await expect.poll(() => desk.getByTestId('bo-desk-thread').innerText(), { timeout: 15_000 }).toContain('Thank you');
      await shot(page, 'support-desktop-chat');

      // A message from the console to this player: the header's inbox badge counts it, the inbox tab shows it.
      await desk.goto('/backoffice/messages');
      await desk.getByTestId('bo-compose-mode-player').check();
      await desk.getByTestId('bo-compose-player-search').fill(player.username);
      await desk.getByTestId(`bo-compose-player-${player.remoteId}`).click({ timeout: 15_000 });
      await desk.getByTestId('bo-compose-title').fill('Your deposit is credited');
      await desk.getByTestId('bo-compose-message').fill('Thank you for waiting. Your deposit is now in your balance.');
      await desk.getByTestId('bo-compose-review').click();
      await expect.poll(() => desk.getByTestId('bo-compose-reach').innerText()).toMatch(/1/);
      await desk.getByTestId('bo-confirm').click();
      await page.goto('/');
      await expect.poll(() => page.getByTestId('header-inbox-badge').innerText(), { timeout: 20_000 }).toBe('1');
      await page.getByTestId('header-inbox').click();
      await page.waitForURL(/\/account\?tab=inbox/);
      await expect.poll(() => page.getByTestId('inbox-table').innerText(), { timeout: 15_000 }).toContain('Your deposit is credited');
      expect(errors).toEqual([]);
    } finally {
      await pctx.close();
      await sctx.close();
    }
  });
});
