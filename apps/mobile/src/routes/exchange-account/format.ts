import { daysBefore, dhakaToday, toHundredths, tryParseMoney, winAmount, type ExchangeRecord } from '@khela/domain';
import { taka } from '../funds/money';

/** Decimal odds as the exchange shows them: two places ("1.95", "17.50"). */
export function oddsText(odds: number | null | undefined): string {
  return typeof odds === 'number' && Number.isFinite(odds) ? odds.toFixed(2) : '–';
}

/** What a record was struck at: decimal odds, or a Fancy bet's line and rate ("51 @ 100"). */
export function recordPrice(r: Pick<ExchangeRecord, 'market_type' | 'odds' | 'run'>): string {
  return r.market_type === 'fancy' || r.run !== null ? `${r.run ?? '–'} @ ${Math.round(r.odds)}` : oddsText(r.odds);
}

/** A signed amount with its tone: "+৳50.00" green, "-৳20.00" red, "৳0.00" muted; null (not settled) is a dash. */
export function signed(value: string | null | undefined): { text: string; tone: 'win' | 'loss' | 'even' } {
  const p = tryParseMoney(value ?? null);
  if (p === null) return { text: value ?? '–', tone: 'even' };
  if (p === 0n) return { text: taka(0n), tone: 'even' };
  return p > 0n ? { text: `+${taka(p)}`, tone: 'win' } : { text: `-${taka(-p)}`, tone: 'loss' };
}

/**
 * What the unmatched part of an order would win and risk if it were matched at its price, in poisha: a back of s at
 * p wins floor((p − 1) × s) and risks s; a lay is the other way round. Null for an unreadable amount or price.
 */
export function orderOutcome(side: 'back' | 'lay', price: number, size: string): { profit: bigint; liability: bigint } | null {
  const s = tryParseMoney(size);
  const p = toHundredths(price);
  if (s === null || p === null || p <= 100) return null;
  try {
    const w = winAmount(p, s);
    return side === 'back' ? { profit: w, liability: s } : { profit: s, liability: w };
  } catch {
    return null;
  }
}

/** The date presets of Bets History and Profit & Loss, in Dhaka days. */
export const RANGES = ['today', 'yesterday', '7', '30'] as const;
export type RangeKey = (typeof RANGES)[number];

export function isRange(v: string | null): v is RangeKey {
  return (RANGES as readonly string[]).includes(v ?? '');
}

/** The Dhaka days (YYYY-MM-DD, both included) of a preset. */
export function rangeDays(key: RangeKey, today: string = dhakaToday()): { from: string; to: string } {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = daysBefore(today, 1);
      return { from: y, to: y };
    }
    case '7':
      return { from: daysBefore(today, 6), to: today };
    case '30':
      return { from: daysBefore(today, 29), to: today };
  }
}
