import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, toApiError, useCancelOrderMutation, useExchangeHubQuery, useExchangeOrdersQuery, useMatchOddsQuery, useSelector } from '@khela/api';
import { useMessage, useTranslation } from '@khela/i18n';
import { tryParseMoney, type ExchangeOrderListItem, type ExchangeRecord } from '@khela/domain';
import { Spinner } from '@khela/ui';
import { formatOdds, wireTaka } from './format';
import { Card, CardHead, Side } from './ui';

const Group = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin: 0;
    padding: 8px 14px;
    font-size: 11px;
    font-weight: 800;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    background: rgba(255, 255, 255, 0.02);
  }
`;

const Item = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 4px 10px;
  align-items: center;
  padding: 9px 14px;
  font-size: 12.5px;
  border-top: 1px solid rgba(255, 255, 255, 0.04);
  .name {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .figs {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .sub {
    grid-column: 2 / -1;
    display: flex;
    justify-content: space-between;
    gap: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11.5px;
  }
  a {
    color: inherit;
  }
`;

const CancelButton = styled.button`
  height: 24px;
  padding: 0 10px;
  border-radius: 4px;
  border: 1px solid rgba(240, 68, 90, 0.5);
  background: transparent;
  color: #ff8b99;
  font-size: 11px;
  font-weight: 800;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: rgba(240, 68, 90, 0.12);
  }
  &:disabled {
    opacity: 0.5;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 16px 14px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;

function positive(v: string): boolean {
  const p = tryParseMoney(v);
  return p !== null && p > 0n;
}

function UnmatchedRow({ o, showEvent }: { o: ExchangeOrderListItem; showEvent: boolean }) {
  const { t } = useTranslation('exchange');
  const msg = useMessage();
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Item data-testid="unmatched-order">
      <Side $side={o.side}>{o.side === 'back' ? t('market.backHeader') : t('market.layHeader')}</Side>
      <span className="name" title={o.selection_name}>
        {o.selection_name}
      </span>
      <CancelButton
        type="button"
        disabled={isLoading}
        onClick={async () => {
          setError(null);
          try {
            await cancel(o.id).unwrap();
          } catch (e) {
            const err = toApiError(e);
            setError(err.message ? msg(err.message) : t('desktop.bets.cancelFailed'));
          }
        }}
        data-testid="cancel-order"
      >
        {isLoading ? <Spinner /> : t('slip.cancelOrder')}
      </CancelButton>
      <span className="sub">
        <span>{t('desktop.bets.waitingAt', { amount: wireTaka(o.size_remaining), price: formatOdds(o.price) })}</span>
      </span>
      {showEvent && (
        <span className="sub">
          <Link to={`/odds-view?marketId=${o.market_id}&eventId=${o.event_id}`}>{o.event_name}</Link>
        </span>
      )}
      {error && <span className="sub" style={{ color: '#ff8b99' }}>{error}</span>}
    </Item>
  );
}

function MatchedRow({ o, showEvent }: { o: ExchangeOrderListItem; showEvent: boolean }) {
  const { t } = useTranslation('exchange');
  return (
    <Item data-testid="matched-order">
      <Side $side={o.side}>{o.side === 'back' ? t('market.backHeader') : t('market.layHeader')}</Side>
      <span className="name" title={o.selection_name}>
        {o.selection_name}
      </span>
      <span className="figs">
        {formatOdds(o.avg_price_matched)} · {wireTaka(o.size_matched)}
      </span>
      {showEvent && (
        <span className="sub">
          <Link to={`/odds-view?marketId=${o.market_id}&eventId=${o.event_id}`}>{o.event_name}</Link>
        </span>
      )}
    </Item>
  );
}

function BetRow({ r, showEvent }: { r: ExchangeRecord; showEvent: boolean }) {
  const { t } = useTranslation('exchange');
  const side = r.bet_type === 'back' ? t('market.backHeader') : r.bet_type === 'lay' ? t('market.layHeader') : r.bet_type === 'yes' ? t('market.yesHeader') : t('market.noHeader');
  return (
    <Item data-testid="house-bet">
      <Side $side={r.bet_type}>{side}</Side>
      <span className="name" title={r.selection_name}>
        {r.selection_name}
      </span>
      <span className="figs">
        {r.run !== null ? `${r.run} / ${r.odds}` : formatOdds(r.odds)} · {wireTaka(r.stake)}
      </span>
      <span className="sub">
        <span>{r.market_type === 'fancy' ? t('page.fancyTitle') : t('desktop.market.bookmaker')}</span>
      </span>
      {showEvent && r.event_id && (
        <span className="sub">
          {/* The event's page (its Match Odds on top, the Bookmaker and Fancy sections under it). */}
          <Link to={`/odds-view?eventId=${encodeURIComponent(r.event_id)}`}>{r.event_name}</Link>
        </span>
      )}
    </Item>
  );
}

/** The right column's open bets: unmatched orders (Cancel) and matched ones, for the market on screen (else all). */
export function OpenBetsPanel() {
  const { t } = useTranslation('exchange');
  const loggedIn = Boolean(useSelector(selectSession).token);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onMarket = pathname === '/odds-view';
  const marketId = onMarket ? params.get('marketId') : null;
  const eventId = onMarket ? params.get('eventId') : null;
  const orders = useExchangeOrdersQuery({ status: 'open', per_page: 100 }, { skip: !loggedIn, pollingInterval: 10_000, skipPollingIfUnfocused: true });
  const hub = useExchangeHubQuery({ status: 'open', per_page: 50 }, { skip: !loggedIn, pollingInterval: 15_000, skipPollingIfUnfocused: true });
  // The page's own Match Odds read (cached): the event of a market opened without its event id.
  const mo = useMatchOddsQuery(marketId ?? '', { skip: !loggedIn || !marketId || !!eventId });
  if (!loggedIn) return null;
  const all = orders.data?.orders ?? [];
  const mine = onMarket ? all.filter((o) => (marketId ? o.market_id === marketId : o.event_id === eventId)) : all;
  const shownEvent = onMarket ? (eventId ?? mo.data?.eventId ?? mine[0]?.event_id ?? null) : null;
  const unmatched = mine.filter((o) => o.status === 'executable' && positive(o.size_remaining));
  const matched = mine.filter((o) => positive(o.size_matched));
  // Bookmaker and Fancy bets: all of them, or on a market page those of its event (by id: names may repeat).
  const house = (hub.data?.data ?? []).filter(
    (r) => r.market_type !== 'match_odds' && (!onMarket || (shownEvent !== null && r.event_id === shownEvent) || (marketId !== null && r.market_id === marketId)),
  );
  const empty = unmatched.length + matched.length + house.length === 0;
  return (
    <Card data-testid="open-bets">
      <CardHead>
        <h2>{onMarket ? t('desktop.bets.titleMarket') : t('desktop.bets.titleAll')}</h2>
        <span className="grow" />
        {orders.isFetching && <Spinner />}
      </CardHead>
      {empty ? (
        <Note>{orders.isLoading ? '…' : t('desktop.bets.none')}</Note>
      ) : (
        <>
          {unmatched.length > 0 && (
            <Group>
              <h3>
                {t('account.bets.unmatchedStake')} <span>{unmatched.length}</span>
              </h3>
              {unmatched.map((o) => (
                <UnmatchedRow key={o.id} o={o} showEvent={!onMarket} />
              ))}
            </Group>
          )}
          {matched.length > 0 && (
            <Group>
              <h3>
                {t('account.bets.matched')} <span>{matched.length}</span>
              </h3>
              {matched.map((o) => (
                <MatchedRow key={o.id} o={o} showEvent={!onMarket} />
              ))}
            </Group>
          )}
          {house.length > 0 && (
            <Group>
              <h3>
                {t('desktop.bets.house')} <span>{house.length}</span>
              </h3>
              {house.slice(0, 20).map((r) => (
                <BetRow key={r.transaction_id} r={r} showEvent={!onMarket} />
              ))}
            </Group>
          )}
        </>
      )}
    </Card>
  );
}
