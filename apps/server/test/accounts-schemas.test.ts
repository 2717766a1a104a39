import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { bearer, newPlayer, startTestApp, type NewPlayer, type TestApp } from './helpers';

/** The auth, profile and turnover routes declare their shapes: documented, refused by field, 401 before 400. */
let t: TestApp;
let p: NewPlayer;
beforeAll(async () => {
  t = await startTestApp();
  p = await newPlayer(t.app);
});
afterAll(() => t?.close());

const ROUTES: [method: 'get' | 'post', path: string, request: 'body' | 'query' | 'none'][] = [
  ['post', '/api/login', 'body'],
  ['post', '/api/v1/create-players', 'body'],
  ['get', '/api/user/show', 'query'],
  ['post', '/api/balance', 'body'],
  ['post', '/api/usr-forgot-password', 'body'],
  ['post', '/api/usr-reset-password', 'body'],
  ['post', '/api/user-pwd', 'body'],
  ['post', '/api/logout', 'none'],
  ['post', '/api/send-verification-code', 'body'],
  ['post', '/api/verify-phone-number', 'body'],
  ['post', '/api/verify-email', 'body'],
  ['get', '/api/get/other/phone', 'none'],
  ['post', '/api/add/number', 'body'],
  ['post', '/api/add/send-verification-code', 'body'],
  ['post', '/api/add/verify-phone-number', 'body'],
  ['post', '/api/user/profile/update', 'body'],
  ['get', '/api/turnovers', 'query'],
];

describe('the OpenAPI description', () => {
  it('has every accounts route with its request and a JSON answer schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[]; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    for (const [method, path, request] of ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      if (request === 'body') expect(op!.requestBody, path).toBeDefined();
      if (request === 'query') expect(op!.parameters?.some((x) => x.in === 'query' && x.name === 'remote_id'), path).toBe(true);
      expect(op!.responses['200']?.content?.['application/json']?.schema, path).toBeDefined();
    }
  });
});

describe('request shapes', () => {
  it('checks the token before the body: no token is a 401 even with a malformed body', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/user-pwd', payload: { nope: { x: 1 } } });
    expect(r.statusCode).toBe(401);
    const q = await t.app.inject({ method: 'GET', url: '/api/turnovers?remote_id=1&remote_id=2' });
    expect(q.statusCode).toBe(401);
  });
  it('refuses unknown and mistyped fields by name, and takes null as absent and numbers as text', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/add/number', headers: bearer(p.token), payload: { phone: [1], isAdmin: true } });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ phone: [MESSAGES.wrongType], isAdmin: [MESSAGES.unknownField] });
    const n = await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(p.token), payload: { remote_id: p.remoteId } });
    expect(n.json()).toEqual({ balance: '0.00' });
    const nul = await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(p.token), payload: { remote_id: null } });
    expect(nul.statusCode).toBe(200);
  });
  it('answers the captcha as a PNG picture and the bot check as a signed challenge', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/captcha' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const a = await t.app.inject({ method: 'GET', url: '/api/altcha' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json()).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), expiresAt: expect.any(Number) }, signature: expect.any(String) });
  });
});
