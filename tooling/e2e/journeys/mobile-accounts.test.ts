import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, hasBangla, newContext, outboxCode, uniquePhone, uniqueUser, watchErrors, dismissMaintenance, passBotCheck } from './browser';

afterAll(closeBrowser);

const player = { username: uniqueUser('mob'), password: 'secret123', email: '', phone: uniquePhone() };
player.email = `${player.username}@example.com`;

async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('mobile: sign up, log out, log in, recover the password, Bangla', () => {
  it('runs the whole account journey on a phone-sized page', async () => {
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {

    // Guest home: the server paints the first banner with the HTML (the boot shell), and the app takes the shell away
    // once its own banner is in the same place
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<div id="boot-home"');
    await page.goto('/');
    // Not a speed check (the benches measure the start): the first page renders once its data is in or a second has
    // passed, and a cold browser on a busy machine took longer than expect.poll's default second.
    await expect.poll(() => page.getByTestId('guest-toolbar').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.locator('#boot-home').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('[data-testid="banner-carousel"] img, main img[width="1080"]').count()).toBeGreaterThan(0);

    // Sign up
    await page.goto('/signup');
    await page.locator('input[name="username"]').fill(player.username);
    await page.locator('input[name="email"]').fill(player.email);
    await page.locator('input[name="phone"]').fill(player.phone);
    await page.locator('input[name="password"]').fill(player.password);
    await page.locator('input[name="confirmPassword"]').fill(player.password);
    await page.locator('input[name="name"]').fill('Journey Player');
    // The bot check on the form (the server verifies its proof of work on every sign-up)
    await passBotCheck(page);
    await page.locator('input[name="agree"]').check({ force: true });
    await page.getByTestId('signup-submit').click();

    // Welcome popup, then a 0.00 balance
    await page.getByTestId('welcome-popup').waitFor({ timeout: 20_000 });
    await page.getByTestId('welcome-home').click();
    await dismissMaintenance(page);
    await expect.poll(() => page.getByTestId('member-toolbar').isVisible()).toBe(true);
    await page.goto('/account');
    await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 15_000 }).toContain('0.00');

    // Log out
    await page.getByTestId('logout').click();
    await expect.poll(() => page.getByTestId('guest-toolbar').isVisible(), { timeout: 10_000 }).toBe(true);

    // A failed login shows the spec's message
    await login(page, player.username, 'wrongpass99');
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain('Invalid credentials');
    const modal = page.getByTestId('error-modal');
    if (await modal.isVisible()) await modal.getByRole('button').last().click();

    // Log in
    await login(page, player.username, player.password);
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    await dismissMaintenance(page);
    await expect.poll(() => page.getByTestId('member-toolbar').isVisible()).toBe(true);
    await page.goto('/account');
    await page.getByTestId('logout').click();
    await expect.poll(() => page.getByTestId('guest-toolbar').isVisible(), { timeout: 10_000 }).toBe(true);

    // Recover the password through the e-mail OTP
    await page.goto('/forgot-password');
    await page.getByTestId('forgot-tab-email').click();
    await page.locator('input[name="username"]').fill(player.username);
    await page.locator('input[name="email"]').fill(player.email);
    // The bot check (it starts as the fields get focus; the server refuses a send without it), then the code goes out.
    await passBotCheck(page);
    await page.getByTestId('send-otp').click();
    await expect.poll(() => page.getByTestId('forgot-message').innerText(), { timeout: 10_000 }).toContain('OTP sent successfully');
    const code = await outboxCode(player.email);
    await page.locator('input[name="otp"]').fill(code);
    await page.locator('input[name="password"]').fill('newpass123');
    await page.locator('input[name="password_confirmation"]').fill('newpass123');
    await page.getByTestId('confirm-reset').click();
    await expect.poll(() => page.getByTestId('forgot-message').innerText(), { timeout: 10_000 }).toContain('Password changed successfully');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 5_000 });

    // Log in with the new password
    await login(page, player.username, 'newpass123');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    await dismissMaintenance(page);
    await expect.poll(() => page.getByTestId('member-toolbar').isVisible()).toBe(true);

    // Switch to Bangla and see Bangla text; it is remembered after a reload
    await page.getByTestId('language-button').first().click();
    await page.getByTestId('lang-bn').click();
    await expect.poll(() => hasBangla(page, '[data-testid="member-toolbar"]')).toBe(true);
    // The page's texts are a chunk per language: after the switch the edge preloads the Bangla one only, and the
    // reloaded page never fetches the English texts.
    const texts: string[] = [];
    page.on('request', (r) => {
      const m = /\/assets\/m\/mobile-(en|bn)-[^/]+\.js$/.exec(new URL(r.url()).pathname);
      if (m) texts.push(m[1]!);
    });
    await page.reload();
    await expect.poll(() => hasBangla(page, '[data-testid="member-toolbar"]'), { timeout: 10_000 }).toBe(true);
    expect(texts).toEqual(['bn']);

    expect(errors).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await ctx.close();
    }
  });
});
