export type Side = 'buy' | 'sell';

/** One match against a resting (maker) order, at the maker's price. */
export interface Fill {
  makerId: number;
  makerOwner: number;
  price: number;
  size: number;
  /** What the maker still has resting after this fill (0: it is gone from the book). */
  makerRemaining: number;
}

export interface PlaceResult {
  fills: Fill[];
  /** Size left after matching: it rests for place(), it is dropped for market(). */
  remaining: number;
}

export interface RestingOrder {
  id: number;
  side: Side;
  price: number;
  remaining: number;
  owner: number;
}

/** A resting order, and its place in its price level's queue: an intrusive doubly-linked list, so a cancel is O(1). */
class Node {
  prev: Node | null = null;
  next: Node | null = null;
  constructor(
    readonly id: number,
    readonly side: Side,
    readonly price: number,
    public remaining: number,
    readonly owner: number,
  ) {}
}

/** One price of one side: its queue (oldest at the head) and the sum of what rests there. */
class Level {
  head: Node | null = null;
  tail: Node | null = null;
  size = 0;
}

/**
 * The in-memory matching engine of one market: a price-time priority limit order book over a fixed range of integer
 * prices (ticks). It knows nothing of money: it matches whole-number sizes and hands back fills, and the caller books
 * them. `owner` is an opaque number carried into fills; an owner may match itself (the caller decides that policy).
 * Levels are dense arrays indexed by (price - minPrice), the best bid and ask are kept and rescanned only when their
 * level empties, and every operation is O(1) apart from those scans and the fills it makes. Sizes stay exact while
 * the total resting at one price is below 2^53.
 */
export class OrderBook {
  private readonly minPrice: number;
  private readonly maxPrice: number;
  private readonly bids: Level[];
  private readonly asks: Level[];
  private readonly orders = new Map<number, Node>();
  /** Index of the best bid, -1 when there is none. */
  private bestBid = -1;
  /** Index of the best ask, the number of levels when there is none. */
  private bestAsk: number;
  /** How many levels of each side hold an order (the best index of an emptied side is never scanned for). */
  private bidLevels = 0;
  private askLevels = 0;

  constructor(opts: { minPrice: number; maxPrice: number }) {
    const { minPrice, maxPrice } = opts;
    if (!Number.isSafeInteger(minPrice) || !Number.isSafeInteger(maxPrice) || maxPrice < minPrice) {
      throw new RangeError(`order book: bad price range ${minPrice}..${maxPrice}`);
    }
    this.minPrice = minPrice;
    this.maxPrice = maxPrice;
    const n = maxPrice - minPrice + 1;
    this.bids = Array.from({ length: n }, () => new Level());
    this.asks = Array.from({ length: n }, () => new Level());
    this.bestAsk = n;
  }

  /**
   * Limit order: matches crossing resting orders of the other side at their price, best price first, then oldest first
   * at a price; the remainder rests at `price` at the back of its queue.
   */
  place(id: number, side: Side, price: number, size: number, owner = 0): PlaceResult {
    this.checkNew(id);
    const idx = this.index(price);
    checkSize(size);
    const fills: Fill[] = [];
    const remaining = this.match(side === 'buy', idx, size, fills);
    if (remaining > 0) this.rest(new Node(id, side, price, remaining, owner));
    return { fills, remaining };
  }

  /** Market order: matches like a limit without a price bound, and whatever is left is dropped, never rested. */
  market(side: Side, size: number): PlaceResult {
    checkSize(size);
    const fills: Fill[] = [];
    const buy = side === 'buy';
    const remaining = this.match(buy, buy ? this.bids.length - 1 : 0, size, fills);
    return { fills, remaining };
  }

  /** Removes a resting order; returns the size removed (0 when the id is not resting: unknown, filled or cancelled). */
  cancel(id: number): number {
    const node = this.orders.get(id);
    if (node === undefined) return 0;
    this.orders.delete(id);
    const idx = node.price - this.minPrice;
    if (node.side === 'buy') {
      const level = this.bids[idx]!;
      unlink(level, node);
      if (level.head === null) {
        if (--this.bidLevels === 0) this.bestBid = -1;
        else if (idx === this.bestBid) {
          let i = idx - 1;
          while (this.bids[i]!.head === null) i--;
          this.bestBid = i;
        }
      }
    } else {
      const level = this.asks[idx]!;
      unlink(level, node);
      if (level.head === null) {
        if (--this.askLevels === 0) this.bestAsk = this.asks.length;
        else if (idx === this.bestAsk) {
          let i = idx + 1;
          while (this.asks[i]!.head === null) i++;
          this.bestAsk = i;
        }
      }
    }
    return node.remaining;
  }

  /**
   * Rests an order without matching, at the back of its price queue: rebuilding a book from the database in the
   * orders' original time order gives back the same queues.
   */
  restore(id: number, side: Side, price: number, remaining: number, owner = 0): void {
    this.checkNew(id);
    this.index(price);
    checkSize(remaining);
    this.rest(new Node(id, side, price, remaining, owner));
  }

  order(id: number): RestingOrder | undefined {
    const node = this.orders.get(id);
    return node === undefined ? undefined : view(node);
  }

  /** The best bid (highest buy) or best ask (lowest sell), null when that side is empty. */
  best(side: Side): number | null {
    if (side === 'buy') return this.bidLevels === 0 ? null : this.minPrice + this.bestBid;
    return this.askLevels === 0 ? null : this.minPrice + this.bestAsk;
  }

  /** Size per price of one side, best first (bids descending, asks ascending), at most `levels` prices. */
  depth(side: Side, levels: number): { price: number; size: number }[] {
    const out: { price: number; size: number }[] = [];
    const buy = side === 'buy';
    const book = buy ? this.bids : this.asks;
    const want = Math.min(levels, buy ? this.bidLevels : this.askLevels);
    const step = buy ? -1 : 1;
    for (let i = buy ? this.bestBid : this.bestAsk; out.length < want; i += step) {
      const size = book[i]!.size;
      if (size > 0) out.push({ price: this.minPrice + i, size });
    }
    return out;
  }

  get orderCount(): number {
    return this.orders.size;
  }

  /** Every resting order, in no particular order. */
  *openOrders(): IterableIterator<RestingOrder> {
    for (const node of this.orders.values()) yield view(node);
  }

  /**
   * Takes up to `size` from the other side's best levels while they cross `limit` (an index); returns what is left.
   * One loop for both sides: `step` walks from the best price towards worse ones. The counts of non-empty levels stop
   * the walk at an emptied side, so a rescan never crosses the whole range.
   */
  private match(buy: boolean, limit: number, size: number, fills: Fill[]): number {
    const book = buy ? this.asks : this.bids;
    const step = buy ? 1 : -1;
    let best = buy ? this.bestAsk : this.bestBid;
    let levels = buy ? this.askLevels : this.bidLevels;
    let left = size;
    while (left > 0 && levels > 0 && (buy ? best <= limit : best >= limit)) {
      const level = book[best]!;
      let node = level.head!;
      for (;;) {
        const take = node.remaining < left ? node.remaining : left;
        node.remaining -= take;
        level.size -= take;
        left -= take;
        fills.push({ makerId: node.id, makerOwner: node.owner, price: node.price, size: take, makerRemaining: node.remaining });
        if (node.remaining > 0) break;
        this.orders.delete(node.id);
        const next = node.next;
        level.head = next;
        if (next === null) {
          level.tail = null;
          break;
        }
        next.prev = null;
        if (left === 0) break;
        node = next;
      }
      if (level.head === null && --levels > 0) {
        do best += step;
        while (book[best]!.head === null);
      }
    }
    if (buy) {
      this.askLevels = levels;
      this.bestAsk = levels === 0 ? book.length : best;
    } else {
      this.bidLevels = levels;
      this.bestBid = levels === 0 ? -1 : best;
    }
    return left;
  }

  private rest(node: Node): void {
    const idx = node.price - this.minPrice;
    this.orders.set(node.id, node);
    const buy = node.side === 'buy';
    const level = (buy ? this.bids : this.asks)[idx]!;
    if (level.tail === null) {
      level.head = node;
      if (buy) {
        this.bidLevels++;
        if (idx > this.bestBid) this.bestBid = idx;
      } else {
        this.askLevels++;
        if (idx < this.bestAsk) this.bestAsk = idx;
      }
    } else {
      level.tail.next = node;
      node.prev = level.tail;
    }
    level.tail = node;
    level.size += node.remaining;
  }

  private index(price: number): number {
    if (!Number.isInteger(price) || price < this.minPrice || price > this.maxPrice) {
      throw new RangeError(`order book: price ${price} outside ${this.minPrice}..${this.maxPrice}`);
    }
    return price - this.minPrice;
  }

  private checkNew(id: number): void {
    if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`order book: bad order id ${id}`);
    if (this.orders.has(id)) throw new Error(`order book: order ${id} is already resting`);
  }
}

function checkSize(size: number): void {
  if (!Number.isSafeInteger(size) || size <= 0) throw new RangeError(`order book: bad size ${size}`);
}

function unlink(level: Level, node: Node): void {
  if (node.prev === null) level.head = node.next;
  else node.prev.next = node.next;
  if (node.next === null) level.tail = node.prev;
  else node.next.prev = node.prev;
  node.prev = node.next = null;
  level.size -= node.remaining;
}

function view(node: Node): RestingOrder {
  return { id: node.id, side: node.side, price: node.price, remaining: node.remaining, owner: node.owner };
}
