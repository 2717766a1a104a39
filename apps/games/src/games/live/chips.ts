import { displayLanguage, localDigits } from '@khela/domain';

/** Casino chip colours by value (poisha), largest first. */
const CHIP_COLORS: [bigint, string][] = [
  [500_000n, '#7b2cbf'],
  [100_000n, '#111827'],
  [50_000n, '#e8590c'],
  [10_000n, '#2f9e44'],
  [5_000n, '#c92a2a'],
  [1_000n, '#1c7ed6'],
  [0n, '#5c677d'],
];

export function chipColor(p: bigint): string {
  return CHIP_COLORS.find(([min]) => p >= min)![1];
}

/**
 * "10", "2.5", "1K", "12.5K", "1L" (a lakh): short enough for a chip, in the player's digits; Bangla writes হা (হাজার)
 * and লা (লাখ).
 */
export function chipLabel(p: bigint): string {
  const taka = Number(p) / 100;
  const bn = displayLanguage() === 'bn';
  if (taka >= 100_000) return `${localDigits(String(Number((taka / 100_000).toFixed(1))))}${bn ? 'লা' : 'L'}`;
  if (taka >= 1000) return `${localDigits(String(Number((taka / 1000).toFixed(taka >= 10_000 ? 0 : 1))))}${bn ? 'হা' : 'K'}`;
  return localDigits(String(Number(taka.toFixed(2))));
}
