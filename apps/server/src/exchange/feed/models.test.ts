import { describe, expect, it } from 'vitest';
import {
  battingModel,
  chaseWin,
  createMatch,
  expectedSteps,
  firstInningsWin,
  rngFrom,
  soccerRates,
  soccerResult,
  TennisModel,
  servePoints,
  type FancyLine,
  type Rng,
  type SimMatch,
  type Sport,
  type TennisState,
} from './models';
import { NAMES, pickFixture, shortName } from './names';

interface CricketScore {
  batting: 0 | 1;
  innings: 1 | 2;
  runs: number;
  wickets: number;
  balls: number;
  overs: string;
  target: number | null;
  recent: string[];
  first: { runs: number; wickets: number; overs: string } | null;
}
interface SoccerScore {
  minute: number;
  goals: [number, number];
  recent: string[];
}
interface TennisScore {
  sets: [number, number][];
  games: [number, number];
  points: [string, string];
  server: 0 | 1;
  tiebreak: boolean;
}

const RANK: Record<string, number> = { '0': 0, '15': 1, '30': 2, '40': 3, AD: 4 };

/** Who won the point between two tennis scores one step apart. */
function pointWinner(prev: TennisScore, now: TennisScore): 0 | 1 {
  if (now.sets.length > prev.sets.length) {
    const last = now.sets[now.sets.length - 1]!;
    return last[0] > last[1] ? 0 : 1;
  }
  if (now.games[0] !== prev.games[0]) return 0;
  if (now.games[1] !== prev.games[1]) return 1;
  const rank = (x: string): number => (prev.tiebreak ? Number(x) : RANK[x]!);
  if (rank(now.points[0]) > rank(prev.points[0])) return 0;
  if (rank(now.points[1]) > rank(prev.points[1])) return 1;
  // Advantage lost: back to deuce.
  return prev.points[0] === 'AD' ? 1 : 0;
}

const RUNNERS: Record<Sport, string[]> = {
  cricket: ['Bangladesh', 'India'],
  soccer: ['Arsenal', 'Chelsea', 'The Draw'],
  tennis: ['Arif Rahman', 'Marco Bellini'],
};
/** Upper bounds on steps: 2 × (120 legal balls + wides); 90 + 5 minutes; a long three-setter. */
const MAX_STEPS: Record<Sport, number> = { cricket: 330, soccer: 95, tennis: 600 };
const SPORTS: Sport[] = ['cricket', 'soccer', 'tennis'];

/** What is wrong with a probability vector ('' when nothing): n entries in [0.005, 0.995] summing to 1. */
function invalid(p: number[], n: number): string {
  if (p.length !== n) return `length ${p.length}`;
  if (Math.abs(p.reduce((a, b) => a + b, 0) - 1) > 1e-9) return `sum ${p.reduce((a, b) => a + b, 0)}`;
  if (p.some((x) => !(x >= 0.005 - 1e-12 && x <= 0.995 + 1e-12))) return `out of range ${p.join(', ')}`;
  return '';
}

function runToEnd(m: SimMatch, rng: Rng, each?: (step: number) => void): number {
  let steps = 0;
  while (!m.finished) {
    m.step(rng);
    steps++;
    each?.(steps);
    if (steps > 1000) throw new Error('match did not finish');
  }
  return steps;
}

/** Who won according to the final score alone. */
function winnerFromScore(sport: Sport, score: unknown): number | null {
  if (sport === 'cricket') {
    const s = score as CricketScore;
    if (s.innings !== 2 || s.target === null || !s.first) throw new Error('cricket ended outside the chase');
    if (s.runs >= s.target) return s.batting;
    const allUsed = s.balls === 120 || s.wickets === 10;
    if (!allUsed) throw new Error('chase ended early without reaching the target');
    return s.runs === s.target - 1 ? null : s.batting === 0 ? 1 : 0;
  }
  if (sport === 'soccer') {
    const [h, a] = (score as SoccerScore).goals;
    return h > a ? 0 : h < a ? 1 : 2;
  }
  const sets = (score as TennisScore).sets;
  const won = [0, 1].map((i) => sets.filter((s) => s[i]! > s[1 - i]!).length);
  return won[0] === 2 ? 0 : won[1] === 2 ? 1 : -1;
}

describe('rngFrom', () => {
  it('repeats a sequence for a seed and stays in [0, 1)', () => {
    const a = rngFrom(123);
    const b = rngFrom(123);
    const c = rngFrom(124);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
    expect(Math.abs(xs.reduce((s, x) => s + x, 0) / xs.length - 0.5)).toBeLessThan(0.05);
  });
});

describe.each(SPORTS)('%s match', (sport) => {
  it('runs to completion in bounded steps with valid probabilities and a winner that matches the score', () => {
    const rng = rngFrom(2024);
    let total = 0;
    const n = 60;
    for (let i = 0; i < n; i++) {
      const m = createMatch(sport, RUNNERS[sport], 100 + i);
      const runners = m.runners.length;
      expect(m.winner()).toBeNull();
      const problems: string[] = [invalid(m.probabilities(), runners)];
      expect(typeof m.summary()).toBe('string');
      const steps = runToEnd(m, rng, (step) => problems.push(invalid(m.probabilities(), runners) && `step ${step}: ${invalid(m.probabilities(), runners)}`));
      expect(problems.filter(Boolean)).toEqual([]);
      expect(steps).toBeLessThanOrEqual(MAX_STEPS[sport]);
      total += steps;
      const winner = m.winner();
      expect(winner).toBe(winnerFromScore(sport, m.score()));
      const p = m.probabilities();
      if (winner !== null) expect(p[winner]).toBe(Math.max(...p));
      const summary = m.summary();
      m.step(rng);
      expect(m.summary()).toBe(summary);
    }
    // expectedSteps is for scheduling: within 15 % of what the matches took.
    expect(Math.abs(total / n / expectedSteps(sport) - 1)).toBeLessThan(0.15);
  });

  it('is a function of the seed and the random numbers stepped with', () => {
    const a = createMatch(sport, RUNNERS[sport], 77);
    const b = createMatch(sport, RUNNERS[sport], 77);
    const ra = rngFrom(5);
    const rb = rngFrom(5);
    while (!a.finished) {
      a.step(ra);
      b.step(rb);
      expect(b.summary()).toBe(a.summary());
      expect(b.score()).toEqual(a.score());
      expect(b.probabilities()).toEqual(a.probabilities());
      expect(b.fancy()).toEqual(a.fancy());
      expect(b.ballRunning).toBe(a.ballRunning);
    }
    expect(b.finished).toBe(true);
    expect(b.winner()).toBe(a.winner());
  });
});

/**
 * Bucketed calibration: predictions grouped by tenth; each group with at least 100 predictions must see its
 * observed win rate within 5 points of its mean prediction, or within 3 standard errors where 100–900 predictions
 * make 5 points too tight for sampling noise alone.
 */
interface Bucket {
  n: number;
  p: number;
  won: number;
}
function newBuckets(): Bucket[] {
  return Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0 }));
}
function record(buckets: Bucket[], p: number, won: boolean): void {
  const b = buckets[Math.min(9, Math.floor(p * 10))]!;
  b.n++;
  b.p += p;
  b.won += won ? 1 : 0;
}
function checkBuckets(name: string, buckets: Bucket[]): string {
  const parts: string[] = [];
  let weighted = 0;
  let count = 0;
  for (const b of buckets) {
    if (b.n === 0) continue;
    const mean = b.p / b.n;
    const rate = b.won / b.n;
    weighted += Math.abs(mean - rate) * b.n;
    count += b.n;
    parts.push(`${mean.toFixed(2)}→${rate.toFixed(2)} (${b.n})`);
    if (b.n < 100) continue;
    const tolerance = Math.max(0.05, 3 * Math.sqrt((mean * (1 - mean)) / b.n));
    expect(Math.abs(mean - rate), `${name}: bucket ${mean.toFixed(3)} observed ${rate.toFixed(3)} n=${b.n}`).toBeLessThanOrEqual(tolerance);
  }
  // The mean calibration error over all predictions, weighted by bucket size.
  expect(weighted / count, `${name}: mean calibration error`).toBeLessThan(0.025);
  return `${name}: ${parts.join(', ')}; mean error ${(weighted / count).toFixed(4)}`;
}

/** Plays `n` matches with strengths from `strengths`, calling `checkpoint` to collect in-play predictions. */
function calibrate(
  sport: Sport,
  n: number,
  strengths: (rng: Rng) => number[],
  checkpoint: (m: SimMatch, step: number) => boolean,
): { pre: number; observed: number; draw?: { pre: number; observed: number }; buckets: Bucket[] } {
  const rng = rngFrom(31337 + sport.length);
  const buckets = newBuckets();
  let pre = 0;
  let preDraw = 0;
  let wins = 0;
  let draws = 0;
  let decided = 0;
  for (let i = 0; i < n; i++) {
    const m = createMatch(sport, RUNNERS[sport], 9000 + i, { strength: strengths(rng) });
    const p0 = m.probabilities();
    const seen = [p0[0]!];
    runToEnd(m, rng, (step) => {
      if (!m.finished && checkpoint(m, step)) seen.push(m.probabilities()[0]!);
    });
    const w = m.winner();
    if (w === null) continue;
    decided++;
    pre += p0[0]!;
    preDraw += p0[2] ?? 0;
    if (w === 0) wins++;
    if (w === 2) draws++;
    for (const p of seen) record(buckets, p, w === 0);
  }
  return {
    pre: pre / decided,
    observed: wins / decided,
    draw: sport === 'soccer' ? { pre: preDraw / decided, observed: draws / decided } : undefined,
    buckets,
  };
}

const report: string[] = [];

describe('calibration (4,000 simulated matches per sport, fixed seeds)', () => {
  it('cricket: pre-match and in-play probabilities match the outcomes', () => {
    // Strengths from a grid so the few strength ratios share their tables (the model caches them).
    const grid = [0.8, 0.9, 1, 1.1, 1.2, 1.3];
    const marks = new Set(['1:60', '2:0', '2:30', '2:60', '2:90', '2:108']);
    let last = '';
    const r = calibrate('cricket', 4000, (rng) => [grid[Math.floor(rng() * 6)]!, grid[Math.floor(rng() * 6)]!], (m) => {
      const s = m.score() as CricketScore;
      const mark = `${s.innings}:${s.balls}`;
      if (mark === last || !marks.has(mark)) return false;
      last = mark;
      return true;
    });
    expect(Math.abs(r.pre - r.observed)).toBeLessThan(0.03);
    report.push(`cricket pre-match mean ${r.pre.toFixed(4)} observed ${r.observed.toFixed(4)}`, checkBuckets('cricket in-play', r.buckets));
  });

  it('soccer: pre-match and in-play probabilities match the outcomes', () => {
    const r = calibrate('soccer', 4000, (rng) => [0.7 + 0.7 * rng(), 0.7 + 0.7 * rng()], (_m, minute) => [30, 45, 60, 75, 85].includes(minute));
    expect(Math.abs(r.pre - r.observed)).toBeLessThan(0.03);
    expect(Math.abs(r.draw!.pre - r.draw!.observed)).toBeLessThan(0.03);
    report.push(
      `soccer pre-match home ${r.pre.toFixed(4)} observed ${r.observed.toFixed(4)}; draw ${r.draw!.pre.toFixed(4)} observed ${r.draw!.observed.toFixed(4)}`,
      checkBuckets('soccer in-play (home)', r.buckets),
    );
  });

  it('tennis: pre-match and in-play probabilities match the outcomes', () => {
    const r = calibrate('tennis', 4000, (rng) => [0.8 + 0.6 * rng(), 0.8 + 0.6 * rng()], (_m, point) => point % 30 === 0);
    expect(Math.abs(r.pre - r.observed)).toBeLessThan(0.03);
    report.push(`tennis pre-match mean ${r.pre.toFixed(4)} observed ${r.observed.toFixed(4)}`, checkBuckets('tennis in-play', r.buckets));
    if (process.env.FEED_MODELS_REPORT) console.log(report.join('\n'));
  });
});

describe('monotonicity', () => {
  it('cricket: a chase gets harder with more runs needed or more wickets down, easier with balls in hand', () => {
    for (const ratio of [0.8, 1, 1.25]) {
      const m = battingModel(ratio);
      for (const balls of [0, 36, 72, 100, 114]) {
        for (const wickets of [0, 4, 8]) {
          let before = 1;
          for (let need = 1; need <= 220; need++) {
            const p = chaseWin(m, balls, wickets, need);
            expect(p).toBeLessThanOrEqual(before + 1e-12);
            expect(p).toBeLessThanOrEqual(chaseWin(m, balls, Math.max(0, wickets - 1), need) + 1e-12);
            before = p;
          }
          const par = Math.round((120 - balls) * 1.2);
          expect(chaseWin(m, balls, wickets, par)).toBeGreaterThan(chaseWin(m, balls, wickets + 1, par));
        }
      }
      // The same runs needed with one ball more to bowl is never worse.
      expect(chaseWin(m, 60, 3, 80)).toBeGreaterThan(chaseWin(m, 66, 3, 80));
    }
  });

  it('cricket: the side batting first gains with runs and loses with wickets', () => {
    const first = battingModel(1.1);
    const chaser = battingModel(1 / 1.1);
    for (const balls of [0, 30, 60, 90, 110]) {
      expect(firstInningsWin(first, chaser, balls, 3, 80)).toBeGreaterThan(firstInningsWin(first, chaser, balls, 3, 70));
      expect(firstInningsWin(first, chaser, balls, 3, 80)).toBeGreaterThan(firstInningsWin(first, chaser, balls, 4, 80));
    }
  });

  it('soccer: a goal raises the scorer’s probability, and time helps the side ahead', () => {
    const rates = soccerRates([1.1, 1]);
    for (const left of [90, 60, 30, 10, 1]) {
      for (const goals of [[0, 0], [1, 0], [0, 1], [2, 2]] as [number, number][]) {
        const now = soccerResult(rates, goals, left);
        const home = soccerResult(rates, [goals[0] + 1, goals[1]], left);
        const away = soccerResult(rates, [goals[0], goals[1] + 1], left);
        expect(home[0]).toBeGreaterThan(now[0]);
        expect(away[1]).toBeGreaterThan(now[1]);
        expect(Math.abs(now[0] + now[1] + now[2] - 1)).toBeLessThan(1e-12);
      }
      expect(soccerResult(rates, [1, 0], left - 1)[0]).toBeGreaterThan(soccerResult(rates, [1, 0], left)[0]);
    }
    // In play: every minute in which only the home side scored raised its probability.
    const rng = rngFrom(8);
    for (let i = 0; i < 100; i++) {
      const m = createMatch('soccer', RUNNERS.soccer, i);
      let before = m.probabilities();
      let goals = [0, 0];
      runToEnd(m, rng, () => {
        const now = m.probabilities();
        const g = (m.score() as SoccerScore).goals;
        if (g[0] > goals[0]! && g[1] === goals[1]) expect(now[0]).toBeGreaterThanOrEqual(before[0]!);
        if (g[1] > goals[1]! && g[0] === goals[0]) expect(now[1]).toBeGreaterThanOrEqual(before[1]!);
        goals = [...g];
        before = now;
      });
    }
  });

  it('tennis: winning a set, and every point won, raise the match probability', () => {
    const model = new TennisModel(servePoints([1.05, 1]));
    const at = (sets: [number, number], server: 0 | 1): number =>
      model.matchWin({ sets, games: [0, 0], points: [0, 0], tiebreak: false, server });
    for (const server of [0, 1] as const) {
      expect(at([1, 0], server)).toBeGreaterThan(at([0, 0], server));
      expect(at([0, 1], server)).toBeLessThan(at([0, 0], server));
      expect(at([1, 1], server)).toBeGreaterThan(at([0, 1], server));
    }
    // Exactly 1 or 0 once decided, and a tiebreak at 6-6 up a set is still better than level.
    expect(at([2, 0], 0)).toBe(1);
    const tb = (sets: [number, number]): TennisState => ({ sets, games: [6, 6], points: [3, 3], tiebreak: true, server: 0 });
    expect(model.matchWin(tb([1, 0]))).toBeGreaterThan(model.matchWin(tb([0, 0])));

    const rng = rngFrom(9);
    for (let i = 0; i < 100; i++) {
      const m = createMatch('tennis', RUNNERS.tennis, i);
      let before = m.probabilities();
      let prev = m.score() as TennisScore;
      runToEnd(m, rng, () => {
        const now = m.probabilities();
        const s = m.score() as TennisScore;
        const to = pointWinner(prev, s);
        // The point winner's probability never falls, and strictly rises with a set.
        expect(now[to]).toBeGreaterThanOrEqual(before[to]! - 1e-12);
        if (s.sets.length > prev.sets.length && !m.finished) expect(now[to]).toBeGreaterThan(before[to]!);
        before = now;
        prev = s;
      });
    }
  });
});

describe('cricket fancy lines', () => {
  it('settle sessions on the runs at n overs, balls on their runs, odd/even on the total', () => {
    const rng = rngFrom(4242);
    const problems: string[] = [];
    const fail = (what: string): void => {
      if (problems.length < 20) problems.push(what);
    };
    const settled = { fancy: 0, ball_by_ball: 0, odd_even: 0 };
    for (let i = 0; i < 40; i++) {
      const m = createMatch('cricket', RUNNERS.cricket, 500 + i);
      // By innings: the runs when the legal ball count first reached n; the runs conceded on each legal ball (wides
      // before it included); the total.
      const at = [new Map<number, number>(), new Map<number, number>()];
      const perBall = [new Map<number, number>(), new Map<number, number>()];
      const totals: number[] = [];
      const results = new Map<string, number>();
      let prev = m.score() as CricketScore;
      const check = (lines: FancyLine[], where: string): void => {
        for (const line of lines) {
          const id = `match ${i} ${where} ${line.key}`;
          if (line.yes < line.no) fail(`${id}: yes < no`);
          if (![line.no, line.yes, line.noRate, line.yesRate].every(Number.isInteger) || line.noRate <= 0 || line.yesRate <= 0) fail(`${id}: bad quote`);
          if (line.category === 'fancy' && line.yes !== line.no + 1) fail(`${id}: session yes != no + 1`);
          if (line.result !== null && line.open) fail(`${id}: settled but open`);
          const before = results.get(line.key);
          if (before !== undefined && line.result !== before) fail(`${id}: result changed`);
          if (line.result !== null && before === undefined) {
            results.set(line.key, line.result);
            settled[line.category]++;
          }
        }
      };
      check(m.fancy(), 'pre-match');
      expect(m.fancy().filter((l) => l.category === 'ball_by_ball' && l.open).map((l) => l.key)).toEqual(['inn1-b1-runs']);
      runToEnd(m, rng, (step) => {
        const s = m.score() as CricketScore;
        const changed = s.innings !== prev.innings;
        // The innings that took this delivery: on the step that ends the first innings the score already shows the chase.
        const played = changed ? { runs: s.first!.runs, balls: prev.balls + (s.first!.overs === prev.overs ? 0 : 1) } : s;
        const inn = prev.innings - 1;
        const ballNo = prev.balls + 1;
        perBall[inn]!.set(ballNo, (perBall[inn]!.get(ballNo) ?? 0) + played.runs - prev.runs);
        for (const n of [36, 60, 90, 120]) if (played.balls >= n && !at[inn]!.has(n)) at[inn]!.set(n, played.runs);
        if (changed || m.finished) totals[inn] = played.runs;
        const lines = m.fancy();
        check(lines, `step ${step}`);
        for (const line of lines) {
          if (line.result === null) continue;
          const k = /^inn(\d)-(?:(\d+)over-runs|b(\d+)-runs|total-oddeven)$/.exec(line.key);
          if (!k) {
            fail(`unknown key ${line.key}`);
            continue;
          }
          const li = Number(k[1]) - 1;
          const expected = k[2] ? (at[li]!.get(Number(k[2]) * 6) ?? totals[li]) : k[3] ? perBall[li]!.get(Number(k[3])) : totals[li]! % 2;
          if (line.result !== expected) fail(`match ${i} ${line.key}: result ${line.result}, expected ${expected}`);
        }
        if (!m.finished) {
          // Exactly one ball line waits for the next ball, open unless a wide was just bowled.
          const pending = lines.filter((l) => l.category === 'ball_by_ball' && l.result === null);
          const wide = s.recent[s.recent.length - 1] === 'wd';
          if (pending.length !== 1 || pending[0]!.key !== `inn${s.innings}-b${s.balls + 1}-runs` || pending[0]!.open === wide) {
            fail(`match ${i} step ${step}: pending ball lines ${JSON.stringify(pending)}`);
          }
        }
        // ballRunning flags the step that took a wicket or hit a boundary.
        const last = changed ? undefined : s.recent[s.recent.length - 1];
        if (last !== undefined && m.ballRunning !== (last === 'W' || last === '4' || last === '6')) fail(`match ${i} step ${step}: ballRunning after ${last}`);
        prev = s;
      });
      const final = m.fancy();
      if (final.some((l) => l.open)) fail(`match ${i}: open lines after the end`);
      if (final.some((l) => l.category !== 'ball_by_ball' && l.result === null)) fail(`match ${i}: unsettled lines after the end`);
      if (!final.some((l) => l.key === 'inn2-total-oddeven')) fail(`match ${i}: no odd/even for the chase`);
    }
    expect(problems).toEqual([]);
    expect(settled.fancy).toBeGreaterThan(200);
    expect(settled.ball_by_ball).toBeGreaterThan(5000);
    expect(settled.odd_even).toBe(80);
  });

  it('quotes a 6-over line near the runs sides actually make, with titles in the scoreboard notation', () => {
    const m = createMatch('cricket', RUNNERS.cricket, 1);
    const batting = shortName(m.runners[(m.score() as CricketScore).batting]!);
    const six = m.fancy().find((l) => l.key === 'inn1-6over-runs')!;
    expect(six.title).toBe(`6 Over Runs ${batting}`);
    expect(six.no).toBeGreaterThan(35);
    expect(six.no).toBeLessThan(65);
    expect(m.fancy().find((l) => l.key === 'inn1-b1-runs')!.title).toBe(`0.1 Ball Runs ${batting}`);
    expect(m.fancy().find((l) => l.key === 'inn1-total-oddeven')).toMatchObject({ title: `${batting} Innings Runs Odd`, no: 1, yes: 1, yesRate: 95, noRate: 105 });
    const rng = rngFrom(3);
    let score = m.score() as CricketScore;
    while (score.innings === 1 && score.balls < 36) {
      m.step(rng);
      score = m.score() as CricketScore;
    }
    expect(score).toMatchObject({ innings: 1, balls: 36 });
    expect(m.fancy().find((l) => l.key === 'inn1-b37-runs')).toMatchObject({ title: `6.1 Ball Runs ${batting}`, open: true });
    expect(m.fancy().find((l) => l.key === 'inn1-6over-runs')).toMatchObject({ open: false, result: score.runs });
  });
});

describe('names', () => {
  it('picks two different sides from one competition, soccer with The Draw', () => {
    const rng = rngFrom(1);
    for (const sport of SPORTS) {
      for (let i = 0; i < 200; i++) {
        const f = pickFixture(sport, rng);
        const pool = sport === 'tennis' ? NAMES.tennis.players : NAMES[sport].teams;
        expect(NAMES[sport].competitions).toContain(f.competition);
        expect(f.runners).toHaveLength(sport === 'soccer' ? 3 : 2);
        expect(f.runners[0]).not.toBe(f.runners[1]);
        expect(pool).toContain(f.runners[0]);
        expect(pool).toContain(f.runners[1]);
        if (sport === 'soccer') expect(f.runners[2]).toBe('The Draw');
      }
    }
    expect(shortName('Bangladesh')).toBe('BAN');
    expect(shortName('Somewhere Else')).toBe('SOM');
  });
});
