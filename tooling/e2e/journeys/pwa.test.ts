import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore plain ESM helper shared with the screenshot scripts
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from '../../chromium.mjs';
import { baseUrl, watchErrors } from './browser';

/**
 * A browser profile on disk: Chrome never offers to install from an incognito context (installability error
 * "in-incognito"), and playwright's ordinary contexts are incognito ones.
 */
async function newContext(kind: 'phone' | 'desktop'): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'khela-pwa-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ...(kind === 'phone' ? PHONE : DESKTOP),
    baseURL: baseUrl(),
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
  });
  ctx.on('close', () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* the browser may still be writing its profile: the OS cleans /tmp */
    }
  });
  // Chrome's own install offer (beforeinstallprompt) is counted and held back, so the journey can check both paths:
  // the guide where no offer came, and the browser's prompt where one did (a stand-in event below).
  await ctx.addInitScript(() => {
    const w = window as unknown as { realInstallOffers: number };
    w.realInstallOffers = 0;
    window.addEventListener(
      'beforeinstallprompt',
      (e) => {
        if ((e as Event & { standIn?: boolean }).standIn) return;
        w.realInstallOffers++;
        e.stopImmediatePropagation();
      },
      true,
    );
  });
  return ctx;
}

/**
 * The installable app (issue 17), on both builds: the checks Lighthouse's installability audit makes, through the
 * Chrome DevTools Protocol, plus the service worker's promises (controls the page, offline page for a navigation,
 * never an API answer in its cache), the download entries and the footer's payment methods from the server.
 */
const BUILDS = [
  { kind: 'phone', id: 'm', download: 'header-download' },
  { kind: 'desktop', id: 'd', download: 'header-download' },
] as const;

const SHOTS = process.env.KHELA_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/**
 * The names of the origin's Cache Storage caches. Only the names: `caches.open` creates a cache it does not find, so
 * opening a name listed a moment earlier would bring back a cache a worker has just deleted.
 */
function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** Every URL in every Cache Storage cache of the origin, by cache name (call it only when no worker is changing them). */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

describe('the player apps install as a progressive web app', () => {
  for (const b of BUILDS) {
    it(`${b.kind}: installable, its worker controls the page, offline page, no API answers cached`, { timeout: 180_000 }, async () => {
      const ctx: BrowserContext = await newContext(b.kind);
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      const errors = watchErrors(page);
      try {
        await page.goto('/');
        await page.getByTestId(b.kind === 'phone' ? 'menu-button' : 'desktop-header').waitFor({ timeout: 15_000 });

        // The build's own manifest (mobile and desktop share the origin: their files must not shadow each other).
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBe(`/manifest-${b.id}.webmanifest`);
        const res = await page.request.get(href!);
        expect(res.headers()['content-type']).toContain('application/manifest+json');
        expect(res.headers()['cache-control']).toBe('no-cache');
        const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
        expect(manifest).toMatchObject({ name: 'Khela', short_name: 'Khela', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0a1020', background_color: '#0a1020' });
        for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['192x192', 'maskable'], ['512x512', 'maskable']]) {
          const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
          expect(icon, `${sizes} ${purpose}`).toBeTruthy();
          const png = await page.request.get(icon!.src);
          expect(png.status()).toBe(200);
          expect(png.headers()['content-type']).toBe('image/png');
        }
        const sw = await page.request.get(`/sw-${b.id}.js`);
        expect(sw.status()).toBe(200);
        expect(sw.headers()['cache-control']).toBe('no-cache');

        // The service worker registers and controls the page.
        expect(await controlled(page)).toBe(`${baseUrl()}/sw-${b.id}.js`);

        // Lighthouse's installability audit, as Chrome itself answers it.
        const cdp = await ctx.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
        expect(installabilityErrors).toEqual([]);
        const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
        expect(app.url).toBe(`${baseUrl()}/manifest-${b.id}.webmanifest`);
        expect(app.errors).toEqual([]);
        // And Chrome makes its install offer.
        await expect.poll(() => page.evaluate(() => (window as unknown as { realInstallOffers: number }).realInstallOffers), { timeout: 15_000 }).toBeGreaterThan(0);

        // The footer lists the operator's active payment methods (the seed's four, Nagad and Rocket included).
        await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
        await expect
          .poll(() => page.getByTestId('footer-payment-method').evaluateAll((els) => els.map((e) => e.getAttribute('data-name'))), { timeout: 10_000 })
          .toEqual(['bKash', 'Nagad', 'Rocket', 'Upay']);
        expect(await page.getByTestId('pay-mark-OKWallet').count()).toBe(0);
        await shot(page, `pwa-${b.id}-footer`);

        // The download entries: without an APK they install the site, or explain how where the browser offers no prompt.
        await page.evaluate(() => window.scrollTo(0, 0));
        const entry = page.getByTestId(b.download);
        await entry.waitFor();
        await entry.click();
        await page.getByTestId('pwa-guide').waitFor({ timeout: 5_000 });
        expect(await page.getByTestId('pwa-guide').innerText()).toContain('Add to Home Screen');
        await shot(page, `pwa-${b.id}-guide-en`);
        await page.getByTestId('pwa-guide-done').click();
        await page.getByTestId('pwa-guide').waitFor({ state: 'detached' });
        // The browser's own offer wins when it makes one (beforeinstallprompt).
        await page.evaluate(() => {
          const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { standIn: boolean; prompt(): Promise<void>; userChoice: Promise<unknown> };
          e.standIn = true;
          e.prompt = async () => {
            (window as unknown as { prompted: number }).prompted = 1;
          };
          e.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' });
          window.dispatchEvent(e);
        });
        await entry.click();
        await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0)).toBe(1);
        expect(await page.getByTestId('pwa-guide').count()).toBe(0);
        // The footer's app item opens the same guide.
        await page.getByTestId('footer-app').click();
        await page.getByTestId('pwa-guide').waitFor({ timeout: 5_000 });
        await page.getByTestId('pwa-guide-done').click();

        // Bangla.
        await page.evaluate(() => localStorage.setItem('lang', 'bn'));
        await page.reload();
        await page.getByTestId(b.download).click();
        await page.getByTestId('pwa-guide').waitFor({ timeout: 5_000 });
        expect(await page.getByTestId('pwa-guide').innerText()).toContain('হোম স্ক্রিনে');
        await shot(page, `pwa-${b.id}-guide-bn`);
        await page.getByTestId('pwa-guide-done').click();
        await page.evaluate(() => localStorage.setItem('lang', 'en'));

        // Caches: the offline page and its icon, and this build's files the pages used since the worker took over (the
        // reload above); no /api, /ws, /dev or games-app answer, though the page has called the API. Not the whole
        // build: a first visit does not download screens the player never opens.
        const cached = await cachedUrls(page);
        const names = Object.keys(cached);
        expect(names).toHaveLength(1);
        expect(names[0]).toMatch(new RegExp(`^khela-pwa-${b.id}-[0-9a-f]{12}$`));
        const urls = cached[names[0]!]!;
        expect(urls).toContain(`/offline-${b.id}.html`);
        expect(urls).toContain('/icon-192.png');
        expect(urls).not.toContain('/');
        expect(urls.some((u) => u.startsWith(`/assets/${b.id}/`) && u.endsWith('.js'))).toBe(true);
        const built = await (await page.request.get(`/sw-${b.id}.js`)).text();
        const buildAssets = (JSON.parse(/const BUILD = (.*);/.exec(built)![1]!) as { assets: string[] }).assets;
        expect(urls.filter((u) => u.startsWith('/assets/')).length).toBeLessThan(buildAssets.length / 2);
        expect(urls.filter((u) => /^\/(api|ws|dev|play|storage)(\/|$)/.test(u))).toEqual([]);
        expect(urls.filter((u) => u.startsWith(`/assets/${b.id === 'm' ? 'd' : 'm'}/`))).toEqual([]);

        // Offline: a navigation (reload, and another page) shows the offline page; the service worker answers no API call
        // (the HTTP cache left aside: /api/general may be kept 30 s by any browser).
        await ctx.setOffline(true);
        await page.reload();
        await page.getByTestId('offline-page').waitFor({ timeout: 10_000 });
        const text = await page.getByTestId('offline-page').innerText();
        expect(text).toContain('You are offline');
        expect(text).toContain('আপনি অফলাইনে আছেন');
        await shot(page, `pwa-${b.id}-offline`);
        await page.goto('/promotions');
        await page.getByTestId('offline-page').waitFor({ timeout: 10_000 });
        const api = await page.evaluate(() => fetch('/api/general', { cache: 'no-store' }).then(() => 'answered', () => 'failed'));
        expect(api).toBe('failed');
        await ctx.setOffline(false);
        await page.getByTestId('offline-retry').click();
        await page.getByTestId('offline-page').waitFor({ state: 'detached', timeout: 15_000 });

        // Installed (display-mode: standalone; this Chrome's DevTools cannot emulate that media feature, so the page's
        // matchMedia answers it): the download entries are gone.
        await page.addInitScript(() => {
          const real = window.matchMedia.bind(window);
          window.matchMedia = (q: string) =>
            /display-mode:\s*standalone/.test(q) ? ({ ...real(q), matches: true, media: q, addEventListener() {}, removeEventListener() {} } as MediaQueryList) : real(q);
        });
        await page.goto('/');
        await page.getByTestId(b.kind === 'phone' ? 'menu-button' : 'desktop-header').waitFor({ timeout: 15_000 });
        await page.getByTestId('site-footer').waitFor();
        expect(await page.getByTestId(b.download).count()).toBe(0);
        expect(await page.getByTestId('footer-app').count()).toBe(0);

        expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
      } finally {
        await ctx.close();
      }
    });
  }

  it('the two builds share the origin: the worker registered last waits for the other build’s tabs to close, then takes over and drops its cache', { timeout: 240_000 }, async () => {
    const ctx = await newContext('desktop');
    let page = ctx.pages()[0] ?? (await ctx.newPage());
    const url = (script: string) => `${baseUrl()}/${script}`;
    /** The page's controller and the registration's workers. */
    const workers = (p: Page) =>
      p.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration('/');
        return { controller: navigator.serviceWorker.controller?.scriptURL ?? null, active: r?.active?.scriptURL ?? null, waiting: r?.waiting?.scriptURL ?? null, installing: r?.installing?.scriptURL ?? null };
      });
    /**
     * The other build's page, opened in the tab the current worker serves: its worker installs and waits (no
     * skipWaiting), the tab stays with the old worker and works. Once that tab is closed the new worker activates; a
     * new tab is its, and the old build's cache is gone.
     */
    const switchTo = async (view: 'mobile' | 'desktop', script: string, old: string, ready: string) => {
      await page.goto(`/?view=${view}`);
      await page.getByTestId(ready).waitFor({ timeout: 15_000 });
      await expect.poll(async () => (await workers(page)).waiting, { timeout: 30_000 }).toBe(url(script));
      expect(await workers(page)).toMatchObject({ controller: url(old), active: url(old) });
      // The new tab, still blank, watches the workers through the DevTools protocol (a page of the site would be a
      // client of the old worker and hold it up again); closing the old tab lets the new worker activate.
      const next = await ctx.newPage();
      const cdp = await ctx.newCDPSession(next);
      const versions = new Map<string, { scriptURL: string; status: string }>();
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: vs }) => {
        for (const v of vs) versions.set(v.versionId, { scriptURL: v.scriptURL, status: v.status });
      });
      await cdp.send('ServiceWorker.enable');
      await page.close();
      page = next;
      await expect.poll(() => [...versions.values()].some((v) => v.scriptURL === url(script) && v.status === 'activated'), { timeout: 30_000 }).toBe(true);
      await cdp.detach();
      await page.goto(`/?view=${view}`);
      await page.getByTestId(ready).waitFor({ timeout: 15_000 });
      expect(await controlled(page)).toBe(url(script));
      await expect.poll(async () => (await cacheNames(page)).map((n) => n.slice(0, 12)), { timeout: 10_000 }).toEqual([`khela-pwa-${script[3]}-`]);
    };
    try {
      await page.goto('/');
      expect(await controlled(page)).toBe(url('sw-d.js'));
      await switchTo('mobile', 'sw-m.js', 'sw-d.js', 'menu-button');
      await switchTo('desktop', 'sw-d.js', 'sw-m.js', 'desktop-header');
    } finally {
      await ctx.close();
    }
  });

  it('the operator’s APK wins: the header icon and the footer item link to it (both builds)', { timeout: 120_000 }, async () => {
    const login = await fetch(`${baseUrl()}/api/backoffice/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const setApk = async (url: string | null) => {
      const r = await fetch(`${baseUrl()}/api/backoffice/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ app_download_url: url }),
      });
      expect(r.status, await r.text()).toBe(200);
    };
    const APK = 'https://downloads.example.com/khela.apk';
    await setApk(APK);
    try {
      for (const kind of ['phone', 'desktop'] as const) {
        const ctx = await newContext(kind);
        const page = ctx.pages()[0] ?? (await ctx.newPage());
        try {
          await page.goto('/');
          await expect.poll(() => page.getByTestId('header-download').getAttribute('href'), { timeout: 15_000 }).toBe(APK);
          await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
          expect(await page.getByTestId('footer-app').getAttribute('href')).toBe(APK);
        } finally {
          await ctx.close();
        }
      }
    } finally {
      await setApk(null);
    }
  });
});
