import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { toApiError, useCancelOrderMutation, useExchangeHubQuery, useExchangeOrdersQuery } from '@khela/api';
import { dhakaTime, formatDateTime, tryParseMoney, type ExchangeOrderListItem, type ExchangeRecord } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Tabs, useToast } from '@khela/ui';
import { taka, wireTaka } from '../funds/money';
import { ExchangeRecordDetail, useRecordTexts } from '../betting-record/exchangeRecord';
import { orderOutcome, recordPrice, oddsText } from './format';
import { useBalancePush } from './useBalancePush';
import { useViewParams } from './useViewParams';
import { Facts, GroupTitle, List, ListState, Money, SideTag } from './ui';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Name = styled.strong`
  flex: 1;
  min-width: 0;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Sub = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Tap = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  color: inherit;
  &:hover { text-decoration: none; }
`;

const TapButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const CancelButton = styled(Button)`
  flex: none;
  min-height: 30px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: 12px;
  border-color: rgba(240, 68, 90, 0.5);
  color: ${({ theme }) => theme.colors.danger};
`;

/** Two tabs that fit 360 px with their counts. */
const BetTabs = styled(Tabs)`
  & > button { flex: 1 1 0; min-width: 0; padding: 0 ${({ theme }) => theme.space(2)}; font-size: 13.5px; gap: 6px; }
`;

/** If it wins (green) / if it loses (red) as two more facts of a row. */
function outcomeFacts(profit: string, liability: string, t: (k: 'slip.ifWins' | 'slip.ifLoses') => string) {
  return [
    { key: 'win', label: t('slip.ifWins'), value: <Money $tone="win">+{profit}</Money> },
    { key: 'lose', label: t('slip.ifLoses'), value: <Money $tone="loss">-{liability}</Money> },
  ];
}

const Time = styled.time`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-variant-numeric: tabular-nums;
`;

const oddsViewHref = (marketId: string, eventId: string) =>
  `/odds-view?marketId=${encodeURIComponent(marketId)}&eventId=${encodeURIComponent(eventId)}`;

/** The market page's state: its back button returns here (this tab of My Bets); the kind of market linked. */
function useBackState(marketKind: ExchangeRecord['market_type'] = 'match_odds') {
  const { pathname, search } = useLocation();
  return { previousPath: pathname + search, marketKind };
}

/** An order with an unmatched part: what rests, at what price, and Cancel. */
function UnmatchedRow({ o }: { o: ExchangeOrderListItem }) {
  const { t } = useTranslation(['exchange', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const texts = useRecordTexts();
  const [cancel, state] = useCancelOrderMutation();
  const back = useBackState();
  const outcome = orderOutcome(o.side, o.price, o.size_remaining);
  const matched = tryParseMoney(o.size_matched) ?? 0n;
  const onCancel = async () => {
    try {
      await cancel(o.id).unwrap();
      toast.show(t('slip.cancelled'), 'success');
    } catch (e) {
      const err = toApiError(e);
      toast.show(err.message ? msg(err.message) : t('account.bets.cancelFailed'), 'error');
    }
  };
  return (
    <Row data-testid={`xa-unmatched-${o.id}`}>
      <Top>
        <SideTag $side={o.side}>{texts.side(o.side)}</SideTag>
        <Name title={o.selection_name}>{o.selection_name}</Name>
        <CancelButton variant="secondary" size="sm" loading={state.isLoading} onClick={() => void onCancel()} data-testid={`xa-cancel-${o.id}`}>
          {t('ui:cancel')}
        </CancelButton>
      </Top>
      <Tap to={oddsViewHref(o.market_id, o.event_id)} state={back} data-testid={`xa-unmatched-link-${o.id}`}>
        <Sub>
          {o.market_name}
          {matched > 0n && ` · ${t('account.bets.matchedStake')} ${taka(matched)}`}
        </Sub>
        <Facts
          items={[
            { key: 'odds', label: t('slip.odds'), value: oddsText(o.price) },
            { key: 'unmatched', label: t('account.bets.unmatchedStake'), value: wireTaka(o.size_remaining) },
            ...outcomeFacts(outcome ? taka(outcome.profit) : '–', outcome ? taka(outcome.liability) : '–', t),
          ]}
        />
        <Meta>
          <span>{formatDateTime(o.created_at)}</span>
          <span>EX{o.id}</span>
        </Meta>
      </Tap>
    </Row>
  );
}

/** A matched bet (a Match Odds order's matched part, a Bookmaker or Fancy bet). */
function MatchedRow({ r, href, onOpen }: { r: ExchangeRecord; href: string | null; onOpen(r: ExchangeRecord): void }) {
  const { t } = useTranslation(['exchange']);
  const texts = useRecordTexts();
  const back = useBackState(r.market_type);
  const body: ReactNode = (
    <>
      <Top>
        <SideTag $side={r.bet_type}>{texts.side(r.bet_type)}</SideTag>
        <Name title={r.selection_name}>{r.selection_name}</Name>
        <Time dateTime={r.created_at}>{dhakaTime(r.created_at)}</Time>
      </Top>
      {r.selection_name !== r.market_name && <Sub>{r.market_name}</Sub>}
      <Facts
        items={[
          { key: 'odds', label: r.market_type === 'fancy' ? t('account.record.runRate') : t('slip.odds'), value: recordPrice(r) },
          { key: 'stake', label: t('account.record.stake'), value: wireTaka(r.stake) },
          ...outcomeFacts(wireTaka(r.potential_profit), wireTaka(r.potential_liability), t),
        ]}
      />
    </>
  );
  return (
    <Row data-testid={`xa-matched-${r.transaction_id}`}>
      {href ? (
        <Tap to={href} state={back}>
          {body}
        </Tap>
      ) : (
        <TapButton type="button" onClick={() => onOpen(r)}>
          {body}
        </TapButton>
      )}
    </Row>
  );
}

type BetsTab = 'unmatched' | 'matched';

/**
 * My Bets: Unmatched (Match Odds orders with a part still in the book, each with Cancel) and Matched (open records:
 * matched parts of orders, Bookmaker and Fancy bets, grouped by event). A row opens its market page (records and
 * orders carry their market and event); a record from an older server without them opens its detail.
 */
export function MyBetsView() {
  const { t } = useTranslation(['exchange']);
  const [params, update] = useViewParams();
  const tab: BetsTab = params.get('tab') === 'matched' ? 'matched' : 'unmatched';
  const orders = useExchangeOrdersQuery({ status: 'open', per_page: 100 }, { refetchOnMountOrArgChange: true, pollingInterval: 15_000 });
  const hub = useExchangeHubQuery({ status: 'open', per_page: 100 }, { refetchOnMountOrArgChange: true, pollingInterval: 15_000 });
  const [open, setOpen] = useState<ExchangeRecord | null>(null);
  useBalancePush(() => {
    void orders.refetch();
    void hub.refetch();
  });

  const unmatched = useMemo(
    () => (orders.data?.orders ?? []).filter((o) => o.status === 'executable' && (tryParseMoney(o.size_remaining) ?? 0n) > 0n),
    [orders.data],
  );
  const matched = useMemo(() => (hub.data?.data ?? []).filter((r) => r.status === 'open' && (tryParseMoney(r.stake) ?? 0n) > 0n), [hub.data]);
  const groups = useMemo(() => {
    // By event id (two events may share a name), titled with the event's name.
    const m = new Map<string, ExchangeRecord[]>();
    for (const r of matched) {
      const key = r.event_id || r.event_name;
      m.set(key, [...(m.get(key) ?? []), r]);
    }
    return [...m.entries()];
  }, [matched]);
  const unmatchedByEvent = useMemo(() => {
    const m = new Map<string, ExchangeOrderListItem[]>();
    for (const o of unmatched) m.set(o.event_id, [...(m.get(o.event_id) ?? []), o]);
    return [...m.entries()];
  }, [unmatched]);

  const setTab = (k: string) => update({ tab: k });

  return (
    <>
      <BetTabs
        items={[
          { key: 'unmatched', label: <>{t('account.bets.unmatched')} {orders.data && <small>{unmatched.length}</small>}</> },
          { key: 'matched', label: <>{t('account.bets.matched')} {hub.data && <small>{matched.length}</small>}</> },
        ]}
        value={tab}
        onChange={setTab}
        aria-label={t('account.menu.bets')}
        testIdPrefix="xa-bets-tab"
      />
      {tab === 'unmatched' ? (
        <ListState
          loading={orders.isLoading}
          error={orders.isError && !orders.data}
          empty={unmatched.length === 0}
          onRetry={() => void orders.refetch()}
          emptyText={t('account.bets.noUnmatched')}
          emptyIcon="clock"
        >
          {unmatchedByEvent.map(([event, list]) => (
            <section key={event}>
              <GroupTitle>{list[0]!.event_name}</GroupTitle>
              <List style={{ marginTop: 6 }}>
                {list.map((o) => (
                  <li key={o.id}>
                    <UnmatchedRow o={o} />
                  </li>
                ))}
              </List>
            </section>
          ))}
        </ListState>
      ) : (
        <ListState
          loading={hub.isLoading}
          error={hub.isError && !hub.data}
          empty={matched.length === 0}
          onRetry={() => void hub.refetch()}
          emptyText={t('account.bets.noMatched')}
        >
          {groups.map(([event, list]) => (
            <section key={event}>
              <GroupTitle>{list[0]!.event_name}</GroupTitle>
              <List style={{ marginTop: 6 }}>
                {list.map((r) => (
                  <li key={r.transaction_id}>
                    <MatchedRow r={r} href={r.market_id && r.event_id ? oddsViewHref(r.market_id, r.event_id) : null} onOpen={setOpen} />
                  </li>
                ))}
              </List>
            </section>
          ))}
        </ListState>
      )}
      <ExchangeRecordDetail record={open} onClose={() => setOpen(null)} />
    </>
  );
}
