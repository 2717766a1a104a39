import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, newContext, uniquePhone, watchErrors } from './browser';

afterAll(closeBrowser);

describe('desktop: header and two-step registration', () => {
  it('shows the desktop header and registers with the server-checked captcha', async () => {
    const ctx = await newContext('desktop');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
    await page.goto('/');
    await page.getByTestId('desktop-header').waitFor();
    const clock1 = await page.getByTestId('desktop-clock').innerText();
    await page.waitForTimeout(1200);
    expect(await page.getByTestId('desktop-clock').innerText()).not.toBe(clock1);

    await page.getByTestId('desktop-signup').click();
    await page.waitForURL((u) => u.pathname === '/register');
    // The desktop form's own limits: a 6-letter username (4–15), typed in capitals and shown in lowercase, and a
    // 6-character password (6–20); the mobile form would refuse both.
    const typed = `Dk${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const username = typed.toLowerCase();
    const step1 = page.getByTestId('register-step-1');
    // Next with empty fields shows the desktop message
    await page.getByTestId('register-next').click();
    await expect.poll(() => step1.innerText()).toContain('Please fill in all fields.');
    await step1.locator('[name="username"]').fill('abc');
    await step1.locator('[name="password"]').fill('abc12');
    await step1.locator('[name="confirmPassword"]').fill('abc12');
    await page.getByTestId('register-next').click();
    await expect.poll(() => step1.innerText()).toContain('Username must be between 4 and 15 characters');
    expect(await step1.innerText()).toContain('Password must be between 6 and 20 characters');
    await step1.locator('[name="username"]').fill(typed);
    expect(await step1.locator('[name="username"]').inputValue()).toBe(username);
    await step1.locator('[name="password"]').fill('abc123');
    await step1.locator('[name="confirmPassword"]').fill('abc123');
    await page.getByTestId('register-next').click();

    const step2 = page.getByTestId('register-step-2');
    await step2.waitFor();
    await step2.locator('[name="realName"]').fill('Desk Top Player');
    await step2.locator('[name="phoneNumber"]').fill(uniquePhone().slice(1));
    await step2.locator('[name="email"]').fill(`${username}@example.com`);
    await page.getByTestId('captcha-image').waitFor();
    await expect.poll(async () => (await ctx.cookies()).some((c) => c.name === 'khela_captcha')).toBe(true);
    const id = (await ctx.cookies()).find((c) => c.name === 'khela_captcha')!.value;
    const { answer } = (await (await fetch(`${baseUrl()}/dev/captcha/${id}`)).json()) as { answer: string };
    await step2.locator('[name="captcha"]').fill(answer);
    await step2.locator('[name="ageCheck"]').check({ force: true });
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('register-success').innerText()).toContain('Registration Successful!');
    const login = await fetch(`${baseUrl()}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'abc123' }) });
    expect(login.status).toBe(200);

    expect(errors).toEqual([]);
    } catch (err) {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-failure-${Date.now()}.png` }).catch(() => undefined);
      throw err;
    } finally {
      await ctx.close();
    }
  });
});
