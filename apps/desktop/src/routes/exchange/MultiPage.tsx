import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EXCHANGE_MARKET_POLL_MS, selectSession, useExchangePolling, useMarketPositionQuery, useMatchOddsQuery, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, Skeleton } from '@khela/ui';
import { useNavigate } from 'react-router-dom';
import { Glyph } from './icons';
import { MatchOdds } from '../odds-view/MatchOdds';
import { togglePin, usePins, type Pin } from './pins';
import { useSlip } from './slip';
import { Card, Empty, FeedIndicator, PageTitle } from './ui';

const PinHead = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: -8px;
  a {
    font-weight: 800;
    font-size: 15px;
    color: ${({ theme }) => theme.colors.text};
  }
  .grow {
    flex: 1;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    cursor: pointer;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function PinnedMarket({ pin, pollingInterval }: { pin: Pin; pollingInterval: number }) {
  const { t } = useTranslation('exchange');
  const slip = useSlip();
  const loggedIn = Boolean(useSelector(selectSession).token);
  const { data, isLoading } = useMatchOddsQuery(pin.marketId, { pollingInterval, skipPollingIfUnfocused: true });
  const { data: position } = useMarketPositionQuery(pin.marketId, { skip: !loggedIn });
  const href = `/odds-view?marketId=${pin.marketId}&eventId=${pin.eventId}&sport=${pin.sport}`;
  return (
    <>
      <PinHead>
        <Link to={href}>{data?.event_name ?? '…'}</Link>
        <span className="grow" />
        <button type="button" onClick={() => togglePin(pin)}>
          <Glyph name="close" size={14} />
          {t('desktop.market.unpin')}
        </button>
      </PinHead>
      {isLoading ? (
        <Skeleton height={140} />
      ) : data ? (
        <MatchOdds
          market={data}
          position={position}
          onPick={(selectionId, side, price) =>
            slip.open({
              kind: 'match_odds',
              marketId: pin.marketId,
              eventId: pin.eventId,
              sport: pin.sport,
              eventName: data.event_name,
              selectionId,
              runner: data.runners.find((r) => r.selectionId === selectionId)?.SelectionName ?? '',
              side,
              price,
            })
          }
        />
      ) : (
        <Card>
          <Empty>{t('desktop.market.notFound')}</Empty>
        </Card>
      )}
    </>
  );
}

/** /exchange-multi: the pinned Match Odds markets side by side, each live, bettable from the slip. */
export default function MultiPage() {
  const { t } = useTranslation('exchange');
  const navigate = useNavigate();
  const pins = usePins();
  const { live, pollingInterval } = useExchangePolling();
  return (
    <>
      <PageTitle>
        <h1>{t('lists.nav.multi')}</h1>
        <p>{t('desktop.multi.count', { count: pins.length })}</p>
        <span className="grow" />
        <FeedIndicator live={live} pollMs={EXCHANGE_MARKET_POLL_MS} />
      </PageTitle>
      {pins.length === 0 ? (
        <Card data-testid="multi-empty">
          <Empty>
            <p style={{ fontWeight: 700, color: '#eef2f9', margin: '0 0 6px' }}>{t('multi.emptyTitle')}</p>
            <p style={{ margin: '0 0 14px' }}>{t('desktop.multi.emptyHint')}</p>
            <Button variant="secondary" onClick={() => navigate('/exchange-inplay')}>
              {t('multi.browse')}
            </Button>
          </Empty>
        </Card>
      ) : (
        pins.map((p) => <PinnedMarket key={p.marketId} pin={p} pollingInterval={pollingInterval} />)
      )}
    </>
  );
}
