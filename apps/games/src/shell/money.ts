import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { formatMoney, GAME_LIMITS, tryParseMoney, type Poisha } from '@khela/domain';
import type { GamesState } from '@khela/api/games';

export function formatWithCurrency(s: string, currency: string): string {
  const p = tryParseMoney(s);
  if (p === null) return s;
  if (currency === 'BDT') return formatMoney(p, { currencySymbol: true });
  return `${formatMoney(p)} ${currency}`;
}

/** Formats a decimal money string for display with the session's currency: "৳1,234.50". */
export function useMoney(): (s: string) => string {
  const currency = useSelector((st: GamesState) => st.gameSession.info?.player.currency ?? 'BDT');
  return useCallback((s: string) => formatWithCurrency(s, currency), [currency]);
}

/** The stake in poisha when it is a valid bet within the game limits and the balance, else null. */
export function parseBet(value: string, balance: string | null): Poisha | null {
  const p = tryParseMoney(value);
  if (p === null || p < GAME_LIMITS.minBet || p > GAME_LIMITS.maxBet) return null;
  const b = balance === null ? null : tryParseMoney(balance);
  if (b !== null && p > b) return null;
  return p;
}
