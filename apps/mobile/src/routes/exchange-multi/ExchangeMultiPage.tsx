import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useExchangePolling, useMarketPositionQuery, useMatchOddsQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, EmptyState, FeedIndicator, Icon, PinGlyph, Skeleton } from '@khela/ui';
import { MatchOddsTable } from '../odds-view/MatchOddsTable';
import { Page, RoundButton } from '../odds-view/parts';
import { unpinMarket, usePinnedMarkets, useQuickStakes, type PinnedMarket } from '../odds-view/storage';
import { useSlip, type SlipApi } from '../odds-view/useSlip';

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 4px 4px 10px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 18px;
  font-weight: 800;
`;

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

const OpenLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: rgba(255, 255, 255, 0.06); text-decoration: none; }
`;

const Hint = styled.p`
  max-width: 300px;
  margin: 0;
  line-height: 1.5;
`;

function oddsViewPath(p: PinnedMarket): string {
  const q = new URLSearchParams({ marketId: p.marketId, eventId: p.eventId, sport: p.sport });
  return `/odds-view?${q.toString()}`;
}

function PinnedMarketCard({ pin, slip, quickStakes, live, pollingInterval }: { pin: PinnedMarket; slip: SlipApi; quickStakes: readonly number[]; live: boolean; pollingInterval: number }) {
  const { t } = useTranslation('exchange');
  const { data: market, isLoading } = useMatchOddsQuery(pin.marketId, { pollingInterval, skipPollingIfUnfocused: true });
  const { data: position } = useMarketPositionQuery(pin.marketId, { skip: !slip.loggedIn });
  if (isLoading) return <Skeleton height={140} />;
  if (!market) return null;
  return (
    <MatchOddsTable
      market={market}
      position={position}
      slip={slip}
      quickStakes={quickStakes}
      live={live}
      pollingMs={pollingInterval}
      depth="best"
      compact
      title={market.event_name}
      testId={`multi-${pin.marketId}`}
      actions={
        <>
          <OpenLink to={oddsViewPath(pin)} state={{ previousPath: '/exchange-multi' }} aria-label={t('multi.openMarket')} title={t('multi.openMarket')} data-testid={`multi-${pin.marketId}-open`}>
            <Icon name="chevronRight" size={20} />
          </OpenLink>
          <RoundButton type="button" $on aria-label={t('page.unpin')} title={t('page.unpin')} onClick={() => unpinMarket(pin.marketId)} data-testid={`multi-${pin.marketId}-unpin`} style={{ width: 36, height: 36 }}>
            <PinGlyph filled size={18} />
          </RoundButton>
        </>
      }
    />
  );
}

/**
 * /exchange-multi: the markets the player pinned on /odds-view, stacked as compact Match Odds tables (best price
 * each way), live, each with unpin and a link to its full page. Bets can be placed right here.
 */
export default function ExchangeMultiPage() {
  const { t } = useTranslation('exchange');
  const navigate = useNavigate();
  const pins = usePinnedMarkets();
  const slip = useSlip();
  const quickStakes = useQuickStakes();
  const { live, pollingInterval } = useExchangePolling();
  return (
    <Page data-testid="exchange-multi">
      <TitleRow>
        <Title>{t('lists.nav.multi')}</Title>
        {pins.length > 0 && <FeedIndicator live={live} pollingMs={pollingInterval} testId="multi-feed" />}
      </TitleRow>
      {pins.length === 0 ? (
        <EmptyState text={t('multi.emptyTitle')} icon="star">
          <Hint>{t('multi.emptyHint')}</Hint>
          <Button variant="secondary" onClick={() => navigate('/exchange')} data-testid="multi-browse">
            {t('multi.browse')}
          </Button>
        </EmptyState>
      ) : (
        <Stack>
          {pins.map((p) => (
            <PinnedMarketCard key={p.marketId} pin={p} slip={slip} quickStakes={quickStakes} live={live} pollingInterval={pollingInterval} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
