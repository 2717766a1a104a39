import { oddsOf, toHundredths, toWire, tryParseMoney, winAmount, type ExchangeBet, type ExchangeOrder, type Poisha, type ProtectionRefusalBody } from '@khela/domain';
import type { ApiError } from '../baseQuery';
import type { PlaceBookmakerBetRequest, PlaceFancyBetRequest, PlaceOrderRequest } from '../exchange/api';

/**
 * The exchange bet slip's rules, shared by the phone's odds view and the desktop's bet slip (`useExchangeSlip` holds
 * the state and places the bet through them): what was tapped, the stake, the figures, the request, the receipt.
 * Each app draws the slip and words what is here.
 */

/**
 * What the slip was opened on. Match Odds carries the decimal odds tapped (the slip then asks its own price, on the
 * ladder); Bookmaker and Fancy are placed at a quote (what the row shows, given to `place`). The apps add what they
 * draw (the runner's name, the event, the limits).
 */
export type SlipPick =
  | { kind: 'match_odds'; marketId: string; selectionId: string; side: 'back' | 'lay'; price: number }
  | { kind: 'bookmaker'; marketId: string; selectionId: string; side: 'back' | 'lay' }
  | { kind: 'fancy'; marketId: string; side: 'yes' | 'no' };

/** The figures a Bookmaker or Fancy bet is placed at: its decimal odds, or its line and rate. */
export interface SlipQuote {
  price?: number | null;
  line?: number | null;
  rate?: number | null;
}

/** What a bet wins if it wins (`profit`) and loses if it loses (`liability`), in poisha. */
export interface SlipFigures {
  profit: Poisha;
  liability: Poisha;
}

/** The stake typed, in poisha; null when empty, unreadable or not above zero. */
export function slipStake(text: string): Poisha | null {
  const p = tryParseMoney(text.trim() === '' ? null : text.trim());
  return p !== null && p > 0n ? p : null;
}

/** A stake outside the market's limits (wire amounts, "10.00"): which limit, and its amount; null inside or unknown. */
export function slipStakeLimit(
  stake: Poisha | null,
  min: string | null | undefined,
  max: string | null | undefined,
): { kind: 'belowMin'; amount: string } | { kind: 'aboveMax'; amount: string } | null {
  if (stake === null) return null;
  const minP = tryParseMoney(min ?? null);
  const maxP = tryParseMoney(max ?? null);
  if (minP !== null && stake < minP) return { kind: 'belowMin', amount: min! };
  if (maxP !== null && stake > maxP) return { kind: 'aboveMax', amount: max! };
  return null;
}

/** Back or lay `stake` at `price` (hundredths): a back wins the price's return and risks the stake; a lay the other way. */
export function backLayFigures(side: 'back' | 'lay', price: number, stake: Poisha): SlipFigures | null {
  if (price <= 100) return null;
  const win = winAmount(price, stake);
  return side === 'back' ? { profit: win, liability: stake } : { profit: stake, liability: win };
}

/** Fancy: YES wins stake × rate/100 and loses the stake; NO wins the stake and loses stake × rate/100. */
export function fancyFigures(side: 'yes' | 'no', rate: number, stake: Poisha): SlipFigures | null {
  if (!(rate > 0)) return null;
  const atRate = (stake * BigInt(Math.round(rate))) / 100n;
  return side === 'yes' ? { profit: atRate, liability: stake } : { profit: stake, liability: atRate };
}

/**
 * The open bet's figures: Match Odds at the slip's price (hundredths), Bookmaker at the quote's odds, Fancy at its rate;
 * null without a stake or a price.
 */
export function draftFigures(pick: SlipPick, price: number, quote: SlipQuote, stake: Poisha | null): SlipFigures | null {
  if (stake === null || stake <= 0n) return null;
  if (pick.kind === 'match_odds') return backLayFigures(pick.side, price, stake);
  if (pick.kind === 'bookmaker') return quote.price ? backLayFigures(pick.side, toHundredths(quote.price) ?? 0, stake) : null;
  return quote.rate ? fancyFigures(pick.side, quote.rate, stake) : null;
}

/**
 * What the draft bet adds to the player's profit if `selectionId` wins, on the market it is on (Match Odds and
 * Bookmaker: the positions' "after this bet"); null for another market or a Fancy line, or without figures.
 */
export function slipEffect(pick: SlipPick, figures: SlipFigures | null, marketId: string, selectionId: string): Poisha | null {
  if (pick.kind === 'fancy' || pick.marketId !== marketId || !figures) return null;
  const mine = pick.selectionId === selectionId;
  if (pick.side === 'back') return mine ? figures.profit : -figures.liability;
  return mine ? -figures.liability : figures.profit;
}

/** The call a slip makes: an order (Match Odds), or a Bookmaker or Fancy bet. */
export type SlipRequest =
  | { kind: 'order'; body: PlaceOrderRequest }
  | { kind: 'bookmaker'; body: PlaceBookmakerBetRequest }
  | { kind: 'fancy'; body: PlaceFancyBetRequest };

/** The bet as it is placed, without its request id: what one request id stands for. */
export interface SlipDraft {
  pick: SlipPick;
  /** Match Odds: the price asked, hundredths. */
  price: number;
  quote: SlipQuote;
  stake: Poisha;
  persist: boolean;
}

/** The values a request id is kept for: the same bet placed again (a lost answer) keeps its id, a changed one gets a new one. */
export function slipDraftKey(d: SlipDraft): unknown[] {
  const p = d.pick;
  const id = p.kind === 'fancy' ? [p.kind, p.marketId, p.side] : [p.kind, p.marketId, p.selectionId, p.side];
  return [...id, p.kind === 'match_odds' ? d.price : null, d.quote.price ?? null, d.quote.line ?? null, d.quote.rate ?? null, toWire(d.stake), d.persist];
}

/** The call for a draft; null when the quote it needs is missing (a Bookmaker bet without odds, a Fancy one without line or rate). */
export function slipRequest(d: SlipDraft, request_id: string): SlipRequest | null {
  const { pick, quote } = d;
  const stake = toWire(d.stake);
  if (pick.kind === 'match_odds') {
    return {
      kind: 'order',
      body: {
        market_id: pick.marketId,
        selection_id: pick.selectionId,
        side: pick.side,
        price: oddsOf(d.price),
        size: stake,
        persistence: d.persist ? 'persist' : 'lapse',
        request_id,
      },
    };
  }
  if (pick.kind === 'bookmaker') {
    if (quote.price === null || quote.price === undefined) return null;
    return { kind: 'bookmaker', body: { market_id: pick.marketId, selection_id: pick.selectionId, side: pick.side, price: quote.price, stake, request_id } };
  }
  if (quote.line === null || quote.line === undefined || quote.rate === null || quote.rate === undefined) return null;
  return { kind: 'fancy', body: { fancy_id: pick.marketId, side: pick.side, line: quote.line, rate: quote.rate, stake, request_id } };
}

/** An order's fill, as a receipt shows it. */
export interface OrderFill {
  /** matched: all of it (or whatever matched before it ended); partial: some, the rest waits; unmatched: none yet; lapsed / cancelled: none, final. */
  state: 'matched' | 'partial' | 'unmatched' | 'lapsed' | 'cancelled';
  matched: Poisha;
  remaining: Poisha;
  /** The average matched price, or the asked price while nothing matched (decimal odds). */
  price: number;
  /** The price asked. */
  asked: number;
  /** Part of it rests in the book (it may be cancelled). */
  waiting: boolean;
  /** The figures of what matched, at its average price; null while nothing matched. */
  figures: SlipFigures | null;
}

export function orderFill(o: ExchangeOrder): OrderFill {
  const matched = tryParseMoney(o.size_matched) ?? 0n;
  const remaining = tryParseMoney(o.size_remaining) ?? 0n;
  const price = o.avg_price_matched ?? o.price;
  let state: OrderFill['state'];
  if (o.status === 'executable') state = matched > 0n ? 'partial' : 'unmatched';
  else if (matched > 0n) state = 'matched';
  else state = o.status === 'lapsed' ? 'lapsed' : o.status === 'cancelled' ? 'cancelled' : 'matched';
  return {
    state,
    matched,
    remaining,
    price,
    asked: o.price,
    waiting: o.status === 'executable' && remaining > 0n,
    figures: matched > 0n ? backLayFigures(o.side, toHundredths(price) ?? 0, matched) : null,
  };
}

/** A Bookmaker or Fancy bet the house took: at the figures it answered (which may beat the quote), else the quote's. */
export interface BetTaken {
  stake: Poisha;
  price: number | null;
  line: number | null;
  rate: number | null;
  figures: SlipFigures | null;
}

export function betTaken(bet: ExchangeBet, pick: SlipPick, quote: SlipQuote): BetTaken {
  const stake = tryParseMoney(bet.stake) ?? 0n;
  const price = bet.price ?? quote.price ?? null;
  const line = bet.line ?? quote.line ?? null;
  const rate = bet.rate ?? quote.rate ?? null;
  return { stake, price, line, rate, figures: draftFigures(pick, 0, { price, line, rate }, stake) };
}

/** What came of the last placement (or cancel): the receipt of an order or a bet, or the refusal. */
export type SlipOutcome =
  | { kind: 'order'; order: ExchangeOrder; fill: OrderFill }
  | { kind: 'bet'; bet: ExchangeBet; taken: BetTaken }
  | {
      kind: 'refused';
      /** Player protection's refusal (a limit, a time-out, an exclusion): the apps word it. */
      protection: ProtectionRefusalBody | null;
      /** The server's English message (translated through `messages`), or null: the apps say it failed. */
      message: string | null;
    };

/** The placing calls, as a slip uses them (the RTK Query mutations' `unwrap`ped triggers). */
export interface SlipCalls {
  placeOrder(body: PlaceOrderRequest): Promise<{ order: ExchangeOrder }>;
  placeBookmakerBet(body: PlaceBookmakerBetRequest): Promise<{ bet: ExchangeBet }>;
  placeFancyBet(body: PlaceFancyBetRequest): Promise<{ bet: ExchangeBet }>;
}

/** The refusal of a failed call. */
export function slipRefusal(err: unknown, toError: (e: unknown) => ApiError, protectionOf: (e: unknown) => ProtectionRefusalBody | null): SlipOutcome {
  return { kind: 'refused', protection: protectionOf(err), message: toError(err).message };
}

/** Makes the call and answers its receipt (a thrown call is the caller's to word: see `slipRefusal`). */
export async function placeSlip(calls: SlipCalls, request: SlipRequest, d: SlipDraft): Promise<SlipOutcome> {
  if (request.kind === 'order') {
    const { order } = await calls.placeOrder(request.body);
    return { kind: 'order', order, fill: orderFill(order) };
  }
  const { bet } = request.kind === 'bookmaker' ? await calls.placeBookmakerBet(request.body) : await calls.placeFancyBet(request.body);
  return { kind: 'bet', bet, taken: betTaken(bet, d.pick, d.quote) };
}
