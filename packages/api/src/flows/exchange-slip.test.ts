import { describe, expect, it } from 'vitest';
import type { ExchangeBet, ExchangeOrder } from '@khela/domain';
import type { ApiError } from '../baseQuery';
import { SubmissionId } from '../requestId';
import {
  betTaken,
  draftFigures,
  orderFill,
  placeSlip,
  slipDraftKey,
  slipEffect,
  slipRefusal,
  slipRequest,
  slipStake,
  slipStakeLimit,
  type SlipCalls,
  type SlipDraft,
  type SlipPick,
} from './exchange-slip';

const order = (o: Partial<ExchangeOrder>): ExchangeOrder =>
  ({
    id: '9',
    market_id: '1.1',
    selection_id: '11',
    side: 'back',
    price: 2,
    size: '100.00',
    status: 'execution_complete',
    size_matched: '100.00',
    size_remaining: '0.00',
    size_cancelled: '0.00',
    avg_price_matched: 2,
    persistence: 'lapse',
    request_id: 'r',
    ...o,
  }) as ExchangeOrder;

const bet = (b: Partial<ExchangeBet>): ExchangeBet =>
  ({ id: '5', market_id: 'bm1', selection_id: '7', side: 'back', price: 1.9, line: null, rate: null, stake: '50.00', status: 'open', profit_loss: null, request_id: 'r', created_at: '', ...b }) as ExchangeBet;

const back: SlipPick = { kind: 'match_odds', marketId: '1.1', selectionId: '11', side: 'back', price: 2.5 };
const bookmaker: SlipPick = { kind: 'bookmaker', marketId: 'bm1', selectionId: '7', side: 'lay' };
const fancy: SlipPick = { kind: 'fancy', marketId: 'f1', side: 'no' };

describe('exchange slip: the stake', () => {
  it('reads a stake above zero, else null', () => {
    expect(slipStake(' 100 ')).toBe(10000n);
    expect(slipStake('12.5')).toBe(1250n);
    expect(slipStake('')).toBeNull();
    expect(slipStake('0')).toBeNull();
    expect(slipStake('1.2.3')).toBeNull();
  });
  it("names the market's limit a stake breaks", () => {
    expect(slipStakeLimit(500n, '10.00', '1000.00')).toEqual({ kind: 'belowMin', amount: '10.00' });
    expect(slipStakeLimit(100001n, '10.00', '1000.00')).toEqual({ kind: 'aboveMax', amount: '1000.00' });
    expect(slipStakeLimit(1000n, '10.00', '1000.00')).toBeNull();
    expect(slipStakeLimit(null, '10.00', '1000.00')).toBeNull();
    expect(slipStakeLimit(1n, undefined, null)).toBeNull();
  });
});

describe('exchange slip: the figures', () => {
  it('back and lay at the price asked (hundredths)', () => {
    expect(draftFigures(back, 250, {}, 10000n)).toEqual({ profit: 15000n, liability: 10000n });
    expect(draftFigures({ ...back, side: 'lay' }, 250, {}, 10000n)).toEqual({ profit: 10000n, liability: 15000n });
    expect(draftFigures(back, 100, {}, 10000n)).toBeNull();
    expect(draftFigures(back, 250, {}, null)).toBeNull();
  });
  it('Bookmaker at the quoted odds, Fancy at the rate', () => {
    expect(draftFigures(bookmaker, 0, { price: 1.9 }, 10000n)).toEqual({ profit: 10000n, liability: 9000n });
    expect(draftFigures(bookmaker, 0, {}, 10000n)).toBeNull();
    expect(draftFigures(fancy, 0, { line: 45, rate: 90 }, 10000n)).toEqual({ profit: 10000n, liability: 9000n });
    expect(draftFigures({ ...fancy, side: 'yes' }, 0, { line: 45, rate: 110 }, 10000n)).toEqual({ profit: 11000n, liability: 10000n });
    expect(draftFigures(fancy, 0, { line: 45, rate: 0 }, 10000n)).toBeNull();
  });
  it("gives the positions' effect of the draft on its own market", () => {
    const f = { profit: 15000n, liability: 10000n };
    expect(slipEffect(back, f, '1.1', '11')).toBe(15000n);
    expect(slipEffect(back, f, '1.1', '12')).toBe(-10000n);
    expect(slipEffect({ ...back, side: 'lay' }, f, '1.1', '11')).toBe(-10000n);
    expect(slipEffect({ ...back, side: 'lay' }, f, '1.1', '12')).toBe(15000n);
    expect(slipEffect(back, f, '1.2', '11')).toBeNull();
    expect(slipEffect(fancy, f, 'f1', '11')).toBeNull();
    expect(slipEffect(back, null, '1.1', '11')).toBeNull();
  });
});

describe('exchange slip: the request', () => {
  const draft = (d: Partial<SlipDraft>): SlipDraft => ({ pick: back, price: 260, quote: {}, stake: 10000n, persist: false, ...d });
  it('an order at the price asked, with keep-in-play', () => {
    expect(slipRequest(draft({ persist: true }), 'id1')).toEqual({
      kind: 'order',
      body: { market_id: '1.1', selection_id: '11', side: 'back', price: 2.6, size: '100.00', persistence: 'persist', request_id: 'id1' },
    });
  });
  it('a Bookmaker or Fancy bet at its quote, none without one', () => {
    expect(slipRequest(draft({ pick: bookmaker, quote: { price: 1.9 } }), 'id2')).toEqual({
      kind: 'bookmaker',
      body: { market_id: 'bm1', selection_id: '7', side: 'lay', price: 1.9, stake: '100.00', request_id: 'id2' },
    });
    expect(slipRequest(draft({ pick: fancy, quote: { line: 45, rate: 90 } }), 'id3')).toEqual({
      kind: 'fancy',
      body: { fancy_id: 'f1', side: 'no', line: 45, rate: 90, stake: '100.00', request_id: 'id3' },
    });
    expect(slipRequest(draft({ pick: bookmaker, quote: {} }), 'x')).toBeNull();
    expect(slipRequest(draft({ pick: fancy, quote: { line: 45 } }), 'x')).toBeNull();
  });
  it('keeps one request id per bet until it is answered; a changed bet gets a new one', () => {
    const ids = new SubmissionId();
    const first = ids.take(slipDraftKey(draft({})));
    expect(ids.take(slipDraftKey(draft({}))).id).toBe(first.id);
    expect(ids.take(slipDraftKey(draft({ stake: 10001n }))).id).not.toBe(first.id);
    const price = ids.take(slipDraftKey(draft({ price: 270 })));
    expect(ids.take(slipDraftKey(draft({ price: 270, persist: true }))).id).not.toBe(price.id);
    ids.answered();
    expect(ids.take(slipDraftKey(draft({ price: 270, persist: true }))).retry).toBe(false);
    // The Bookmaker price and Fancy line are part of the bet.
    expect(slipDraftKey(draft({ pick: bookmaker, quote: { price: 1.9 } }))).not.toEqual(slipDraftKey(draft({ pick: bookmaker, quote: { price: 1.8 } })));
  });
});

describe('exchange slip: the receipt', () => {
  it("reads an order's fill", () => {
    expect(orderFill(order({}))).toEqual({
      state: 'matched',
      matched: 10000n,
      remaining: 0n,
      price: 2,
      asked: 2,
      waiting: false,
      figures: { profit: 10000n, liability: 10000n },
    });
    const part = orderFill(order({ status: 'executable', price: 2.2, size_matched: '40.00', size_remaining: '60.00', avg_price_matched: 2.1 }));
    expect(part).toMatchObject({ state: 'partial', matched: 4000n, remaining: 6000n, price: 2.1, asked: 2.2, waiting: true });
    expect(part.figures).toEqual({ profit: 4400n, liability: 4000n });
    expect(orderFill(order({ status: 'executable', size_matched: '0.00', size_remaining: '100.00', avg_price_matched: null, price: 3 }))).toMatchObject({
      state: 'unmatched',
      price: 3,
      figures: null,
    });
    expect(orderFill(order({ status: 'lapsed', size_matched: '0.00', avg_price_matched: null })).state).toBe('lapsed');
    expect(orderFill(order({ status: 'cancelled', size_matched: '0.00', avg_price_matched: null })).state).toBe('cancelled');
  });
  it('reads a bet the house took at its own figures, else the quote', () => {
    expect(betTaken(bet({}), bookmaker, { price: 1.8 })).toEqual({ stake: 5000n, price: 1.9, line: null, rate: null, figures: { profit: 5000n, liability: 4500n } });
    expect(betTaken(bet({ price: null, line: 46, rate: null, side: 'no' }), fancy, { line: 45, rate: 100 })).toEqual({
      stake: 5000n,
      price: null,
      line: 46,
      rate: 100,
      figures: { profit: 5000n, liability: 5000n },
    });
  });
  it('places through the calls and answers the receipt, or the refusal', async () => {
    const sent: unknown[] = [];
    const calls: SlipCalls = {
      placeOrder: (body) => (sent.push(body), Promise.resolve({ order: order({}) })),
      placeBookmakerBet: (body) => (sent.push(body), Promise.resolve({ bet: bet({}) })),
      placeFancyBet: () => Promise.reject(new Error('not this one')),
    };
    const d: SlipDraft = { pick: back, price: 200, quote: {}, stake: 10000n, persist: false };
    const o = await placeSlip(calls, slipRequest(d, 'a')!, d);
    expect(o).toMatchObject({ kind: 'order', fill: { state: 'matched' } });
    const b: SlipDraft = { pick: bookmaker, price: 0, quote: { price: 1.9 }, stake: 5000n, persist: false };
    expect(await placeSlip(calls, slipRequest(b, 'b')!, b)).toMatchObject({ kind: 'bet', taken: { stake: 5000n, price: 1.9 } });
    expect(sent).toHaveLength(2);

    const err: ApiError = { status: 409, message: 'Market is suspended', errors: {} };
    expect(slipRefusal({}, () => err, () => null)).toEqual({ kind: 'refused', protection: null, message: 'Market is suspended' });
    const protection = { code: 'self_excluded' } as never;
    expect(slipRefusal({}, () => ({ ...err, message: null }), () => protection)).toEqual({ kind: 'refused', protection, message: null });
  });
});
