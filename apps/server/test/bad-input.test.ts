import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer, startTestApp, type NewPlayer, type TestApp } from './helpers';

/** Every endpoint of the foundation answers bad input with a clear 4xx and a readable message, never a 500. */
let t: TestApp;
let p: NewPlayer;
beforeAll(async () => {
  t = await startTestApp();
  p = await newPlayer(t.app);
});
afterAll(() => t?.close());

interface Endpoint {
  url: string;
  auth: boolean;
  valid: Record<string, unknown>;
}

const HUGE = 'a'.repeat(20_000);

const endpoints: Endpoint[] = [
  { url: '/api/login', auth: false, valid: { username: 'someone12', password: 'secret123' } },
  {
    url: '/api/v1/create-players',
    auth: false,
    valid: { username: 'someone12', password: 'secret123', confirmPassword: 'secret123', phone: '01711111111', email: 'a@b.co', captcha: '1234', age_confirmed: true },
  },
  { url: '/api/usr-forgot-password', auth: false, valid: { type: 'email', email: 'a@b.co', username: 'someone12', altcha: 'bm90IGEgc29sdXRpb24=' } },
  { url: '/api/usr-reset-password', auth: false, valid: { otp: '123456', password: 'abcdef12', password_confirmation: 'abcdef12', username: 'someone12' } },
  { url: '/api/user-pwd', auth: true, valid: { old_password: 'secret123', new_password: 'abcdef12', new_password_confirmation: 'abcdef12' } },
  { url: '/api/send-verification-code', auth: true, valid: { email: 'a@b.co' } },
  { url: '/api/verify-phone-number', auth: true, valid: { verification_code: '123456' } },
  { url: '/api/verify-email', auth: true, valid: { code: '123456' } },
  { url: '/api/add/number', auth: true, valid: { phone: '01711111111' } },
  { url: '/api/add/send-verification-code', auth: true, valid: { phone: '01711111111' } },
  { url: '/api/add/verify-phone-number', auth: true, valid: { verification_code: '123456' } },
  { url: '/api/user/profile/update', auth: true, valid: { dofb: '1990-01-01' } },
];

function expectReadable4xx(r: { statusCode: number; body: string }) {
  expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
  expect(r.statusCode, r.body).toBeLessThan(500);
  const body = JSON.parse(r.body) as { message: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(3);
}

describe.each(endpoints)('$url', (ep) => {
  const headers = (): Record<string, string> => (ep.auth ? bearer(p.token) : {});
  const send = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: ep.url, payload, headers: { ...headers(), 'content-type': contentType } });

  it('malformed JSON', async () => expectReadable4xx(await send('{"username": "x",')));
  it('a JSON array or a bare string', async () => {
    expectReadable4xx(await send('[]'));
    expectReadable4xx(await send('"hello"'));
  });
  it('an empty body', async () => expectReadable4xx(await send('')));
  it('missing fields', async () => expectReadable4xx(await send('{}')));
  it('wrong types', async () => {
    for (const key of Object.keys(ep.valid)) {
      expectReadable4xx(await send(JSON.stringify({ ...ep.valid, [key]: { nested: true } })));
      expectReadable4xx(await send(JSON.stringify({ ...ep.valid, [key]: [1, 2] })));
    }
  });
  it('huge strings', async () => {
    for (const key of Object.keys(ep.valid)) expectReadable4xx(await send(JSON.stringify({ ...ep.valid, [key]: HUGE })));
  });
  it('unknown fields', async () => expectReadable4xx(await send(JSON.stringify({ ...ep.valid, isAdmin: true }))));
  it('a body over the size limit', async () => expectReadable4xx(await send(JSON.stringify({ ...ep.valid, x: 'b'.repeat(100_000) }))));
  it('a non-JSON content type', async () => expectReadable4xx(await send('username=x', 'text/plain')));
});

describe('queries and paths', () => {
  it('user/show with a malformed or oversized remote_id', async () => {
    expectReadable4xx(await t.app.inject({ method: 'GET', url: '/api/user/show?remote_id=abc', headers: bearer(p.token) }));
    expectReadable4xx(await t.app.inject({ method: 'GET', url: `/api/user/show?remote_id=${'9'.repeat(300)}`, headers: bearer(p.token) }));
    expectReadable4xx(await t.app.inject({ method: 'GET', url: '/api/user/show?remote_id=1&remote_id=2', headers: bearer(p.token) }));
  });
  it('promotions/{id} with a bad or unknown id', async () => {
    expectReadable4xx(await t.app.inject({ method: 'GET', url: '/api/promotions/abc' }));
    expectReadable4xx(await t.app.inject({ method: 'GET', url: '/api/promotions/999999' }));
    expectReadable4xx(await t.app.inject({ method: 'GET', url: `/api/promotions/${'9'.repeat(50)}` }));
  });
  it('a path segment over the router\'s limit, or a malformed URL, answers in our shape, not the router\'s words', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/promotions/${'9'.repeat(250)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The request is not valid.', code: 'uri_too_long' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/promotions/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_request' });
    expectReadable4xx(bad);
  });
  it('balance with a bad body', async () => {
    expectReadable4xx(await t.app.inject({ method: 'POST', url: '/api/balance', headers: { ...bearer(p.token), 'content-type': 'application/json' }, payload: '{bad' }));
    expectReadable4xx(await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(p.token), payload: { remote_id: 'x' } }));
  });
  it('unknown API routes and methods answer 404', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(r.statusCode).toBe(404);
    expectReadable4xx(r);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/login' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/storage/../../etc/passwd' })).statusCode).toBe(404);
  });
  it('a bad bearer header', async () => {
    for (const h of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(5000)}`, 'Bearer a b']) {
      const r = await t.app.inject({ method: 'POST', url: '/api/balance', headers: { authorization: h } });
      expect(r.statusCode).toBe(401);
      expectReadable4xx(r);
    }
  });
});
