import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, consoleLogin, dismissMaintenance, hasBangla, newContext, watchErrors } from './browser';
import { fundedPlayer } from './exchange-helpers';

afterAll(closeBrowser);

/** Bangla screenshots of the inbox and chat, for a person to look at (test-results/ is ignored by git). */
const SHOTS = new URL('../../../test-results/support-mobile/', import.meta.url).pathname;

describe('phone: the operator reaches every player; the player reaches a human', () => {
  it('a broadcast to everyone shows in the header badge and reads in Bangla; the chat from the floating button is answered live (412 px, Bangla)', { timeout: 240_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true });
    const player = await fundedPlayer('mob', '100.00');
    const pctx = await newContext('phone');
    const sctx = await newContext('desktop');
    const page = await pctx.newPage();
    const desk = await sctx.newPage();
    const errors = [...watchErrors(page), ...watchErrors(desk)];
    try {
      // The player, logged in, in Bangla.
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('lang', 'bn'));
      await page.reload();
      await page.locator('input[name="username"]').fill(player.username);
      await page.locator('input[name="password"]').fill(player.password);
      await page.getByTestId('login-submit').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
      await dismissMaintenance(page);
      await page.getByTestId('header-inbox').waitFor();
      expect(await page.getByTestId('header-inbox-badge').count()).toBe(0);

      // The operator writes to everyone, in English and Bangla.
      await consoleLogin(desk);
      await desk.getByTestId('bo-pending-deposits').waitFor({ timeout: 15_000 });
      await desk.getByTestId('bo-nav-messages').click();
      await desk.getByTestId('bo-compose-mode-all').check();
      await desk.getByTestId('bo-compose-title').fill('Weekend cashback');
      await desk.getByTestId('bo-compose-message').fill('Play this weekend and get 5 percent cashback on your losses.');
      await desk.getByTestId('bo-compose-title-bn').fill('সপ্তাহান্তের ক্যাশব্যাক');
      await desk.getByTestId('bo-compose-message-bn').fill('এই সপ্তাহান্তে খেলুন এবং আপনার লোকসানে ৫ শতাংশ ক্যাশব্যাক পান।');
      await desk.getByTestId('bo-compose-review').click();
      await desk.getByTestId('bo-compose-reach').waitFor();
      await desk.getByTestId('bo-confirm').click();
      await desk.getByTestId('bo-confirm').waitFor({ state: 'detached', timeout: 15_000 });

      // The player's header counts it without a reload (the socket, or the 10 s poll at worst) and reads it in Bangla.
      // In Bangla digits: the page is in Bangla.
      await expect.poll(() => page.getByTestId('header-inbox-badge').innerText(), { timeout: 20_000 }).toBe('১');
      await page.getByTestId('header-inbox').click();
      await page.waitForURL(/\/inbox$/);
      const row = page.getByTestId('inbox-row').first();
      await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('সপ্তাহান্তের ক্যাশব্যাক');
      await row.click();
      await expect.poll(() => page.getByTestId('inbox-message-text').innerText()).toContain('৫ শতাংশ ক্যাশব্যাক');
      expect(await hasBangla(page)).toBe(true);
      await page.waitForTimeout(400); // the modal's fade-in, for a readable picture
      await page.screenshot({ path: `${SHOTS}inbox-message-bn.png` });
      await page.keyboard.press('Escape');
      // Opening it read it: the badge is gone.
      await expect.poll(() => page.getByTestId('header-inbox-badge').count(), { timeout: 15_000 }).toBe(0);

      // The floating button → the support sheet → our chat; the first message opens the conversation.
      await page.goto('/');
      await dismissMaintenance(page);
      // Near its left edge: where it would cover an action it tucks against the right edge with only that part showing.
      await page.getByTestId('chat-button').click({ position: { x: 9, y: 25 } });
      await page.getByTestId('support-chat-with-us').click();
      await page.waitForURL(/\/chat$/);
      await page.getByTestId('chat-send-us').click();
      await page.waitForURL(/\/chat-box\/\d+$/, { timeout: 15_000 });
      const chatId = Number(/\/chat-box\/(\d+)$/.exec(page.url())![1]);
      await page.getByTestId('chat-input').fill('আমার উইথড্রয়াল কখন আসবে?');
      await page.getByTestId('chat-send').click();
      await expect.poll(() => page.getByTestId('chat-thread').innerText(), { timeout: 15_000 }).toContain('আমার উইথড্রয়াল কখন আসবে?');

      // The agent answers from the desk; the player sees it on the phone without a reload.
      await desk.getByTestId('bo-nav-support').click();
      await desk.getByTestId(`bo-desk-chat-${chatId}`).click({ timeout: 15_000 });
      await expect.poll(() => desk.getByTestId('bo-desk-thread').innerText(), { timeout: 15_000 }).toContain('আমার উইথড্রয়াল কখন আসবে?');
      await desk.getByTestId('bo-desk-input').fill('২৪ ঘণ্টার মধ্যে পরিশোধ করা হবে।');
      await desk.getByTestId('bo-desk-send').click();
      await expect.poll(() => page.getByTestId('chat-thread').innerText(), { timeout: 15_000 }).toContain('২৪ ঘণ্টার মধ্যে পরিশোধ করা হবে।');
      // The desk sees that the player read it.
      await desk.getByTestId('bo-desk-seen').waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `${SHOTS}chat-box-bn.png` });
      expect(errors).toEqual([]);
    } finally {
      await pctx.close();
      await sctx.close();
    }
  });
});
