import { useState } from 'react';
import styled from 'styled-components';
import { useExchangeHubQuery, type ExchangeRecordsArgs } from '@khela/api';
import { GAME_MESSAGES, formatDate, type ExchangeRecord } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { ExchangeRecordDetail, ExchangeRecordRow, useRecordTexts } from '../betting-record/exchangeRecord';
import { isRange, rangeDays, type RangeKey } from './format';
import { Chips, List, ListState, Pager } from './ui';
import { useRangeLabel } from './useRangeLabel';
import { useViewParams } from './useViewParams';

export const MARKET_TYPES = ['all', 'match_odds', 'bookmaker', 'fancy'] as const;
export type MarketTypeFilter = (typeof MARKET_TYPES)[number];

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Period = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** Bets History: settled records (WON, LOST, VOID with the net result) by Dhaka days and market type, 20 a page. */
export function HistoryView() {
  const { t } = useTranslation(['exchange', 'records']);
  const msg = useMessage();
  const { kind: kindLabel } = useRecordTexts();
  const rangeLabel = useRangeLabel();
  const [params, update] = useViewParams();
  const range: RangeKey = isRange(params.get('range')) ? (params.get('range') as RangeKey) : '7';
  const typeParam = params.get('type');
  const type: MarketTypeFilter = (MARKET_TYPES as readonly string[]).includes(typeParam ?? '') ? (typeParam as MarketTypeFilter) : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const days = rangeDays(range);
  const args: ExchangeRecordsArgs = { status: 'settled', ...days, page, per_page: 20 };
  if (type !== 'all') args.market_type = type;
  const q = useExchangeHubQuery(args, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<ExchangeRecord | null>(null);

  const set = (changes: Record<string, string | null>) => {
    update(changes);
    window.scrollTo({ top: 0 });
  };

  const data = q.data;
  return (
    <>
      <Filters>
        <Chips<RangeKey>
          value={range}
          options={(['today', 'yesterday', '7', '30'] as const).map((r) => ({ value: r, label: rangeLabel(r) }))}
          onChange={(r) => set({ range: r, page: null })}
          label={t('account.filters.period')}
          testId="xa-history-range"
        />
        <Chips<MarketTypeFilter>
          value={type}
          options={MARKET_TYPES.map((m) => ({ value: m, label: m === 'all' ? t('account.tab.allMarkets') : kindLabel(m) }))}
          onChange={(m) => set({ type: m === 'all' ? null : m, page: null })}
          label={t('account.tab.market')}
          testId="xa-history-type"
        />
      </Filters>
      <Period>
        <span>{days.from === days.to ? formatDate(days.from) : `${formatDate(days.from)} – ${formatDate(days.to)}`}</span>
        {data && <span>{t('account.history.count', { count: data.total })}</span>}
      </Period>
      <ListState
        loading={!data && !q.isError}
        error={!data && q.isError}
        empty={(data?.data.filter((r) => r.status !== 'open').length ?? 0) === 0}
        onRetry={() => void q.refetch()}
        emptyText={msg(GAME_MESSAGES.noData)}
      >
        <List data-testid="xa-history" style={{ opacity: q.isFetching ? 0.6 : 1 }}>
          {data?.data.filter((r) => r.status !== 'open').map((r) => (
            <li key={r.transaction_id}>
              <ExchangeRecordRow record={r} onOpen={setOpen} />
            </li>
          ))}
        </List>
        <Pager page={data?.current_page ?? page} last={data?.last_page ?? 1} onPage={(p) => set({ page: String(p) })} testId="xa-history-page" />
      </ListState>
      <ExchangeRecordDetail record={open} onClose={() => setOpen(null)} />
    </>
  );
}
