import { useMemo } from 'react';
import { EXCHANGE_LIST_POLL_MS, useExchangePolling, useSportsEventsQuery } from '@khela/api';
import type { ExchangeSport, ExchangeSportsEvent } from '@khela/domain';

export interface ExchangeLists {
  bySport: Record<ExchangeSport, ExchangeSportsEvent[]>;
  loading: boolean;
  error: boolean;
  live: boolean;
}

/** The three sports' event lists (upcoming and in play), polled while the live socket is down. */
export function useExchangeLists(): ExchangeLists {
  const { live, pollingInterval } = useExchangePolling(EXCHANGE_LIST_POLL_MS);
  const cricket = useSportsEventsQuery('cricket', { pollingInterval, skipPollingIfUnfocused: true });
  const soccer = useSportsEventsQuery('soccer', { pollingInterval, skipPollingIfUnfocused: true });
  const tennis = useSportsEventsQuery('tennis', { pollingInterval, skipPollingIfUnfocused: true });
  return useMemo(
    () => ({
      bySport: { cricket: cricket.data ?? [], soccer: soccer.data ?? [], tennis: tennis.data ?? [] },
      loading: cricket.isLoading || soccer.isLoading || tennis.isLoading,
      error: Boolean(cricket.isError && soccer.isError && tennis.isError),
      live,
    }),
    [cricket.data, soccer.data, tennis.data, cricket.isLoading, soccer.isLoading, tennis.isLoading, cricket.isError, soccer.isError, tennis.isError, live],
  );
}

/** Where an event's market page is (reload-safe query). */
export function oddsViewHref(e: { MarketId?: string | null; EventId: string; sport: ExchangeSport }): string {
  const q = new URLSearchParams();
  if (e.MarketId) q.set('marketId', e.MarketId);
  q.set('eventId', e.EventId);
  q.set('sport', e.sport);
  return `/odds-view?${q.toString()}`;
}
