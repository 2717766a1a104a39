import { tryParseMoney, type LiveGame, type LiveRules } from '@khela/domain';

/**
 * How each live game is laid out and read (issue 34). The rules (packages/domain/src/fair/live) decide the spots, the
 * deal and the returns; this table only says how the screen shows them:
 * - `rows`: the spots as the real table lays them out, row by row (a spot the rules lack is left out; a spot the rules
 *   have and no row names is added in a last row, labelled by its name, so new spots show before their layout does);
 * - `tall`: spots that span the rows of the block (Dragon and Tiger beside Tie and Suited Tie);
 * - `places`: the dealt-to places (`Dealt.to`) in screen order; other places follow in the order they are dealt to;
 * - `codes`: the result codes the board shows, each with its tone (`win` of a side, `tie`, or a neutral `n`);
 * - `roads`: draws the bead plate and the big road from the codes (Baccarat and Dragon Tiger);
 * - `many`: places that may get many cards (Andar Bahar's sides): drawn as an overlapping fan.
 * Texts are `games:live.<game>.spots.<spot>`, `games:live.<game>.places.<to>`, `games:live.<game>.codes.<code>`
 * (the board's short label) and `games:live.<game>.wins.<code>` (the banner).
 */
export interface LiveGameView {
  rows: string[][];
  /** The row of the main spots (the others are drawn smaller); 0 unless said. */
  main?: number;
  tall?: string[];
  places: string[];
  codes: Record<string, Tone>;
  /** The code of a tie (the big road marks it on the last cell instead of a new one). */
  tie?: string;
  roads?: boolean;
  many?: string[];
  /** A spot's colour on the felt. */
  colors?: Record<string, string>;
}
export type Tone = 'red' | 'blue' | 'green' | 'gold' | 'violet' | 'grey';

export const TONES: Record<Tone, string> = {
  red: '#d9354b',
  blue: '#2f6fe0',
  green: '#1f9d55',
  gold: '#c9961a',
  violet: '#7b4bd6',
  grey: '#59657f',
};

export const LIVE_VIEWS: Record<LiveGame, LiveGameView> = {
  'dragon-tiger': {
    rows: [['dragon', 'tie', 'tiger'], ['suited_tie']],
    tall: ['dragon', 'tiger'],
    places: ['dragon', 'tiger'],
    codes: { D: 'red', T: 'blue', X: 'green' },
    tie: 'X',
    roads: true,
    colors: { dragon: TONES.red, tiger: TONES.blue, tie: TONES.green, suited_tie: TONES.green },
  },
  baccarat: {
    rows: [['player_pair', 'banker_pair'], ['player', 'tie', 'banker']],
    main: 1,
    places: ['player', 'banker'],
    codes: { P: 'blue', B: 'red', T: 'green' },
    tie: 'T',
    roads: true,
    colors: { player: TONES.blue, banker: TONES.red, tie: TONES.green, player_pair: TONES.blue, banker_pair: TONES.red },
  },
  'teen-patti': {
    rows: [['a', 'b'], ['pair_plus_a', 'pair_plus_b']],
    places: ['a', 'b'],
    codes: { A: 'blue', B: 'red', T: 'green' },
    tie: 'T',
    colors: { a: TONES.blue, b: TONES.red, pair_plus_a: TONES.blue, pair_plus_b: TONES.red },
  },
  'andar-bahar': {
    rows: [['andar', 'bahar']],
    places: ['joker', 'andar', 'bahar'],
    codes: { A: 'blue', B: 'red' },
    many: ['andar', 'bahar'],
    colors: { andar: TONES.blue, bahar: TONES.red },
  },
  'seven-up-down': {
    rows: [['down', 'seven', 'up']],
    places: [],
    codes: { D: 'blue', '7': 'gold', U: 'red' },
    colors: { down: TONES.blue, seven: TONES.gold, up: TONES.red },
  },
  'lucky-7': {
    rows: [['low', 'seven', 'high'], ['red', 'black', 'odd', 'even'], ['spades', 'hearts', 'clubs', 'diamonds']],
    places: [],
    codes: { L: 'blue', '7': 'gold', H: 'red' },
    colors: { low: TONES.blue, seven: TONES.gold, high: TONES.red, red: TONES.red, black: '#20283a' },
  },
  'cards-32': {
    rows: [['p8', 'p9', 'p10', 'p11']],
    places: ['p8', 'p9', 'p10', 'p11'],
    codes: { '8': 'blue', '9': 'red', '10': 'green', '11': 'violet' },
    colors: { p8: TONES.blue, p9: TONES.red, p10: TONES.green, p11: TONES.violet },
  },
};

/** The spots of a game in rows: the view's rows limited to the rules' spots, then any spot the view does not name. */
export function spotRows(view: LiveGameView, rules: LiveRules): string[][] {
  const have = new Set(rules.spots);
  const rows = view.rows.map((r) => r.filter((s) => have.has(s))).filter((r) => r.length > 0);
  const named = new Set(rows.flat());
  const rest = rules.spots.filter((s) => !named.has(s));
  for (let i = 0; i < rest.length; i += 4) rows.push(rest.slice(i, i + 4));
  return rows;
}

/** The places of a deal in screen order: the view's first (those dealt to), then the others as they are dealt to. */
export function placesOf(view: LiveGameView, steps: readonly { to: string }[]): string[] {
  const dealt = [...new Set(steps.map((s) => s.to))];
  return [...view.places.filter((p) => dealt.includes(p)), ...dealt.filter((p) => !view.places.includes(p))];
}

/**
 * What a spot pays as the table prints it, from the most its rules return: 200 → "1:1", 1200 → "11:1", 195 →
 * "0.95:1"; a spot whose best is a push or less shows nothing.
 */
export function payoutOdds(rules: LiveRules, spot: string): string | null {
  let best = 0;
  for (const s of rules.scenarios) best = Math.max(best, s[spot] ?? 0);
  if (best <= 100) return null;
  const net = (best - 100) / 100;
  return `${Number.isInteger(net) ? net : net.toFixed(2).replace(/0$/, '')}:1`;
}

/** A wire amount's poisha; 0 when there is none. */
export function poishaOf(s: string | undefined | null): bigint {
  return tryParseMoney(s) ?? 0n;
}
