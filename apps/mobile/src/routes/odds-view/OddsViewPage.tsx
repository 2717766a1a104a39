import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EXCHANGE_LIVE_SAFETY_POLL_MS,
  toApiError,
  useExchangeEventQuery,
  useExchangePolling,
  useMarketPositionQuery,
  useMatchOddsQuery,
  useScoreBoardQuery,
} from '@khela/api';
import { formatDateTime, type ExchangeBookmakerRunner, type ExchangeSport } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, PinGlyph, ScoreBoard, Skeleton } from '@khela/ui';
import { BookmakerSection, FancySection } from './EventMarkets';
import { MatchOddsTable } from './MatchOddsTable';
import { OpenOrders } from './OpenOrders';
import { pinMarket, unpinMarket, usePinnedMarkets, useQuickStakes } from './storage';
import { useSlip } from './useSlip';
import { Bar, Page, RoundButton } from './parts';

const Heading = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: 16px;
    font-weight: 800;
    line-height: 1.25;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  p {
    margin: 0;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Gap = styled.div`
  height: 10px;
`;

const SPORTS: readonly string[] = ['cricket', 'soccer', 'tennis'];

interface NavState {
  marketId?: string | number;
  eventId?: string | number;
  sport?: string;
  selectedSport?: string;
  previousPath?: string;
  /** The kind of market `marketId` is (a bet record's link): a Bookmaker or Fancy one is not read as Match Odds. */
  marketKind?: string;
}

/** marketId, eventId, sport and previousPath from the query string, else the navigation state (spec 2 §2). */
export function useMarketParams() {
  const location = useLocation();
  const [search] = useSearchParams();
  const state = (location.state ?? {}) as NavState;
  const pick = (k: 'marketId' | 'eventId') => search.get(k) ?? (state[k] !== undefined && state[k] !== null ? String(state[k]) : null);
  const sportRaw = search.get('sport') ?? state.sport ?? state.selectedSport ?? null;
  const previous = state.previousPath ?? search.get('previousPath');
  return {
    marketId: pick('marketId'),
    eventId: pick('eventId'),
    sport: (sportRaw && SPORTS.includes(sportRaw) ? sportRaw : null) as ExchangeSport | null,
    previousPath: previous && previous.startsWith('/') && !previous.startsWith('//') ? previous : '/exchange',
    state,
  };
}

/**
 * /odds-view: one event, live. The score board, the Match Odds table with the slip under the tapped runner and the
 * player's unmatched orders, the Bookmaker table(s) and the Fancy Bet table with its category tabs. Prices come over
 * the exchange socket; while it is down every read polls at the spec's 300 ms. A reload keeps working: the ids are
 * copied from the navigation state into the query string.
 */
export default function OddsViewPage() {
  const { t } = useTranslation(['exchange', 'ui']);
  const msg = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useMarketParams();
  const { live, pollingInterval } = useExchangePolling();
  const scorePolling = useExchangePolling(1000).pollingInterval;
  const slip = useSlip();
  const quickStakes = useQuickStakes();
  const pins = usePinnedMarkets();

  const event = useExchangeEventQuery(params.eventId ?? '', { skip: !params.eventId, pollingInterval, skipPollingIfUnfocused: true });
  const item = event.data ?? null;
  // A market id that is not one of the event's Match Odds (a Bookmaker or Fancy bet's link) opens the event: its
  // Bookmaker and Fancy sections show on the page anyway, under the event's Match Odds.
  const houseMarket = !!params.marketId && !!item && !item.match_odds.some((m) => m.marketId === params.marketId);
  // Told so by the link: wait for the event rather than ask for a Match Odds market that is not one.
  const houseLink = !!params.eventId && (params.state.marketKind === 'bookmaker' || params.state.marketKind === 'fancy');
  // Without a market id, the event's Match Odds (an open or suspended one first).
  const marketId =
    (houseMarket || (houseLink && !item) ? null : params.marketId) ??
    item?.match_odds.find((m) => m.status === 'open' || m.status === 'suspended')?.marketId ??
    item?.match_odds[0]?.marketId ??
    null;
  const odds = useMatchOddsQuery(marketId ?? '', { skip: !marketId, pollingInterval, skipPollingIfUnfocused: true });
  const market = odds.data ?? null;
  const eventId = params.eventId ?? market?.eventId ?? null;
  const event2 = useExchangeEventQuery(eventId ?? '', { skip: !!params.eventId || !eventId, pollingInterval, skipPollingIfUnfocused: true });
  const eventItem = item ?? event2.data ?? null;
  const score = useScoreBoardQuery(eventId ?? '', { skip: !eventId, pollingInterval: scorePolling, skipPollingIfUnfocused: true });
  const position = useMarketPositionQuery(marketId ?? '', { skip: !marketId || !slip.loggedIn });
  const sport = market?.sport ?? eventItem?.event.sport ?? params.sport ?? 'cricket';

  // Keep the ids in the address, so a reload (or a shared link) opens the same market.
  useEffect(() => {
    if (!marketId || !eventId) return;
    const q = new URLSearchParams(location.search);
    if (q.get('marketId') === marketId && q.get('eventId') === eventId && q.get('sport') === sport) return;
    q.set('marketId', marketId);
    q.set('eventId', eventId);
    q.set('sport', sport);
    navigate({ pathname: location.pathname, search: `?${q.toString()}` }, { replace: true, state: location.state });
  }, [marketId, eventId, sport, location.pathname, location.search, location.state, navigate]);

  const bookmakers = useMemo(() => {
    const groups = new Map<string, ExchangeBookmakerRunner[]>();
    for (const r of eventItem?.bookmaker ?? []) groups.set(r.market_id, [...(groups.get(r.market_id) ?? []), r]);
    return [...groups.values()];
  }, [eventItem?.bookmaker]);

  const pinned = !!marketId && pins.some((p) => p.marketId === marketId);
  const togglePin = () => {
    if (!marketId || !eventId) return;
    if (pinned) unpinMarket(marketId);
    else pinMarket({ marketId, eventId, sport });
  };

  const title = market?.event_name ?? eventItem?.event.name ?? score.data?.event_name ?? '';
  const info = eventItem?.event;
  const subtitle = [info?.competition, info && !info.inplay && info.status === 'upcoming' ? t('score.notStarted', { time: formatDateTime(info.start_time) }) : null]
    .filter(Boolean)
    .join(' · ');
  const currency = market?.currency ?? 'BDT';
  const inPlay = market?.inplay ?? info?.inplay ?? false;
  // Bookmaker and Fancy markets are in play with their event (their rows carry no in-play flag of their own).
  const houseInPlay = info?.inplay ?? inPlay;
  const loading = (odds.isLoading || event.isLoading) && !market && !eventItem;
  const failed = !loading && !market && !eventItem;
  const failText = (() => {
    const err = toApiError(odds.error ?? event.error);
    if (err.status === 404 || (!odds.error && !event.error)) return t('page.notFound');
    return err.message ? msg(err.message) : t('page.loadFailed');
  })();

  return (
    <Page data-testid="odds-view">
      <Bar>
        <RoundButton type="button" aria-label={t('page.back')} onClick={() => navigate(params.previousPath)} data-testid="odds-view-back">
          <Icon name="back" size={22} />
        </RoundButton>
        <Heading>
          <h1 data-testid="odds-view-title">{title || '\u00a0'}</h1>
          {subtitle && <p>{subtitle}</p>}
        </Heading>
        {marketId && (
          <RoundButton
            type="button"
            $on={pinned}
            aria-pressed={pinned}
            aria-label={pinned ? t('page.unpin') : t('page.pin')}
            title={pinned ? t('page.unpin') : t('page.pin')}
            onClick={togglePin}
            data-testid="odds-view-pin"
          >
            <PinGlyph filled={pinned} />
          </RoundButton>
        )}
      </Bar>

      {loading && (
        <>
          <Skeleton height={78} />
          <Gap />
          <Skeleton height={150} />
          <Gap />
          <Skeleton height={120} />
        </>
      )}

      {failed && (
        <EmptyState text={failText} icon="search">
          <Button variant="secondary" onClick={() => navigate(params.previousPath)}>
            {t('page.back')}
          </Button>
        </EmptyState>
      )}

      {!loading && !failed && (
        <>
          {eventId && (
            <ScoreBoard
              sport={sport}
              eventName={title}
              score={score.data?.score ?? null}
              scoreText={score.data?.score_text ?? info?.score_text}
              inPlay={inPlay}
              startText={info ? t('score.notStarted', { time: formatDateTime(info.start_time) }) : undefined}
            />
          )}
          <Gap />
          {market && (
            <MatchOddsTable
              market={market}
              position={position.data}
              slip={slip}
              quickStakes={quickStakes}
              live={live}
              pollingMs={pollingInterval}
              footer={slip.loggedIn ? <OpenOrders marketId={market.marketId} pollingInterval={EXCHANGE_LIVE_SAFETY_POLL_MS} /> : null}
            />
          )}
          {bookmakers.map((runners) => (
            <BookmakerSection
              key={runners[0]!.market_id}
              runners={runners}
              slip={slip}
              quickStakes={quickStakes}
              currency={currency}
              inPlay={houseInPlay}
              live={live}
              pollingMs={pollingInterval}
            />
          ))}
          {eventItem && eventItem.fancy2.length > 0 && (
            <FancySection
              lines={eventItem.fancy2}
              slip={slip}
              quickStakes={quickStakes}
              currency={currency}
              inPlay={houseInPlay}
              live={live}
              pollingMs={pollingInterval}
            />
          )}
        </>
      )}
    </Page>
  );
}
