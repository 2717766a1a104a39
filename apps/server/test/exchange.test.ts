import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { bearer, expectLedgerClean, newPlayer, type TestApp } from './helpers';
import { balance, fund, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import { createEvent, expectExchangeClean, placeOrder, position } from './exchange-fixtures';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

describe('the exchange: two players trade a match', () => {
  it('matches a back against a resting lay at the lay price, holds exposure, settles with commission', async () => {
    const ev = await createEvent(t.app, staff);
    const [a, b] = [await newPlayer(t.app), await newPlayer(t.app)];
    await fund(t.app, a, '1000.00');
    await fund(t.app, b, '1000.00');

    // B lays Bangladesh at 2.0 for 100: risks 100.
    const lay = await placeOrder(t.app, b, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '100.00' });
    expect(lay.statusCode, lay.body).toBe(200);
    expect(lay.json().order).toMatchObject({ status: 'executable', size_matched: '0.00', size_remaining: '100.00' });
    expect(await balance(t.app, b)).toBe('900.00');

    // A backs at 1.9 for 60: matches at 2.0 (the resting price).
    const back = await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 1.9, size: '60.00' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order).toMatchObject({ status: 'execution_complete', size_matched: '60.00', avg_price_matched: 2 });
    expect(await balance(t.app, a)).toBe('940.00');
    expect(await balance(t.app, b)).toBe('900.00');

    const pa = await position(t.app, a, ev.marketId);
    expect(pa.exposure).toBe('60.00');
    expect(pa.runners.map((r) => r.profit_if_wins)).toEqual(['60.00', '-60.00']);

    const odds = await t.app.inject({ method: 'GET', url: `/api/match-odds/${ev.marketId}` });
    expect(odds.statusCode).toBe(200);
    expect(odds.json()[0].runners[0].ex.availableToBack).toEqual([{ price: 2, size: '40.00' }]);

    // B cancels the rest: exposure drops to the matched 60.
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/exchange/orders/${lay.json().order.id}`, headers: bearer(b.token) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().order).toMatchObject({ status: 'execution_complete', size_matched: '60.00', size_cancelled: '40.00' });
    expect(await balance(t.app, b)).toBe('940.00');
    await expectExchangeClean(t.app);

    // Bangladesh wins: A wins 60, pays 2 % commission (1.20); B loses 60.
    const s = await staffCall(t.app, staff, 'POST', `/api/backoffice/exchange/markets/${ev.marketId}/settle`, { winner_selection_id: ev.selections[0] });
    expect(s.statusCode, s.body).toBe(200);
    expect(await balance(t.app, a)).toBe('1058.80');
    expect(await balance(t.app, b)).toBe('940.00');
    const again = await staffCall(t.app, staff, 'POST', `/api/backoffice/exchange/markets/${ev.marketId}/settle`, { winner_selection_id: ev.selections[0] });
    expect(again.statusCode).toBe(200);
    expect(await balance(t.app, a)).toBe('1058.80');

    const hub = await t.app.inject({ method: 'GET', url: '/api/exchange-hub', headers: bearer(a.token) });
    expect(hub.json().data[0]).toMatchObject({ status: 'WON', net_profit_loss: '60.00', bet_type: 'back', odds: 2, stake: '60.00' });
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});

describe('settling before the event starts', () => {
  it('is refused (409) unless the body says early with a reason, which the audit keeps', async () => {
    const ev = await createEvent(t.app, staff, { extra: { start_time: new Date(Date.now() + 3600_000).toISOString() } });
    const settle = (body: Record<string, unknown>) => staffCall(t.app, staff, 'POST', `/api/backoffice/exchange/markets/${ev.marketId}/settle`, body);
    const plain = await settle({ winner_selection_id: ev.selections[0] });
    expect(plain.statusCode, plain.body).toBe(409);
    expect(plain.json()).toMatchObject({ code: 'conflict', message: MESSAGES.exchangeSettleBeforeStart });
    const noReason = await settle({ winner_selection_id: ev.selections[0], early: true });
    expect(noReason.statusCode, noReason.body).toBe(422);
    expect(noReason.json().message).toBe(MESSAGES.reasonRequired);
    // `early: false` is no confirmation either.
    expect((await settle({ winner_selection_id: ev.selections[0], early: false, reason: 'Match abandoned, result declared' })).statusCode).toBe(409);
    const log = async () => (await staffCall(t.app, staff, 'GET', `/api/backoffice/audit?entity=exchange_market&entity_id=${ev.marketId}`)).json();
    expect((await log()).data.filter((e: { action: string }) => e.action === 'exchange_market.settle')).toEqual([]);

    const early = await settle({ winner_selection_id: ev.selections[0], early: true, reason: 'Match abandoned, result declared' });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({ status: 'settled' });
    const entry = (await log()).data.find((e: { action: string }) => e.action === 'exchange_market.settle');
    expect(entry.after).toMatchObject({ early: true, reason: 'Match abandoned, result declared', winner: ev.selections[0] });
    await expectLedgerClean(t.app);
  });
});
