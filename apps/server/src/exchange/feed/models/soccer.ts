/**
 * Soccer: one step per minute, 90 minutes plus 0–5 of stoppage time drawn when the 90th minute has been played.
 *
 * Each side scores a Poisson number of goals per minute at a constant rate: over 90 minutes the home side expects
 * 1.45 × r^1.2 and the away side 1.15 × r^−1.2 goals, r = home strength / away strength (clamped to 0.5–2). With
 * constant rates the goals still to come are two independent Poissons over the minutes left, so the 1X2
 * probabilities are exact: a double sum over 0–12 further goals each (the truncated tail is below 1e-9), averaged
 * over the stoppage time while it is not known yet.
 *
 * Score JSON: {minute (minutes played; 93 in stoppage), goals: [home, away], recent: string[] (the last 8 goals,
 * "23' GOAL BAN", "90+2' GOAL ARS"), stoppage: number|null (known once the 90th minute is played)}.
 */
import { shortName } from '../names';
import { clampProbabilities, decided, type FancyLine, type Rng, type SimMatch } from './common';

const REGULATION = 90;
/** P(stoppage time = 0, 1, …, 5 minutes). */
const STOPPAGE = [0.05, 0.15, 0.2, 0.25, 0.2, 0.15] as const;
const MAX_GOALS = 12;
const KEEP_EVENTS = 8;

/** Expected goals over 90 minutes for [home, away]. */
export function soccerRates(strengths: readonly [number, number]): [number, number] {
  const r = Math.min(2, Math.max(0.5, strengths[0] / strengths[1]));
  return [1.45 * r ** 1.2, 1.15 * r ** -1.2];
}

function poissonPmf(mean: number): Float64Array {
  const out = new Float64Array(MAX_GOALS + 1);
  out[0] = Math.exp(-mean);
  for (let k = 1; k <= MAX_GOALS; k++) out[k] = (out[k - 1]! * mean) / k;
  return out;
}

/**
 * [home, away, draw] probabilities of the final result with `minutesLeft` to play from `goals`, given 90-minute
 * rates. Minutes left <= 0 gives the current result.
 */
export function soccerResult(rates: readonly [number, number], goals: readonly [number, number], minutesLeft: number): [number, number, number] {
  const left = Math.max(0, minutesLeft) / REGULATION;
  const h = poissonPmf(rates[0] * left);
  const a = poissonPmf(rates[1] * left);
  const out: [number, number, number] = [0, 0, 0];
  let total = 0;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = h[i]! * a[j]!;
      const d = goals[0] + i - (goals[1] + j);
      out[d > 0 ? 0 : d < 0 ? 1 : 2] += p;
      total += p;
    }
  }
  return [out[0] / total, out[1] / total, out[2] / total];
}

/** Poisson(mean) by inversion: one rng call. */
function samplePoisson(mean: number, rng: Rng): number {
  let u = rng();
  let p = Math.exp(-mean);
  let k = 0;
  while (u >= p && k < MAX_GOALS) {
    u -= p;
    k++;
    p = (p * mean) / k;
  }
  return k;
}

export class SoccerMatch implements SimMatch {
  readonly sport = 'soccer' as const;
  readonly runners: string[];
  readonly strengths: [number, number];
  readonly rates: [number, number];
  private minute = 0;
  private readonly goals: [number, number] = [0, 0];
  private stoppage: number | null = null;
  private readonly events: string[] = [];
  private done = false;
  private lastBig = false;
  private version = 0;
  private cachedAt = -1;
  private cached: number[] = [];

  constructor(runners: string[], strengths: [number, number]) {
    this.runners = runners;
    this.strengths = strengths;
    this.rates = soccerRates(strengths);
  }

  get finished(): boolean {
    return this.done;
  }

  /** True after a minute with a goal, until the next step. */
  get ballRunning(): boolean {
    return this.lastBig;
  }

  winner(): number | null {
    if (!this.done) return null;
    return this.goals[0] > this.goals[1] ? 0 : this.goals[0] < this.goals[1] ? 1 : 2;
  }

  private label(minute: number): string {
    return minute > REGULATION ? `90+${minute - REGULATION}` : String(minute);
  }

  step(rng: Rng): void {
    if (this.done) return;
    this.version++;
    this.minute++;
    this.lastBig = false;
    for (const side of [0, 1] as const) {
      const n = samplePoisson(this.rates[side] / REGULATION, rng);
      for (let g = 0; g < n; g++) {
        this.goals[side]++;
        this.events.push(`${this.label(this.minute)}' GOAL ${shortName(this.runners[side] ?? '')}`);
        this.lastBig = true;
      }
    }
    if (this.events.length > KEEP_EVENTS) this.events.splice(0, this.events.length - KEEP_EVENTS);
    if (this.minute === REGULATION) {
      let u = rng();
      let s = 0;
      while (s < STOPPAGE.length - 1 && u >= STOPPAGE[s]!) u -= STOPPAGE[s++]!;
      this.stoppage = s;
    }
    if (this.stoppage !== null && this.minute >= REGULATION + this.stoppage) this.done = true;
  }

  probabilities(): number[] {
    if (this.cachedAt !== this.version) {
      this.cached = this.compute();
      this.cachedAt = this.version;
    }
    return this.cached.slice();
  }

  private compute(): number[] {
    if (this.done) return decided(3, this.winner());
    if (this.stoppage !== null) return clampProbabilities(soccerResult(this.rates, this.goals, REGULATION + this.stoppage - this.minute));
    const mix = [0, 0, 0];
    STOPPAGE.forEach((ps, s) => {
      const p = soccerResult(this.rates, this.goals, REGULATION + s - this.minute);
      for (let i = 0; i < 3; i++) mix[i] = mix[i]! + ps * p[i]!;
    });
    return clampProbabilities(mix);
  }

  score(): { minute: number; goals: [number, number]; recent: string[]; stoppage: number | null } {
    return { minute: this.minute, goals: [this.goals[0], this.goals[1]], recent: this.events.slice(), stoppage: this.stoppage };
  }

  summary(): string {
    const g = `${this.goals[0]}-${this.goals[1]}`;
    if (this.done) return `${g} (FT)`;
    return `${g} (${this.label(this.minute)}')`;
  }

  fancy(): FancyLine[] {
    return [];
  }
}
