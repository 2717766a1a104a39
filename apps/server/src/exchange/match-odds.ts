import type { Static } from '../shared/route-schema';
import { MESSAGES, isOnLadder, toHundredths } from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { TransferInput, WalletService } from '../wallet/wallet.service';
import type { StakePipeline } from '../wallet/stakes';
import type { CancelCommand, PlaceCommand, PricesCommand, RequoteCommand, Side } from './commands';
import type { ExchangeRepository } from './exchange.repository';
import type { OrderBody } from './exchange.schemas';
import { readAmount, readId, readRequestId, readSide } from './input';
import type { MarketState, OpenOrder } from './market-state';
import { closedStatuses, requireOpen, stakeLimits, type Changes, type MarketAt, type MarketRow, type Submit, type TxBalances } from './market-work';
import { orderView, type OrderView } from './views';

/** An order's fields as the route's schema lets them through (types checked; presence and form checked here). */
export type PlaceOrderInput = Static<typeof OrderBody>;

/**
 * Match Odds: players trade with players through the market's in-memory book. The request side (checks, the in-play
 * bet delay, then the market's writer) and the writer's work: place, cancel, the market maker's requote, the end of
 * resting orders, and the exposures each change holds in the ledger.
 */
export class MatchOdds {
  constructor(
    private readonly db: Db,
    private readonly repo: ExchangeRepository,
    private readonly wallet: WalletService,
    private readonly pipeline: StakePipeline,
    private readonly balances: TxBalances,
    private readonly writer: { submit: Submit; delay: (ms: number) => Promise<void> },
  ) {}

  // ================================================================ the request side

  async placeOrder(playerId: bigint, currency: string, input: PlaceOrderInput): Promise<OrderView> {
    const marketId = readId(input.market_id, 'market_id');
    const selectionId = readId(input.selection_id, 'selection_id');
    const side = readSide(input.side, ['back', 'lay'] as const);
    const price = input.price === undefined ? null : toHundredths(input.price);
    if (price === null || !isOnLadder(price)) throw new AppError('validation_failed', MESSAGES.exchangeOffLadder, { price: [MESSAGES.exchangeOffLadder] });
    const size = readAmount(input.size, 'size');
    const persistence = input.persistence ?? 'lapse';
    if (persistence !== 'lapse' && persistence !== 'persist') throw AppError.validation({ persistence: [MESSAGES.valueInvalid] });
    const requestId = readRequestId(input.request_id);

    const existing = await this.repo.orderByRequest(this.db, playerId, requestId);
    if (existing) return orderView(existing);
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    if (m.kind !== 'match_odds') throw AppError.badRequest(MESSAGES.exchangeWrongMarketKind);
    if (m.currency !== currency) throw AppError.badRequest(MESSAGES.exchangeWrongCurrency);
    requireOpen(m);
    stakeLimits(m, size);
    // In play, an order waits out the sport's bet delay before it reaches the book (and is refused if the market was
    // suspended meanwhile): nobody can bet on what they saw on television before the price moved.
    if (m.in_play && m.bet_delay_ms > 0) await this.writer.delay(m.bet_delay_ms);
    return this.writer.submit({ type: 'place', marketId, playerId, selectionId, side, price, size, persistence, requestId });
  }

  async cancelOrder(playerId: bigint, orderIdRaw: string): Promise<OrderView> {
    const orderId = readId(orderIdRaw, 'id');
    const o = await this.repo.order(this.db, orderId);
    if (!o) throw AppError.notFound(MESSAGES.exchangeOrderNotFound);
    if (o.player_id !== playerId) throw AppError.forbidden(MESSAGES.exchangeNotYourOrder);
    if (o.status !== 'executable') return orderView(o);
    return this.writer.submit({ type: 'cancel', marketId: o.market_id, orderId });
  }

  // ================================================================ the writer's work

  async place(tx: Tx, row: MarketAt, state: MarketState, ch: Changes, c: PlaceCommand): Promise<OrderView> {
    const { playerId, requestId } = c;
    const existing = await this.repo.orderByRequest(tx, playerId, requestId);
    if (existing) return orderView(existing);
    requireOpen(row);
    const runner = state.runnerOf(c.selectionId);
    if (runner < 0) throw AppError.validation({ selection_id: [MESSAGES.exchangeUnknownSelection] }, MESSAGES.exchangeUnknownSelection);
    const added = state.exposureWith(playerId, { runner, side: c.side, price: c.price, size: c.size }) - state.player(playerId).held;
    await this.pipeline.guard(tx, { playerId, amount: added > 0n ? added : 0n, product: 'exchange', reference: `xch:${row.market.id}` });
    const order = await this.placeOne(tx, row.market, state, ch, { playerId, runner, side: c.side, price: c.price, size: c.size, persistence: c.persistence, requestId });
    return orderView((await this.repo.order(tx, order))!);
  }

  /** Checks the funds, records the order, matches it, records the fills. Returns the order id. */
  private async placeOne(
    tx: Tx,
    m: MarketRow,
    state: MarketState,
    ch: Changes,
    o: { playerId: bigint; runner: number; side: Side; price: number; size: bigint; persistence: 'lapse' | 'persist'; requestId: string },
  ): Promise<bigint> {
    // The worst case with the whole order unmatched bounds the worst case after matching (a fill only ever replaces
    // an unmatched loss by the same matched loss and a gain), so checking it first means the ledger move cannot fail.
    const bound = state.exposureWith(o.playerId, { runner: o.runner, side: o.side, price: o.price, size: o.size });
    await this.balances.require(tx, o.playerId, m.currency, bound - state.player(o.playerId).held);
    ch.mutated = true;
    const ins = await this.repo.insertOrder(tx, {
      marketId: m.id,
      selectionId: state.selections[o.runner]!,
      playerId: o.playerId,
      side: o.side,
      price: o.price,
      size: o.size,
      persistence: o.persistence,
      requestId: o.requestId,
    });
    if (!ins) return (await this.repo.orderByRequest(tx, o.playerId, o.requestId))!.id;
    const { fills, remaining } = state.place({ id: ins.id, player: o.playerId, runner: o.runner, side: o.side, price: o.price, remaining: o.size, persistence: o.persistence });
    ch.players.add(o.playerId);
    if (fills.length > 0) {
      const selectionId = state.selections[o.runner]!;
      const updates: { id: bigint; matched: bigint; value: bigint; complete: boolean }[] = [];
      let matched = 0n;
      let value = 0n;
      for (const f of fills) {
        ch.players.add(f.maker.player);
        updates.push({ id: f.maker.id, matched: f.size, value: f.size * BigInt(f.price), complete: f.makerRemaining === 0n });
        matched += f.size;
        value += f.size * BigInt(f.price);
      }
      updates.push({ id: ins.id, matched, value, complete: remaining === 0n });
      await this.repo.insertFills(
        tx,
        fills.map((f) => ({
          marketId: m.id,
          selectionId,
          price: f.price,
          size: f.size,
          backOrderId: o.side === 'back' ? ins.id : f.maker.id,
          layOrderId: o.side === 'lay' ? ins.id : f.maker.id,
        })),
      );
      await this.repo.applyOrderFills(tx, updates);
      ch.matched += matched;
    }
    return ins.id;
  }

  async cancel(tx: Tx, _row: MarketAt, state: MarketState, ch: Changes, c: CancelCommand): Promise<OrderView> {
    ch.mutated = true;
    const removed = state.cancel(c.orderId);
    const o = (await this.repo.order(tx, c.orderId))!;
    if (removed > 0n) {
      await this.repo.closeOrders(tx, [{ id: c.orderId, amount: removed }], 'cancelled');
      ch.players.add(o.player_id);
    }
    return orderView((await this.repo.order(tx, c.orderId))!);
  }

  /** Ends the unmatched part of every resting order that `which` selects (the in-play turn, closing, settling). */
  async endOrders(tx: Tx, state: MarketState, ch: Changes, which: (o: OpenOrder) => boolean, status: 'cancelled' | 'lapsed'): Promise<void> {
    const ended: { id: bigint; amount: bigint }[] = [];
    for (const o of [...state.orders.values()]) {
      if (!which(o)) continue;
      ended.push({ id: o.id, amount: state.cancel(o.id) });
      ch.players.add(o.player);
    }
    await this.repo.closeOrders(tx, ended, status);
  }

  /** The market maker's quotes: its resting orders replaced by these, each quote's exposure held before the next. */
  async requote(tx: Tx, row: MarketAt, state: MarketState, ch: Changes, c: RequoteCommand): Promise<{ placed: number }> {
    const { playerId } = c;
    await this.endOrders(tx, state, ch, (o) => o.player === playerId, 'cancelled');
    if (row.status !== 'open') return { placed: 0 };
    let placed = 0;
    for (const [i, q] of c.quotes.entries()) {
      const bound = state.exposureWith(playerId, { runner: q.runner, side: q.side, price: q.price, size: q.size });
      // The maker quotes what its balance covers; the rest of the ladder simply stays empty.
      if (bound - state.player(playerId).held > (await this.wallet.balanceOf(playerId, row.market.currency, tx))) continue;
      this.balances.forget(tx);
      await this.placeOne(tx, row.market, state, ch, {
        playerId,
        runner: q.runner,
        side: q.side,
        price: q.price,
        size: q.size,
        persistence: 'persist',
        requestId: `mm:${row.id}:${row.version}:${i}`,
      });
      // Each quote's exposure is held before the next is checked against the balance.
      await this.syncExposures(tx, row.market, state, ch, `v${row.version}q${i}`);
      placed++;
    }
    return { placed };
  }

  /** Bookmaker prices and flags, Fancy lines and flags (the feed or the operator). */
  async prices(tx: Tx, row: MarketAt, ch: Changes, c: PricesCommand): Promise<object> {
    if (closedStatuses.has(row.status)) throw new AppError('market_unavailable', MESSAGES.exchangeMarketClosed);
    if (c.runners) {
      const own = new Set((await this.repo.runners(tx, row.id)).map((r) => r.selection_id));
      for (const r of c.runners) {
        if (!own.has(r.selectionId)) throw AppError.validation({ selection_id: [MESSAGES.exchangeUnknownSelection] }, MESSAGES.exchangeUnknownSelection);
        await this.repo.setRunnerPrices(tx, r.selectionId, { backPrice: r.back, layPrice: r.lay, suspended: r.suspended });
      }
    }
    ch.bump = { fancy: c.fancy, ballRunning: c.ballRunning };
    return {};
  }

  /** Moves each touched player's exposure in the ledger to their worst case now (main wallet <-> exposure account). */
  async syncExposures(tx: Tx, m: MarketRow, state: MarketState, ch: Changes, key: string): Promise<void> {
    const rows: { playerId: bigint; currency: string; exposure: bigint }[] = [];
    const moves: TransferInput[] = [];
    for (const id of ch.players) {
      const p = state.player(id);
      const now = ch.settled ? 0n : state.exposure(id);
      if (now === p.held) continue;
      if (!ch.settled) {
        const delta = now - p.held;
        const main = { player: id, currency: m.currency };
        const hold = { exposure: id, currency: m.currency };
        moves.push({
          from: delta > 0n ? main : hold,
          to: delta > 0n ? hold : main,
          amount: delta > 0n ? delta : -delta,
          reason: 'exchange.exposure',
          reference: `market:${m.id}`,
          idempotencyKey: `xch:m${m.id}:${key}:p${id}`,
        });
      }
      p.held = now;
      rows.push({ playerId: id, currency: m.currency, exposure: now });
    }
    // One set of statements for every player of the batch; the accounts are locked in id order inside it.
    await this.wallet.transferMany(tx, moves);
    await this.repo.setExposures(tx, m.id, rows);
  }
}
