import { useSyncExternalStore } from 'react';
import { exchangeLiveConnected, onExchangeLiveStatus } from './rooms';

/** The spec's poll of an open market (spec 2 §9), used while the live socket is down. */
export const EXCHANGE_MARKET_POLL_MS = 300;
/** Lists (home, in-play, sports) and the score while the socket is down; and every read's safety net while it is up. */
export const EXCHANGE_LIST_POLL_MS = 5_000;
/** The safety-net poll of a watched market while pushes arrive (a missed push heals within this). */
export const EXCHANGE_LIVE_SAFETY_POLL_MS = 15_000;

/** Whether the exchange's live socket is open (re-renders on change). */
export function useExchangeLive(): boolean {
  return useSyncExternalStore(onExchangeLiveStatus, exchangeLiveConnected, () => false);
}

/**
 * The polling interval for an exchange read: the spec's rate (`down`) while the socket is down, the slow safety net
 * while pushes arrive. Pass it as RTK Query's `pollingInterval`.
 */
export function useExchangePolling(down: number = EXCHANGE_MARKET_POLL_MS): { live: boolean; pollingInterval: number } {
  const live = useExchangeLive();
  return { live, pollingInterval: live ? EXCHANGE_LIVE_SAFETY_POLL_MS : down };
}
