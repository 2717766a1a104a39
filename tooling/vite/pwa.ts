import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The theme's background (packages/ui theme.colors.bg): the manifest's theme and splash colour. */
const THEME = '#0a1020';

// ------------------------------------------------------------------------------------------------ installable app
// The site installs as a progressive web app. Mobile and desktop are two builds served from one origin (the edge picks
// one by User-Agent, and serves both builds' public files from the root, mobile's first), so everything here carries
// the build's letter: /manifest-X.webmanifest, /sw-X.js, /offline-X.html, caches `khela-pwa-X-<version>`. Both workers
// have the scope `/` (the apps' routes share it); the one registered last serves the site once the tabs the other one
// serves are closed, and removes the other's caches.

/**
 * The service worker (plain JS). Installing it fetches only the offline page and its icon: a first visit on a phone
 * must not pull the whole build (about 470 KB gzip, three times the entry) over a slow, metered link for screens the
 * player may never open, and the worker is ready at once. This build's hashed assets are kept as they are used
 * (cache first: a hashed name never changes its content); a new version starts an empty cache and drops the old one.
 * Never the API or the games app.
 */
const SW_SOURCE = `
const CACHE = 'khela-pwa-' + BUILD.id + '-' + BUILD.version;
const OFFLINE = '/offline-' + BUILD.id + '.html';
const PRECACHED = [OFFLINE, '/icon-192.png'];
// This build's hashed files: kept once used. The other build's pass through (its own worker keeps them).
const ASSETS = new Set(BUILD.assets);
// Never answered from a cache (nor stored): the API, the live socket, the dev tools, our games app (/play) and any
// other game path, the operator console, uploads and captcha images.
const BYPASS = /^\\/(api|ws|dev|play|games|gamerun|backoffice|storage|captcha)(\\/|$)/;

// No skipWaiting: a new worker (a deploy, or the other build's) waits until no tab runs under the old one, the browser's
// ordinary lifecycle. Skipping the wait made Chrome hold every new fetch of the open tab until the old worker had no
// event in flight, and on a loaded CI machine it never got there: the new worker sat waiting and the next page load
// hung (five minutes is Chrome's limit). An old worker serving a newer page is harmless: the new build's files are not
// in its list and pass through to the network.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHED)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('khela-pwa-') && key !== CACHE) await caches.delete(key);
      // A worker activates only when no tab runs under an old one, so this takes the tabs no worker controls: the
      // first visit's page, which then works offline at once.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
  if (req.mode === 'navigate') {
    // Pages always come from the network (the edge picks the build, and a deploy changes the assets); the offline
    // page when the network is down.
    event.respondWith(
      fetch(req).catch(async () => (await caches.match(OFFLINE, { cacheName: CACHE })) || Response.error()),
    );
    return;
  }
  if (url.pathname === OFFLINE || url.pathname === '/icon-192.png') {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
    return;
  }
  if (ASSETS.has(url.pathname)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        const hit = await cache.match(url.pathname);
        if (hit) return hit;
        const res = await fetch(req);
        if (res.ok && res.type === 'basic') event.waitUntil(cache.put(url.pathname, res.clone()).catch(() => undefined));
        return res;
      })(),
    );
  }
});
`;

const OFFLINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${THEME}" />
<title>Offline · অফলাইন — Khela</title>
<style>
  html, body { margin: 0; min-height: 100%; background: ${THEME}; color: #e8edf7;
    font-family: 'Noto Sans Bengali', 'Hind Siliguri', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  main { max-width: 420px; margin: 0 auto; padding: 15vh 24px 32px; text-align: center; }
  img { width: 96px; height: 96px; border-radius: 22px; }
  h1 { margin: 24px 0 4px; font-size: 22px; }
  h2 { margin: 0 0 16px; font-size: 20px; font-weight: 600; color: #b9c3d8; }
  p { margin: 0 0 8px; line-height: 1.55; color: #9aa6bf; }
  a { display: inline-block; margin-top: 24px; padding: 12px 28px; border-radius: 999px; background: #12b981;
    color: #03150d; font-weight: 700; text-decoration: none; }
</style>
</head>
<body>
<main data-testid="offline-page">
  <img src="/icon-192.png" alt="Khela" width="96" height="96" />
  <h1>You are offline</h1>
  <h2 lang="bn">আপনি অফলাইনে আছেন</h2>
  <p>Khela needs an internet connection. Check your mobile data or Wi-Fi, then try again.</p>
  <p lang="bn">খেলতে ইন্টারনেট সংযোগ লাগবে। মোবাইল ডেটা বা ওয়াই-ফাই চালু আছে কি না দেখে আবার চেষ্টা করুন।</p>
  <a href="" data-testid="offline-retry">Try again · <span lang="bn">আবার চেষ্টা করুন</span></a>
</main>
</body>
</html>
`;

export function pwa(build: { id: 'm' | 'd'; description: string }): Plugin {
  const manifestFile = `manifest-${build.id}.webmanifest`;
  return {
    name: 'khela-pwa',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: `/${manifestFile}` }, injectTo: 'head' }],
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((f) => f.startsWith(`assets/${build.id}/`) && !f.endsWith('.map'))
        .map((f) => `/${f}`)
        .sort();
      const version = createHash('sha256').update(assets.join('\n')).update(SW_SOURCE).update(OFFLINE_HTML).digest('hex').slice(0, 12);
      const manifest = {
        id: `/?app=${build.id}`,
        name: 'Khela',
        short_name: 'Khela',
        description: build.description,
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME,
        background_color: THEME,
        categories: ['games', 'entertainment', 'sports'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      };
      this.emitFile({ type: 'asset', fileName: manifestFile, source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: `offline-${build.id}.html`, source: OFFLINE_HTML });
      const header = `// Khela service worker (${build.id === 'm' ? 'mobile' : 'desktop'} build), generated by tooling/vite/pwa.ts.\nconst BUILD = ${JSON.stringify({ id: build.id, version, assets })};\n`;
      this.emitFile({ type: 'asset', fileName: `sw-${build.id}.js`, source: header + SW_SOURCE });
    },
  };
}
