import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EXCHANGE_LIST_POLL_MS,
  EXCHANGE_MARKET_POLL_MS,
  selectSession,
  useExchangeEventQuery,
  useExchangePolling,
  useMarketPositionQuery,
  useMatchOddsQuery,
  useScoreBoardQuery,
  useSelector,
} from '@khela/api';
import { useTranslation } from '@khela/i18n';
import type { ExchangeSport } from '@khela/domain';
import { Skeleton } from '@khela/ui';
import { dhakaShortDate, dhakaTime, isSport } from '../exchange/format';
import { Glyph, SportGlyph } from '../exchange/icons';
import { isPinned, togglePin, usePins } from '../exchange/pins';
import { useSlip } from '../exchange/slip';
import { Badge, Card, Empty, FeedIndicator, LiveDot } from '../exchange/ui';
import { Bookmaker } from './Bookmaker';
import { Fancy } from './Fancy';
import { MatchOdds } from './MatchOdds';
import { ScoreBoard } from './ScoreBoard';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  .grow {
    flex: 1;
    min-width: 0;
  }
  h1 {
    margin: 2px 0 0;
    font-size: 21px;
    font-weight: 800;
    display: flex;
    align-items: center;
    gap: 10px;
  }
`;

const Crumbs = styled.nav`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const PinButton = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 34px;
  padding: 0 12px;
  border-radius: 17px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.border)};
  background: ${({ $on }) => ($on ? 'rgba(245, 194, 66, 0.12)' : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.textMuted)};
  font-size: 12px;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** /odds-view?marketId=&eventId=&sport=: score, Match Odds, Bookmaker and Fancy of one event (reload-safe). */
export default function OddsViewPage() {
  const { t, i18n } = useTranslation('exchange');
  const [params] = useSearchParams();
  const session = useSelector(selectSession);
  const loggedIn = Boolean(session.token);
  const slip = useSlip();
  const pins = usePins();
  const { live, pollingInterval } = useExchangePolling();
  const slow = useExchangePolling(EXCHANGE_LIST_POLL_MS).pollingInterval;

  const marketParam = params.get('marketId') ?? '';
  const eventParam = params.get('eventId') ?? '';
  const sportParam = params.get('sport');

  const market = useMatchOddsQuery(marketParam, { skip: !marketParam, pollingInterval, skipPollingIfUnfocused: true });
  const eventId = eventParam || market.data?.eventId || '';
  const event = useExchangeEventQuery(eventId, { skip: !eventId, pollingInterval, skipPollingIfUnfocused: true });
  const marketId = marketParam || event.data?.match_odds[0]?.marketId || '';
  const mo = useMatchOddsQuery(marketId, { skip: !marketId || marketId === marketParam, pollingInterval, skipPollingIfUnfocused: true });
  const odds = marketId === marketParam ? market : mo;
  const score = useScoreBoardQuery(eventId, { skip: !eventId, pollingInterval: slow, skipPollingIfUnfocused: true });
  const position = useMarketPositionQuery(marketId, { skip: !loggedIn || !marketId });

  const info = event.data?.event;
  const sport: ExchangeSport | undefined = info?.sport ?? odds.data?.sport ?? (isSport(sportParam) ? sportParam : undefined);
  const name = info?.name ?? odds.data?.event_name ?? '';
  const teams = ((): [string, string] => {
    const runners = (odds.data?.runners ?? []).filter((r) => !/draw/i.test(r.SelectionName)).map((r) => r.SelectionName);
    if (runners.length >= 2) return [runners[0]!, runners[1]!];
    const parts = name.split(/ v | vs /i);
    return [parts[0] ?? '', parts[1] ?? ''];
  })();
  const loading = (odds.isLoading || event.isLoading) && !odds.data && !event.data;
  const notFound = !loading && !odds.data && !event.data;
  const inplay = info?.inplay ?? odds.data?.inplay ?? false;
  const startText = info ? t('score.notStarted', { time: `${dhakaShortDate(info.start_time, i18n.language)} ${dhakaTime(info.start_time)}` }) : '';

  if (!marketParam && !eventParam) {
    return (
      <Card>
        <Empty>
          {t('desktop.market.pickOne')} <Link to="/exchange">{t('desktop.nav.home')}</Link>
        </Empty>
      </Card>
    );
  }
  if (loading) return <Skeleton height={420} />;
  if (notFound) {
    return (
      <Card data-testid="market-not-found">
        <Empty>
          {odds.isError || event.isError ? t('desktop.market.loadFailed') : t('desktop.market.notFound')} <Link to="/exchange">{t('desktop.nav.home')}</Link>
        </Empty>
      </Card>
    );
  }
  const pinned = marketId ? isPinned(pins, marketId) : false;
  return (
    <>
      <Head>
        <div className="grow">
          <Crumbs aria-label={t('desktop.sports.crumbs')}>
            <Link to="/exchange">{t('desktop.nav.home')}</Link>›
            {sport && (
              <>
                <Link to={`/exchange-sports?sport=${sport}`}>
                  <SportGlyph sport={sport} size={13} />
                  {t(`lists.sport.${sport}`)}
                </Link>
                ›
              </>
            )}
            {info?.competition && sport && (
              <Link to={`/exchange-sports?sport=${sport}&competition=${encodeURIComponent(info.competition)}`}>{info.competition}</Link>
            )}
          </Crumbs>
          <h1 data-testid="event-name">
            {name}
            {inplay ? (
              <Badge $tone="live">
                <LiveDot />
                {t('market.live')}
              </Badge>
            ) : (
              info && <Badge>{`${dhakaShortDate(info.start_time, i18n.language)} · ${dhakaTime(info.start_time)}`}</Badge>
            )}
          </h1>
        </div>
        <FeedIndicator live={live} pollMs={EXCHANGE_MARKET_POLL_MS} />
        {marketId && sport && eventId && (
          <PinButton type="button" $on={pinned} aria-pressed={pinned} onClick={() => togglePin({ marketId, eventId, sport })} data-testid="pin-market">
            <Glyph name="pin" size={14} filled={pinned} />
            {pinned ? t('desktop.market.unpin') : t('page.pin')}
          </PinButton>
        )}
      </Head>
      <ScoreBoard board={score.data} teams={teams} startText={startText} />
      {odds.data ? (
        <MatchOdds
          market={odds.data}
          position={position.data}
          onPick={(selectionId, side, price) => {
            const r = odds.data!.runners.find((x) => x.selectionId === selectionId);
            slip.open({ kind: 'match_odds', marketId, eventId, sport, eventName: name, selectionId, runner: r?.SelectionName ?? '', side, price });
          }}
        />
      ) : marketId ? (
        <Skeleton height={180} />
      ) : null}
      {event.data && event.data.bookmaker.length > 0 && (
        <Bookmaker
          runners={event.data.bookmaker}
          loggedIn={loggedIn}
          onPick={(r, side, price) =>
            slip.open({ kind: 'bookmaker', marketId: r.market_id, eventId, sport, eventName: name, selectionId: r.selection_id, runner: r.runner, side, price, min: r.min, max: r.max })
          }
        />
      )}
      {event.data && event.data.fancy2.length > 0 && (
        <Fancy
          lines={event.data.fancy2}
          onPick={(l, side) => {
            const line = side === 'yes' ? l.yes : l.no;
            const rate = side === 'yes' ? l.yes_rate : l.no_rate;
            if (line === null || rate === null) return;
            slip.open({ kind: 'fancy', marketId: l.market_id, eventId, sport, eventName: name, title: l.title, side, line, rate, min: l.min, max: l.max });
          }}
        />
      )}
    </>
  );
}
