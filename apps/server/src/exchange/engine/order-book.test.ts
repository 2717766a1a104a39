import { describe, expect, it } from 'vitest';
import { OrderBook, type Fill, type PlaceResult, type RestingOrder, type Side } from './order-book';

const book = () => new OrderBook({ minPrice: 100, maxPrice: 300 });
const fill = (makerId: number, price: number, size: number, makerRemaining: number, makerOwner = 0): Fill => ({ makerId, makerOwner, price, size, makerRemaining });

describe('OrderBook: matching', () => {
  it('takes the best price first, whatever the order it was placed in', () => {
    const b = book();
    b.place(1, 'sell', 205, 1);
    b.place(2, 'sell', 203, 1);
    b.place(3, 'sell', 204, 1);
    expect(b.place(4, 'buy', 205, 3)).toEqual({ fills: [fill(2, 203, 1, 0), fill(3, 204, 1, 0), fill(1, 205, 1, 0)], remaining: 0 });
    b.place(5, 'buy', 150, 1);
    b.place(6, 'buy', 152, 1);
    expect(b.place(7, 'sell', 100, 2).fills.map((f) => f.makerId)).toEqual([6, 5]);
  });

  it('fills the oldest order first at one price', () => {
    const b = book();
    b.place(1, 'buy', 200, 2);
    b.place(2, 'buy', 200, 2);
    b.place(3, 'buy', 200, 2);
    expect(b.place(4, 'sell', 200, 3).fills).toEqual([fill(1, 200, 2, 0), fill(2, 200, 1, 1)]);
    expect(b.place(5, 'sell', 200, 3).fills).toEqual([fill(2, 200, 1, 0), fill(3, 200, 2, 0)]);
  });

  it("matches at the resting order's price", () => {
    const b = book();
    b.place(1, 'buy', 200, 5);
    expect(b.place(2, 'sell', 190, 3)).toEqual({ fills: [fill(1, 200, 3, 2)], remaining: 0 });
    b.place(3, 'sell', 210, 5);
    expect(b.place(4, 'buy', 250, 1).fills).toEqual([fill(3, 210, 1, 4)]);
  });

  it('fills across levels and rests the remainder at its own price', () => {
    const b = book();
    b.place(1, 'sell', 101, 2);
    b.place(2, 'sell', 102, 3);
    b.place(3, 'sell', 104, 7);
    expect(b.place(4, 'buy', 102, 10)).toEqual({ fills: [fill(1, 101, 2, 0), fill(2, 102, 3, 0)], remaining: 5 });
    expect(b.order(4)).toEqual({ id: 4, side: 'buy', price: 102, remaining: 5, owner: 0 });
    expect(b.best('buy')).toBe(102);
    expect(b.best('sell')).toBe(104);
    expect(b.orderCount).toBe(2);
    expect(b.order(1)).toBeUndefined();
  });

  it('does not match orders that do not cross', () => {
    const b = book();
    b.place(1, 'sell', 201, 5);
    expect(b.place(2, 'buy', 200, 5)).toEqual({ fills: [], remaining: 5 });
    expect([b.best('buy'), b.best('sell')]).toEqual([200, 201]);
  });

  it('carries the maker owner into fills and lets an owner match itself', () => {
    const b = book();
    b.place(1, 'buy', 200, 5, 42);
    expect(b.place(2, 'sell', 200, 5, 42).fills).toEqual([fill(1, 200, 5, 0, 42)]);
  });

  it('keeps sizes exact up to 1e13', () => {
    const b = book();
    b.place(1, 'buy', 200, 9_999_999_999_999);
    b.place(2, 'buy', 200, 9_999_999_999_998);
    expect(b.place(3, 'sell', 200, 9_999_999_999_999 + 1).fills).toEqual([fill(1, 200, 9_999_999_999_999, 0), fill(2, 200, 1, 9_999_999_999_997)]);
    expect(b.depth('buy', 1)).toEqual([{ price: 200, size: 9_999_999_999_997 }]);
  });
});

describe('OrderBook: market orders', () => {
  it('takes what there is and never rests', () => {
    const b = book();
    b.place(1, 'sell', 150, 5);
    b.place(2, 'sell', 290, 1);
    expect(b.market('buy', 8)).toEqual({ fills: [fill(1, 150, 5, 0), fill(2, 290, 1, 0)], remaining: 2 });
    expect(b.orderCount).toBe(0);
    expect([b.best('buy'), b.best('sell')]).toEqual([null, null]);
    expect(b.market('sell', 3)).toEqual({ fills: [], remaining: 3 });
    expect(b.orderCount).toBe(0);
  });
});

describe('OrderBook: cancel', () => {
  it('returns only what is left of a partly filled order, then 0', () => {
    const b = book();
    b.place(1, 'sell', 200, 10);
    b.place(2, 'buy', 200, 4);
    expect(b.cancel(1)).toBe(6);
    expect(b.cancel(1)).toBe(0);
    expect(b.best('sell')).toBeNull();
  });

  it('returns 0 for an unknown or filled id', () => {
    const b = book();
    expect(b.cancel(99)).toBe(0);
    b.place(1, 'sell', 200, 1);
    b.market('buy', 1);
    expect(b.cancel(1)).toBe(0);
  });

  it('moves the best price when its level empties, and keeps the queue of the others', () => {
    const b = book();
    b.place(1, 'buy', 200, 1);
    b.place(2, 'buy', 198, 1);
    b.place(3, 'buy', 198, 2);
    b.place(4, 'buy', 198, 3);
    expect(b.cancel(1)).toBe(1);
    expect(b.best('buy')).toBe(198);
    expect(b.cancel(3)).toBe(2);
    expect(b.market('sell', 10).fills.map((f) => f.makerId)).toEqual([2, 4]);
    expect(b.best('buy')).toBeNull();
  });

  it('lets an id be placed again once it no longer rests', () => {
    const b = book();
    b.place(1, 'buy', 200, 1);
    expect(() => b.place(1, 'buy', 201, 1)).toThrow(/already resting/);
    b.cancel(1);
    expect(b.place(1, 'sell', 201, 1).remaining).toBe(1);
  });
});

describe('OrderBook: restore', () => {
  it('rests without matching, in the order it is called', () => {
    const b = book();
    b.restore(10, 'sell', 200, 1, 7);
    b.restore(5, 'sell', 200, 2);
    b.restore(7, 'sell', 200, 3);
    b.restore(8, 'buy', 199, 4);
    expect(b.orderCount).toBe(4);
    expect(b.market('buy', 6).fills).toEqual([fill(10, 200, 1, 0, 7), fill(5, 200, 2, 0), fill(7, 200, 3, 0)]);
    expect(b.best('buy')).toBe(199);
  });

  it('throws on an id that is already resting', () => {
    const b = book();
    b.place(1, 'buy', 200, 1);
    expect(() => b.restore(1, 'buy', 200, 1)).toThrow(/already resting/);
  });
});

describe('OrderBook: depth and views', () => {
  it('adds up sizes per price, best first', () => {
    const b = book();
    b.place(1, 'buy', 100, 3);
    b.place(2, 'buy', 100, 4);
    b.place(3, 'buy', 199, 2);
    b.place(4, 'buy', 150, 1);
    b.place(5, 'buy', 100, 1);
    b.place(6, 'sell', 250, 5);
    b.place(7, 'sell', 210, 1);
    b.place(8, 'sell', 210, 2);
    b.place(9, 'sell', 300, 9);
    expect(b.depth('buy', 2)).toEqual([{ price: 199, size: 2 }, { price: 150, size: 1 }]);
    expect(b.depth('buy', 10)).toEqual([{ price: 199, size: 2 }, { price: 150, size: 1 }, { price: 100, size: 8 }]);
    expect(b.depth('sell', 10)).toEqual([{ price: 210, size: 3 }, { price: 250, size: 5 }, { price: 300, size: 9 }]);
    expect(b.depth('sell', 0)).toEqual([]);
    expect(new OrderBook({ minPrice: 1, maxPrice: 5 }).depth('buy', 5)).toEqual([]);
  });

  it('hands out fresh objects', () => {
    const b = book();
    b.place(1, 'buy', 200, 5, 3);
    const o = b.order(1)!;
    o.remaining = 0;
    expect(b.order(1)).toEqual({ id: 1, side: 'buy', price: 200, remaining: 5, owner: 3 });
    b.depth('buy', 1)[0]!.size = 0;
    expect(b.depth('buy', 1)).toEqual([{ price: 200, size: 5 }]);
    const all = [...b.openOrders()];
    all[0]!.price = 0;
    expect([...b.openOrders()]).toEqual([{ id: 1, side: 'buy', price: 200, remaining: 5, owner: 3 }]);
  });
});

describe('OrderBook: bad input', () => {
  it('throws RangeError on a price outside the range or not a whole tick', () => {
    const b = book();
    expect(() => b.place(1, 'buy', 99, 1)).toThrow(RangeError);
    expect(() => b.place(1, 'sell', 301, 1)).toThrow(RangeError);
    expect(() => b.place(1, 'buy', 200.5, 1)).toThrow(RangeError);
    expect(() => b.restore(1, 'buy', 301, 1)).toThrow(RangeError);
    expect(b.place(1, 'buy', 100, 1).remaining).toBe(1);
    expect(b.place(2, 'sell', 300, 1).remaining).toBe(1);
    expect(b.orderCount).toBe(2);
  });

  it('throws RangeError on a size or id that is not a positive whole number, and on a bad range', () => {
    const b = book();
    expect(() => b.place(1, 'buy', 200, 0)).toThrow(RangeError);
    expect(() => b.place(1, 'buy', 200, 1.5)).toThrow(RangeError);
    expect(() => b.market('buy', -1)).toThrow(RangeError);
    expect(() => b.place(0, 'buy', 200, 1)).toThrow(RangeError);
    expect(() => new OrderBook({ minPrice: 10, maxPrice: 9 })).toThrow(RangeError);
    expect(b.orderCount).toBe(0);
  });
});

// ------------------------------------------------------------------------------- against a naive reference book

interface RefOrder extends RestingOrder {
  seq: number;
}

/** The same rules written the obvious way: one array of orders, filtered and sorted on every match. */
class ReferenceBook {
  orders: RefOrder[] = [];
  private seq = 0;

  place(id: number, side: Side, price: number, size: number, owner = 0): PlaceResult {
    const r = this.match(side, price, size);
    if (r.remaining > 0) this.orders.push({ id, side, price, remaining: r.remaining, owner, seq: this.seq++ });
    return r;
  }

  market(side: Side, size: number): PlaceResult {
    return this.match(side, null, size);
  }

  cancel(id: number): number {
    const i = this.orders.findIndex((o) => o.id === id);
    if (i === -1) return 0;
    return this.orders.splice(i, 1)[0]!.remaining;
  }

  depth(side: Side): { price: number; size: number }[] {
    const sizes = new Map<number, number>();
    for (const o of this.orders) if (o.side === side) sizes.set(o.price, (sizes.get(o.price) ?? 0) + o.remaining);
    return [...sizes].map(([price, size]) => ({ price, size })).sort((a, b) => (side === 'buy' ? b.price - a.price : a.price - b.price));
  }

  private match(side: Side, limit: number | null, size: number): PlaceResult {
    const makers = this.orders
      .filter((o) => o.side !== side && (limit === null || (side === 'buy' ? o.price <= limit : o.price >= limit)))
      .sort((a, b) => (a.price === b.price ? a.seq - b.seq : side === 'buy' ? a.price - b.price : b.price - a.price));
    const fills: Fill[] = [];
    let left = size;
    for (const m of makers) {
      if (left === 0) break;
      const take = Math.min(left, m.remaining);
      m.remaining -= take;
      left -= take;
      fills.push({ makerId: m.id, makerOwner: m.owner, price: m.price, size: take, makerRemaining: m.remaining });
    }
    this.orders = this.orders.filter((o) => o.remaining > 0);
    return { fills, remaining: left };
  }
}

type WorkloadOp =
  | { op: 'limit'; id: number; side: Side; price: number; size: number }
  | { op: 'cancel'; id: number }
  | { op: 'market'; side: Side; size: number };

interface WorkloadOptions {
  n: number;
  seed: number;
  maxOffset?: number;
  cross?: number;
  maxSize?: number;
}

/**
 * The shared order-book workload (shared/bench/orderbook-workload.mjs, which `pnpm bench exchange` runs), copied here
 * so that the tests need nothing outside the repository: same generator, same ops for the same options.
 */
async function workload(opts: WorkloadOptions): Promise<WorkloadOp[]> {
  let a = opts.seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const { n, maxOffset = 50, cross = 2, maxSize = 100 } = opts;
  const [pLimit, pCancel] = [0.6, 0.3];
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const live: number[] = [];
  const ops: WorkloadOp[] = [];
  let mid = 10_000;
  let nextId = 1;
  for (let i = 0; i < n; i++) {
    if (rnd() < 0.01) mid += rnd() < 0.5 ? -1 : 1;
    const r = rnd();
    if (r < pLimit || (r < pLimit + pCancel && live.length === 0)) {
      const side = rnd() < 0.5 ? 'buy' : 'sell';
      const off = int(-cross, maxOffset);
      const id = nextId++;
      live.push(id);
      ops.push({ op: 'limit', id, side, price: side === 'buy' ? mid - off : mid + off, size: int(1, maxSize) });
    } else if (r < pLimit + pCancel) {
      const k = Math.floor(rnd() * live.length);
      const id = live[k]!;
      live[k] = live[live.length - 1]!;
      live.pop();
      ops.push({ op: 'cancel', id });
    } else {
      ops.push({ op: 'market', side: rnd() < 0.5 ? 'buy' : 'sell', size: int(1, maxSize) });
    }
  }
  return ops;
}

describe('OrderBook: against a naive reference book', () => {
  const cases: { name: string; opts: WorkloadOptions }[] = [
    { name: 'the benchmark workload (seed 42)', opts: { n: 4_000, seed: 42 } },
    { name: 'a tight, often crossing book', opts: { n: 4_000, seed: 7, maxOffset: 6, cross: 4, maxSize: 30 } },
  ];
  for (const { name, opts } of cases) {
    it(`agrees on every fill and the depth after every op: ${name}`, async () => {
      const ops = await workload(opts);
      let ours = new OrderBook({ minPrice: 0, maxPrice: 20_000 });
      const ref = new ReferenceBook();
      let fills = 0;
      for (let i = 0; i < ops.length; i++) {
        const o = ops[i]!;
        if (o.op === 'limit') {
          const owner = o.id % 5;
          const got = ours.place(o.id, o.side, o.price, o.size, owner);
          expect(got, `op ${i}`).toEqual(ref.place(o.id, o.side, o.price, o.size, owner));
          fills += got.fills.length;
        } else if (o.op === 'cancel') {
          expect(ours.cancel(o.id), `op ${i}`).toBe(ref.cancel(o.id));
        } else {
          const got = ours.market(o.side, o.size);
          expect(got, `op ${i}`).toEqual(ref.market(o.side, o.size));
          fills += got.fills.length;
        }
        for (const side of ['buy', 'sell'] as const) {
          const depth = ref.depth(side);
          expect(ours.depth(side, 1_000), `op ${i} ${side}`).toEqual(depth);
          expect(ours.best(side)).toBe(depth[0]?.price ?? null);
        }
        expect(ours.orderCount).toBe(ref.orders.length);
        // Now and then rebuild the book from its resting orders in time order, as the exchange does at start-up.
        if (i % 997 === 996) {
          const open = [...ours.openOrders()].sort((a, b) => a.id - b.id);
          expect(open).toEqual(ref.orders.map(({ seq: _seq, ...o }) => o).sort((a, b) => a.id - b.id));
          ours = new OrderBook({ minPrice: 0, maxPrice: 20_000 });
          for (const r of [...ref.orders].sort((a, b) => a.seq - b.seq)) ours.restore(r.id, r.side, r.price, r.remaining, r.owner);
        }
      }
      expect(fills).toBeGreaterThan(200);
    });
  }
});
