import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, hasBangla, newContext, outboxCode, uniquePhone, uniqueUser, watchErrors, dismissMaintenance, passBotCheck } from './browser';

afterAll(closeBrowser);

const player = { username: uniqueUser('prof'), password: 'secret123', email: '', phone: uniquePhone() };
player.email = `${player.username}@example.com`;
let extraPhone = uniquePhone();
while (extraPhone === player.phone) extraPhone = uniquePhone();

async function closeErrorModal(page: Page) {
  const modal = page.getByTestId('error-modal');
  await modal.getByRole('button').last().click();
  await expect.poll(() => modal.isVisible()).toBe(false);
}

/** Types the code into the code dialog and submits it. */
async function enterCode(page: Page, code: string) {
  const dialog = page.getByTestId('code-dialog');
  await dialog.waitFor();
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-submit').click();
}

const level = (page: Page) => page.getByTestId('security-level').innerText();

describe('mobile: /profile, verify contacts, extra phone, birthday, Bangla', () => {
  it('verifies phone and e-mail, adds and verifies an extra phone, locks the birthday', async () => {
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      // A new player signs up
      await page.goto('/signup');
      await page.locator('input[name="username"]').fill(player.username);
      await page.locator('input[name="email"]').fill(player.email);
      await page.locator('input[name="phone"]').fill(player.phone);
      await page.locator('input[name="password"]').fill(player.password);
      await page.locator('input[name="confirmPassword"]').fill(player.password);
      await page.locator('input[name="name"]').fill('Profile Player');
      // The bot check on the form (the server verifies its proof of work on every sign-up)
      await passBotCheck(page);
      await page.locator('input[name="agree"]').check({ force: true });
      await page.getByTestId('signup-submit').click();
      await page.getByTestId('welcome-popup').waitFor({ timeout: 20_000 });
      await page.getByTestId('welcome-home').click();
      await dismissMaintenance(page);
      await expect.poll(() => page.getByTestId('member-toolbar').isVisible()).toBe(true);

      // /profile: nothing verified yet
      await page.goto('/profile');
      await page.getByTestId('profile-page').waitFor();
      await expect.poll(() => level(page), { timeout: 15_000 }).toContain('Unverified');
      await expect.poll(() => page.getByTestId('profile-page').innerText()).toContain(player.username);

      // Phone: Verify sends a code, a 05:00 countdown takes its place, the code goes into the dialog
      await page.getByTestId('phone-verify').click();
      await page.getByTestId('code-dialog').waitFor({ timeout: 10_000 });
      await expect.poll(() => page.getByTestId('countdown').innerText()).toMatch(/^0[45]:[0-5]\d$/);
      expect(await page.getByTestId('phone-verify').count()).toBe(0);
      await enterCode(page, await outboxCode(`88${player.phone}`));
      await page.getByTestId('phone-verified').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('countdown').count()).toBe(0);
      await expect.poll(() => level(page)).toContain('Normal');

      // E-mail: a wrong code shows the server's message in the Error modal, the right one verifies
      await page.getByTestId('email-verify').click();
      await page.getByTestId('code-dialog').waitFor({ timeout: 10_000 });
      const emailCode = await outboxCode(player.email);
      await enterCode(page, emailCode === '000000' ? '111111' : '000000');
      await expect
        .poll(() => page.getByTestId('error-modal').innerText(), { timeout: 10_000 })
        .toContain('The verification code is invalid or has expired.');
      await closeErrorModal(page);
      await enterCode(page, emailCode);
      await page.getByTestId('email-verified').waitFor({ timeout: 10_000 });
      await expect.poll(() => level(page)).toContain('Safe');

      // Extra phone: the main number is refused with the server's reason, another one is added and verified
      await page.getByTestId('add-phone').click();
      await page.getByTestId('add-phone-input').fill(player.phone);
      await page.getByTestId('add-phone-submit').click();
      await expect
        .poll(() => page.getByTestId('add-phone-dialog').innerText(), { timeout: 10_000 })
        .toContain('This phone number is already added to your account.');
      await page.getByTestId('add-phone-input').fill(extraPhone);
      await page.getByTestId('add-phone-submit').click();
      await page.getByTestId('extra-phone-0').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('extra-phone-0').innerText()).toContain(extraPhone.slice(1, 5));
      await expect.poll(() => page.getByTestId('add-phone').isVisible()).toBe(true); // 1 of 2
      await page.getByTestId('extra-phone-verify-0').click();
      await enterCode(page, await outboxCode(`88${extraPhone}`));
      await page.getByTestId('extra-phone-verified-0').waitFor({ timeout: 10_000 });

      // Birthday: under 18 is not offered (max date), then a date, a confirm step, and it is locked
      await page.getByTestId('birthday-edit').click();
      const max = await page.getByTestId('birthday-input').getAttribute('max');
      expect(max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(max!.slice(0, 4))).toBeLessThanOrEqual(new Date().getFullYear() - 18);
      await page.getByTestId('birthday-input').fill('1990-05-17');
      await page.getByTestId('birthday-save').click();
      await page.getByTestId('birthday-confirm').click();
      await expect.poll(() => page.getByTestId('birthday-value').innerText(), { timeout: 10_000 }).toContain('17/05/1990');
      expect(await page.getByTestId('birthday-edit').count()).toBe(0);
      await page.reload();
      await expect.poll(() => page.getByTestId('birthday-value').innerText(), { timeout: 10_000 }).toContain('17/05/1990');
      expect(await page.getByTestId('birthday-edit').count()).toBe(0);
      await expect.poll(() => level(page)).toContain('Safe');

      // Bangla
      await page.getByTestId('language-button').first().click();
      await page.getByTestId('lang-bn').click();
      await expect.poll(() => hasBangla(page, '[data-testid="profile-page"]')).toBe(true);
      await expect.poll(() => level(page)).toContain('নিরাপদ');

      expect(errors).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await ctx.close();
    }
  });
});
