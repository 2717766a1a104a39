import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { expectLedgerClean, type NewPlayer, type TestApp } from './helpers';
import { balance, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import {
  act,
  acted,
  bookmakerBet,
  createBookmaker,
  createEvent,
  exchangeHouse,
  expectExchangeClean,
  expectRefused,
  fundedPlayer,
  ordersOf,
  placed,
  type MatchOddsEvent,
} from './exchange-fixtures';

/**
 * Issue 31: a wrong result is corrected by a resettlement — the first settlement's money reversed by new postings,
 * settled again with the new result (commission recomputed), the players told in their inbox, the reason audited —
 * and each player ends exactly where a direct settlement with the right result would have put them.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

const REASON = 'Wrong winner entered: India won by 4 wickets';

/** The same trades on a market: B lays runner 0 at 2.0 (A backs 60 of it), A lays runner 1 at 3.0 (B backs 20). */
async function trades(ev: MatchOddsEvent): Promise<[NewPlayer, NewPlayer]> {
  const [a, b] = [await fundedPlayer(t.app), await fundedPlayer(t.app)];
  const [r0, r1] = ev.selections as [string, string];
  await placed(t.app, b, { market_id: ev.marketId, selection_id: r0, side: 'lay', price: 2, size: '100.00' });
  await placed(t.app, a, { market_id: ev.marketId, selection_id: r0, side: 'back', price: 2, size: '60.00' });
  await placed(t.app, a, { market_id: ev.marketId, selection_id: r1, side: 'lay', price: 3, size: '20.00' });
  await placed(t.app, b, { market_id: ev.marketId, selection_id: r1, side: 'back', price: 3, size: '20.00' });
  return [a, b];
}

const inboxOf = (p: NewPlayer) =>
  t.app.khela.database.db.selectFrom('inbox_messages').select(['title', 'message', 'title_bn', 'message_bn']).where('player_id', '=', BigInt(p.remoteId)).execute();

const settledOrders = async (p: NewPlayer) =>
  (await ordersOf(t.app, p, 'settled')).map((o) => ({ side: o.side, size_matched: o.size_matched, outcome: o.outcome, profit_loss: o.profit_loss }));

describe('resettlement (Match Odds)', () => {
  it('from runner A to B leaves every player, and the commission, where settling B directly would have', async () => {
    const wrong = await createEvent(t.app, staff);
    const twin = await createEvent(t.app, staff);
    const [a, b] = await trades(wrong);
    const [c, d] = await trades(twin);
    const house0 = await exchangeHouse(t.app);

    await acted(t.app, staff, wrong.marketId, 'settle', { winner_selection_id: wrong.selections[0] });
    // A won 60 on the back and 20 on the lay of runner 1: +80, less 2 % commission (1.60).
    expect(await balance(t.app, a)).toBe('1078.40');
    // A second settle with another result says no; the same result again stands and moves nothing.
    expectRefused(await act(t.app, staff, wrong.marketId, 'settle', { winner_selection_id: wrong.selections[1] }), 409, MESSAGES.exchangeSettledOtherResult);
    expect(await acted(t.app, staff, wrong.marketId, 'settle', { winner_selection_id: wrong.selections[0] })).toEqual({ status: 'settled' });
    expect(await balance(t.app, a)).toBe('1078.40');

    // A resettlement needs a reason, a settled market and a different result.
    expectRefused(await act(t.app, staff, wrong.marketId, 'resettle', { winner_selection_id: wrong.selections[1] }), 422, MESSAGES.reasonRequired);
    expectRefused(await act(t.app, staff, wrong.marketId, 'resettle', { winner_selection_id: wrong.selections[0], reason: REASON }), 409, MESSAGES.exchangeResettleSame);
    expectRefused(await act(t.app, staff, twin.marketId, 'resettle', { winner_selection_id: twin.selections[1], reason: REASON }), 409, MESSAGES.exchangeResettleNotSettled);
    expect(await acted(t.app, staff, wrong.marketId, 'resettle', { winner_selection_id: wrong.selections[1], reason: REASON })).toEqual({ status: 'settled' });
    await acted(t.app, staff, twin.marketId, 'settle', { winner_selection_id: twin.selections[1] });

    // To the poisha: the resettled players where the twin's are; their orders read the same.
    expect(await balance(t.app, a)).toBe(await balance(t.app, c));
    expect(await balance(t.app, b)).toBe(await balance(t.app, d));
    expect(await balance(t.app, b)).not.toBe('1000.00');
    expect(await settledOrders(a)).toEqual(await settledOrders(c));
    expect(await settledOrders(b)).toEqual(await settledOrders(d));
    // The commission the house keeps is the twin's twice over (the wrong result's was given back); the clearing nets to 0.
    const house1 = await exchangeHouse(t.app);
    const twinOnly = await (async () => {
      const pos = await t.app.khela.database.db.selectFrom('exchange_positions').select(['market_id', 'commission', 'profit_loss']).where('market_id', 'in', [BigInt(wrong.marketId), BigInt(twin.marketId)]).execute();
      const of = (id: string) => pos.filter((p) => String(p.market_id) === id).map((p) => [String(p.commission), String(p.profit_loss)]).sort();
      expect(of(wrong.marketId)).toEqual(of(twin.marketId));
      return pos.filter((p) => String(p.market_id) === twin.marketId).reduce((s, p) => s + p.commission, 0n);
    })();
    expect(house1.commission - house0.commission).toBe(2n * twinOnly);
    expect(house1.clearing - house0.clearing).toBe(0n);
    const detail = (await staffCall(t.app, staff, 'GET', `/api/backoffice/exchange/markets/${wrong.marketId}`)).json();
    expect(detail).toMatchObject({ status: 'settled', winner_selection_id: wrong.selections[1], mismatches: [] });

    // Audited with the reason; both players told, in English and Bangla, with what moved.
    const log = (await staffCall(t.app, staff, 'GET', `/api/backoffice/audit?entity=exchange_market&entity_id=${wrong.marketId}`)).json();
    const entry = log.data.find((e: { action: string }) => e.action === 'exchange_market.resettle');
    expect(entry.after).toMatchObject({ reason: REASON, winner: wrong.selections[1], from: { winner: wrong.selections[0] } });
    for (const p of [a, b]) {
      const inbox = await inboxOf(p);
      const note = inbox.find((m) => m.title === MESSAGES.marketResettledTitle);
      expect(note, JSON.stringify(inbox)).toBeDefined();
      expect(note!.message).toContain(REASON);
      expect(note!.message).toContain('Bangladesh v India');
      expect(note!.message_bn).toContain(REASON);
    }
    expect((await inboxOf(c)).some((m) => m.title === MESSAGES.marketResettledTitle)).toBe(false);

    // Corrected back again: the second resettlement reverses the first one's.
    await acted(t.app, staff, wrong.marketId, 'resettle', { winner_selection_id: wrong.selections[0], reason: 'Back to the first result after review' });
    expect(await balance(t.app, a)).toBe('1078.40');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
    expect(await t.app.khela.exchange.verifyMarket(BigInt(wrong.marketId))).toEqual([]);
  });

  it('is refused, moving nothing, when a player no longer has the winnings it takes back', async () => {
    const ev = await createEvent(t.app, staff);
    const [a, b] = await trades(ev);
    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ev.selections[0] });
    expect(await balance(t.app, a)).toBe('1078.40');
    // A stakes 1,000 on another market: India's result would take back 178.40 (the 78.40 won and the 100 lost).
    const other = await createEvent(t.app, staff);
    const lp = await fundedPlayer(t.app, '5000.00');
    await placed(t.app, lp, { market_id: other.marketId, selection_id: other.selections[0]!, side: 'lay', price: 2, size: '1000.00' });
    await placed(t.app, a, { market_id: other.marketId, selection_id: other.selections[0]!, side: 'back', price: 2, size: '1000.00' });
    expect(await balance(t.app, a)).toBe('78.40');
    const bBefore = await balance(t.app, b);

    const r = await act(t.app, staff, ev.marketId, 'resettle', { winner_selection_id: ev.selections[1], reason: REASON });
    expectRefused(r, 409, MESSAGES.exchangeResettleShort);
    expect(r.json()).toMatchObject({ count: 1, short: [{ player_id: String(a.remoteId), owed: '178.40', balance: '78.40' }] });
    expect(await balance(t.app, a)).toBe('78.40');
    expect(await balance(t.app, b)).toBe(bBefore);
    expect((await staffCall(t.app, staff, 'GET', `/api/backoffice/exchange/markets/${ev.marketId}`)).json().winner_selection_id).toBe(ev.selections[0]);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});

describe('resettlement (Bookmaker)', () => {
  it('settles the bets again with the new winner, like a direct settlement would', async () => {
    const runners = [
      { name: 'Bangladesh', back: 1.9, lay: 2 },
      { name: 'India', back: 2.1, lay: 2.2 },
    ];
    const wrongEv = await createEvent(t.app, staff);
    const twinEv = await createEvent(t.app, staff);
    const wrong = await createBookmaker(t.app, staff, wrongEv.eventId, runners);
    const twin = await createBookmaker(t.app, staff, twinEv.eventId, runners);
    const bet = async (m: { marketId: string; selections: string[] }) => {
      const p = await fundedPlayer(t.app);
      expect((await bookmakerBet(t.app, p, { market_id: m.marketId, selection_id: m.selections[0]!, side: 'back', price: 1.9, stake: '100.00' })).statusCode).toBe(200);
      expect((await bookmakerBet(t.app, p, { market_id: m.marketId, selection_id: m.selections[1]!, side: 'lay', price: 2.2, stake: '50.00' })).statusCode).toBe(200);
      return p;
    };
    const [p, q] = [await bet(wrong), await bet(twin)];
    await acted(t.app, staff, wrong.marketId, 'settle', { winner_selection_id: wrong.selections[0] });
    await acted(t.app, staff, wrong.marketId, 'resettle', { winner_selection_id: wrong.selections[1], reason: REASON });
    await acted(t.app, staff, twin.marketId, 'settle', { winner_selection_id: twin.selections[1] });
    expect(await balance(t.app, p)).toBe(await balance(t.app, q));
    const bets = async (id: string) =>
      (await t.app.khela.database.db.selectFrom('exchange_bets').select(['side', 'status', 'profit_loss']).where('market_id', '=', BigInt(id)).orderBy('id').execute()).map((x) => ({ ...x }));
    expect(await bets(wrong.marketId)).toEqual(await bets(twin.marketId));
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});
