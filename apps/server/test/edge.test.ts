import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { scriptsAfterPaint } from '../src/edge/edge';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  // Small stand-in builds, so this test does not depend on building the apps.
  dir = mkdtempSync(join(tmpdir(), 'khela-edge-'));
  for (const [app, sub] of [
    ['mobile', 'm'],
    ['desktop', 'd'],
  ] as const) {
    mkdirSync(join(dir, app, 'assets', sub), { recursive: true });
    // Like a real build: one preload per language's texts (tooling/vite/player-build.ts); the edge keeps one.
    writeFileSync(
      join(dir, app, 'index.html'),
      `<!doctype html><html><head><title>${app}</title>\n<link rel="modulepreload" crossorigin href="/assets/${sub}/${app}-bn-X.js" data-lang="bn">\n<link rel="modulepreload" crossorigin href="/assets/${sub}/${app}-en-Y.js" data-lang="en">\n</head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(dir, app, 'assets', sub, 'app.js'), `console.log(${JSON.stringify(app)});`.repeat(200));
  }
  writeFileSync(join(dir, 'mobile', 'robots.txt'), 'User-agent: *');
  t = await startTestApp({ mobileDist: join(dir, 'mobile'), desktopDist: join(dir, 'desktop') });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const nav = (url: string, ua: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': ua, accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('the User-Agent split', () => {
  it('gives phones the mobile build and desktops the desktop build on desktop routes', async () => {
    expect((await nav('/', ANDROID)).body).toContain('<title>mobile');
    expect((await nav('/', IPHONE)).body).toContain('<title>mobile');
    expect((await nav('/', DESKTOP)).body).toContain('<title>desktop');
    for (const r of ['/account', '/casino', '/promotions', '/register']) expect((await nav(r, DESKTOP)).body, r).toContain('<title>desktop');
  });

  it('gives a desktop browser the desktop inbox and support chat, a conversation included', async () => {
    for (const r of ['/inbox', '/chat', '/chat-list', '/chat-box', '/chat-box/42']) {
      const res = await nav(r, DESKTOP);
      expect(res.statusCode, r).toBe(200);
      expect(res.body, r).toContain('<title>desktop');
    }
    expect((await nav('/chat-box/42', ANDROID)).body).toContain('<title>mobile');
  });

  it('answers every phone route on the desktop with the desktop app (log out included)', async () => {
    for (const r of ['/player/logout', '/safer-gambling']) {
      const res = await nav(r, DESKTOP);
      expect(res.statusCode, r).toBe(200);
      expect(res.body, r).toContain('<title>desktop');
      expect((await nav(r, ANDROID)).body, r).toContain('<title>mobile');
    }
  });

  it("gives a desktop browser the desktop app for the phone's shared addresses and its own Not Found page", async () => {
    for (const r of ['/vip-history', '/vip-points-records', '/bd/bn/vip', '/games', '/referral_code', '/gamerun']) {
      const res = await nav(r, DESKTOP);
      expect(res.statusCode, r).toBe(200);
      expect(res.body, r).toContain('<title>desktop');
    }
    const missing = await nav('/definitely-not-a-page', DESKTOP);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>desktop');
  });

  it("preloads the texts of the player's language only: the lang cookie's, English without one", async () => {
    for (const [ua, app, sub] of [
      [ANDROID, 'mobile', 'm'],
      [DESKTOP, 'desktop', 'd'],
    ] as const) {
      const en = (await nav('/', ua)).body;
      expect(en).toContain(`href="/assets/${sub}/${app}-en-Y.js" data-lang="en"`);
      expect(en).not.toContain('data-lang="bn"');
      const bn = (await nav('/deposit', ua, 'lang=bn')).body;
      expect(bn).toContain(`href="/assets/${sub}/${app}-bn-X.js" data-lang="bn"`);
      expect(bn).not.toContain('data-lang="en"');
      expect((await nav('/', ua, 'lang=fr')).body).toContain('data-lang="en"');
    }
  });

  it("preloads the home's first banner (its largest paint) with the home page's HTML, and only there", async () => {
    const home = (await nav('/', ANDROID)).body;
    expect(home).toMatch(/<link rel="preload" as="image" href="\/storage\/images\/[^"]+\.(svg|png|jpe?g|webp)" fetchpriority="high">\n<\/head>/);
    expect((await nav('/', DESKTOP)).body).toContain('rel="preload" as="image"');
    expect((await nav('/deposit', ANDROID)).body).not.toContain('rel="preload" as="image"');
  });

  it("paints the phone's home banner with the HTML (the boot shell), its one inline script allowed by hash", async () => {
    const r = await nav('/', ANDROID);
    const banner = /<link rel="preload" as="image" href="([^"]+)"/.exec(r.body)![1]!;
    expect(r.body).toContain(`<div id="boot-home" aria-hidden="true"><div class="boot-home-bar"></div><img src="${banner}" alt="" width="1080" height="420" fetchpriority="high"></div>`);
    // Before the app's root, so React never clears it; the app removes it (apps/mobile/src/lib/bootShell.ts).
    expect(r.body.indexOf('id="boot-home"')).toBeLessThan(r.body.indexOf('<div id="root">'));
    const script = /<script>([^<]+)<\/script>/.exec(r.body)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(r.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Only the phone's home: not the desktop's, not another page.
    expect((await nav('/', DESKTOP)).body).not.toContain('boot-home');
    expect((await nav('/deposit', ANDROID)).body).not.toContain('boot-home');
    expect((await nav('/deposit', ANDROID)).body).not.toContain('<script>');
  });

  it("asks for the phone home's scripts after its first paint: the build's module tags are inert there, and only there", async () => {
    const home = (await nav('/', ANDROID)).body;
    // The boot shell's script turns them back into real ones (BOOT_SHELL_SCRIPT): no request before the paint.
    expect(home).toContain('<link rel="x-after-paint" data-href="/assets/m/mobile-en-Y.js" data-lang="en">');
    expect(home).not.toContain('rel="modulepreload"');
    expect(home).toContain("querySelectorAll('link[rel=\"x-after-paint\"]')");
    expect((await nav('/deposit', ANDROID)).body).toContain('<link rel="modulepreload" crossorigin href="/assets/m/mobile-en-Y.js" data-lang="en">');
    expect((await nav('/', DESKTOP)).body).toContain('rel="modulepreload"');
    expect(scriptsAfterPaint('<script type="module" crossorigin src="/assets/m/index-A.js"></script>')).toBe('<script type="text/x-after-paint" data-src="/assets/m/index-A.js"></script>');
  });

  it('?view= overrides and is remembered in a cookie', async () => {
    const r = await nav('/?view=desktop', ANDROID);
    expect(r.body).toContain('<title>desktop');
    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toMatch(/view=desktop/);
    expect((await nav('/', ANDROID, 'view=desktop')).body).toContain('<title>desktop');
    expect((await nav('/?view=mobile', DESKTOP)).body).toContain('<title>mobile');
  });

  it("answers the spec's desktop addresses on a phone too (issue 32): categories, Sports and its playGame link; the old registration link goes to sign-up", async () => {
    for (const path of ['/casino', '/slot', '/table', '/crash', '/fishing', '/arcade', '/lottery', '/sports', '/live', '/player/playGame?t=sport&v=CRICKET']) {
      for (const ua of [ANDROID, DESKTOP]) {
        const r = await nav(path, ua);
        expect([path, r.statusCode, r.body.includes(ua === ANDROID ? '<title>mobile' : '<title>desktop')]).toEqual([path, 200, true]);
      }
    }
    for (const ua of [ANDROID, DESKTOP]) {
      const r = await nav('/page/guest/register.jsp?ref=AB12', ua);
      expect([r.statusCode, r.headers.location]).toEqual([302, '/register?ref=AB12']);
    }
  });

  it('answers unknown routes with 404 (the app shows its Not Found page)', async () => {
    const r = await nav('/definitely-not-a-page', ANDROID);
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('<title>mobile');
    expect((await nav('/chat-box/42', ANDROID)).statusCode).toBe(200);
  });

  it('serves each build’s assets, long-cached and compressed', async () => {
    const m = await t.app.inject({ method: 'GET', url: '/assets/m/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(m.statusCode).toBe(200);
    expect(m.headers['cache-control']).toContain('immutable');
    expect(m.headers['content-encoding']).toBe('gzip');
    const br = await t.app.inject({ method: 'GET', url: '/assets/d/app.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect((await t.app.inject({ method: 'GET', url: '/assets/m/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('User-agent');
  });

  it('sends security headers: CSP without inline script, nosniff, frame limits', async () => {
    const r = await nav('/', ANDROID);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-src 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['cache-control']).toBe('no-cache');
    // An /api answer is data, never a document: it loads nothing and nobody frames it; the page's policies stay off it.
    const api = await t.app.inject({ method: 'GET', url: '/api/general' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['referrer-policy']).toBeUndefined();
    expect(api.headers['permissions-policy']).toBeUndefined();
    // The browsable /api/docs page is a document: it keeps a page's headers (and its own CSP).
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
