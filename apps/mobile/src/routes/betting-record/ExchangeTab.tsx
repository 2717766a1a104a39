import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useDhakaDays, useExchangeHubQuery, type ExchangeRecordsArgs } from '@khela/api';
import { GAME_MESSAGES, daysBefore, type ExchangeRecord } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, Skeleton } from '@khela/ui';
import { FilterSheet } from '../../components/FilterSheet';
import { RecordToolbar } from '../../components/records';
import { List } from '../exchange-account/ui';
import { ExchangeRecordDetail, ExchangeRecordRow, useRecordTexts } from './exchangeRecord';
import { ALL } from './filters';

/** The Exchange tab's filters: Open / Settled, the market type, the day (Dhaka). */
interface ExchangeFilters {
  status: string;
  market: string;
  date: string;
}

const DEFAULTS: ExchangeFilters = { status: ALL, market: ALL, date: ALL };
const STATUSES = [ALL, 'open', 'settled'] as const;
const MARKETS = [ALL, 'match_odds', 'bookmaker', 'fancy'] as const;
const DATES = [ALL, '0', '1', '7'] as const;
const PER_PAGE = 20;

function toArgs(f: ExchangeFilters, today: string): ExchangeRecordsArgs {
  const a: ExchangeRecordsArgs = { per_page: PER_PAGE };
  if (f.status === 'open' || f.status === 'settled') a.status = f.status;
  if (f.market === 'match_odds' || f.market === 'bookmaker' || f.market === 'fancy') a.market_type = f.market;
  if (f.date === '0') Object.assign(a, { from: today, to: today });
  else if (f.date === '1') Object.assign(a, { from: daysBefore(today, 1), to: daysBefore(today, 1) });
  else if (f.date === '7') Object.assign(a, { from: daysBefore(today, 6), to: today });
  return a;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
`;

/** Rows of a later page (each page is its own cached call, so "Load more" keeps what is already shown). */
function MoreRows({ args, page, onOpen }: { args: ExchangeRecordsArgs; page: number; onOpen(r: ExchangeRecord): void }) {
  const q = useExchangeHubQuery({ ...args, page });
  if (!q.data) return q.isError ? null : <Skeleton height={84} radius="0" />;
  return (
    <>
      {q.data.data.map((r) => (
        <li key={r.transaction_id}>
          <ExchangeRecordRow record={r} onOpen={onOpen} />
        </li>
      ))}
    </>
  );
}

/**
 * The Exchange tab of /betting-record (spec 2 §2, §3, §4): the player's exchange records newest first (Match Odds
 * orders, Bookmaker and Fancy bets), filtered by Open / Settled, market type and day, 20 at a time with Load more,
 * and the record detail popup. Failures leave the list empty (spec 2 §8) with a way to try again.
 */
export function ExchangeTab() {
  const { t } = useTranslation(['exchange', 'records', 'common', 'ui']);
  const msg = useMessage();
  const { kind: kindLabel } = useRecordTexts();
  const { today } = useDhakaDays();
  const [filters, setFilters] = useState<ExchangeFilters>(DEFAULTS);
  const [filterOpen, setFilterOpen] = useState(false);
  const [pages, setPages] = useState(1);
  const [open, setOpen] = useState<ExchangeRecord | null>(null);
  const args = useMemo(() => toArgs(filters, today), [filters, today]);
  const first = useExchangeHubQuery({ ...args, page: 1 }, { refetchOnMountOrArgChange: true });
  const data = first.data;
  const last = data?.last_page ?? 1;
  const changed = (Object.keys(DEFAULTS) as (keyof ExchangeFilters)[]).filter((k) => filters[k] !== DEFAULTS[k]).length;

  const statusLabel = (s: string) => (s === ALL ? t('account.tab.allStatuses') : s === 'open' ? t('records:statuses.open') : t('records:settled'));
  const marketLabel = (m: string) => (m === ALL ? t('account.tab.allMarkets') : kindLabel(m as ExchangeRecord['market_type']));
  const dateLabel = (d: string) => (d === ALL ? t('account.tab.anyDate') : t(`records:dateOpt.${d as '0' | '1' | '7'}`));

  return (
    <Stack data-testid="exchange-records">
      <RecordToolbar
        chips={[statusLabel(filters.status), marketLabel(filters.market), dateLabel(filters.date)]}
        count={changed}
        onFilter={() => setFilterOpen(true)}
        testId="exchange-filter"
      />
      {first.isLoading || (first.isFetching && !data) ? (
        <>
          <Skeleton height={96} radius="16px" />
          <Skeleton height={96} radius="16px" />
        </>
      ) : !data || data.data.length === 0 ? (
        <EmptyState text={msg(GAME_MESSAGES.noData)} icon="history">
          {first.isError && (
            <Button variant="secondary" size="sm" onClick={() => void first.refetch()} data-testid="exchange-retry">
              <Icon name="refresh" size={16} />
              {t('ui:retry')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <List aria-label={t('account.tab.title')}>
            {data.data.map((r) => (
              <li key={r.transaction_id}>
                <ExchangeRecordRow record={r} onOpen={setOpen} />
              </li>
            ))}
            {Array.from({ length: Math.min(pages, last) - 1 }, (_, i) => (
              <MoreRows key={i + 2} args={args} page={i + 2} onOpen={setOpen} />
            ))}
          </List>
          <More>
            <small>{t('account.tab.shown', { shown: Math.min(pages * PER_PAGE, data.total), total: data.total })}</small>
            {pages < last && (
              <Button variant="secondary" size="sm" onClick={() => setPages((p) => p + 1)} data-testid="exchange-more">
                {t('account.loadMore')}
              </Button>
            )}
          </More>
        </>
      )}
      <FilterSheet
        open={filterOpen}
        value={filters}
        defaults={DEFAULTS}
        groups={[
          { key: 'status', legend: t('common:status'), options: STATUSES.map((s) => ({ value: s, label: statusLabel(s) })) },
          { key: 'market', legend: t('account.tab.market'), options: MARKETS.map((m) => ({ value: m, label: marketLabel(m) })) },
          { key: 'date', legend: t('common:date'), options: DATES.map((d) => ({ value: d, label: dateLabel(d) })) },
        ]}
        onApply={(f) => {
          setFilters(f);
          setPages(1);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
        testId="exchange-filter-sheet"
      />
      <ExchangeRecordDetail record={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
