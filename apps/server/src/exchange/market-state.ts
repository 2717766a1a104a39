import {
  LADDER_SIZE,
  exposureOf,
  fancyExposure,
  fancyBookPnl,
  priceAtTick,
  tickOf,
  winAmount,
  type Bet,
  type BetSide,
  type FancyBet,
} from '@khela/domain';
import { OrderBook, type Side } from './engine/order-book';

/**
 * The in-memory state of one market: what its single writer (the process holding the market's lease) needs to decide
 * a command without asking the database. Pure: no I/O. The database is the truth; this is rebuilt from it on start,
 * after a failed command, and whenever the market's version in the database is not the one this state was built at.
 */

export interface OpenOrder {
  id: bigint;
  player: bigint;
  runner: number;
  side: BetSide;
  price: number;
  remaining: bigint;
  persistence: 'lapse' | 'persist';
}

export interface MatchFill {
  /** The resting order. */
  maker: OpenOrder;
  /** Size of this fill and the maker's remainder after it. */
  size: bigint;
  price: number;
  makerRemaining: bigint;
}

interface PlayerBook {
  /** Profit or loss per runner (Match Odds, Bookmaker) over matched bets. */
  pnl: bigint[];
  /** Unmatched orders (Match Odds). */
  open: Set<bigint>;
  /** Fancy bets. */
  fancy: FancyBet[];
  /** What the ledger holds for this market now (exchange_positions.exposure). */
  held: bigint;
}

/** The exchange side of the engine: a lay is a bid (it takes backs at or below its price), a back an ask. */
const engineSide = (side: BetSide): Side => (side === 'lay' ? 'buy' : 'sell');

export class MarketState {
  readonly books: OrderBook[];
  readonly orders = new Map<bigint, OpenOrder>();
  readonly players = new Map<bigint, PlayerBook>();
  /** The house's profit or loss per runner (Bookmaker) — the negative of the players' sum. */
  readonly housePnl: bigint[];
  /** Every open fancy bet, for the house's worst case. */
  readonly houseFancy: FancyBet[] = [];

  constructor(
    readonly kind: 'match_odds' | 'bookmaker' | 'fancy',
    /** Selection ids in runner order (empty for Fancy). */
    readonly selections: bigint[],
    public version: bigint,
  ) {
    this.books = kind === 'match_odds' ? selections.map(() => new OrderBook({ minPrice: 0, maxPrice: LADDER_SIZE - 1 })) : [];
    this.housePnl = selections.map(() => 0n);
  }

  runnerOf(selectionId: bigint): number {
    return this.selections.indexOf(selectionId);
  }

  player(id: bigint): PlayerBook {
    let p = this.players.get(id);
    if (!p) this.players.set(id, (p = { pnl: this.selections.map(() => 0n), open: new Set(), fancy: [], held: 0n }));
    return p;
  }

  private unmatchedOf(p: PlayerBook, extra?: Bet): Bet[] {
    const list: Bet[] = [];
    for (const id of p.open) {
      const o = this.orders.get(id)!;
      list.push({ runner: o.runner, side: o.side, price: o.price, size: o.remaining });
    }
    if (extra) list.push(extra);
    return list;
  }

  /** The player's worst-case loss in this market now (what the ledger must hold). */
  exposure(playerId: bigint): bigint {
    const p = this.players.get(playerId);
    if (!p) return 0n;
    if (this.kind === 'fancy') return fancyExposure(p.fancy);
    return exposureOf(p.pnl, this.unmatchedOf(p));
  }

  /** The worst case if `bet` were added unmatched (an upper bound of the exposure after placing it). */
  exposureWith(playerId: bigint, bet: Bet): bigint {
    return exposureOf(this.player(playerId).pnl, this.unmatchedOf(this.player(playerId), bet));
  }

  /** The worst case if `bet` were matched now against the house (Bookmaker). */
  exposureIfMatched(playerId: bigint, bet: Bet): bigint {
    const pnl = [...this.player(playerId).pnl];
    const win = winAmount(bet.price, bet.size);
    const sign = bet.side === 'back' ? 1n : -1n;
    for (let r = 0; r < pnl.length; r++) pnl[r]! += sign * (r === bet.runner ? win : -bet.size);
    return exposureOf(pnl, []);
  }

  /** Records a matched bet between a backer and a layer (or the house: null) on a runner. */
  addMatched(runner: number, price: number, size: bigint, back: bigint | null, lay: bigint | null): void {
    const win = winAmount(price, size);
    for (const [who, sign] of [
      [back, 1n],
      [lay, -1n],
    ] as const) {
      const pnl = who === null ? this.housePnl : this.player(who).pnl;
      for (let r = 0; r < pnl.length; r++) pnl[r]! += sign * (r === runner ? win : -size);
    }
  }

  addFancy(playerId: bigint, bet: FancyBet): void {
    this.player(playerId).fancy.push(bet);
    this.houseFancy.push(bet);
  }

  /** The house's worst-case loss (>= 0) on this Bookmaker or Fancy market, with `extra` added for one player. */
  houseExposure(extra?: { bet?: Bet; fancy?: FancyBet }): bigint {
    if (this.kind === 'fancy') {
      const bets = extra?.fancy ? [...this.houseFancy, extra.fancy] : this.houseFancy;
      // The house's P&L is minus the sum of the players'; evaluate at every breakpoint.
      const points = new Set<number>([0]);
      for (const b of bets) {
        points.add(b.line);
        points.add(b.line - 1);
      }
      let worst = 0n;
      for (const x of points) {
        const housePnl = -fancyBookPnl(bets, x);
        if (-housePnl > worst) worst = -housePnl;
      }
      return worst;
    }
    const pnl = [...this.housePnl];
    if (extra?.bet) {
      const { runner, side, price, size } = extra.bet;
      const win = winAmount(price, size);
      // The house takes the other side of the player's bet.
      const sign = side === 'back' ? -1n : 1n;
      for (let r = 0; r < pnl.length; r++) pnl[r]! += sign * (r === runner ? win : -size);
    }
    return exposureOf(pnl, []);
  }

  /**
   * Places an order: matches it against the other side at the resting orders' prices (price-time priority), records
   * the fills, and rests the remainder. Returns the fills and the remainder.
   */
  place(order: OpenOrder): { fills: MatchFill[]; remaining: bigint } {
    const book = this.books[order.runner]!;
    const tick = tickOf(order.price);
    const result = book.place(Number(order.id), engineSide(order.side), tick, Number(order.remaining), Number(order.player));
    const fills: MatchFill[] = [];
    for (const f of result.fills) {
      const maker = this.orders.get(BigInt(f.makerId))!;
      const size = BigInt(f.size);
      const price = priceAtTick(f.price);
      maker.remaining = BigInt(f.makerRemaining);
      if (maker.remaining === 0n) this.forget(maker);
      const [back, lay] = order.side === 'back' ? [order.player, maker.player] : [maker.player, order.player];
      this.addMatched(order.runner, price, size, back, lay);
      fills.push({ maker, size, price, makerRemaining: maker.remaining });
    }
    const remaining = BigInt(result.remaining);
    if (remaining > 0n) {
      const resting = { ...order, remaining };
      this.orders.set(order.id, resting);
      this.player(order.player).open.add(order.id);
    } else {
      this.player(order.player);
    }
    return { fills, remaining };
  }

  /** Rests an order without matching (rebuilding from the database, in time order). */
  restore(order: OpenOrder): void {
    this.books[order.runner]!.restore(Number(order.id), engineSide(order.side), tickOf(order.price), Number(order.remaining), Number(order.player));
    this.orders.set(order.id, { ...order });
    this.player(order.player).open.add(order.id);
  }

  /** Removes the unmatched part of an order; returns it (0 when the order is not resting). */
  cancel(id: bigint): bigint {
    const o = this.orders.get(id);
    if (!o) return 0n;
    this.books[o.runner]!.cancel(Number(id));
    this.forget(o);
    return o.remaining;
  }

  private forget(o: OpenOrder): void {
    this.orders.delete(o.id);
    this.players.get(o.player)?.open.delete(o.id);
  }

  /** Best three (or `levels`) prices and sizes to back and to lay per runner, in the spec's shape. */
  depth(levels = 3): { back: { price: number; size: bigint }[]; lay: { price: number; size: bigint }[] }[] {
    return this.books.map((b) => ({
      // Available to back: the resting lays (bids), highest first. Available to lay: the resting backs, lowest first.
      back: b.depth('buy', levels).map((l) => ({ price: priceAtTick(l.price), size: BigInt(l.size) })),
      lay: b.depth('sell', levels).map((l) => ({ price: priceAtTick(l.price), size: BigInt(l.size) })),
    }));
  }

  /** Players with anything in this market. */
  playerIds(): bigint[] {
    return [...this.players.keys()];
  }

  pnlOf(playerId: bigint): bigint[] {
    return this.players.get(playerId)?.pnl ?? this.selections.map(() => 0n);
  }

  fancyOf(playerId: bigint): FancyBet[] {
    return this.players.get(playerId)?.fancy ?? [];
  }
}
