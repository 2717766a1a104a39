/**
 * T20 cricket: 20 overs a side, 10 wickets, one step per delivery (a wide is a delivery of its own, adds a run and is
 * bowled again).
 *
 * Ball model. A legal ball ends in 0, 1, 2, 3, 4, 6 or a wicket, from a base distribution per phase (powerplay overs
 * 1–6, middle 7–15, death 16–20), then scaled: twos, threes and boundaries by r^0.32 and wickets by r^−0.4, r =
 * batting strength / bowling strength (so r = 1.2 makes a side about a 70 % favourite), and with five or more wickets
 * down a weaker tail (7 % fewer boundaries, 12 % more wickets per wicket past four); dots take what is left. Every
 * delivery is a wide with probability 3 %. Nothing depends on the target, so the runs a side scores from a state
 * (balls bowled, wickets down) have one distribution whatever the match situation.
 *
 * Win probability, exact for that model. One backward recursion per side over (balls bowled, wickets down, runs
 * still wanted) gives S(state, r) = P(the runs still to come in the innings reach r) for every r up to 300 (wides
 * included; a float32 table of 1,200 × 306 cells, about 2 ms to build, shared by every match with the same strength
 * ratio). Chase: the chasing side wins when the runs to come reach `need`, ties at exactly need − 1: S(need) and
 * S(need − 1) − S(need). First innings: the batting side's remaining runs have the distribution S(·) − S(· + 1) from
 * its state, and the chase from (0, 0) is read from the other side's table; sum over the first innings' final total.
 * A tie voids the match-odds market, so the probabilities are conditioned on no tie.
 *
 * Score JSON: {batting: 0|1 (runner index), innings: 1|2, runs, wickets, balls (legal, this innings),
 * overs: '12.3', target: number|null, recent: string[] (this innings' last 6 deliveries: '0'…'6', 'W', 'wd'),
 * first: {runs, wickets, overs}|null (the first innings once over)}. The innings changes on the ball that ends the
 * first one: from then on the score shows the chase at 0/0 with the first innings in `first`.
 *
 * Fancy lines (the domain's semantics: YES at L wins when result >= L, NO at L when result < L):
 * - Sessions 'inn{i}-{n}over-runs' ('6 Over Runs BAN'), n = 6, 10, 15, 20 in the first innings and 6, 10, 15 in the
 *   chase (its 20-over total is the match itself). Result: the innings' runs (extras included) when n overs are
 *   complete, or the final total if the innings ends sooner. Quote: NO = round(projection), YES = NO + 1, rates
 *   100/100, the projection being runs + the model's expected runs until n overs (capped at the target in a chase);
 *   the house keeps the stakes on both sides when the result lands exactly on NO. Re-quoted after every ball; open
 *   from the start of the innings until the session's last over begins.
 * - Ball by ball 'inn{i}-b{n}-runs' ('6.1 Ball Runs BAN' for legal ball n = 37, scoreboard notation): the runs
 *   conceded while that ball is the next one, wides before it included. Opens when the previous legal ball is
 *   complete, closes with the first delivery of the ball (a wide too) and settles with the legal delivery (or when a
 *   wide ends the match). Quote: NO = YES = L, the line whose P(result >= L) is nearest 50 % (in practice 1), rates
 *   10 % either side of the fair rate: YES pays fair × 0.9, NO risks fair × 1.1.
 * - Odd/even 'inn{i}-total-oddeven' ('BAN Innings Runs Odd'): result 1 when the innings total is odd, 0 when even;
 *   NO = YES = 1, YES (odd) rate 95, NO (even) rate 105 — in the domain's semantics NO risks its rate, so a NO rate
 *   above 100 is what gives the house its edge. Open until the 20th over begins, settled when the innings ends.
 */
import { shortName } from '../names';
import { clampProbabilities, decided, type FancyLine, type Rng, type SimMatch } from './common';

const BALLS = 120;
const WICKETS = 10;
/** Probability that a delivery is a wide (one run, bowled again). */
const WIDE = 0.03;
/** Runs of the outcomes 0..5 of an outcome vector; index 6 is the wicket. */
const RUNS = [0, 1, 2, 3, 4, 6] as const;
const OUT = 6;
const OUTCOMES = 7;
/** Per phase [0, 1, 2, 3, 4, 6, W] for a legal ball between average sides with wickets in hand. */
const BASE = [
  [0.42, 0.3, 0.06, 0.01, 0.13, 0.045, 0.035],
  [0.33, 0.42, 0.09, 0.01, 0.09, 0.025, 0.035],
  [0.29, 0.34, 0.09, 0.01, 0.12, 0.085, 0.065],
] as const;
/** Legal balls bowled at which the middle overs and the death overs start. */
const MIDDLE = 36;
const DEATH = 90;
/** The survival tables stop at this many runs: no innings in this model gets near 300 (P < 1e-6). */
const MAX_RUNS = 300;
/** Leading cells of a survival row that stand for r <= 0 (always 1), so the recursion needs no branch for a six. */
const PAD = 6;
const STRIDE = PAD + MAX_RUNS;
/** Strength ratios are rounded to 0.01 so the tables can be shared; the most recently used ones are kept. */
const CACHE_SIZE = 32;
/** Session lines by innings: the runs at these overs. */
const SESSIONS: Record<1 | 2, number[]> = { 1: [6, 10, 15, 20], 2: [6, 10, 15] };
/** How many settled ball-by-ball lines fancy() keeps showing. */
const KEEP_BALL_LINES = 6;
/** The house margin on ball-by-ball rates: YES pays fair × (1 − m), NO risks fair × (1 + m). */
const BALL_MARGIN = 0.1;

function phaseOf(balls: number): number {
  return balls < MIDDLE ? 0 : balls < DEATH ? 1 : 2;
}

function at(balls: number, wickets: number): number {
  return balls * (WICKETS + 1) + wickets;
}

/** '12.3' from legal balls. */
export function oversText(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}

/**
 * Everything about one side batting against the other that does not depend on the match state: its ball
 * distributions and, lazily, the tables the probabilities and the session lines read.
 */
export class BattingModel {
  /** Outcome vectors by (phase, wickets down): OUTCOMES numbers each. */
  readonly dist: Float64Array;
  private readonly toBall = new Map<number, Float64Array>();
  private table?: Float32Array;
  private readonly quotes: ({ no: number; yes: number; noRate: number; yesRate: number } | undefined)[] = [];

  /** `ratio` = batting strength / bowling strength (clamped to 0.6–1.6). */
  constructor(ratio: number) {
    const r = Math.min(1.6, Math.max(0.6, ratio));
    this.dist = new Float64Array(3 * WICKETS * OUTCOMES);
    for (let phase = 0; phase < 3; phase++) {
      for (let w = 0; w < WICKETS; w++) {
        const tail = Math.max(0, w - 4);
        const score = r ** 0.32 * (1 - 0.07 * tail);
        const out = r ** -0.4 * (1 + 0.12 * tail);
        const base = BASE[phase]!;
        const v = [0, base[1], base[2] * score, base[3] * score, base[4] * score, base[5] * score, base[6] * out];
        const rest = 1 - v.reduce((a, b) => a + b, 0);
        v[0] = Math.max(0.05, rest);
        const sum = v.reduce((a, b) => a + b, 0);
        for (let o = 0; o < OUTCOMES; o++) this.dist[(phase * WICKETS + w) * OUTCOMES + o] = v[o]! / sum;
      }
    }
  }

  /** Probability of outcome `o` on a legal ball with `balls` bowled and `wickets` down. */
  q(balls: number, wickets: number, o: number): number {
    return this.dist[(phaseOf(balls) * WICKETS + wickets) * OUTCOMES + o]!;
  }

  /** Samples one delivery: -1 for a wide, else an outcome index (OUT for a wicket). One rng call. */
  sample(balls: number, wickets: number, rng: Rng): number {
    const u = rng();
    if (u < WIDE) return -1;
    let x = (u - WIDE) / (1 - WIDE);
    const base = (phaseOf(balls) * WICKETS + wickets) * OUTCOMES;
    for (let o = 0; o < OUTCOMES - 1; o++) {
      x -= this.dist[base + o]!;
      if (x < 0) return o;
    }
    return OUT;
  }

  /** Expected runs from (balls, wickets) until `target` legal balls have been bowled (or the innings ends). */
  expectedUntil(target: number, balls: number, wickets: number): number {
    if (balls >= target || wickets >= WICKETS) return 0;
    let table = this.toBall.get(target);
    if (!table) {
      table = new Float64Array((BALLS + 1) * (WICKETS + 1));
      const ew = WIDE / (1 - WIDE);
      for (let k = target - 1; k >= 0; k--) {
        for (let w = WICKETS - 1; w >= 0; w--) {
          let a = ew;
          for (let o = 0; o < OUTCOMES; o++) {
            const next = at(k + 1, o === OUT ? w + 1 : w);
            a += this.q(k, w, o) * ((o === OUT ? 0 : RUNS[o]!) + table[next]!);
          }
          table[at(k, w)] = a;
        }
      }
      this.toBall.set(target, table);
    }
    return table[at(balls, wickets)]!;
  }

  /**
   * The survival table S(balls, wickets, r) = P(runs still to come >= r), rows by (balls, wickets) with PAD leading
   * ones. The recursion, for a legal ball with outcome probabilities q and a wide probability WIDE:
   * S(k, w, r) = WIDE × S(k, w, r − 1) + (1 − WIDE) × (Σ_runs q × S(k + 1, w, r − runs) + q_W × S(k + 1, w + 1, r)).
   */
  private survival(): Float32Array {
    if (this.table) return this.table;
    const f = new Float32Array(BALLS * WICKETS * STRIDE);
    // Innings over: nothing more to come, so only r <= 0 is reached.
    const over = new Float32Array(STRIDE);
    for (let x = 0; x <= PAD; x++) over[x] = 1;
    for (let k = BALLS - 1; k >= 0; k--) {
      for (let w = 0; w < WICKETS; w++) {
        const d = (phaseOf(k) * WICKETS + w) * OUTCOMES;
        const [q0, q1, q2, q3, q4, q6, qw] = [0, 1, 2, 3, 4, 5, 6].map((o) => this.dist[d + o]!) as [number, number, number, number, number, number, number];
        const cur = (k * WICKETS + w) * STRIDE + PAD;
        const sameLive = k + 1 < BALLS;
        const outLive = sameLive && w + 1 < WICKETS;
        const sa = sameLive ? f : over;
        const sb = sameLive ? ((k + 1) * WICKETS + w) * STRIDE + PAD : PAD;
        const oa = outLive ? f : over;
        const ob = outLive ? ((k + 1) * WICKETS + w + 1) * STRIDE + PAD : PAD;
        for (let x = -PAD; x <= 0; x++) f[cur + x] = 1;
        let prev = 1;
        for (let x = 1; x < MAX_RUNS; x++) {
          const legal = q0 * sa[sb + x]! + q1 * sa[sb + x - 1]! + q2 * sa[sb + x - 2]! + q3 * sa[sb + x - 3]! + q4 * sa[sb + x - 4]! + q6 * sa[sb + x - 6]! + qw * oa[ob + x]!;
          prev = WIDE * prev + (1 - WIDE) * legal;
          // S falls with r: past 1e-12 the rest of the row stays 0, which saves half the work.
          if (prev < 1e-12) break;
          f[cur + x] = prev;
        }
      }
    }
    this.table = f;
    return f;
  }

  /** P(the runs still to come in the innings from (balls, wickets) reach r). */
  atLeast(balls: number, wickets: number, r: number): number {
    if (r <= 0) return 1;
    if (balls >= BALLS || wickets >= WICKETS || r >= MAX_RUNS) return 0;
    return this.survival()[(balls * WICKETS + wickets) * STRIDE + PAD + r]!;
  }

  /**
   * The ball-by-ball quote for the next ball: the line L (NO = YES = L) whose P(result >= L) is nearest even, and
   * rates a margin either side of the fair rate 100 × P(result < L) / P(result >= L). Cached by (phase, wickets).
   */
  ballQuote(balls: number, wickets: number): { no: number; yes: number; noRate: number; yesRate: number } {
    const slot = phaseOf(balls) * WICKETS + wickets;
    let quote = this.quotes[slot];
    if (!quote) {
      let best = 1;
      let bestP = this.ballAtLeast(balls, wickets, 1);
      for (let l = 2; l <= 4; l++) {
        const p = this.ballAtLeast(balls, wickets, l);
        if (Math.abs(p - 0.5) < Math.abs(bestP - 0.5)) {
          best = l;
          bestP = p;
        }
      }
      const fair = (100 * (1 - bestP)) / bestP;
      quote = { no: best, yes: best, noRate: Math.ceil(fair * (1 + BALL_MARGIN)), yesRate: Math.max(1, Math.floor(fair * (1 - BALL_MARGIN))) };
      this.quotes[slot] = quote;
    }
    return quote;
  }

  /** The distribution of the runs off one legal ball's worth of deliveries (wides included), as P(result >= L). */
  ballAtLeast(balls: number, wickets: number, line: number): number {
    // P(n wides) = (1 − WIDE) WIDE^n; result = n + runs off the legal ball.
    let below = 0;
    for (let n = 0; n < line; n++) {
      const pn = (1 - WIDE) * WIDE ** n;
      for (let o = 0; o < OUTCOMES; o++) {
        const r = o === OUT ? 0 : RUNS[o]!;
        if (n + r < line) below += pn * this.q(balls, wickets, o);
      }
    }
    return 1 - below;
  }
}

/**
 * P(the chasing side wins), conditioned on no tie, needing `need` (>= 1) more runs with `balls` bowled and
 * `wickets` down.
 */
export function chaseWin(model: BattingModel, balls: number, wickets: number, need: number): number {
  if (need <= 0) return 1;
  const win = model.atLeast(balls, wickets, need);
  const lose = 1 - model.atLeast(balls, wickets, need - 1);
  return win + lose > 0 ? win / (win + lose) : 0.5;
}

/**
 * P(the side batting first wins), conditioned on no tie, with `runs` for `wickets` after `balls`; `chaser` is the
 * other side's model, whose whole innings is still to come.
 */
export function firstInningsWin(first: BattingModel, chaser: BattingModel, balls: number, wickets: number, runs: number): number {
  let win = 0;
  let lose = 0;
  let above = 1;
  for (let x = 0; x < MAX_RUNS && above > 0; x++) {
    const next = first.atLeast(balls, wickets, x + 1);
    const p = above - next;
    above = next;
    if (p <= 0) continue;
    const total = runs + x;
    win += p * (1 - chaser.atLeast(0, 0, total));
    lose += p * chaser.atLeast(0, 0, total + 1);
  }
  return win + lose > 0 ? win / (win + lose) : 0.5;
}

/** The model of a side batting at `ratio` = batting strength / bowling strength, shared through a small cache. */
const models = new Map<number, BattingModel>();
export function battingModel(ratio: number): BattingModel {
  const key = Math.round(Math.min(1.6, Math.max(0.6, ratio)) * 100) / 100;
  let model = models.get(key);
  if (model) models.delete(key);
  else model = new BattingModel(key);
  models.set(key, model);
  if (models.size > CACHE_SIZE) models.delete(models.keys().next().value!);
  return model;
}

interface Innings {
  batting: 0 | 1;
  runs: number;
  wickets: number;
  balls: number;
  recent: string[];
}

interface BallLine extends FancyLine {
  /** Runs conceded so far on this ball (wides before the legal delivery). */
  pending: number;
}

export class CricketMatch implements SimMatch {
  readonly sport = 'cricket' as const;
  readonly runners: string[];
  readonly strengths: [number, number];
  /** Runner index batting first (the toss, from the seed). */
  readonly battingFirst: 0 | 1;
  /** Batting models by runner index (each against the other's bowling). */
  readonly models: [BattingModel, BattingModel];
  private innings: 1 | 2 = 1;
  private cur: Innings;
  private first: Innings | null = null;
  private done = false;
  private won: number | null = null;
  private started = false;
  private lastBig = false;
  private version = 0;
  private cachedAt = -1;
  private cached: number[] = [];
  /** Session and odd/even lines, in the order they appeared. */
  private readonly lines: FancyLine[] = [];
  private readonly balls: BallLine[] = [];

  constructor(runners: string[], strengths: [number, number], battingFirst: 0 | 1) {
    this.runners = runners;
    this.strengths = strengths;
    this.battingFirst = battingFirst;
    this.models = [battingModel(strengths[0] / strengths[1]), battingModel(strengths[1] / strengths[0])];
    this.cur = { batting: battingFirst, runs: 0, wickets: 0, balls: 0, recent: [] };
    this.openInnings();
  }

  get finished(): boolean {
    return this.done;
  }

  /** True after a step that took a wicket or hit a four or a six, until the next step. */
  get ballRunning(): boolean {
    return this.lastBig;
  }

  winner(): number | null {
    return this.done ? this.won : null;
  }

  private code(runner: number): string {
    return shortName(this.runners[runner] ?? '');
  }

  private get target(): number | null {
    return this.first ? this.first.runs + 1 : null;
  }

  step(rng: Rng): void {
    if (this.done) return;
    this.started = true;
    this.version++;
    const inn = this.cur;
    const model = this.models[inn.batting];
    const o = model.sample(inn.balls, inn.wickets, rng);
    const ball = this.balls[this.balls.length - 1];
    if (ball) ball.open = false;
    let legalRuns = 0;
    if (o < 0) {
      inn.runs += 1;
      if (ball) ball.pending += 1;
      inn.recent.push('wd');
    } else {
      inn.balls += 1;
      if (o === OUT) inn.wickets += 1;
      else legalRuns = RUNS[o]!;
      inn.runs += legalRuns;
      inn.recent.push(o === OUT ? 'W' : String(legalRuns));
    }
    if (inn.recent.length > 6) inn.recent.splice(0, inn.recent.length - 6);
    this.lastBig = o === OUT || legalRuns >= 4;

    const target = this.target;
    const over = inn.balls >= BALLS || inn.wickets >= WICKETS || (target !== null && inn.runs >= target);
    if (ball && (o >= 0 || over)) this.settleBall(ball, ball.pending + legalRuns);
    this.settleSessions(over);
    if (over) this.endInnings();
    else if (o >= 0) this.openBall();
    this.requote();
  }

  private endInnings(): void {
    if (this.innings === 1) {
      this.first = this.cur;
      this.innings = 2;
      this.cur = { batting: this.cur.batting === 0 ? 1 : 0, runs: 0, wickets: 0, balls: 0, recent: [] };
      this.openInnings();
      return;
    }
    this.done = true;
    const target = this.target!;
    this.won = this.cur.runs >= target ? this.cur.batting : this.cur.runs === target - 1 ? null : this.first!.batting;
  }

  /** The lines of a new innings: its sessions, its odd/even, and the first ball. */
  private openInnings(): void {
    const i = this.innings;
    const code = this.code(this.cur.batting);
    for (const overs of SESSIONS[i]) {
      this.lines.push({ key: `inn${i}-${overs}over-runs`, title: `${overs} Over Runs ${code}`, category: 'fancy', no: 0, yes: 1, noRate: 100, yesRate: 100, open: true, result: null });
    }
    this.lines.push({ key: `inn${i}-total-oddeven`, title: `${code} Innings Runs Odd`, category: 'odd_even', no: 1, yes: 1, noRate: 105, yesRate: 95, open: true, result: null });
    this.openBall();
    this.requote();
  }

  private openBall(): void {
    const n = this.cur.balls + 1;
    const code = this.code(this.cur.batting);
    this.balls.push({ key: `inn${this.innings}-b${n}-runs`, title: `${Math.floor((n - 1) / 6)}.${((n - 1) % 6) + 1} Ball Runs ${code}`, category: 'ball_by_ball', no: 1, yes: 1, noRate: 100, yesRate: 100, open: true, result: null, pending: 0 });
    const keep = KEEP_BALL_LINES + 1;
    if (this.balls.length > keep) this.balls.splice(0, this.balls.length - keep);
  }

  private settleBall(ball: BallLine, result: number): void {
    ball.open = false;
    ball.result = result;
  }

  private settleSessions(inningsOver: boolean): void {
    const inn = this.cur;
    for (const line of this.lines) {
      if (line.result !== null || !line.key.startsWith(`inn${this.innings}-`)) continue;
      if (line.category === 'odd_even') {
        if (inningsOver) Object.assign(line, { open: false, result: inn.runs % 2 });
        continue;
      }
      const at = sessionBalls(line.key);
      if (inn.balls >= at || inningsOver) Object.assign(line, { open: false, result: inn.runs });
    }
  }

  /** Moves the open lines to the current projection and closes the ones whose last over has begun. */
  private requote(): void {
    if (this.done) return;
    const inn = this.cur;
    const model = this.models[inn.batting];
    const target = this.target;
    for (const line of this.lines) {
      if (!line.open || !line.key.startsWith(`inn${this.innings}-`)) continue;
      if (line.category === 'odd_even') {
        line.open = inn.balls < BALLS - 6;
        continue;
      }
      const at = sessionBalls(line.key);
      if (inn.balls >= at - 6) {
        line.open = false;
        continue;
      }
      let projection = inn.runs + model.expectedUntil(at, inn.balls, inn.wickets);
      if (target !== null) projection = Math.min(projection, target);
      line.no = Math.round(projection);
      line.yes = line.no + 1;
    }
    const ball = this.balls[this.balls.length - 1];
    if (ball?.open) Object.assign(ball, model.ballQuote(inn.balls, inn.wickets));
  }

  probabilities(): number[] {
    if (this.cachedAt !== this.version) {
      this.cached = this.compute();
      this.cachedAt = this.version;
    }
    return this.cached.slice();
  }

  private compute(): number[] {
    if (this.done) return decided(2, this.won);
    const inn = this.cur;
    let battingWins: number;
    if (this.innings === 1) {
      const other = inn.batting === 0 ? 1 : 0;
      battingWins = firstInningsWin(this.models[inn.batting], this.models[other], inn.balls, inn.wickets, inn.runs);
    } else {
      battingWins = chaseWin(this.models[inn.batting], inn.balls, inn.wickets, this.target! - inn.runs);
    }
    return clampProbabilities(inn.batting === 0 ? [battingWins, 1 - battingWins] : [1 - battingWins, battingWins]);
  }

  score(): {
    batting: 0 | 1;
    innings: 1 | 2;
    runs: number;
    wickets: number;
    balls: number;
    overs: string;
    target: number | null;
    recent: string[];
    first: { runs: number; wickets: number; overs: string } | null;
  } {
    const inn = this.cur;
    const first = this.first;
    return {
      batting: inn.batting,
      innings: this.innings,
      runs: inn.runs,
      wickets: inn.wickets,
      balls: inn.balls,
      overs: oversText(inn.balls),
      target: this.target,
      recent: inn.recent.slice(),
      first: first ? { runs: first.runs, wickets: first.wickets, overs: oversText(first.balls) } : null,
    };
  }

  summary(): string {
    const inn = this.cur;
    const line = `${this.code(inn.batting)} ${inn.runs}/${inn.wickets} (${oversText(inn.balls)})`;
    if (!this.started) return `${this.code(0)} v ${this.code(1)} · ${this.code(inn.batting)} to bat`;
    if (this.done) {
      if (this.won === null) return `${line} · Match tied`;
      if (this.won === inn.batting) {
        const left = WICKETS - inn.wickets;
        return `${line} · ${this.code(this.won)} won by ${left} wicket${left === 1 ? '' : 's'}`;
      }
      const by = this.target! - 1 - inn.runs;
      return `${line} · ${this.code(this.won)} won by ${by} run${by === 1 ? '' : 's'}`;
    }
    if (this.innings === 1) return line;
    const need = this.target! - inn.runs;
    return `${line} · need ${need} from ${BALLS - inn.balls}`;
  }

  fancy(): FancyLine[] {
    return [...this.lines, ...this.balls].map((l) => ({
      key: l.key,
      title: l.title,
      category: l.category,
      no: l.no,
      yes: l.yes,
      noRate: l.noRate,
      yesRate: l.yesRate,
      open: l.open,
      result: l.result,
    }));
  }
}

/** Legal balls at which a session line ('inn1-6over-runs') is decided. */
function sessionBalls(key: string): number {
  return Number(/-(\d+)over-/.exec(key)![1]) * 6;
}
