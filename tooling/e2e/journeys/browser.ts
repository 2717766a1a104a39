import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore plain ESM helper shared with the screenshot scripts
import { DESKTOP, PHONE, launchChromium } from '../../chromium.mjs';

export const baseUrl = () => inject('baseUrl');

let browser: Browser | null = null;
export async function getBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}
export async function closeBrowser() {
  await browser?.close();
  browser = null;
}

export async function newContext(kind: 'phone' | 'desktop'): Promise<BrowserContext> {
  const b = await getBrowser();
  return b.newContext({ ...(kind === 'phone' ? PHONE : DESKTOP), baseURL: baseUrl(), locale: 'en-US', timezoneId: 'Asia/Dhaka' });
}

/** Fails the journey on any uncaught page error or a console error that is not an expected 4xx. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 4\d\d|Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

export async function outboxCode(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const r = (await (await fetch(`${baseUrl()}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { code: string | null }[];
    if (r[0]?.code) return r[0].code;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no code sent to ${to}`);
}

/** A username both sign-up forms take (mobile 8–16, desktop 4–15 characters): 8–15 letters and digits. */
export function uniqueUser(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 15);
}

export function uniquePhone(): string {
  return `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Bengali script, without the taka sign (৳, U+09F3), which English pages show beside every amount. */
const BENGALI = /[\u0980-\u09F2\u09F4-\u09FF]/;
export async function hasBangla(page: Page, selector = 'body'): Promise<boolean> {
  return BENGALI.test(await page.locator(selector).innerText());
}

/**
 * The digits of the sign-up captcha picture a page shows, as a person would read them: the picture's id from the
 * context's HttpOnly `khela_captcha` cookie, the answer from GET /dev/captcha/:id (outside production only).
 */
export async function pageCaptchaAnswer(page: Page): Promise<string> {
  await page.getByTestId('captcha-image').waitFor();
  // The picture's answer sets the cookie: once it has loaded, the cookie is this picture's (not an earlier form's).
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="captcha-image"]');
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  const ctx = page.context();
  await expect.poll(async () => (await ctx.cookies()).some((c) => c.name === 'khela_captcha'), { timeout: 10_000 }).toBe(true);
  const id = (await ctx.cookies()).find((c) => c.name === 'khela_captcha')!.value;
  const r = await fetch(`${baseUrl()}/dev/captcha/${id}`);
  if (!r.ok) throw new Error(`GET /dev/captcha/${id}: ${r.status}`);
  return ((await r.json()) as { answer: string }).answer;
}

/**
 * Passes the proof-of-work bot check on the page (the phone's sign-up, both recovery tabs) as a person does: ticks the
 * ALTCHA widget unless it already started (it starts when a field of its form gets focus), and waits until its
 * browser has solved the challenge (quick at the test server's cost).
 */
export async function passBotCheck(page: Page): Promise<void> {
  const box = page.getByTestId('bot-check');
  await box.waitFor();
  await expect.poll(() => box.locator('input[type="checkbox"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const state = await box.getAttribute('data-state');
  if (state === 'unverified' || state === 'expired' || state === 'error') {
    // Mid-screen, clear of the sticky header.
    await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await box.locator('label').first().click();
  }
  await expect.poll(() => box.getAttribute('data-state'), { timeout: 30_000 }).toBe('verified');
}

/** A solved sign-up captcha for an API call: send `captcha` in the body and `headers` (its cookie) with it. */
export async function apiCaptcha(): Promise<{ captcha: string; headers: { cookie: string } }> {
  const img = await fetch(`${baseUrl()}/captcha`);
  if (!img.ok) throw new Error(`GET /captcha: ${img.status}`);
  const cookie = (img.headers.get('set-cookie') ?? '').split(';')[0]!;
  const id = cookie.split('=')[1]!;
  const r = await fetch(`${baseUrl()}/dev/captcha/${id}`);
  if (!r.ok) throw new Error(`GET /dev/captcha/${id}: ${r.status}`);
  return { captcha: ((await r.json()) as { answer: string }).answer, headers: { cookie } };
}

/** A JSON call to the API (a player's with their token, or the operator's); throws on a non-2xx answer. */
export async function call<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await r.json()) as T;
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

/** Closes the platform maintenance notice (demo content) when it shows. */
export async function dismissMaintenance(page: Page) {
  const notice = page.getByTestId('maintenance-notice');
  if (await notice.isVisible().catch(() => false)) {
    await notice.getByRole('button').first().click();
    await expect.poll(() => notice.isVisible()).toBe(false);
  }
}

/** Logs a player in through the phone's /login page; resolves on the home page with the maintenance notice closed. */
export async function phoneLogin(page: Page, p: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(p.username);
  await page.locator('input[name="password"]').fill(p.password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  await dismissMaintenance(page);
}

/**
 * The desktop's header sign-in (on the page already open): username and password, then the header's balance, and
 * the demo's maintenance notice that follows a login closed.
 */
export async function desktopLogin(page: Page, p: { username: string; password: string }): Promise<void> {
  await page.getByTestId('desktop-login').click();
  await page.locator('input[name="username"]').fill(p.username);
  await page.locator('input[name="password"]').fill(p.password);
  await page.getByTestId('desktop-login-submit').click();
  await page.getByTestId('desktop-balance').waitFor({ timeout: 15_000 });
  await page.getByTestId('maintenance-notice').waitFor({ timeout: 5_000 }).catch(() => undefined);
  await dismissMaintenance(page);
}

/** The console's sign-in as the seeded administrator, on a desktop page; resolves once the console shows. */
export async function consoleLogin(page: Page): Promise<void> {
  await page.goto('/backoffice/');
  await page.waitForURL((u) => u.pathname === '/backoffice/login');
  await page.getByTestId('bo-login-username').fill('admin');
  await page.getByTestId('bo-login-password').fill(inject('adminPassword'));
  await page.getByTestId('bo-login-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/backoffice/login'), { timeout: 15_000 });
}

/**
 * `rounds` Dice rounds of `amount` (rolling under `target`, 50 by default) through our games' API, as the games app plays them: game-run, the launch token
 * traded for a game session, then one-shot rounds (each settles at once and lands in betting records).
 */
export async function playDice(p: { token: string; remoteId: number }, rounds: number, amount: string, isMobileLogin = false, target = 50): Promise<void> {
  const run = await call<{ url: string }>('POST', '/api/game-run', p.token, {
    userId: p.remoteId,
    externalURL: 'http://localhost/',
    isMobileLogin,
    gameCode: 'dice',
    gameType: 'EGAME',
    platform: 'KHELA',
  });
  const launch = new URL(run.url, 'http://localhost').searchParams.get('launch');
  const session = await call<{ token: string }>('POST', '/api/games/session', undefined, { launch });
  for (let i = 0; i < rounds; i++) {
    await call('POST', '/api/games/play', session.token, { request_id: crypto.randomUUID(), amount, params: { target, direction: 'under' } });
  }
}
