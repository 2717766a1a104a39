import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, diceMultiplierUnits, diceWinningRolls, type DiceParams } from '@khela/domain';

/** Win chance in %: under `target` wins on rolls below it, over `target` on rolls at or above it. */
export function diceChance({ target, direction }: DiceParams): number {
  return diceWinningRolls(target, direction) / 100;
}
/** The payout multiplier (99 / chance, cut to 4 places), as the server pays it. */
export function diceMult({ target, direction }: DiceParams): number {
  return diceMultiplierUnits(target, direction) / 10_000;
}
/** The roll recorded by the server. */
export function rollOf(outcome: unknown): number | null {
  const o = outcome as { roll?: unknown } | null;
  return o && typeof o.roll === 'number' ? o.roll : null;
}
/** The target range: the chance stays within 2–98 % either way. */
export function targetBounds(_direction: DiceParams['direction']): [number, number] {
  return [DICE_MIN_CHANCE, DICE_MAX_CHANCE];
}
