import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from './helpers';
import { approveDeposit, deposit, staffLogin, startPaymentsApp, verifiedPlayer } from './payments-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t?.close());

describe('GET /api/promotions/used', () => {
  it('lists the once-per-player offers a player has taken, only for that player', async () => {
    const p = await verifiedPlayer(t.app);
    const other = await verifiedPlayer(t.app);
    const promos = (await t.app.inject({ method: 'GET', url: '/api/promotion' })).json() as { id: number; categories: number[] }[];
    const welcome = promos.find((x) => x.categories.includes(99))!;
    const used = (who: typeof p) => t.app.inject({ method: 'GET', url: '/api/promotions/used', headers: bearer(who.token) });
    expect((await used(p)).json()).toEqual({ data: [] });
    const r = await deposit(t.app, p, { amount: '1000', promotionId: welcome.id });
    expect(r.statusCode, r.body).toBe(200);
    expect((await used(p)).json()).toEqual({ data: [welcome.id] }); // pending already counts
    await approveDeposit(t.app, await staffLogin(t.app), r.json().data.id);
    expect((await used(p)).json()).toEqual({ data: [welcome.id] });
    expect((await used(other)).json()).toEqual({ data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/promotions/used' })).statusCode).toBe(401);
  });
});
