import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, parseMoney, toWire, withdrawTurnoverMessage } from '@khela/domain';
import { bearer, expectLedgerClean, type NewPlayer, type TestApp } from './helpers';
import { approveDeposit, balance, deposit, fund, methodId, staffCall, staffLogin, startPaymentsApp, tickets, verifiedPlayer } from './payments-fixtures';
import { acted, bookmakerBet, createBookmaker, createEvent, expectExchangeClean, fancyBet, createFancy, fundedPlayer, placed } from './exchange-fixtures';

/**
 * Issue 31: a player who bets only on cricket can withdraw. Every product that takes a stake counts towards turnover
 * tickets (and VIP points) by one rule (@khela/domain turnover.ts): a settled exchange market the worst case the
 * player held in it, a settled Bookmaker or Fancy bet its risk, a voided one nothing.
 */
let t: TestApp;
let staff: string;
let bkash: number;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
  bkash = await methodId(t.app, await fundedPlayer(t.app, '1.00'));
});
afterAll(() => t?.close());
afterEach(async () => {
  await expectLedgerClean(t.app);
  await expectExchangeClean(t.app);
});

const check = (p: NewPlayer) => t.app.inject({ method: 'GET', url: `/api/userwithdrawcheck?remote_id=${p.remoteId}`, headers: bearer(p.token) });
const submit = (p: NewPlayer, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/submit-withdraw',
    headers: bearer(p.token),
    payload: { remote_id: p.remoteId, payment_id: bkash, provider: 'bKash', amount, account_number: '01711223344' },
  });

function expectRefusal(r: { statusCode: number; json: () => unknown; body: string }, text: string) {
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json()).toMatchObject({ code: 'withdraw_refused', error: text, message: text });
}

/** A confirmed deposit (its turnover ticket opens), answered with the ticket's required turnover. */
async function depositConfirmed(p: NewPlayer, amount: string, promotionId?: number): Promise<bigint> {
  const d = await deposit(t.app, p, { amount, ...(promotionId !== undefined ? { promotionId } : {}) });
  expect(d.statusCode, d.body).toBe(200);
  const a = await approveDeposit(t.app, staff, (d.json() as { data: { id: number } }).data.id);
  expect(a.statusCode, a.body).toBe(200);
  const [ticket] = await tickets(t.app, p);
  expect(ticket!.status).toBe('active');
  return parseMoney(ticket!.required_turnover);
}

const remaining = async (p: NewPlayer) => parseMoney((await tickets(t.app, p))[0]!.remaining_turnover);

async function vipStakes(p: NewPlayer) {
  const rows = await t.app.khela.database.db.selectFrom('vip_points').select(['source', 'stake']).where('player_id', '=', BigInt(p.remoteId)).orderBy('id').execute();
  return rows.map((r) => [r.source, r.stake]);
}

/** A Match Odds market where `p` backs Bangladesh 700 and lays it 200 at 2.0 against `q`: at risk 500 either way. */
async function hedgedMatchOdds(p: NewPlayer, q: NewPlayer) {
  const ev = await createEvent(t.app, staff);
  const [bd] = ev.selections as [string, string];
  await placed(t.app, q, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 2, size: '700.00' });
  expect((await placed(t.app, p, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '700.00' })).size_matched).toBe('700.00');
  await placed(t.app, q, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '200.00' });
  expect((await placed(t.app, p, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 2, size: '200.00' })).size_matched).toBe('200.00');
  return ev;
}

/** A Bookmaker market on the event where `p` backs India 300 at 2.1 (risk 300) and lays Bangladesh 300 at 2.0 (risk 300). */
async function bookmakerBets(eventId: string, p: NewPlayer) {
  const bm = await createBookmaker(
    t.app,
    staff,
    eventId,
    [
      { name: 'Bangladesh', back: 1.9, lay: 2 },
      { name: 'India', back: 2.1, lay: 2.2 },
    ],
    { max_exposure: '5000', max_stake: '1000' },
  );
  const [bd, ind] = bm.selections as [string, string];
  const b1 = await bookmakerBet(t.app, p, { market_id: bm.marketId, selection_id: ind, side: 'back', price: 2.1, stake: '300.00' });
  expect(b1.statusCode, b1.body).toBe(200);
  const b2 = await bookmakerBet(t.app, p, { market_id: bm.marketId, selection_id: bd, side: 'lay', price: 2, stake: '300.00' });
  expect(b2.statusCode, b2.body).toBe(200);
  return { ...bm, bd, ind };
}

describe('a player who bets only on cricket', () => {
  it('deposits, trades the exchange and Bookmaker, and withdraws once the turnover is met, without staff', async () => {
    const p = await verifiedPlayer(t.app, { birthday: true });
    await fund(t.app, p, '2000'); // money of their own beside the deposit (no ticket), so no low-balance release
    const q = await fundedPlayer(t.app, '5000.00');

    // Deposit confirmed: a ticket of (1,000 + bKash's 2 % bonus) × the site's default 1.
    const required = await depositConfirmed(p, '1000');
    expect(required).toBe(102000n);
    expectRefusal(await check(p), 'Complete ৳1,020.00 more turnover to withdraw.');

    // Exchange: back 700 and lay 200 on one runner (900 matched; 500 at risk). Bookmaker: risks 300 + 300.
    const ev = await hedgedMatchOdds(p, q);
    const bm = await bookmakerBets(ev.eventId, p);
    // Nothing counts before settlement.
    expectRefusal(await check(p), withdrawTurnoverMessage(required));
    expectRefusal(await submit(p, '1000'), withdrawTurnoverMessage(required));

    // Match Odds settled (India wins: p loses 500): 500 counts, not the 900 matched nor the 700 backed.
    expect(await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ev.selections[1] })).toEqual({ status: 'settled' });
    expect(await remaining(p)).toBe(required - 50000n);
    expectRefusal(await check(p), 'Complete ৳520.00 more turnover to withdraw.');
    // Settled again: counted once.
    expect(await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ev.selections[1] })).toEqual({ status: 'settled' });
    expect(await remaining(p)).toBe(required - 50000n);

    // Bookmaker settled (India wins): 300 + 300 at risk counts; the ticket is complete.
    expect(await acted(t.app, staff, bm.marketId, 'settle', { winner_selection_id: bm.ind })).toEqual({ status: 'settled' });
    const [ticket] = await tickets(t.app, p);
    expect(ticket).toMatchObject({ status: 'complete', remaining_turnover: '0.00', counts: ['casino', 'exchange', 'bookmaker', 'fancy'], excluded: [] });

    // 2,000 + 1,000 + bonus − 500 (Match Odds) + 330 + 300 (Bookmaker) = 3,130 + bonus.
    const bonus = required - 100000n;
    expect(await balance(t.app, p)).toBe(toWire(313000n + bonus));
    expect((await check(p)).json()).toEqual({ success: true });
    const w = await submit(p, '1000');
    expect(w.statusCode, w.body).toBe(200);
    expect(w.json()).toMatchObject({ success: true, message: MESSAGES.withdrawSubmitted, data: { status: 'pending', amount: '1000.00' } });
    expect(await balance(t.app, p)).toBe(toWire(213000n + bonus));

    // The same amounts earned VIP points (and so count as referral turnover), once per market and player.
    expect(await vipStakes(p)).toEqual([
      [`xch:${ev.marketId}:${p.remoteId}`, 50000n],
      [`xch:${bm.marketId}:${p.remoteId}`, 60000n],
    ]);
  });

  it('counts a market once per player however often it is settled, and a voided market not at all', async () => {
    const p = await verifiedPlayer(t.app, { birthday: true });
    await fund(t.app, p, '2000');
    const required = await depositConfirmed(p, '1000');
    const ev = await createEvent(t.app, staff);
    // A Fancy line: NO 100 at rate 90 risks 90; a Bookmaker bet on a market that is voided counts nothing.
    const fancy = await createFancy(t.app, staff, ev.eventId, { no: 40, no_rate: 90, yes: 41, yes_rate: 100 });
    const f = await fancyBet(t.app, p, { fancy_id: fancy, side: 'no', line: 40, rate: 90, stake: '100.00' });
    expect(f.statusCode, f.body).toBe(200);
    const bm = await bookmakerBets(ev.eventId, p);
    expect(await acted(t.app, staff, bm.marketId, 'void')).toEqual({ status: 'voided' });
    expect(await remaining(p)).toBe(required);
    expect(await acted(t.app, staff, fancy, 'settle', { result: 45 })).toEqual({ status: 'settled' });
    expect(await remaining(p)).toBe(required - 9000n);

    // The listener itself, handed the same market again (a resettlement): nothing more.
    await t.app.khela.database.db.transaction().execute((tx) =>
      t.app.khela.turnover.recordSettled(tx, [{ playerId: BigInt(p.remoteId), stake: 9000n, product: 'fancy', source: `xch:${fancy}:${p.remoteId}` }]),
    );
    expect(await remaining(p)).toBe(required - 9000n);
    expectRefusal(await check(p), withdrawTurnoverMessage(required - 9000n));
  });

  it('keeps the tickets while money is at risk in a market not settled yet, though the balance fell below the release', async () => {
    const p = await verifiedPlayer(t.app, { birthday: true });
    const q = await fundedPlayer(t.app, '5000.00');
    const required = await depositConfirmed(p, '1000'); // balance 1,020
    const open = await createEvent(t.app, staff);
    await placed(t.app, q, { market_id: open.marketId, selection_id: open.selections[0]!, side: 'lay', price: 2, size: '1000.00' });
    await placed(t.app, p, { market_id: open.marketId, selection_id: open.selections[0]!, side: 'back', price: 2, size: '1000.00' });
    const small = await createEvent(t.app, staff);
    await placed(t.app, q, { market_id: small.marketId, selection_id: small.selections[0]!, side: 'lay', price: 2, size: '15.00' });
    await placed(t.app, p, { market_id: small.marketId, selection_id: small.selections[0]!, side: 'back', price: 2, size: '15.00' });
    // The small market lost: 5 left in the wallet (below the 10 release threshold), 1,000 still at risk elsewhere.
    await acted(t.app, staff, small.marketId, 'settle', { winner_selection_id: small.selections[1] });
    expect(await balance(t.app, p)).toBe('5.00');
    expect((await tickets(t.app, p))[0]).toMatchObject({ status: 'active', remaining_turnover: toWire(required - 1500n) });
    // Once that market settles too (lost), nothing is open and the low balance releases the ticket.
    await acted(t.app, staff, open.marketId, 'settle', { winner_selection_id: open.selections[1] });
    expect((await tickets(t.app, p))[0]).toMatchObject({ status: 'complete' });
  });

  it("leaves out the products a promotion excludes from its turnover, and says so on the promotion", async () => {
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const promo = await staffCall(t.app, staff, 'POST', '/api/backoffice/promotions', {
      name: 'Casino and Bookmaker only',
      start_date: today,
      end_date: '2099-12-31',
      status: 'active',
      deposit_bonus_pct: 0,
      turnover_multiplier: 1,
      turnover_excluded: [2],
    });
    expect(promo.statusCode, promo.body).toBe(200);
    expect(promo.json()).toMatchObject({ turnover_excluded: [2] });
    const bad = await staffCall(t.app, staff, 'PATCH', `/api/backoffice/promotions/${promo.json().id}`, { turnover_excluded: [9] });
    expect(bad.statusCode, bad.body).toBe(422);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/promotion' })).json() as { id: number; turnover_excluded: string[] }[];
    expect(pub.find((x) => x.id === promo.json().id)?.turnover_excluded).toEqual(['exchange']);

    const p = await verifiedPlayer(t.app, { birthday: true });
    await fund(t.app, p, '2000');
    const q = await fundedPlayer(t.app, '5000.00');
    const required = await depositConfirmed(p, '1000', promo.json().id as number);
    expect((await tickets(t.app, p))[0]).toMatchObject({ counts: ['casino', 'bookmaker', 'fancy'], excluded: ['exchange'] });
    const ev = await hedgedMatchOdds(p, q);
    const bm = await bookmakerBets(ev.eventId, p);
    expect(await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ev.selections[0] })).toEqual({ status: 'settled' });
    expect(await remaining(p)).toBe(required);
    expect(await acted(t.app, staff, bm.marketId, 'settle', { winner_selection_id: bm.bd })).toEqual({ status: 'settled' });
    expect(await remaining(p)).toBe(required - 60000n);
  });
});
