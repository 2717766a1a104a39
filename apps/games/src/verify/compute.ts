import {
  GAME_LIMITS,
  GAME_MESSAGES,
  minePositions,
  ONE_SHOT_GAMES,
  parsePlayParams,
  settleOneShot,
  sha256Hex,
  stakeOf,
  toWire,
  tryParseMoney,
  type OneShotGame,
  type Seeds,
} from '@khela/domain';

/** The games the verifier recomputes from seeds (crash has its own chain check). */
export const VERIFIABLE = [...ONE_SHOT_GAMES, 'mines'] as const;
export type VerifiableGame = (typeof VERIFIABLE)[number];

export type Recomputed =
  | { ok: true; game: OneShotGame; outcome: unknown; multiplier: number; payout: string | null }
  | { ok: true; game: 'mines'; mines: number[] }
  | { ok: false; message: string };

/**
 * Recompute a round in the browser with the same functions the server used: settleOneShot for the one-call games
 * (payout capped as the server caps it), minePositions for Mines.
 */
export function recompute(game: VerifiableGame, seeds: Seeds, params: unknown, amount: string | null): Recomputed {
  if (game === 'mines') {
    const m = (params as { mines?: unknown } | null)?.mines;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < 1 || m > 24) return { ok: false, message: GAME_MESSAGES.minesCount };
    return { ok: true, game, mines: minePositions(seeds, m) };
  }
  const parsed = parsePlayParams(game, params);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const stakeIn = amount ? tryParseMoney(amount) : null;
  const stake = stakeOf(game, parsed.params, stakeIn ?? 100n);
  const s = settleOneShot(game, seeds, parsed.params, stake);
  const payout = s.payout > GAME_LIMITS.maxPayout ? GAME_LIMITS.maxPayout : s.payout;
  return { ok: true, game, outcome: s.outcome, multiplier: s.multiplier, payout: stakeIn !== null || game === 'roulette' ? toWire(payout) : null };
}

/** JSON with object keys sorted, so the server's stored outcome (key order may change in the database) compares equal. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

export function hashMatches(serverSeed: string, hash: string): boolean {
  return sha256Hex(serverSeed) === hash.trim().toLowerCase();
}

/** The params a freshly chosen game starts with in the form. */
export const DEFAULT_PARAMS: Record<VerifiableGame, unknown> = {
  dice: { target: 50, direction: 'under' },
  limbo: { target: 2 },
  plinko: { rows: 16, risk: 'medium' },
  keno: { picks: [1, 2, 3, 4, 5] },
  roulette: { bets: [{ bet: { kind: 'red' }, amount: '1.00' }] },
  slot: {},
  mines: { mines: 3 },
};
