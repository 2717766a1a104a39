/**
 * Tennis, best of three sets, a tiebreak (first to 7, by 2) at 6-6 in every set; one step per point.
 *
 * Each player wins a point on their own serve with a fixed probability, 0.64 ± 0.08 × ln(s1 / s2) (the log ratio of
 * strengths clamped to ±0.5, so 0.60–0.68), independent of everything else. That makes the match a Markov chain and
 * the match probability exact: closed forms at deuce (game and tiebreak), a recursion over points within the game or
 * tiebreak, and a memoized recursion over (sets, games, server) at the start of each game — 392 states, built once.
 * The server alternates by game; in a tiebreak the first server serves one point, then two each; the player who
 * received first in a tiebreak serves the next set's first game.
 *
 * Score JSON: {sets: [p1, p2][] (completed sets), games: [p1, p2] (current set), points: [p1, p2] ('0', '15', '30',
 * '40', 'AD'; in a tiebreak the point counts '0', '1', …), server: 0|1 (serving the next point), tiebreak: boolean}.
 * Everything reads from player 1's side.
 */
import { clampProbabilities, decided, type FancyLine, type Rng, type SimMatch } from './common';

const SETS_TO_WIN = 2;
const LABELS = ['0', '15', '30', '40'] as const;

/** P(player wins a point on their own serve) for [player 1, player 2]. */
export function servePoints(strengths: readonly [number, number]): [number, number] {
  const d = Math.min(0.5, Math.max(-0.5, Math.log(strengths[0] / strengths[1])));
  return [0.64 + 0.08 * d, 0.64 - 0.08 * d];
}

/** Who serves point `n` (0-based) of a tiebreak that `first` opened. */
function tiebreakServer(n: number, first: 0 | 1): 0 | 1 {
  if (n === 0) return first;
  return Math.floor((n + 1) / 2) % 2 === 0 ? first : first === 0 ? 1 : 0;
}

/** P(the server wins the game) from server points x, receiver points y; p = server's point probability. */
export function gameWin(p: number, x: number, y: number): number {
  if (x >= 4 && x - y >= 2) return 1;
  if (y >= 4 && y - x >= 2) return 0;
  const q = 1 - p;
  if (x >= 3 && y >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    return x === y ? deuce : x > y ? p + q * deuce : p * deuce;
  }
  return p * gameWin(p, x + 1, y) + q * gameWin(p, x, y + 1);
}

/** The state of a match from which TennisModel computes. Points are counts (4 = a game point won at 40). */
export interface TennisState {
  sets: [number, number];
  games: [number, number];
  points: [number, number];
  tiebreak: boolean;
  /** Server of the current game; in a tiebreak, the player who served its first point. */
  server: 0 | 1;
}

/** Exact match probabilities for two players' serve-point probabilities. */
export class TennisModel {
  private readonly memo = new Float64Array(2 * 2 * 7 * 7 * 2).fill(-1);
  private readonly tbMemo = new Float64Array(8 * 8 * 2).fill(-1);
  private readonly serveWin: [number, number];

  constructor(serveWin: [number, number]) {
    this.serveWin = serveWin;
  }

  /** P(player 1 wins the point) with `server` serving. */
  private pointToFirst(server: 0 | 1): number {
    return server === 0 ? this.serveWin[0] : 1 - this.serveWin[1];
  }

  /** P(player 1 wins the tiebreak) from points (x, y), `first` having served its first point. */
  tiebreakWin(x: number, y: number, first: 0 | 1): number {
    if (x >= 7 && x - y >= 2) return 1;
    if (y >= 7 && y - x >= 2) return 0;
    if (x >= 6 && y >= 6 && x === y) {
      // From level at an even point count each player serves one of the next two points.
      const u = this.pointToFirst(0);
      const v = this.pointToFirst(1);
      return (u * v) / (u * v + (1 - u) * (1 - v));
    }
    const cached = x < 8 && y < 8;
    const slot = (x * 8 + y) * 2 + first;
    if (cached && this.tbMemo[slot]! >= 0) return this.tbMemo[slot]!;
    const w = this.pointToFirst(tiebreakServer(x + y, first));
    const value = w * this.tiebreakWin(x + 1, y, first) + (1 - w) * this.tiebreakWin(x, y + 1, first);
    if (cached) this.tbMemo[slot] = value;
    return value;
  }

  /** P(player 1 wins the match) once a game has gone to `gameTo`, the next game served by `next`. */
  private afterGame(s0: number, s1: number, g0: number, g1: number, gameTo: 0 | 1, next: 0 | 1): number {
    const a = gameTo === 0 ? g0 + 1 : g0;
    const b = gameTo === 1 ? g1 + 1 : g1;
    if ((a >= 6 && a - b >= 2) || a === 7) return this.fromGame(s0 + 1, s1, 0, 0, next);
    if ((b >= 6 && b - a >= 2) || b === 7) return this.fromGame(s0, s1 + 1, 0, 0, next);
    return this.fromGame(s0, s1, a, b, next);
  }

  /** P(player 1 wins the match) at the start of a game (or tiebreak at 6-6) served by `server`. */
  fromGame(s0: number, s1: number, g0: number, g1: number, server: 0 | 1): number {
    if (s0 >= SETS_TO_WIN) return 1;
    if (s1 >= SETS_TO_WIN) return 0;
    const slot = (((s0 * 2 + s1) * 7 + g0) * 7 + g1) * 2 + server;
    if (this.memo[slot]! >= 0) return this.memo[slot]!;
    const next: 0 | 1 = server === 0 ? 1 : 0;
    let value: number;
    if (g0 === 6 && g1 === 6) {
      const t = this.tiebreakWin(0, 0, server);
      value = t * this.fromGame(s0 + 1, s1, 0, 0, next) + (1 - t) * this.fromGame(s0, s1 + 1, 0, 0, next);
    } else {
      const hold = gameWin(this.serveWin[server], 0, 0);
      const first = server === 0 ? hold : 1 - hold;
      value = first * this.afterGame(s0, s1, g0, g1, 0, next) + (1 - first) * this.afterGame(s0, s1, g0, g1, 1, next);
    }
    this.memo[slot] = value;
    return value;
  }

  /** P(player 1 wins the match) from any state. */
  matchWin(s: TennisState): number {
    const [s0, s1] = s.sets;
    if (s0 >= SETS_TO_WIN) return 1;
    if (s1 >= SETS_TO_WIN) return 0;
    const [g0, g1] = s.games;
    const next: 0 | 1 = s.server === 0 ? 1 : 0;
    if (s.tiebreak) {
      const t = this.tiebreakWin(s.points[0], s.points[1], s.server);
      return t * this.fromGame(s0 + 1, s1, 0, 0, next) + (1 - t) * this.fromGame(s0, s1 + 1, 0, 0, next);
    }
    const mine = s.points[s.server];
    const theirs = s.points[next];
    const hold = gameWin(this.serveWin[s.server], mine, theirs);
    const first = s.server === 0 ? hold : 1 - hold;
    return first * this.afterGame(s0, s1, g0, g1, 0, next) + (1 - first) * this.afterGame(s0, s1, g0, g1, 1, next);
  }
}

export class TennisMatch implements SimMatch {
  readonly sport = 'tennis' as const;
  readonly runners: string[];
  readonly strengths: [number, number];
  readonly serveWin: [number, number];
  readonly model: TennisModel;
  private readonly state: TennisState;
  private readonly completed: [number, number][] = [];
  private done = false;
  private won: number | null = null;
  private lastBig = false;
  private version = 0;
  private cachedAt = -1;
  private cached: number[] = [];

  /** `firstServer`: who serves the first game (the toss, from the seed). */
  constructor(runners: string[], strengths: [number, number], firstServer: 0 | 1) {
    this.runners = runners;
    this.strengths = strengths;
    this.serveWin = servePoints(strengths);
    this.model = new TennisModel(this.serveWin);
    this.state = { sets: [0, 0], games: [0, 0], points: [0, 0], tiebreak: false, server: firstServer };
  }

  get finished(): boolean {
    return this.done;
  }

  /** True after a point that broke serve or ended a set, until the next step. */
  get ballRunning(): boolean {
    return this.lastBig;
  }

  winner(): number | null {
    return this.done ? this.won : null;
  }

  private pointServer(): 0 | 1 {
    const s = this.state;
    return s.tiebreak ? tiebreakServer(s.points[0] + s.points[1], s.server) : s.server;
  }

  step(rng: Rng): void {
    if (this.done) return;
    this.version++;
    this.lastBig = false;
    const s = this.state;
    const serving = this.pointServer();
    const to: 0 | 1 = rng() < this.serveWin[serving] ? serving : serving === 0 ? 1 : 0;
    s.points[to]++;
    const lead = s.points[to] - s.points[to === 0 ? 1 : 0];
    if (s.points[to] < (s.tiebreak ? 7 : 4) || lead < 2) return;

    if (!s.tiebreak && to !== s.server) this.lastBig = true;
    s.points = [0, 0];
    s.server = s.server === 0 ? 1 : 0;
    s.games[to]++;
    const g = s.games[to];
    const other = s.games[to === 0 ? 1 : 0];
    if ((g >= 6 && g - other >= 2) || g === 7) {
      this.lastBig = true;
      this.completed.push([s.games[0], s.games[1]]);
      s.games = [0, 0];
      s.tiebreak = false;
      s.sets[to]++;
      if (s.sets[to] >= SETS_TO_WIN) {
        this.done = true;
        this.won = to;
      }
    } else if (s.games[0] === 6 && s.games[1] === 6) {
      s.tiebreak = true;
    }
  }

  probabilities(): number[] {
    if (this.cachedAt !== this.version) {
      if (this.done) this.cached = decided(2, this.won);
      else {
        const p = this.model.matchWin(this.state);
        this.cached = clampProbabilities([p, 1 - p]);
      }
      this.cachedAt = this.version;
    }
    return this.cached.slice();
  }

  private pointsText(): [string, string] {
    const [x, y] = this.state.points;
    if (this.state.tiebreak) return [String(x), String(y)];
    if (x >= 3 && y >= 3) return x === y ? ['40', '40'] : x > y ? ['AD', '40'] : ['40', 'AD'];
    return [LABELS[x]!, LABELS[y]!];
  }

  score(): { sets: [number, number][]; games: [number, number]; points: [string, string]; server: 0 | 1; tiebreak: boolean } {
    const s = this.state;
    return {
      sets: this.completed.map(([a, b]) => [a, b]),
      games: [s.games[0], s.games[1]],
      points: this.pointsText(),
      server: this.pointServer(),
      tiebreak: s.tiebreak,
    };
  }

  summary(): string {
    const sets = this.completed.map(([a, b]) => `${a}-${b}`);
    if (this.done) return sets.join(' ');
    const [x, y] = this.pointsText();
    return [...sets, `${this.state.games[0]}-${this.state.games[1]}`, `${x}-${y}`].join(' ');
  }

  fancy(): FancyLine[] {
    return [];
  }
}
