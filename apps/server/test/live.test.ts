import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectLedgerClean, newPlayer, type TestApp } from './helpers';
import { openLive } from './live-client';
import { deposit, staffCall, staffLogin, startPaymentsApp, verifiedPlayer } from './payments-fixtures';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  base = `127.0.0.1:${addr.port}`;
});
afterAll(() => t?.close());

describe('live channel', () => {
  it('pushes balance.changed to the player when their wallet moves, and nothing to others', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const la = await openLive(base, a.token);
    const lb = await openLive(base, b.token);
    let bGot = false;
    lb.ws.on('message', (raw) => {
      if (String(raw).includes('balance.changed')) bGot = true;
    });
    const r = await t.app.inject({ method: 'POST', url: '/dev/wallet/adjust', payload: { username: a.username, amount: '1500.50' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await la.next('balance.changed')).toEqual({ balance: '1500.50' });
    const bal = await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(a.token) });
    expect(bal.json()).toEqual({ balance: '1500.50' });
    await new Promise((res) => setTimeout(res, 200));
    expect(bGot).toBe(false);
    la.ws.close();
    lb.ws.close();
    await expectLedgerClean(t.app);
  });

  it('closes a session’s socket at once when it logs out, and every socket on a password change', async () => {
    const p = await newPlayer(t.app);
    const second = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } })).json().token as string;
    const a = await openLive(base, p.token);
    const b = await openLive(base, second);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(p.token) });
    expect(await a.closed).toBe(4401);
    // The other session hears of it but stays open.
    expect(await b.next('session.ended')).toEqual({ session_id: expect.stringMatching(/^\d+$/), reason: 'logout' });
    expect(b.ws.readyState).toBe(b.ws.OPEN);
    await t.app.inject({
      method: 'POST',
      url: '/api/user-pwd',
      headers: bearer(second),
      payload: { old_password: p.password, new_password: 'changed123', new_password_confirmation: 'changed123' },
    });
    expect(await b.next('session.ended')).toEqual({ session_id: null, reason: 'password_changed' });
    expect(await b.closed).toBe(4401);
  });

  it('tells the player at once when an operator rejects their deposit', async () => {
    const p = await verifiedPlayer(t.app);
    const r = await deposit(t.app, p, { amount: '1000' });
    expect(r.statusCode, r.body).toBe(200);
    const live = await openLive(base, p.token);
    const staff = await staffLogin(t.app);
    const rej = await staffCall(t.app, staff, 'POST', `/api/backoffice/deposits/${r.json().data.id}/reject`, { reason: 'Nothing arrived' });
    expect(rej.statusCode).toBe(200);
    expect(await live.next('balance.changed')).toEqual({ balance: '0.00' });
    live.ws.close();
  });

  it('refuses a socket without a valid token', async () => {
    await expect(openLive(base, 'not-a-token-000000000000000')).rejects.toThrow(/4401/);
  });

  it('moves money only once per idempotency key and never below zero', async () => {
    const a = await newPlayer(t.app);
    const adjust = (amount: string, key: string) => t.app.inject({ method: 'POST', url: '/dev/wallet/adjust', payload: { username: a.username, amount, key } });
    expect((await adjust('100', `k1-${a.username}`)).json().created).toBe(true);
    expect((await adjust('100', `k1-${a.username}`)).json().created).toBe(false);
    const over = await adjust('-100.01', `k2-${a.username}`);
    expect(over.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(a.token) })).json()).toEqual({ balance: '100.00' });
    await expectLedgerClean(t.app);
  });
});
