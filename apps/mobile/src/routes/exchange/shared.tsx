import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EXCHANGE_LIST_POLL_MS, useSportsEventsQuery } from '@khela/api';
import type { ExchangeSport, ExchangeSportsEvent } from '@khela/domain';
import { EXCHANGE_SPORTS } from '@khela/ui';

/** The exchange header's height (px); pages stick their own bars under it. */
export const EXCHANGE_HEADER_HEIGHT = 52;

/** The market page's navigation state (spec 2, Sports exchange: marketId, eventId, selectedSport, previousPath). */
export interface OddsViewState {
  marketId: string | null;
  eventId: string;
  selectedSport: ExchangeSport;
  previousPath: string;
}

/** /odds-view?marketId=&eventId=&sport= (the query repeats the state, so a reload or a shared link still works). */
export function oddsViewHref(e: Pick<ExchangeSportsEvent, 'MarketId' | 'EventId' | 'sport'>): string {
  const q = new URLSearchParams();
  if (e.MarketId) q.set('marketId', e.MarketId);
  q.set('eventId', e.EventId);
  q.set('sport', e.sport);
  return `/odds-view?${q.toString()}`;
}

/** Opens an event's market page with the navigation state and the query. */
export function useOpenEvent(): (e: ExchangeSportsEvent) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (e: ExchangeSportsEvent) => {
      const state: OddsViewState = { marketId: e.MarketId, eventId: e.EventId, selectedSport: e.sport, previousPath: pathname + search };
      navigate(oddsViewHref(e), { state });
    },
    [navigate, pathname, search],
  );
}

export function isSport(v: string | null): v is ExchangeSport {
  return v !== null && (EXCHANGE_SPORTS as readonly string[]).includes(v);
}

/** The events of every sport, polled every 5 s (paused while the tab is hidden); `skip` stops all three. */
export function useAllSportsEvents(skip = false) {
  const opts = { pollingInterval: EXCHANGE_LIST_POLL_MS, skipPollingIfUnfocused: true, skip };
  const cricket = useSportsEventsQuery('cricket', opts);
  const soccer = useSportsEventsQuery('soccer', opts);
  const tennis = useSportsEventsQuery('tennis', opts);
  const bySport: Record<ExchangeSport, typeof cricket> = { cricket, soccer, tennis };
  const all = [cricket, soccer, tennis];
  return {
    bySport,
    /** Nothing to show yet from any sport. */
    loading: all.every((q) => q.data === undefined) && all.some((q) => q.isLoading || q.isFetching),
    /** Every sport failed. */
    error: all.every((q) => q.isError && q.data === undefined),
    refetch: () => all.forEach((q) => void q.refetch()),
  };
}

/** In play first, then by start time. */
export function byPlayThenStart(a: ExchangeSportsEvent, b: ExchangeSportsEvent): number {
  if (a.inplay !== b.inplay) return a.inplay ? -1 : 1;
  return a.start_time.localeCompare(b.start_time);
}

/** A page of the exchange lists. */
export const Page = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  max-width: 720px;
  margin: 0 auto;
`;

/** A bar that sticks under the exchange header (tabs, crumbs). */
export const StickyBar = styled.div`
  position: sticky;
  top: ${EXCHANGE_HEADER_HEIGHT}px;
  z-index: ${({ theme }) => theme.z.sticky - 1};
  background: ${({ theme }) => theme.colors.bg};
  box-shadow: 0 6px 12px rgba(0, 0, 0, 0.25);
`;
