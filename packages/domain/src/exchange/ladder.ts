/**
 * The standard betting-exchange price ladder. A price is an integer in HUNDREDTHS of decimal odds
 * (1.01 → 101, 2.5 → 250, 1000 → 100000), so no float ever takes part in the money math.
 *
 *   from   to     step   prices (excluding `from`, including `to`)
 *   1.01 – 2      0.01   101 … 200   100 (1.01 itself is the first)
 *   2    – 3      0.02   202 … 300    50
 *   3    – 4      0.05   305 … 400    20
 *   4    – 6      0.1    410 … 600    20
 *   6    – 10     0.2    620 … 1000   20
 *   10   – 20     0.5    1050 … 2000  20
 *   20   – 30     1      2100 … 3000  10
 *   30   – 50     2      3200 … 5000  10
 *   50   – 100    5      5500 … 10000 10
 *   100  – 1000   10     11000 … 100000 90
 *                                    ---
 *                                    350
 */

/** [upper bound of the band, step] in hundredths; each band starts where the one before it ends. */
const BANDS: readonly (readonly [number, number])[] = [
  [200, 1],
  [300, 2],
  [400, 5],
  [600, 10],
  [1000, 20],
  [2000, 50],
  [3000, 100],
  [5000, 200],
  [10000, 500],
  [100000, 1000],
];

const MIN_PRICE = 101;
const MAX_PRICE = 100000;

function buildLadder(): number[] {
  const prices = [MIN_PRICE];
  let p = MIN_PRICE;
  for (const [to, step] of BANDS) {
    while (p < to) {
      p += step;
      prices.push(p);
    }
  }
  return prices;
}

/** Every ladder price ascending, in hundredths: 101 … 100000. */
export const LADDER: readonly number[] = Object.freeze(buildLadder());
export const LADDER_SIZE: number = LADDER.length;

const TICK_BY_PRICE: ReadonlyMap<number, number> = new Map(LADDER.map((price, tick) => [price, tick]));

/** The index of `price` in LADDER, -1 when it is not a ladder price. */
export function tickOf(price: number): number {
  return TICK_BY_PRICE.get(price) ?? -1;
}

export function isOnLadder(price: number): boolean {
  return TICK_BY_PRICE.has(price);
}

/** The ladder price at `tick`; RangeError outside 0..LADDER_SIZE-1 (or not an integer). */
export function priceAtTick(tick: number): number {
  if (!Number.isInteger(tick) || tick < 0 || tick >= LADDER_SIZE) {
    throw new RangeError(`Tick ${tick} is outside the ladder (0..${LADDER_SIZE - 1})`);
  }
  return LADDER[tick]!;
}

/**
 * Decimal odds to hundredths, through the decimal text and never through `x * 100` (1.1 * 100 is 110.00000000000001).
 * Accepts a finite number, or a string of digits with an optional '-' and '.' (surrounding spaces allowed), whose
 * value has at most two decimals ('1.90' and '1.900' → 190). Answers null for anything else: NaN, Infinity, '',
 * '1e2', '.5', '1.', 1.005, unsafe sizes. It does not check the ladder: use `isOnLadder` for that.
 */
export function toHundredths(odds: number | string): number | null {
  let text: string;
  if (typeof odds === 'number') {
    if (!Number.isFinite(odds)) return null;
    text = String(odds); // shortest round-trip form: String(1.1) is "1.1"; tiny or huge numbers give "1e-7" and are refused
  } else if (typeof odds === 'string') {
    text = odds.trim();
  } else {
    return null;
  }
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const [, sign, whole = '', rawFraction = ''] = m;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' && value !== 0 ? -value : value;
}

/** Hundredths to decimal odds for the wire: 190 → 1.9. (n / 100 is the double nearest n/100, the same as Number("1.9").) */
export function oddsOf(price: number): number {
  return price / 100;
}

function assertComparable(price: number, fn: string): void {
  if (Number.isNaN(price)) throw new RangeError(`${fn}: price is NaN`);
}

/** Index of the last ladder price <= price (price within MIN..MAX). */
function floorIndex(price: number): number {
  let lo = 0;
  let hi = LADDER_SIZE - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (LADDER[mid]! <= price) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The greatest ladder price <= price, clamped to 101..100000 (below 101 → 101). Any real price works, fractional
 * hundredths too (a fair price of 187.3 → 187; 201 → 200); RangeError on NaN.
 */
export function ladderFloor(price: number): number {
  assertComparable(price, 'ladderFloor');
  if (price <= MIN_PRICE) return MIN_PRICE;
  if (price >= MAX_PRICE) return MAX_PRICE;
  return LADDER[floorIndex(price)]!;
}

/** The least ladder price >= price, clamped to 101..100000 (above 100000 → 100000); RangeError on NaN. */
export function ladderCeil(price: number): number {
  assertComparable(price, 'ladderCeil');
  if (price <= MIN_PRICE) return MIN_PRICE;
  if (price >= MAX_PRICE) return MAX_PRICE;
  const i = floorIndex(price);
  return LADDER[i] === price ? price : LADDER[i + 1]!;
}

/**
 * Move `ticks` steps along the ladder (positive: up to longer odds), clamped to 101..100000.
 * From an off-ladder price the first step lands on the nearest ladder price in the direction of travel, so one
 * tick up from 201 is 202 and one tick down from 201 is 200; with ticks = 0 an off-ladder price snaps down
 * (ladderFloor). RangeError when `ticks` is not an integer or `price` is NaN.
 */
export function stepTicks(price: number, ticks: number): number {
  if (!Number.isInteger(ticks)) throw new RangeError(`stepTicks: ticks must be an integer, got ${ticks}`);
  assertComparable(price, 'stepTicks');
  let base = tickOf(price);
  if (base === -1) {
    if (ticks === 0) return ladderFloor(price);
    // Pretend to stand one tick short of the first ladder price met in the direction of travel.
    base = ticks > 0 ? tickOf(ladderCeil(price)) - 1 : tickOf(ladderFloor(price)) + 1;
  }
  const target = Math.min(LADDER_SIZE - 1, Math.max(0, base + ticks));
  return LADDER[target]!;
}
