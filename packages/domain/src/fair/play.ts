import type { DiceParams, KenoParams, LimboParams, OneShotGame, OriginalGame, ParamsOf, PlinkoParams, RouletteBetSpec, RouletteParams } from '../games';
import { MoneyError, parseMoney, toWire } from '../money';
import type { Seeds } from './core';
import {
  crashRtp,
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  diceMultiplierUnits,
  diceRoll,
  diceRtpOf,
  diceWins,
  hundredths,
  KENO_NUMBERS,
  kenoDraw,
  LIMBO_MAX,
  LIMBO_MIN_TARGET,
  limboResult,
  limboRtp,
  minesRtp,
  MINES_TILES,
  ROULETTE_RED,
  ROULETTE_RTP,
  roulettePayout,
  roulettePocket,
} from './games';
import { SLOT_LINES, SLOT_RTP, slotSpin, slotUnits, type SlotOutcome } from './slot';
import { KENO_MAX_PICKS, kenoChances, kenoTable, plinkoChances, plinkoDrop, PLINKO_ROWS, plinkoTable, tableRtp, type PlinkoRisk } from './tables';

/**
 * One entry point for the games settled in one call, shared by the server and the verifier page:
 * parsePlayParams (strict) → stakeOf → settleOneShot(seeds, params, stake).
 */

export type OutcomeOf = {
  dice: { roll: number; win: boolean; multiplier: number };
  limbo: { result: number; win: boolean; multiplier: number };
  plinko: { path: number[]; bucket: number; multiplier: number };
  keno: { drawn: number[]; hits: number[]; multiplier: number };
  roulette: { pocket: number; color: 'red' | 'black' | 'green'; wins: { index: number; payout: string }[] };
  slot: SlotOutcome;
};

/** Player-facing texts of parsePlayParams (each has a Bangla translation in the i18n `messages` namespace). */
export const PARAM_MESSAGES = {
  params: 'The bet details are missing or not valid.',
  unknownField: 'The bet details have a field this game does not use.',
  diceTarget: 'Choose a target from 2.00 to 98.00 with at most two decimals.',
  diceDirection: 'Choose to roll under or over the target.',
  limboTarget: 'Choose a target multiplier from 1.01 to 1,000,000 with at most two decimals.',
  plinkoRows: 'Choose from 8 to 16 rows.',
  plinkoRisk: 'Choose low, medium or high risk.',
  kenoPicks: 'Pick 1 to 10 different numbers from 1 to 40.',
  rouletteChips: 'Place from 1 to 50 chips.',
  rouletteBet: 'A chip is not on a valid bet.',
  rouletteAmount: 'Every chip needs an amount above 0.00 with at most two decimals.',
  rouletteTotal: 'The bet amount must equal the total of your chips.',
  slotParams: 'This game takes no bet options.',
} as const;

const ROULETTE_MAX_CHIPS = 50;

type Parsed<T> = { ok: true; params: T } | { ok: false; message: string };
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}
/** Only these keys, each present. */
function hasExactly(o: Record<string, unknown>, keys: readonly string[]): 'ok' | 'unknown' | 'missing' {
  for (const k of Object.keys(o)) if (!keys.includes(k)) return 'unknown';
  for (const k of keys) if (!(k in o)) return 'missing';
  return 'ok';
}
/** A finite number with at most two decimals, in [min, max]. */
function twoDecimals(v: unknown, min: number, max: number): v is number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) return false;
  return Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
}
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function parseDice(o: Record<string, unknown>): Parsed<DiceParams> {
  const { target, direction } = o;
  if (direction !== 'under' && direction !== 'over') return fail(PARAM_MESSAGES.diceDirection);
  // the win chance is target (under) or 100 − target (over): 2–98 % either way
  if (!twoDecimals(target, DICE_MIN_CHANCE, DICE_MAX_CHANCE)) return fail(PARAM_MESSAGES.diceTarget);
  return { ok: true, params: { target: hundredths(target) / 100, direction } };
}
function parseLimbo(o: Record<string, unknown>): Parsed<LimboParams> {
  if (!twoDecimals(o.target, LIMBO_MIN_TARGET, LIMBO_MAX)) return fail(PARAM_MESSAGES.limboTarget);
  return { ok: true, params: { target: hundredths(o.target) / 100 } };
}
function parsePlinko(o: Record<string, unknown>): Parsed<PlinkoParams> {
  if (!isInt(o.rows, PLINKO_ROWS[0], PLINKO_ROWS[PLINKO_ROWS.length - 1]!)) return fail(PARAM_MESSAGES.plinkoRows);
  if (o.risk !== 'low' && o.risk !== 'medium' && o.risk !== 'high') return fail(PARAM_MESSAGES.plinkoRisk);
  return { ok: true, params: { rows: o.rows, risk: o.risk } };
}
function parseKeno(o: Record<string, unknown>): Parsed<KenoParams> {
  const { picks } = o;
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) return fail(PARAM_MESSAGES.kenoPicks);
  if (!picks.every((n) => isInt(n, 1, KENO_NUMBERS)) || new Set(picks).size !== picks.length) return fail(PARAM_MESSAGES.kenoPicks);
  return { ok: true, params: { picks: [...(picks as number[])] } };
}
const EVEN_MONEY = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
function parseRouletteBet(v: unknown): RouletteBetSpec | null {
  if (!isRecord(v)) return null;
  const { kind } = v;
  if (kind === 'straight') return hasExactly(v, ['kind', 'number']) === 'ok' && isInt(v.number, 0, 36) ? { kind, number: v.number } : null;
  if ((EVEN_MONEY as readonly unknown[]).includes(kind)) return hasExactly(v, ['kind']) === 'ok' ? { kind: kind as (typeof EVEN_MONEY)[number] } : null;
  if (kind === 'dozen' || kind === 'column') {
    return hasExactly(v, ['kind', 'index']) === 'ok' && isInt(v.index, 0, 2) ? { kind, index: v.index as 0 | 1 | 2 } : null;
  }
  return null;
}
function parseRoulette(o: Record<string, unknown>): Parsed<RouletteParams> {
  const { bets } = o;
  if (!Array.isArray(bets) || bets.length < 1 || bets.length > ROULETTE_MAX_CHIPS) return fail(PARAM_MESSAGES.rouletteChips);
  const out: RouletteParams['bets'] = [];
  for (const chip of bets) {
    if (!isRecord(chip)) return fail(PARAM_MESSAGES.rouletteBet);
    const shape = hasExactly(chip, ['bet', 'amount']);
    if (shape === 'unknown') return fail(PARAM_MESSAGES.unknownField);
    if (shape === 'missing') return fail(chip.bet === undefined ? PARAM_MESSAGES.rouletteBet : PARAM_MESSAGES.rouletteAmount);
    const bet = parseRouletteBet(chip.bet);
    if (!bet) return fail(PARAM_MESSAGES.rouletteBet);
    if (typeof chip.amount !== 'string') return fail(PARAM_MESSAGES.rouletteAmount);
    let poisha: bigint;
    try {
      poisha = parseMoney(chip.amount);
    } catch (e) {
      if (e instanceof MoneyError) return fail(PARAM_MESSAGES.rouletteAmount);
      throw e;
    }
    if (poisha <= 0n) return fail(PARAM_MESSAGES.rouletteAmount);
    out.push({ bet, amount: toWire(poisha) });
  }
  return { ok: true, params: { bets: out } };
}

const FIELDS: Record<OneShotGame, readonly string[]> = {
  dice: ['target', 'direction'],
  limbo: ['target'],
  plinko: ['rows', 'risk'],
  keno: ['picks'],
  roulette: ['bets'],
  slot: [],
};

/**
 * Strict parse of a play's `params`: an object with exactly the game's fields, each of the right type and range.
 * Numbers must be JSON numbers (no strings); roulette chip amounts are money strings (normalised to "12.50").
 */
export function parsePlayParams<G extends OneShotGame>(game: G, raw: unknown): { ok: true; params: ParamsOf[G] } | { ok: false; message: string } {
  if (!isRecord(raw)) return fail(PARAM_MESSAGES.params);
  const shape = hasExactly(raw, FIELDS[game]);
  if (shape === 'unknown') return fail(game === 'slot' ? PARAM_MESSAGES.slotParams : PARAM_MESSAGES.unknownField);
  // a missing field falls through to its own check (undefined fails it with the field's message)
  let r: Parsed<unknown>;
  switch (game) {
    case 'dice':
      r = parseDice(raw);
      break;
    case 'limbo':
      r = parseLimbo(raw);
      break;
    case 'plinko':
      r = parsePlinko(raw);
      break;
    case 'keno':
      r = parseKeno(raw);
      break;
    case 'roulette':
      r = parseRoulette(raw);
      break;
    default:
      r = { ok: true, params: {} };
  }
  return r as { ok: true; params: ParamsOf[G] } | { ok: false; message: string };
}

/**
 * The round's stake in poisha. Roulette: the sum of its chips (the request's `amount` is not used here; the server
 * should refuse a request whose amount differs, with PARAM_MESSAGES.rouletteTotal). Every other game: `amount`.
 */
export function stakeOf<G extends OneShotGame>(game: G, params: ParamsOf[G], amount: bigint): bigint {
  if (game === 'roulette') return (params as RouletteParams).bets.reduce((sum, chip) => sum + parseMoney(chip.amount), 0n);
  return amount;
}

/** Multipliers as whole 1/10 000 units, so that payouts are exact bigint arithmetic. */
export const MULTIPLIER_UNITS = 10_000;
const payOf = (stake: bigint, units: number): bigint => (stake * BigInt(units)) / BigInt(MULTIPLIER_UNITS);

const POCKET_COLOR = (pocket: number): 'red' | 'black' | 'green' => (pocket === 0 ? 'green' : ROULETTE_RED.has(pocket) ? 'red' : 'black');

/**
 * Settle a one-call round from its seeds. payout = floor(stake × units / 10 000) poisha, where `units` is the
 * multiplier in whole 1/10 000ths (dice: floor(99 000 000 / winning rolls); limbo: target × 10 000; plinko, keno: the
 * table's two-decimal figure; slot: twentieths of the total bet × 500). Roulette: Σ chip × (36 | 3 | 2), exact.
 * `multiplier` is payout / stake to 4 decimals (floor) for roulette, units / 10 000 otherwise; 0 on a loss.
 * The payout cap (GAME_LIMITS.maxPayout) is applied by the server, not here.
 */
export function settleOneShot<G extends OneShotGame>(
  game: G,
  seeds: Seeds,
  params: ParamsOf[G],
  stake: bigint,
): { payout: bigint; multiplier: number; outcome: OutcomeOf[G] } {
  type R = { payout: bigint; multiplier: number; outcome: OutcomeOf[G] };
  const done = (units: number, outcome: OutcomeOf[OneShotGame]): R => ({
    payout: payOf(stake, units),
    multiplier: units / MULTIPLIER_UNITS,
    outcome: outcome as OutcomeOf[G],
  });
  switch (game) {
    case 'dice': {
      const { target, direction } = params as DiceParams;
      const roll = diceRoll(seeds);
      const win = diceWins(roll, target, direction);
      const units = win ? diceMultiplierUnits(target, direction) : 0;
      return done(units, { roll, win, multiplier: units / MULTIPLIER_UNITS });
    }
    case 'limbo': {
      const { target } = params as LimboParams;
      const result = limboResult(seeds);
      const win = hundredths(result) >= hundredths(target);
      const units = win ? hundredths(target) * 100 : 0;
      return done(units, { result, win, multiplier: units / MULTIPLIER_UNITS });
    }
    case 'plinko': {
      const { rows, risk } = params as PlinkoParams;
      const { path, bucket } = plinkoDrop(seeds, rows);
      const m = plinkoTable(rows, risk)[bucket]!;
      const units = Math.round(m * MULTIPLIER_UNITS);
      return done(units, { path, bucket, multiplier: units / MULTIPLIER_UNITS });
    }
    case 'keno': {
      const { picks } = params as KenoParams;
      const drawn = kenoDraw(seeds);
      const hits = picks.filter((n) => drawn.includes(n)).sort((a, b) => a - b);
      const units = Math.round(kenoTable(picks.length)[hits.length]! * MULTIPLIER_UNITS);
      return done(units, { drawn, hits, multiplier: units / MULTIPLIER_UNITS });
    }
    case 'roulette': {
      const { bets } = params as RouletteParams;
      const pocket = roulettePocket(seeds);
      const wins: { index: number; payout: string }[] = [];
      let payout = 0n;
      bets.forEach((chip, index) => {
        const times = roulettePayout(chip.bet, pocket);
        if (times > 0) {
          const p = parseMoney(chip.amount) * BigInt(times);
          payout += p;
          wins.push({ index, payout: toWire(p) });
        }
      });
      const multiplier = stake > 0n ? Number((payout * BigInt(MULTIPLIER_UNITS)) / stake) / MULTIPLIER_UNITS : 0;
      return { payout, multiplier, outcome: { pocket, color: POCKET_COLOR(pocket), wins } } as R;
    }
    case 'slot': {
      const outcome = slotSpin(seeds);
      return done(slotUnits(outcome) * (MULTIPLIER_UNITS / SLOT_LINES), outcome);
    }
  }
  throw new Error(`not a one-call game: ${String(game)}`);
}

// ------------------------------------------------------------------ theoretical return
type RtpParamsOf = {
  dice: DiceParams;
  limbo: LimboParams;
  /** Cashing out at `cashout` (wins when the crash point ≥ cashout). */
  crash: { cashout: number };
  /** Cashing out after `revealed` safe tiles. */
  mines: { mines: number; revealed: number };
  plinko: PlinkoParams;
  keno: { picks: number };
  roulette: Record<string, never>;
  slot: Record<string, never>;
};

/**
 * The exact theoretical return of a bet (see fair/README.md). Without params: the game's headline figure
 * (RTP_SUMMARY[game].rtp).
 */
export function theoreticalRtp<G extends OriginalGame>(game: G, params?: RtpParamsOf[G]): number {
  if (!params) return RTP_SUMMARY[game].rtp;
  switch (game) {
    case 'dice': {
      const p = params as DiceParams;
      return diceRtpOf(p.target, p.direction);
    }
    case 'limbo':
      return limboRtp((params as LimboParams).target);
    case 'crash':
      return crashRtp((params as RtpParamsOf['crash']).cashout);
    case 'mines': {
      const p = params as RtpParamsOf['mines'];
      return minesRtp(p.mines, p.revealed);
    }
    case 'plinko': {
      const p = params as PlinkoParams;
      return tableRtp(plinkoChances(p.rows), plinkoTable(p.rows, p.risk));
    }
    case 'keno': {
      const picks = (params as RtpParamsOf['keno']).picks;
      return tableRtp(kenoChances(picks), kenoTable(picks));
    }
    case 'roulette':
      return ROULETTE_RTP;
    default:
      return SLOT_RTP;
  }
}

interface RtpFigure {
  /** The headline return (the best a player can get, or the only one). */
  rtp: number;
  /** The lowest and highest exact return over every allowed choice. */
  min: number;
  max: number;
  /** Exact returns by choice, where there are few (plinko "rows:risk", keno picks). */
  by?: Record<string, number>;
  note: string;
}

function range(values: number[]): { min: number; max: number } {
  return { min: Math.min(...values), max: Math.max(...values) };
}

function buildSummary(): Record<OriginalGame, RtpFigure> {
  const dice: number[] = [];
  for (let t = DICE_MIN_CHANCE * 100; t <= DICE_MAX_CHANCE * 100; t++) dice.push(diceRtpOf(t / 100, 'under'));
  const mines: number[] = [];
  for (let m = 1; m < MINES_TILES; m++) for (let k = 1; k <= MINES_TILES - m; k++) mines.push(minesRtp(m, k));
  const plinko: Record<string, number> = {};
  for (const rows of PLINKO_ROWS) {
    for (const risk of ['low', 'medium', 'high'] as PlinkoRisk[]) plinko[`${rows}:${risk}`] = tableRtp(plinkoChances(rows), plinkoTable(rows, risk));
  }
  const keno: Record<string, number> = {};
  for (let p = 1; p <= KENO_MAX_PICKS; p++) keno[String(p)] = tableRtp(kenoChances(p), kenoTable(p));
  return {
    dice: {
      rtp: 0.99,
      ...range(dice),
      note: 'win chance c % (2.00–98.00): c / 100 × (99 / c truncated to 4 decimals); exactly 0.99 for 95 of the 9 601 chances, lowest 0.9899032 at 97.24 %',
    },
    limbo: {
      rtp: 0.99,
      min: LIMBO_MIN_RTP,
      max: 0.99,
      note: 'target T = t / 100: T × floor(99·2³² / t) / 2³² — within T / 2³² below 0.99 (target 2: 0.99 − 2.4e-10); lowest 0.98976723 at 999 769.02',
    },
    crash: {
      rtp: 0.99,
      min: 0.99 - LIMBO_MAX / 2 ** 52,
      max: 0.99,
      note: 'cash-out m = t / 100: m × floor(99·2⁵² / t) / 2⁵², within m / 2⁵² (≤ 2.3e-10) below 0.99',
    },
    mines: { rtp: 0.99, ...range(mines), note: 'cashing out after k safe tiles with m mines: C(25 − m, k) / C(25, k) × 0.99 × C(25, k) / C(25 − m, k) truncated to 4 places' },
    plinko: { rtp: 0.99, ...range(Object.values(plinko)), by: plinko, note: 'Σ binomial(rows, k) / 2^rows × table[k]; tables fitted to just under 99 %' },
    keno: { rtp: 0.99, ...range(Object.values(keno)), by: keno, note: 'Σ hypergeometric(10 of 40 drawn) × table[hits]; tables fitted to just under 99 %' },
    roulette: { rtp: ROULETTE_RTP, min: ROULETTE_RTP, max: ROULETTE_RTP, note: 'single zero: every bet returns 36 / 37 = 0.972973' },
    slot: { rtp: SLOT_RTP, min: SLOT_RTP, max: SLOT_RTP, note: 'computed exactly from the reel strips and pay table (slot-math.ts); the 5 000× cap changes it by under 1e-15' },
  };
}

/** Lowest exact limbo return over every target 1.01–1 000 000 (at 999 769.02; checked by a test over all 10⁸ targets' formula). */
export const LIMBO_MIN_RTP = 0.989767227564007;

/** Exact returns per game. */
export const RTP_SUMMARY: Readonly<Record<OriginalGame, RtpFigure>> = buildSummary();
