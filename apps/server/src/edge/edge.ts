import { createHash } from 'node:crypto';
import { AppError } from '../shared/errors';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath, requestIsHttps, secureAttr } from '../shared/headers';
import { readCookie, viewOf, type View } from '../shared/http';


/**
 * Routes the desktop build has (spec 1 §2: /, /account, /casino; /promotions and /register; the desktop top navigation;
 * the sports exchange at the mobile paths).
 */
const DESKTOP_ROUTES = new Set([
  '/',
  '/account',
  '/casino',
  '/slot',
  '/table',
  '/crash',
  '/fishing',
  '/arcade',
  '/lottery',
  '/promotions',
  '/vip',
  '/referral',
  '/register',
  '/exchange',
  '/exchange-inplay',
  '/exchange-sports',
  '/exchange-multi',
  '/exchange-account',
  '/odds-view',
  '/refrrel-program',
  '/about-us',
  '/responsible-gaming',
  '/affiliate',
  '/inbox',
  '/chat',
  '/chat-list',
  '/chat-box',
  // The phone's pages a desktop visitor can reach: desktop pages, or the Member Center tab they are.
  '/login',
  '/signup',
  '/forgot-password',
  '/profile',
  '/deposit',
  '/withdrawal',
  '/make-payment',
  '/payment-request',
  '/betting-record',
  '/transaction-record',
  '/turnover-record',
  '/reset-password',
  '/gamerun',
  // Addresses of the phone a shared link may bring, answered by the desktop (invitation links, lobby, VIP pages).
  '/referral_code',
  '/affiliate_code',
  '/agent_code',
  '/games',
  '/vip-history',
  '/vip-detail',
  '/vip-points-records',
  // Log out on the desktop goes here (spec 1 §2): the session ends, then the home page.
  '/player/logout',
  // Safer gambling (issue 14): a page on the phone, a Member Center tab on the desktop.
  '/safer-gambling',
  // The spec's desktop Sports link (the cricket exchange), and the short addresses of Sports and live Casino.
  '/player/playGame',
  '/sports',
  '/live',
]);
/** Every route of the mobile route set (spec 1 §2 and spec 2 §2); others answer the app's Not Found page with 404. */
const MOBILE_ROUTES = new Set([
  '/', '/signup', '/login', '/forgot-password', '/games', '/referral_code', '/affiliate_code', '/agent_code', '/account',
  '/profile', '/deposit', '/withdrawal', '/make-payment', '/payment-request', '/betting-record', '/transaction-record',
  '/turnover-record', '/refrrel-program', '/referral', '/reset-password', '/inbox', '/vip', '/gamerun', '/promotions', '/chat',
  '/chat-list', '/chat-box', '/odds-view', '/exchange', '/exchange-account', '/exchange-inplay', '/exchange-sports', '/exchange-multi',
  '/register', '/casino', '/slot', '/table', '/crash', '/fishing', '/arcade', '/lottery', '/player/logout',
  '/vip-history', '/vip-detail', '/vip-points-records', '/about-us', '/responsible-gaming', '/affiliate', '/safer-gambling',
  '/player/playGame', '/sports', '/live',
]);
/** The VIP pages also answer under the spec's `/bd/en/…` (and `/bd/bn/…`) prefix. */
const MOBILE_ROUTE_PATTERNS = [/^\/chat-box\/[A-Za-z0-9_-]{1,40}$/, /^\/bd\/(en|bn)\/(vip|vip-history|vip-detail|vip-points-records)$/];

/** The spec's desktop registration link (an older site's address, still shared). */
const LEGACY_REGISTER = '/page/guest/register.jsp';

function isKnownRoute(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return MOBILE_ROUTES.has(p) || DESKTOP_ROUTES.has(p) || MOBILE_ROUTE_PATTERNS.some((r) => r.test(p));
}

/** `?view=` wins (and is remembered in a cookie), then the cookie, then the User-Agent. */
function chooseView(req: FastifyRequest, reply: FastifyReply, secureCookies = false): View {
  const q = (req.query ?? {}) as Record<string, unknown>;
  if (q.view === 'mobile' || q.view === 'desktop') {
    void reply.header('set-cookie', `view=${q.view}; Path=/; Max-Age=31536000; SameSite=Lax${secureAttr(requestIsHttps(req, secureCookies))}`);
    return q.view;
  }
  return viewOf(req);
}

/**
 * The mobile home's first paint before any script of ours has run (`bootShell`): the header's bar and the first
 * banner where the page will put them, over the app while it starts; the app takes it away once its own banner is
 * in the same place (apps/mobile/src/lib/bootShell.ts), or after 8 s whatever happens. A signed-in player's home has
 * their wallet above the banner, so for them the script removes it at once and they see the usual splash. Its one
 * inline script is allowed by its hash in the CSP; the styles are in the mobile index.html.
 *
 * The same script starts the app's scripts: the edge turns the build's `<script type="module">` and
 * `<link rel="modulepreload">` into inert tags (`scriptsAfterPaint`), so nothing but the HTML and the banner is
 * asked for before the first frame: the scripts are asked for a frame later (within 1 s in a background tab, which
 * runs no frames). A signed-in player, who sees no shell, gets them at once. They are the build's own files,
 * allowed by `'self'`. (Waiting for the banner to load instead was measured and dropped: Lighthouse 84–92.)
 */
const BOOT_SHELL_SCRIPT =
  '(function(){var d=document,done=false;' +
  "function load(){if(done)return;done=true;var h=d.head;" +
  "d.querySelectorAll('link[rel=\"x-after-paint\"]').forEach(function(l){var n=d.createElement('link');n.rel='modulepreload';n.crossOrigin='';n.href=l.getAttribute('data-href');h.appendChild(n)});" +
  "d.querySelectorAll('script[type=\"text/x-after-paint\"]').forEach(function(s){var n=d.createElement('script');n.type='module';n.crossOrigin='';n.src=s.getAttribute('data-src');h.appendChild(n)})}" +
  "function parsed(f){if(d.readyState!=='loading')f();else d.addEventListener('DOMContentLoaded',f)}" +
  "var e=d.getElementById('boot-home'),signedIn=false;try{signedIn=!!localStorage.getItem('token')}catch(x){}" +
  'if(!e||signedIn){if(e)e.remove();parsed(load);return}' +
  "d.documentElement.classList.add('boot-home-on');setTimeout(function(){e.remove()},8000);" +
  'parsed(function(){requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})})()';
const BOOT_SHELL_HASH = `'sha256-${createHash('sha256').update(BOOT_SHELL_SCRIPT).digest('base64')}'`;

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_SHELL_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** What every page, asset and file is sent with. */
const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'content-security-policy': CSP,
};

/**
 * What an /api answer is sent with: it is data for our scripts, never a document, so it may load nothing and be
 * framed by nobody (OWASP's REST headers); the page's policies (scripts, referrer, features) have nothing to govern.
 */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};


export interface EdgeOptions {
  mobileDist: string;
  desktopDist: string;
  /** The operator console, served under /backoffice/ (its own base path). */
  backofficeDist: string;
  /** Our games app, served under /play/ (the address game-run gives for our own games). */
  gamesDist: string;
  storageDir: string;
  /** The site is served over https: cookies get `Secure`. */
  secureCookies?: boolean;
  /** The home's first banner image (a /storage path), preloaded with the home page's HTML: its largest paint. */
  firstBanner?: () => Promise<string | null>;
}

function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full.startsWith(root + sep) ? full : null;
}

/** Security headers, static files, the apps' assets, and the User-Agent split for HTML navigations. */
export async function registerEdge(app: FastifyInstance, opts: EdgeOptions): Promise<void> {
  // A sync hook (no promise per answer); /api answers get their two headers, everything else the page's five.
  app.addHook('onSend', (req, reply, payload, done) => {
    // The browsable /api/docs page is a document (with its own CSP): it keeps the page's headers.
    reply.headers(isApiPath(req.url) && !req.url.startsWith('/api/docs') ? API_HEADERS : PAGE_HEADERS);
    done(null, payload);
  });

  await app.register(fastifyStatic, {
    root: opts.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
    list: false,
  });
  for (const [dist, dir] of [
    [opts.mobileDist, 'm'],
    [opts.desktopDist, 'd'],
  ] as const) {
    const root = join(dist, 'assets', dir);
    if (!existsSync(root)) {
      app.log.warn(`${root} does not exist: build the apps (pnpm build) before serving them`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/assets/${dir}/`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
    });
  }

  for (const [dist, prefix] of [
    [opts.backofficeDist, '/backoffice/assets/'],
    [opts.gamesDist, '/play/assets/'],
  ] as const) {
    const root = join(dist, 'assets');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix, decorateReply: false, immutable: true, maxAge: '365d', index: false, list: false });
  }

  const indexHtml = (view: View) => readFile(join(view === 'mobile' ? opts.mobileDist : opts.desktopDist, 'index.html'), 'utf8');

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const apiLike = /^\/(api|storage|dev|assets|ws|captcha|backoffice\/assets|play\/assets)(\/|$)/.test(path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || apiLike) {
      throw AppError.notFound();
    }
    if ((path === '/backoffice' || path.startsWith('/backoffice/')) && !extname(path)) {
      // The operator console: one single-page app for every /backoffice route, never cached, never framed.
      try {
        const html = await readFile(join(opts.backofficeDist, 'index.html'), 'utf8');
        return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
      } catch {
        return reply.status(503).type('text/plain; charset=utf-8').send('The operator console is not built yet. Run "pnpm build".');
      }
    }
    if ((path === '/play' || path.startsWith('/play/')) && !extname(path)) {
      // Our games app, opened inside the players' game frame (same origin); the launch token is in its address.
      try {
        const html = await readFile(join(opts.gamesDist, 'index.html'), 'utf8');
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
      } catch {
        return reply.status(503).type('text/plain; charset=utf-8').send('The games app is not built yet. Run "pnpm build".');
      }
    }
    if (path === LEGACY_REGISTER) {
      // The spec's desktop registration link: the sign-up of whichever build the browser gets (both answer /register).
      return reply.redirect(`/register${req.url.slice(path.length)}`, 302);
    }
    if (extname(path)) {
      // Files from the builds' public folders (robots.txt, manifest, icons).
      for (const dist of [opts.mobileDist, opts.desktopDist]) {
        const file = safeJoin(dist, path);
        if (file && existsSync(file) && statSync(file).isFile()) {
          return reply.header('cache-control', publicFileCaching(path)).type(contentType(file)).send(createReadStream(file));
        }
      }
      throw AppError.notFound();
    }
    const chosen = chooseView(req, reply, opts.secureCookies === true);
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    // Each build answers every route (the desktop has every phone address as a page, a tab or a redirect) and unknown
    // ones with its own Not Found page: the browser's kind alone decides.
    const view: View = chosen;
    let html: string;
    try {
      html = await indexHtml(view);
    } catch {
      if (!isKnownRoute(route)) throw AppError.notFound();
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`The ${view} app is not built yet. Run "pnpm build" (or "pnpm start", which builds first).`);
    }
    return reply
      .status(isKnownRoute(route) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'User-Agent, Cookie')
      .type('text/html; charset=utf-8')
      .send(await homePreload(keepLanguagePreload(html, readCookie(req, 'lang')), route, view, opts.firstBanner));
  });
}

/**
 * On the home page, the first banner starts downloading with the HTML (`<link rel="preload" as="image">`), not after
 * the scripts, the splash and the slider list: it is the page's largest paint on a phone. On the phone's home it is
 * also painted with the HTML, in the boot shell (`BOOT_SHELL_SCRIPT`), before the app's scripts have arrived.
 */
async function homePreload(html: string, route: string, view: View, firstBanner: EdgeOptions['firstBanner']): Promise<string> {
  if (route !== '/' || !firstBanner) return html;
  const path = await firstBanner().catch(() => null);
  if (!path) return html;
  const href = /^https?:\/\//.test(path) ? path : `/storage/${path.replace(/^\/?(storage\/)?/, '')}`;
  const attr = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const preloaded = html.replace('</head>', `<link rel="preload" as="image" href="${attr}" fetchpriority="high">\n</head>`);
  if (view !== 'mobile' || !preloaded.includes('<div id="root">')) return preloaded;
  const shell =
    `<div id="boot-home" aria-hidden="true"><div class="boot-home-bar"></div>` +
    `<img src="${attr}" alt="" width="1080" height="420" fetchpriority="high"></div>\n    <script>${BOOT_SHELL_SCRIPT}</script>\n    `;
  return scriptsAfterPaint(preloaded).replace('<div id="root">', `${shell}<div id="root">`);
}

/**
 * The build's entry script and module preloads as inert tags (no request), which the boot shell's script turns back
 * into real ones after the first paint (`BOOT_SHELL_SCRIPT`).
 */
export function scriptsAfterPaint(html: string): string {
  return html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, '<script type="text/x-after-paint" data-src="$1"></script>')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)"/g, '<link rel="x-after-paint" data-href="$1"');
}

/**
 * The builds preload each language's texts (`<link rel="modulepreload" data-lang="en|bn">`, tooling/vite/player-build):
 * keep only the player's language (the `lang` cookie the apps set, English without one), so a phone downloads the
 * texts it shows beside the entry and never the other language's.
 */
function keepLanguagePreload(html: string, cookieLang: string | undefined): string {
  const lang = cookieLang === 'bn' ? 'bn' : 'en';
  return html.replace(/<link\b[^>]*\bdata-lang="(en|bn)"[^>]*>\n?/g, (tag, l: string) => (l === lang ? tag : ''));
}

/**
 * The installable app's files (each build's own: `/sw-m.js`, `/manifest-d.webmanifest`, `/offline-m.html`) are
 * checked on every use, so a deploy reaches installed apps at once (the service worker's own update check also skips
 * the HTTP cache, but proxies may not); other public files (icons, robots.txt) keep an hour.
 */
function publicFileCaching(path: string): string {
  return /^\/(sw-[a-z]+\.js|manifest-[a-z]+\.webmanifest|offline-[a-z]+\.html)$/.test(path) ? 'no-cache' : 'public, max-age=3600';
}

function contentType(file: string): string {
  const types: Record<string, string> = {
    '.txt': 'text/plain; charset=utf-8',
    '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html; charset=utf-8',
    '.woff2': 'font/woff2',
  };
  return types[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
