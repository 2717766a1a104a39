import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, maskUsername, type CrashState, type PlayResult, type RoundView } from '@khela/domain';
import { bearer, newPlayer, startTestApp, type NewPlayer, type TestApp } from './helpers';
import { fund, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import { gameCall, launch, play, providerCall, requestId } from './games-fixtures';

const CONTROL = { message: MESSAGES.controlCharacters, code: 'bad_request' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HSTS = 'max-age=31536000; includeSubDomains';

let t: TestApp;
let admin: string;
let p: NewPlayer;
beforeAll(async () => {
  t = await startPaymentsApp({ crashEngine: false, crashBettingMs: 60_000, crashPauseMs: 0 });
  admin = await staffLogin(t.app);
  p = await newPlayer(t.app);
});
afterAll(() => t?.close());

describe('control characters in text fields', () => {
  it('refuses NUL with a 400 on the routes that answered 500', async () => {
    const pay = await t.app.inject({ method: 'GET', url: '/api/b2b/showpayment-menthod?name=%00', headers: bearer(p.token) });
    expect(pay.statusCode, pay.body).toBe(400);
    expect(pay.json()).toMatchObject(CONTROL);

    const run = await t.app.inject({
      method: 'POST',
      url: '/api/game-run',
      headers: bearer(p.token),
      payload: { userId: p.remoteId, externalURL: 'http://localhost/', isMobileLogin: true, gameCode: 'di\u0000ce', gameType: 'EGAME', platform: 'KHELA' },
    });
    expect(run.statusCode, run.body).toBe(400);
    expect(run.json()).toEqual(CONTROL);

    const players = await staffCall(t.app, admin, 'GET', '/api/backoffice/players?q=%00');
    expect(players.statusCode, players.body).toBe(400);
    expect(players.json()).toEqual(CONTROL);

    const settings = await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { site_title: 'Khela\u0000' });
    expect(settings.statusCode, settings.body).toBe(400);
    expect(settings.json()).toEqual(CONTROL);
    const nested = await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { notice: ['fine', 'bell\u0007'] });
    expect(nested.statusCode, nested.body).toBe(400);
    expect(nested.json()).toEqual(CONTROL);
  });

  it('refuses a lone surrogate (half a character, which PostgreSQL cannot store) with a 400, not a 500', async () => {
    const BROKEN = { message: MESSAGES.brokenCharacters, code: 'bad_request' };
    // The schema fuzzer's find: a console text with "\ud800" in its JSON answered 500.
    const canned = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/support/canned',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"title":"Hello","body":"broken \\ud800 text"}',
    });
    expect(canned.statusCode, canned.body).toBe(400);
    expect(canned.json()).toEqual(BROKEN);
    const low = await t.app.inject({ method: 'GET', url: '/api/get-games?type=SLOT%ED%B0%80' });
    expect(low.statusCode).toBeLessThan(500);
    // A whole pair (an emoji) is a character like any other.
    const emoji = await staffCall(t.app, admin, 'POST', '/api/backoffice/support/canned', { title: 'Hello 😀', body: 'Thanks 🙏' });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('refuses them everywhere (query, path, body values and keys, nested, DEL) and lets tab, LF and CR through', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'player\u0001x', password: 'secret123' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(CONTROL);
    const del = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'player\u007fx', password: 'secret123' } });
    expect(del.json()).toEqual(CONTROL);
    const key = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ['user\u0000name']: 'x', password: 'secret123' } });
    expect(key.json()).toEqual(CONTROL);
    const query = await t.app.inject({ method: 'GET', url: '/api/get-games?type=SLOT%1F' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(CONTROL);
    const health = await t.app.inject({ method: 'GET', url: '/api/health?x=%00' }); // a route that reads no query
    expect(health.statusCode).toBe(400);
    expect(health.json()).toEqual(CONTROL);
    const path = await t.app.inject({ method: 'DELETE', url: '/api/games/favorites/1%00', headers: bearer(p.token) });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(CONTROL);
    const s = await launch(t.app, p, 'dice');
    const deep = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount: '1', params: { a: [{ b: 'x\u0000' }] } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual(CONTROL);

    // The provider wallet route reads its raw body itself: still refused, in the provider protocol's shape.
    const db = t.app.khela.database.db;
    const secret = 'edge-wallet-secret-0123456789';
    await db.insertInto('game_providers').values({ platform: 'EDGEP', name: 'Edge', kind: 'external', launch_url: 'https://edge.test/{token}', wallet_secret: secret }).execute();
    const wallet = await providerCall(t.app, 'EDGEP', secret, { action: 'balance', session: `${'x'.repeat(30)}\u0000` });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toEqual({ status: 'ERROR', code: 'BAD_REQUEST', message: MESSAGES.controlCharacters });

    // Tab, LF and CR are ordinary text.
    const ok = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: 'wrong\tpass\r\nword' } });
    expect(ok.statusCode).toBe(401);
    const notice = await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { notice: ['line one\nline two\tand\r\nthree'] });
    expect(notice.statusCode, notice.body).toBe(200);
  });
});

describe('cache and transport headers', () => {
  it('marks authenticated and non-GET /api answers no-store, keeps a route’s own, and sends no HSTS over http', async () => {
    const show = await t.app.inject({ method: 'GET', url: '/api/user/show', headers: bearer(p.token) });
    expect(show.statusCode).toBe(200);
    expect(show.headers['cache-control']).toBe('no-store');
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/me')).headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: 'wrong-password' } });
    expect(login.headers['cache-control']).toBe('no-store');
    // Public GETs without a token keep their own policy (or none); a route's own header wins even with a token.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/logo', headers: bearer(p.token) })).headers['cache-control']).toBe('public, max-age=30');
    // http: no HSTS, cookies without Secure.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBeUndefined();
    const captcha = await t.app.inject({ method: 'GET', url: '/captcha' });
    expect(String(captcha.headers['set-cookie'])).toMatch(/^khela_captcha=/);
    expect(String(captcha.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    const view = await t.app.inject({ method: 'GET', url: '/?view=mobile', headers: { accept: 'text/html' } });
    expect(String(view.headers['set-cookie'])).toMatch(/^view=mobile/);
    expect(String(view.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });

  it('sends HSTS and Secure cookies to a request a trusted proxy says came over https, and neither over http', async () => {
    const s = await startTestApp({}, { TRUST_PROXY: '1' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      for (const url of ['/api/health', '/api/nowhere', '/', '/api/altcha']) {
        expect((await s.app.inject({ method: 'GET', url, headers: https })).headers['strict-transport-security'], url).toBe(HSTS);
        expect((await s.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBeUndefined();
        const plain = await s.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      }
      expect(HSTS).toMatch(/includeSubDomains/);
      const secure = await s.app.inject({ method: 'GET', url: '/captcha', headers: https });
      expect(String(secure.headers['set-cookie'])).toMatch(/^khela_captcha=[^;]+;.*;\s*Secure(;|$)/i);
      const plain = await s.app.inject({ method: 'GET', url: '/captcha' });
      expect(String(plain.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    } finally {
      await s.close();
    }
    // Without TRUST_PROXY the header is the client's word, not the proxy's: no HSTS, no Secure.
    const forged = await t.app.inject({ method: 'GET', url: '/captcha', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expect(String(forged.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });

  it('sends HSTS on every answer and Secure cookies when PUBLIC_URL is https', async () => {
    const s = await startTestApp({}, { PUBLIC_URL: 'https://khela.example' });
    try {
      for (const url of ['/api/health', '/api/nowhere', '/', '/storage/none.png']) {
        expect((await s.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe(HSTS);
      }
      const captcha = await s.app.inject({ method: 'GET', url: '/captcha' });
      expect(String(captcha.headers['set-cookie'])).toMatch(/^khela_captcha=[^;]+;.*;\s*Secure(;|$)/i);
      const view = await s.app.inject({ method: 'GET', url: '/?view=desktop', headers: { accept: 'text/html' } });
      expect(String(view.headers['set-cookie'])).toMatch(/^view=desktop;.*;\s*Secure(;|$)/i);
    } finally {
      await s.close();
    }
  });
});

describe('crash bettors are masked', () => {
  it('shows other players a masked name in the state answer and in the live crash.state push', async () => {
    expect(maskUsername('player01')).toBe('pl***1');
    expect(maskUsername('abc')).toBe('a**');
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await fund(t.app, a, '100');
    const sa = await launch(t.app, a, 'crash');
    const sb = await launch(t.app, b, 'crash');
    const pushed: CrashState[] = [];
    t.app.khela.bus.onMessage((m) => {
      if (m.room === 'crash' && m.event === 'crash.state') pushed.push(m.data as CrashState);
    });
    for (let i = 0; i < 50; i++) {
      await t.app.khela.crash.step();
      const st = (await gameCall(t.app, sb, 'GET', '/api/games/crash/state')).json() as CrashState;
      if (st.round.phase === 'betting') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const bet = await gameCall(t.app, sa, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '10' });
    expect(bet.statusCode, bet.body).toBe(200);
    const st = (await gameCall(t.app, sb, 'GET', '/api/games/crash/state')).json() as CrashState;
    expect(st.bets.map((x) => x.username)).toEqual([maskUsername(a.username)]);
    expect(JSON.stringify(st)).not.toContain(a.username);
    await expect.poll(() => pushed.some((x) => x.bets.length === 1), { timeout: 5_000 }).toBe(true);
    for (const x of pushed) {
      expect(JSON.stringify(x)).not.toContain(a.username);
      for (const bb of x.bets) expect(bb.username).toBe(maskUsername(a.username));
    }
  });
});

describe('public round ids', () => {
  it('gives rounds an unguessable public id; the verifier answers only to it', async () => {
    const q = await newPlayer(t.app);
    await fund(t.app, q, '100');
    const s = await launch(t.app, q, 'dice');
    const r: PlayResult = await play(t.app, s, '10', { target: 50, direction: 'under' });
    expect(r.round.public_id).toMatch(UUID);
    const pub = await t.app.inject({ method: 'GET', url: `/api/fair/rounds/${r.round.public_id}` });
    expect(pub.statusCode, pub.body).toBe(200);
    expect((pub.json() as RoundView).public_id).toBe(r.round.public_id);
    expect((pub.json() as RoundView).outcome).toEqual(r.round.outcome);
    const numeric = await t.app.inject({ method: 'GET', url: `/api/fair/rounds/${r.round.id}` });
    expect(numeric.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/fair/rounds/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const hist = (await gameCall(t.app, s, 'GET', '/api/games/history')).json() as { rounds: RoundView[] };
    expect(hist.rounds[0]!.public_id).toBe(r.round.public_id);
  });
});

describe('an empty JSON body is no body', () => {
  it('logs out with Content-Type: application/json and nothing in it, and the token is revoked', async () => {
    const q = await newPlayer(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { ...bearer(q.token), 'content-type': 'application/json' }, payload: '' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: MESSAGES.logoutDone });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/show', headers: bearer(q.token) })).statusCode).toBe(401);
    // Any route: an empty JSON body is read as none; broken JSON is still refused.
    const bal = await t.app.inject({ method: 'POST', url: '/api/balance', headers: { ...bearer(p.token), 'content-type': 'application/json' }, payload: '' });
    expect(bal.statusCode, bal.body).toBe(200);
    const broken = await t.app.inject({ method: 'POST', url: '/api/balance', headers: { ...bearer(p.token), 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    const staffOut = await t.app.inject({ method: 'POST', url: '/api/backoffice/logout', headers: { ...bearer(await staffLogin(t.app)), 'content-type': 'application/json' }, payload: '' });
    expect(staffOut.statusCode, staffOut.body).toBe(200);
  });
});
