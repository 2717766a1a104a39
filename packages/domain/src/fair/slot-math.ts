import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS_AWARD,
  SLOT_LINES,
  SLOT_MAX_FREE_SPINS,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS,
  SLOT_STRIPS,
  SLOT_STRIP_LENGTH,
  slotLinePay,
  type SlotPayingSymbol,
  type SlotSymbol,
} from './slot';

/**
 * The exact return of "Royal Bengal", computed from the reel strips and the pay table (nothing estimated):
 *
 *   RTP = E[paid spin] + Σₖ P(k scatters on the paid spin) · E[free spins played | first award of k] · 2 · E[free spin]
 *
 * 1. E[spin] (lines + scatter pay) over the 32⁵ equally likely stop combinations. By linearity a line's expected pay
 *    only needs the symbol counts of each strip (each cell of a reel shows every strip position equally often), so
 *    `slotSpinValue` sums over symbol tuples; `slotEnumerate` walks all 32⁵ combinations and gets the same number, plus
 *    what linearity cannot give (hit frequency, the largest spin, the distribution).
 * 2. P(k scatters): each reel shows 0 or 1 scatter (scatters are ≥ 3 stops apart); its 32 windows are counted and the
 *    five reels convolved.
 * 3. E[free spins played]: a Markov chain on (free spins left, free spins awarded so far) with the retrigger chances of
 *    the free-spin strips and the per-round cap; every awarded spin is played, so it is the expected total award.
 * 4. Free spins are independent and each one's play depends only on the spins before it (a stopping time), so by
 *    Wald's identity E[sum of free-spin wins] = E[number played] · E[free spin].
 * Every probability is a multiple of 1/32⁵ = 2⁻²⁵, so the result is computed as an exact fraction (bigint).
 * The 5 000× round cap is not in this figure; `slotCapBound` shows its effect is below 1e-15 (a Chernoff bound).
 */

// ------------------------------------------------------------------ exact fractions (bigint)
interface Fraction {
  num: bigint;
  den: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
};
const frac = (num: bigint, den = 1n): Fraction => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};
const add = (a: Fraction, b: Fraction) => frac(a.num * b.den + b.num * a.den, a.den * b.den);
const mul = (a: Fraction, b: Fraction) => frac(a.num * b.num, a.den * b.den);
/** A fraction as the nearest double (to ~1e-17 relative). */
export function fractionToNumber(f: Fraction): number {
  const scale = 10n ** 30n;
  return Number((f.num * scale) / f.den) / 1e30;
}

const COMBOS = BigInt(SLOT_STRIP_LENGTH ** SLOT_REELS); // 2^25

function counts(strip: readonly SlotSymbol[]): Map<SlotSymbol, number> {
  const m = new Map<SlotSymbol, number>();
  for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1);
  return m;
}

/** Number of the 32⁵ stop combinations showing k = 0…5 scatters. */
export function slotScatterCounts(strips: readonly (readonly SlotSymbol[])[]): bigint[] {
  let dist = [1n];
  for (const strip of strips) {
    const per = [0n, 0n];
    for (let p = 0; p < strip.length; p++) {
      let k = 0;
      for (let row = 0; row < SLOT_ROWS; row++) if (strip[(p + row) % strip.length] === 'scatter') k++;
      if (k > 1) throw new Error('two scatters within one reel window');
      per[k]!++;
    }
    const next = Array.from({ length: dist.length + 1 }, () => 0n);
    dist.forEach((v, i) => {
      next[i]! += v * per[0]!;
      next[i + 1]! += v * per[1]!;
    });
    dist = next;
  }
  return dist;
}

/** Exact expected value of one spin (lines + scatter pay, undoubled), in total bets. */
export function slotSpinValue(strips: readonly (readonly SlotSymbol[])[]): Fraction {
  const c = strips.map(counts);
  // Σ over symbol tuples of (product of counts) × line pay: the sum of one line's pay over all 32⁵ stop combinations.
  let lineSum = 0n;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: number) => {
    if (reel === SLOT_REELS) {
      const w = slotLinePay(tuple);
      if (w) lineSum += BigInt(weight) * BigInt(w.pay);
      return;
    }
    for (const [s, n] of c[reel]!) {
      tuple[reel] = s;
      walk(reel + 1, weight * n);
    }
  };
  walk(0, 1);
  // 20 lines, each paying its line pay / 20 of the total bet: the lines' expected total is one line's expected pay.
  const sc = slotScatterCounts(strips);
  let scatterSum = 0n;
  for (const k of [3, 4, 5] as const) scatterSum += (sc[k] ?? 0n) * BigInt(SLOT_SCATTER_PAYS[k]);
  return frac(lineSum + scatterSum, COMBOS);
}

/**
 * E[free spins played | the first award `first`], exactly: g(left, awarded) = 1 + Σₖ P(k) · g(left − 1 + a, awarded + a)
 * with a = the award for k scatters cut to the per-round cap, g(0, ·) = 0.
 */
function slotExpectedFreeSpins(first: number): Fraction {
  const sc = slotScatterCounts(SLOT_STRIPS.free);
  const p = sc.map((n) => frac(n, COMBOS));
  const memo = new Map<number, Fraction>();
  const g = (left: number, awarded: number): Fraction => {
    if (left === 0) return frac(0n);
    const key = left * 1000 + awarded;
    const hit = memo.get(key);
    if (hit) return hit;
    let v = frac(1n);
    p.forEach((pk, k) => {
      const a = k >= 3 ? Math.min(SLOT_FREE_SPINS_AWARD[Math.min(5, k) as 3 | 4 | 5], SLOT_MAX_FREE_SPINS - awarded) : 0;
      v = add(v, mul(pk, g(left - 1 + a, awarded + a)));
    });
    memo.set(key, v);
    return v;
  };
  const a = Math.min(first, SLOT_MAX_FREE_SPINS);
  return g(a, a);
}

/** The parts of the return, each an exact fraction. */
export function slotRtpParts(): { paidSpin: Fraction; freeSpin: Fraction; triggerChance: Fraction; freeSpinsPart: Fraction; total: Fraction } {
  const paidSpin = slotSpinValue(SLOT_STRIPS.base);
  const freeSpin = mul(slotSpinValue(SLOT_STRIPS.free), frac(BigInt(SLOT_FREE_SPIN_MULTIPLIER)));
  const sc = slotScatterCounts(SLOT_STRIPS.base);
  let freeSpinsPart = frac(0n);
  let triggerChance = frac(0n);
  for (const k of [3, 4, 5] as const) {
    const pk = frac(sc[k] ?? 0n, COMBOS);
    triggerChance = add(triggerChance, pk);
    freeSpinsPart = add(freeSpinsPart, mul(mul(pk, slotExpectedFreeSpins(SLOT_FREE_SPINS_AWARD[k])), freeSpin));
  }
  return { paidSpin, freeSpin, triggerChance, freeSpinsPart, total: add(paidSpin, freeSpinsPart) };
}

/** The exact theoretical return of a round (uncapped; the cap's effect is below 1e-15, see slotCapBound). */
export function slotRtpExact(): Fraction {
  return slotRtpParts().total;
}

// ------------------------------------------------------------------ full enumeration
interface SlotEnumeration {
  /** Stop combinations walked (32⁵). */
  combos: number;
  /** Σ over all combinations of the spin's win, in twentieths of the total bet (undoubled). */
  unitsSum: number;
  /** Combinations that pay anything or award free spins. */
  hits: number;
  /** Combinations that award free spins. */
  triggers: number;
  /** The largest single-spin win, in twentieths of the total bet (undoubled). */
  maxUnits: number;
  /** histogram[k].get(units) = combinations with k scatters and that win. */
  histogram: Map<number, number>[];
}

const ID: Record<SlotSymbol, number> = {
  tiger: 0,
  elephant: 1,
  peacock: 2,
  boat: 3,
  lotus: 4,
  A: 5,
  K: 6,
  Q: 7,
  J: 8,
  '10': 9,
  wild: 10,
  scatter: 11,
};
const WILD = ID.wild;
const SCATTER = ID.scatter;

/**
 * Every one of the 32⁵ stop combinations of a strip set, every payline evaluated: the exact sum of wins, hit count,
 * largest win and the joint distribution of (win, scatters). About 33.5 million spins; a few seconds.
 */
export function slotEnumerate(strips: readonly (readonly SlotSymbol[])[]): SlotEnumeration {
  const L = SLOT_STRIP_LENGTH;
  const pays: number[][] = [];
  for (const [s, p] of Object.entries(SLOT_PAYTABLE) as [SlotPayingSymbol, readonly number[]][]) pays[ID[s]] = [0, 0, 0, ...p];
  // win[reel][stop * 3 + row] = symbol id; sc[reel][stop] = scatters shown
  const win = strips.map((strip) => {
    const a = new Int8Array(L * SLOT_ROWS);
    for (let p = 0; p < L; p++) for (let row = 0; row < SLOT_ROWS; row++) a[p * SLOT_ROWS + row] = ID[strip[(p + row) % L]!];
    return a;
  });
  const sc = win.map((a) => Int8Array.from({ length: L }, (_, p) => [0, 1, 2].filter((row) => a[p * SLOT_ROWS + row] === SCATTER).length));
  const lines = SLOT_PAYLINES;
  const nLines = lines.length;
  const maxPossible = nLines * Math.max(...Object.values(SLOT_PAYTABLE).map((p) => p[2])) + SLOT_SCATTER_PAYS[5] * SLOT_LINES;
  const byScatters = Array.from({ length: SLOT_REELS + 1 }, () => new Float64Array(maxPossible + 1));
  let unitsSum = 0;
  let hits = 0;
  let triggers = 0;
  let maxUnits = 0;
  // per line after four reels: fixed pay, or a run of four still open (symbol, pay at 4, pay at 5)
  const openRow = new Int8Array(nLines);
  const openSym = new Int8Array(nLines);
  const open4 = new Int32Array(nLines);
  const open5 = new Int32Array(nLines);
  const [w0, w1, w2, w3, w4] = win as [Int8Array, Int8Array, Int8Array, Int8Array, Int8Array];
  const scatterPay = [0, 0, 0, SLOT_SCATTER_PAYS[3], SLOT_SCATTER_PAYS[4], SLOT_SCATTER_PAYS[5]];
  for (let a = 0; a < L; a++)
    for (let b = 0; b < L; b++)
      for (let c = 0; c < L; c++)
        for (let d = 0; d < L; d++) {
          let fixedSum = 0;
          let openCount = 0;
          for (let l = 0; l < nLines; l++) {
            const rows = lines[l]!;
            const s = w0[a * 3 + rows[0]!]!;
            if (s === SCATTER || s === WILD) continue;
            const s1 = w1[b * 3 + rows[1]!]!;
            if (s1 !== s && s1 !== WILD) continue;
            const s2 = w2[c * 3 + rows[2]!]!;
            if (s2 !== s && s2 !== WILD) continue;
            const s3 = w3[d * 3 + rows[3]!]!;
            if (s3 !== s && s3 !== WILD) {
              fixedSum += pays[s]![3]!;
              continue;
            }
            openSym[openCount] = s;
            openRow[openCount] = rows[4]!;
            open4[openCount] = pays[s]![4]!;
            open5[openCount] = pays[s]![5]!;
            openCount++;
          }
          const sc4 = sc[0]![a]! + sc[1]![b]! + sc[2]![c]! + sc[3]![d]!;
          for (let e = 0; e < L; e++) {
            let units = fixedSum;
            for (let o = 0; o < openCount; o++) {
              const s4 = w4[e * 3 + openRow[o]!]!;
              units += s4 === openSym[o] || s4 === WILD ? open5[o]! : open4[o]!;
            }
            const k = sc4 + sc[4]![e]!;
            units += scatterPay[k]! * SLOT_LINES;
            unitsSum += units;
            if (units > 0 || k >= 3) hits++;
            if (k >= 3) triggers++;
            if (units > maxUnits) maxUnits = units;
            byScatters[k]![units]!++;
          }
        }
  const histogram = byScatters.map((c) => {
    const m = new Map<number, number>();
    c.forEach((n, units) => {
      if (n) m.set(units, n);
    });
    return m;
  });
  return { combos: L ** SLOT_REELS, unitsSum, hits, triggers, maxUnits, histogram };
}

/**
 * A rigorous upper bound on how much the 5 000× round cap lowers the return: for any θ > 0,
 * E[(R − c)⁺] ≤ E[e^{θR}] · e^{−θc} / (e·θ)  (because x⁺ ≤ e^{θx − 1}/θ). E[e^{θR}] is exact from the two enumerations:
 * the paid spin's (win, scatters) distribution, then a Markov chain over the free spins like slotExpectedFreeSpins.
 */
export function slotCapBound(base: SlotEnumeration, free: SlotEnumeration, cap: number, theta: number): number {
  const mgf = (e: SlotEnumeration, m: number) =>
    e.histogram.map((h) => {
      let s = 0;
      for (const [units, n] of h) s += n * Math.exp((theta * m * units) / SLOT_LINES);
      return s / e.combos;
    });
  const phiFree = mgf(free, SLOT_FREE_SPIN_MULTIPLIER);
  const phiBase = mgf(base, 1);
  const award = (k: number, awarded: number) =>
    k >= 3 ? Math.min(SLOT_FREE_SPINS_AWARD[Math.min(5, k) as 3 | 4 | 5], SLOT_MAX_FREE_SPINS - awarded) : 0;
  const memo = new Map<number, number>();
  const h = (left: number, awarded: number): number => {
    if (left === 0) return 1;
    const key = left * 1000 + awarded;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let v = 0;
    phiFree.forEach((phi, k) => {
      if (phi) v += phi * h(left - 1 + award(k, awarded), awarded + award(k, awarded));
    });
    memo.set(key, v);
    return v;
  };
  let m = 0;
  phiBase.forEach((phi, k) => {
    if (phi) m += phi * h(award(k, 0), award(k, 0));
  });
  return (m * Math.exp(-theta * cap)) / (Math.E * theta);
}
