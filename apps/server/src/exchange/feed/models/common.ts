/**
 * What the three sport models share: the seeded random source, the match interface the feed driver steps, the
 * fancy line shape, and the small numeric helpers. Pure: no I/O, no clock.
 */

export type Sport = 'cricket' | 'soccer' | 'tennis';

/** A uniform random number in [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: tiny, fast and good enough for a simulation; the low 32 bits of `seed` pick the sequence, so the same
 * seed always gives the same numbers.
 */
export function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type FancyCategory = 'fancy' | 'ball_by_ball' | 'odd_even';

/**
 * One cricket fancy line, quoted in the domain's fancy semantics (packages/domain, exchange/fancy.ts):
 * YES at line L, rate R wins R % of the stake when result >= L; NO at line L, rate R wins the stake when result < L
 * and otherwise loses R % of it.
 */
export interface FancyLine {
  /** Stable within the match: 'inn1-6over-runs', 'inn1-b37-runs', 'inn1-total-oddeven'. */
  key: string;
  /** English: '6 Over Runs BAN', '6.1 Ball Runs BAN', 'BAN Innings Runs Odd'. */
  title: string;
  category: FancyCategory;
  /** The NO line. */
  no: number;
  /** The YES line (>= no). */
  yes: number;
  /** Percent. */
  noRate: number;
  /** Percent. */
  yesRate: number;
  /** Still accepting bets. */
  open: boolean;
  /** The result once decided (then open is false). */
  result: number | null;
}

export interface SimMatch {
  readonly sport: Sport;
  /** cricket: [home, away]; soccer: [home, away, 'The Draw']; tennis: [player1, player2]. */
  readonly runners: string[];
  /** One ball (cricket; a wide is a ball of its own), one minute (soccer), one point (tennis). No-op when finished. */
  step(rng: Rng): void;
  readonly finished: boolean;
  /** Index in runners of the winner once finished; null before, and for no result (a tied T20: the market is void). */
  winner(): number | null;
  /**
   * Fair probability per runner, each in [0.005, 0.995], summing to 1; cached until the next step. Before the first
   * step the pre-match estimate; once finished the decided vector (the winner 0.995, or 0.99 with three runners; a
   * void result splits evenly).
   */
  probabilities(): number[];
  /** JSON score for the live score board; the shape per sport is documented on each model. */
  score(): unknown;
  /** One line of English score text. */
  summary(): string;
  /** Cricket's fancy lines, open or recently settled; [] for the other sports. */
  fancy(): FancyLine[];
  /**
   * True from a step that moved the price a lot (cricket: a wicket, a four or a six; soccer: a goal; tennis: a break
   * of serve or the end of a set) until the next step; the driver decides how long to show 'Ball Running'.
   */
  readonly ballRunning: boolean;
}

/** Lowest and highest probability the models quote while a match can still go either way. */
export const P_MIN = 0.005;
export const P_MAX = 0.995;

/**
 * Scales `weights` (>= 0, not all 0) to probabilities in [P_MIN, P_MAX] summing to 1: every runner under P_MIN is
 * lifted to it and the others share the rest in proportion. With two or three runners the largest can then not
 * exceed P_MAX.
 */
export function clampProbabilities(weights: readonly number[]): number[] {
  const n = weights.length;
  const pinned = new Array<boolean>(n).fill(false);
  const out = new Array<number>(n).fill(P_MIN);
  for (;;) {
    let free = 0;
    let mass = 1;
    for (let i = 0; i < n; i++) {
      if (pinned[i]) mass -= P_MIN;
      else free += Math.max(0, weights[i]!);
    }
    let changed = false;
    for (let i = 0; i < n; i++) {
      if (pinned[i]) continue;
      const p = free > 0 ? (Math.max(0, weights[i]!) / free) * mass : mass / (n - pinned.filter(Boolean).length);
      if (p < P_MIN) {
        pinned[i] = true;
        changed = true;
      }
      out[i] = p;
    }
    if (!changed) break;
    for (let i = 0; i < n; i++) if (pinned[i]) out[i] = P_MIN;
  }
  return out;
}

/** The decided vector once a match is over: the winner gets what the clamp leaves; no result splits evenly. */
export function decided(n: number, winner: number | null): number[] {
  if (winner === null) return new Array<number>(n).fill(1 / n);
  return clampProbabilities(Array.from({ length: n }, (_, i) => (i === winner ? 1 : 0)));
}

/** FNV-1a of a string in [0, 1): a runner's default strength follows its name, so a team is as good every match. */
export function hash01(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 4294967296;
}

/**
 * Strengths for `runners` (the first two): the given ones, or by default 0.85–1.20 from the runner's name with
 * ±0.03 of form from the seed. 1 is an average side; the models only use the ratio of the two.
 */
export function strengthsFor(runners: readonly string[], seedRng: Rng, given?: readonly number[]): [number, number] {
  const form = [seedRng(), seedRng()];
  const pick = (i: number): number => {
    const g = given?.[i];
    if (g !== undefined && Number.isFinite(g) && g > 0) return g;
    return 0.85 + 0.35 * hash01(runners[i] ?? String(i)) + 0.06 * (form[i]! - 0.5);
  };
  return [pick(0), pick(1)];
}
