import type { Static } from '../shared/route-schema';
import { MESSAGES, bookmakerFill, fancyExposure, fancyFill, oddsOf, toHundredths, type Bet, type FancyBet } from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { StakePipeline } from '../wallet/stakes';
import type { BookmakerCommand, FancyCommand } from './commands';
import type { ExchangeRepository } from './exchange.repository';
import type { BookmakerBody, FancyBody } from './exchange.schemas';
import { readAmount, readId, readRequestId, readSide } from './input';
import type { MarketState } from './market-state';
import { requireOpen, stakeLimits, type Changes, type MarketAt, type MarketRow, type Submit, type TxBalances } from './market-work';
import { betView, type BetView } from './views';

export type BookmakerBetInput = Static<typeof BookmakerBody>;
export type FancyBetInput = Static<typeof FancyBody>;

/**
 * Bookmaker and Fancy: the house is the other side of every bet, at its own prices (Bookmaker) or lines and rates
 * (Fancy), up to its exposure limit on the market. The request side (checks, the preflight against the market, the
 * house's in-play delay, then the market's writer) and the writer's work.
 */
export class HouseBets {
  constructor(
    private readonly db: Db,
    private readonly repo: ExchangeRepository,
    private readonly pipeline: StakePipeline,
    private readonly balances: TxBalances,
    private readonly writer: { submit: Submit; delay: (ms: number) => Promise<void> },
  ) {}

  // ================================================================ the request side

  async placeBookmakerBet(playerId: bigint, currency: string, input: BookmakerBetInput): Promise<BetView> {
    const marketId = readId(input.market_id, 'market_id');
    const selectionId = readId(input.selection_id, 'selection_id');
    const side = readSide(input.side, ['back', 'lay'] as const);
    const price = input.price === undefined ? null : toHundredths(input.price);
    if (price === null || price < 101) throw AppError.validation({ price: [MESSAGES.valueInvalid] });
    const stake = readAmount(input.stake, 'stake');
    const requestId = readRequestId(input.request_id);
    const existing = await this.repo.betByRequest(this.db, playerId, requestId);
    if (existing) return betView(existing);
    const m = await this.preflight(marketId, 'bookmaker', currency, stake);
    // The house's own price: taken at once unless the operator gave the sport's Bookmaker and Fancy bets a delay
    // (`house_bet_delay_<sport>_ms`, 0 by default, copied to the market's bet_delay_ms); then at the price shown or
    // a better one (bookmakerFill).
    if (m.in_play && m.bet_delay_ms > 0) await this.writer.delay(m.bet_delay_ms);
    return this.writer.submit({ type: 'bookmaker', marketId, playerId, selectionId, side, price, stake, requestId });
  }

  async placeFancyBet(playerId: bigint, currency: string, input: FancyBetInput): Promise<BetView> {
    const marketId = readId(input.fancy_id, 'fancy_id');
    const side = readSide(input.side, ['yes', 'no'] as const);
    const line = Number(input.line);
    const rate = Number(input.rate);
    if (!Number.isInteger(line)) throw AppError.validation({ line: [MESSAGES.valueInvalid] });
    if (!Number.isInteger(rate) || rate < 1) throw AppError.validation({ rate: [MESSAGES.valueInvalid] });
    const stake = readAmount(input.stake, 'stake');
    const requestId = readRequestId(input.request_id);
    const existing = await this.repo.betByRequest(this.db, playerId, requestId);
    if (existing) return betView(existing);
    const m = await this.preflight(marketId, 'fancy', currency, stake);
    // As for Bookmaker bets: the house's in-play delay (0 by default), then the line and rate shown or better ones.
    if (m.in_play && m.bet_delay_ms > 0) await this.writer.delay(m.bet_delay_ms);
    return this.writer.submit({ type: 'fancy', marketId, playerId, side, line, rate, stake, requestId });
  }

  private async preflight(marketId: bigint, kind: 'bookmaker' | 'fancy', currency: string, stake: bigint): Promise<MarketRow> {
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    if (m.kind !== kind) throw AppError.badRequest(MESSAGES.exchangeWrongMarketKind);
    if (m.currency !== currency) throw AppError.badRequest(MESSAGES.exchangeWrongCurrency);
    requireOpen(m, true);
    stakeLimits(m, stake);
    return m;
  }

  // ================================================================ the writer's work

  async bookmaker(tx: Tx, row: MarketAt, state: MarketState, ch: Changes, c: BookmakerCommand): Promise<BetView> {
    const { playerId, requestId, selectionId, side, stake } = c;
    const existing = await this.repo.betByRequest(tx, playerId, requestId);
    if (existing) return betView(existing);
    requireOpen(row, true);
    const runners = await this.repo.runners(tx, row.id);
    const r = runners.find((x) => x.selection_id === selectionId);
    if (!r) throw AppError.validation({ selection_id: [MESSAGES.exchangeUnknownSelection] }, MESSAGES.exchangeUnknownSelection);
    const current = side === 'back' ? r.back_price : r.lay_price;
    if (r.suspended || current === null) throw new AppError('market_unavailable', MESSAGES.exchangeMarketSuspended);
    // Taken at the price asked or a better one for the player, at the price shown now (the bet's price is the matched one).
    const fill = bookmakerFill(side, c.price, current);
    if (!fill.ok) throw new AppError('price_changed', MESSAGES.exchangePriceChanged, undefined, undefined, { price: oddsOf(current) });
    const shown = fill.matched;
    stakeLimits(row.market, stake);
    const runner = state.runnerOf(selectionId);
    const bet: Bet = { runner, side, price: shown, size: stake };
    if (state.houseExposure({ bet }) > (row.market.max_exposure ?? 0n)) throw new AppError('limit_reached', MESSAGES.exchangeLimitReached);
    const need = state.exposureIfMatched(playerId, bet) - state.player(playerId).held;
    await this.pipeline.guard(tx, { playerId, amount: need > 0n ? need : 0n, product: row.market.kind === 'fancy' ? 'fancy' : 'bookmaker', reference: `xch:${row.market.id}` });
    await this.balances.require(tx, playerId, row.market.currency, need);
    const ins = await this.repo.insertBet(tx, { marketId: row.id, playerId, selectionId, side, price: shown, line: null, stake, requestId });
    if (!ins) return betView((await this.repo.betByRequest(tx, playerId, requestId))!);
    state.addMatched(runner, shown, stake, side === 'back' ? playerId : null, side === 'lay' ? playerId : null);
    ch.players.add(playerId);
    ch.matched += stake;
    return betView(ins);
  }

  async fancy(tx: Tx, row: MarketAt, state: MarketState, ch: Changes, c: FancyCommand): Promise<BetView> {
    const { playerId, requestId, side, stake } = c;
    const existing = await this.repo.betByRequest(tx, playerId, requestId);
    if (existing) return betView(existing);
    requireOpen(row, true);
    const m = row.market;
    const quote = side === 'yes' ? { line: m.yes_line!, rate: m.yes_rate! } : { line: m.no_line!, rate: m.no_rate! };
    // Taken at the line and rate asked or better ones for the player, at the quote shown now (stored on the bet).
    const fill = fancyFill(side, { line: c.line, rate: c.rate }, quote);
    if (!fill.ok) throw new AppError('price_changed', MESSAGES.exchangePriceChanged, undefined, undefined, quote);
    const { line, rate } = fill.matched;
    stakeLimits(m, stake);
    const bet: FancyBet = { side, line, rate, stake };
    if (state.houseExposure({ fancy: bet }) > (m.max_exposure ?? 0n)) throw new AppError('limit_reached', MESSAGES.exchangeLimitReached);
    const need = fancyExposure([...state.fancyOf(playerId), bet]) - state.player(playerId).held;
    await this.pipeline.guard(tx, { playerId, amount: need > 0n ? need : 0n, product: row.market.kind === 'fancy' ? 'fancy' : 'bookmaker', reference: `xch:${row.market.id}` });
    await this.balances.require(tx, playerId, m.currency, need);
    const ins = await this.repo.insertBet(tx, { marketId: row.id, playerId, selectionId: null, side, price: rate, line, stake, requestId });
    if (!ins) return betView((await this.repo.betByRequest(tx, playerId, requestId))!);
    state.addFancy(playerId, bet);
    ch.players.add(playerId);
    ch.matched += stake;
    return betView(ins);
  }
}
