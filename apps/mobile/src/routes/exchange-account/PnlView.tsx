import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useDhakaDays, useExchangePnlQuery } from '@khela/api';
import { GAME_MESSAGES, dhakaDay, dhakaTime, formatDate, type ExchangePnlMarket, type ExchangeSport } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { wireTaka } from '../funds/money';
import { isRange, rangeDays, signed, type RangeKey } from './format';
import { Card, Chips, GroupTitle, List, ListState, Money } from './ui';
import { useRangeLabel } from './useRangeLabel';
import { useViewParams } from './useViewParams';

const SPORTS = ['all', 'cricket', 'soccer', 'tennis'] as const;
type SportFilter = (typeof SPORTS)[number];

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Totals = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(18, 185, 129, 0.14), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.surface});
  header { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space(2)}; }
  header small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 700; }
  & > ${Money} { font-size: 28px; line-height: 1.1; }
`;

const Breakdown = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  & > div { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; font-weight: 600; line-height: 1.3; }
  & > div { justify-content: space-between; }
  b { font-size: 13.5px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

const DayButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 58px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  touch-action: manipulation;
  &:hover, &:active { background: rgba(255, 255, 255, 0.04); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  & > span:first-child { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
  strong { font-size: 14px; font-weight: 700; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
  & > span:nth-child(2) { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; }
`;

const Caret = styled.span<{ $open: boolean }>`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
  transition: transform 0.15s ease;
`;

const Markets = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  list-style: none;
  background: rgba(10, 16, 32, 0.35);
  & > li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  & > li + li { border-top: 1px dashed ${({ theme }) => theme.colors.border}; }
`;

const MarketTop = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  strong { min-width: 0; font-size: 13px; font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

const MarketSub = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11.5px;
  font-variant-numeric: tabular-nums;
  span:first-child { min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  span:last-child { flex: none; }
`;

function MarketLine({ m }: { m: ExchangePnlMarket }) {
  const { t } = useTranslation('exchange');
  const net = signed(m.net);
  const gross = signed(m.profit_loss);
  return (
    <li data-testid={`xa-pnl-market-${m.market_id}`}>
      <MarketTop>
        <strong title={m.event_name}>{m.event_name}</strong>
        <Money $tone={net.tone}>{net.text}</Money>
      </MarketTop>
      <MarketSub>
        <span>
          {m.market_name} · {dhakaTime(m.settled_at)}
        </span>
        {m.commission !== '0.00' && (
          <span>
            {gross.text} − {t('account.pnl.commissionShort', { amount: wireTaka(m.commission) })}
          </span>
        )}
      </MarketSub>
    </li>
  );
}

/** Profit & Loss: the period's totals (before commission, commission, net), by Dhaka day, each day opening to its markets. */
export function PnlView() {
  const { t } = useTranslation(['exchange', 'records']);
  const msg = useMessage();
  const rangeLabel = useRangeLabel();
  const { today, yesterday } = useDhakaDays();
  const [params, update] = useViewParams();
  const range: RangeKey = isRange(params.get('range')) ? (params.get('range') as RangeKey) : '7';
  const sportParam = params.get('sport');
  const sport: SportFilter = (SPORTS as readonly string[]).includes(sportParam ?? '') ? (sportParam as SportFilter) : 'all';
  const days = rangeDays(range, today);
  const q = useExchangePnlQuery({ ...days, sport: sport === 'all' ? undefined : (sport as ExchangeSport) }, { refetchOnMountOrArgChange: true });
  const [openDay, setOpenDay] = useState<string | null>(null);

  const set = (k: string, v: string | null) => {
    update({ [k]: v });
    setOpenDay(null);
  };

  const data = q.data;
  const marketsByDay = useMemo(() => {
    const m = new Map<string, ExchangePnlMarket[]>();
    for (const x of data?.markets ?? []) {
      const d = dhakaDay(x.settled_at);
      m.set(d, [...(m.get(d) ?? []), x]);
    }
    return m;
  }, [data]);
  const dayLabel = (d: string) => (d === today ? t('records:dateOpt.0') : d === yesterday ? t('records:dateOpt.1') : formatDate(d));
  const net = signed(data?.total.net);
  const gross = signed(data?.total.profit_loss);

  return (
    <>
      <Filters>
        <Chips<RangeKey>
          value={range}
          options={(['today', 'yesterday', '7', '30'] as const).map((r) => ({ value: r, label: rangeLabel(r) }))}
          onChange={(r) => set('range', r)}
          label={t('account.filters.period')}
          testId="xa-pnl-range"
        />
        <Chips<SportFilter>
          value={sport}
          options={SPORTS.map((s) => ({ value: s, label: s === 'all' ? t('lists.sports.allSports') : t(`lists.sport.${s}`) }))}
          onChange={(s) => set('sport', s === 'all' ? null : s)}
          label={t('lists.sport.choose')}
          testId="xa-pnl-sport"
        />
      </Filters>
      <ListState loading={!data && !q.isError} error={!data && q.isError} empty={false} onRetry={() => void q.refetch()} emptyText="" skeletons={2}>
        {data && (
          <>
            <Totals data-testid="xa-pnl-total" style={{ opacity: q.isFetching ? 0.6 : 1 }}>
              <header>
                <small>{t('account.record.netPl')}</small>
                <small>{days.from === days.to ? formatDate(days.from) : `${formatDate(days.from)} – ${formatDate(days.to)}`}</small>
              </header>
              <Money $tone={net.tone} data-testid="xa-pnl-net">
                {net.text}
              </Money>
              <Breakdown>
                <div>
                  <small>{t('account.pnl.gross')}</small>
                  <b>
                    <Money $tone={gross.tone}>{gross.text}</Money>
                  </b>
                </div>
                <div>
                  <small>{t('account.pnl.commission')}</small>
                  <b>{wireTaka(data.total.commission)}</b>
                </div>
                <div>
                  <small>{t('account.pnl.markets')}</small>
                  <b>{data.total.markets}</b>
                </div>
              </Breakdown>
            </Totals>
            <GroupTitle>{t('account.pnl.byDay')}</GroupTitle>
            {data.days.length === 0 ? (
              <ListState loading={false} error={false} empty onRetry={() => undefined} emptyText={msg(GAME_MESSAGES.noData)}>
                {null}
              </ListState>
            ) : (
              <List data-testid="xa-pnl-days">
                {data.days.map((d) => {
                  const dn = signed(d.net);
                  const isOpen = openDay === d.date;
                  const markets = marketsByDay.get(d.date) ?? [];
                  return (
                    <li key={d.date}>
                      <DayButton type="button" aria-expanded={isOpen} onClick={() => setOpenDay(isOpen ? null : d.date)} data-testid={`xa-pnl-day-${d.date}`}>
                        <span>
                          <strong>{dayLabel(d.date)}</strong>
                          <small>
                            {t('account.pnl.marketCount', { count: d.markets })}
                            {d.commission !== '0.00' && ` · ${t('account.pnl.commissionShort', { amount: wireTaka(d.commission) })}`}
                          </small>
                        </span>
                        <span>
                          <Money $tone={dn.tone}>{dn.text}</Money>
                        </span>
                        <Caret $open={isOpen} aria-hidden>
                          <Icon name="chevronRight" size={18} />
                        </Caret>
                      </DayButton>
                      {isOpen && (
                        <Markets>
                          {markets.length === 0 ? (
                            <li>
                              <MarketSub>
                                <span>{t('account.pnl.marketsHidden')}</span>
                              </MarketSub>
                            </li>
                          ) : (
                            markets.map((m) => <MarketLine key={m.market_id} m={m} />)
                          )}
                        </Markets>
                      )}
                    </li>
                  );
                })}
              </List>
            )}
          </>
        )}
      </ListState>
    </>
  );
}
