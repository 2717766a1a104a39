import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { toApiError, useExchangeHubQuery, type ExchangeRecordsArgs } from '@khela/api';
import { useMessage, useTranslation } from '@khela/i18n';
import { formatDateTime, type ExchangeRecord } from '@khela/domain';
import { Button, ExchangeRecordAmounts, Modal, Skeleton } from '@khela/ui';
import { addDays, dhakaDay, formatOdds, wireTaka } from './format';
import { Badge, DataTable, Empty, PnlText, Side } from './ui';

type StatusFilter = 'all' | 'open' | 'settled';
type TypeFilter = 'all' | NonNullable<ExchangeRecordsArgs['market_type']>;
type Range = 'all' | '0' | '1' | '7' | '30';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  .grow {
    flex: 1;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select,
  input[type='date'] {
    height: 34px;
    padding: 0 8px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-size: 13px;
    color-scheme: dark;
  }
`;

const Seg = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  button {
    height: 28px;
    padding: 0 12px;
    border: 0;
    border-radius: 5px;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Clickable = styled.tr`
  cursor: pointer;
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Detail = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: 13.5px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    word-break: break-word;
  }
`;

const STATUS_KEYS = {
  open: 'desktop.records.status.open',
  WON: 'desktop.records.status.WON',
  LOST: 'desktop.records.status.LOST',
  VOID: 'account.void',
} as const satisfies Record<ExchangeRecord['status'], string>;
const FILTER_KEYS = {
  all: 'desktop.records.filter.all',
  open: 'desktop.records.filter.open',
  settled: 'desktop.records.filter.settled',
} as const satisfies Record<StatusFilter, string>;

export function StatusBadge({ status }: { status: ExchangeRecord['status'] }) {
  const { t } = useTranslation('exchange');
  const tone = status === 'WON' ? 'accent' : status === 'LOST' ? 'danger' : status === 'open' ? 'gold' : 'muted';
  return <Badge $tone={tone}>{t(STATUS_KEYS[status])}</Badge>;
}

function sideText(t: ReturnType<typeof useTranslation<'exchange'>>['t'], s: ExchangeRecord['bet_type']) {
  return s === 'back' ? t('market.backHeader') : s === 'lay' ? t('market.layHeader') : s === 'yes' ? t('market.yesHeader') : t('market.noHeader');
}

function kindText(t: ReturnType<typeof useTranslation<'exchange'>>['t'], k: ExchangeRecord['market_type']) {
  return k === 'match_odds' ? t('account.kind.match_odds') : k === 'bookmaker' ? t('desktop.market.bookmaker') : t('page.fancyTitle');
}

/** The detail popup of one exchange record: every field of spec §3 "Exchange record". */
export function RecordDetail({ record, onClose, extra }: { record: ExchangeRecord | null; onClose: () => void; extra?: (r: ExchangeRecord) => ReactNode }) {
  const { t } = useTranslation('exchange');
  const r = record;
  return (
    <Modal open={Boolean(r)} onClose={onClose} title={t('desktop.records.detailTitle')} maxWidth={480} testId="exchange-record-detail">
      {r && (
        <Detail>
          <dt>{t('desktop.records.transactionId')}</dt>
          <dd>{r.transaction_id}</dd>
          <dt>{t('desktop.records.event')}</dt>
          <dd>{r.event_name}</dd>
          <dt>{t('account.record.market')}</dt>
          <dd>
            {r.market_name} <small>({kindText(t, r.market_type)})</small>
          </dd>
          <dt>{t('account.record.selection')}</dt>
          <dd>{r.selection_name}</dd>
          <dt>{t('account.record.betType')}</dt>
          <dd>
            <Side $side={r.bet_type}>{sideText(t, r.bet_type)}</Side>
          </dd>
          <dt>{r.market_type === 'fancy' ? t('account.record.rate') : t('slip.odds')}</dt>
          <dd>{r.market_type === 'fancy' ? r.odds : formatOdds(r.odds)}</dd>
          {r.run !== null && (
            <>
              <dt>{t('account.record.run')}</dt>
              <dd>{r.run}</dd>
            </>
          )}
          <ExchangeRecordAmounts record={r} />
          <dt>{t('account.record.netPl')}</dt>
          <dd>{r.net_profit_loss === null ? '—' : <PnlText value={r.net_profit_loss} />}</dd>
          <dt>{t('desktop.records.statusLabel')}</dt>
          <dd>
            <StatusBadge status={r.status} />
          </dd>
          <dt>{t('account.record.placed')}</dt>
          <dd>{formatDateTime(r.created_at)}</dd>
        </Detail>
      )}
      {r && extra?.(r)}
    </Modal>
  );
}

function rangeDates(range: Range, now: Date): { from?: string; to?: string } {
  if (range === 'all') return {};
  const today = dhakaDay(now);
  if (range === '1') return { from: addDays(today, -1), to: addDays(today, -1) };
  return { from: addDays(today, range === '0' ? 0 : -(Number(range) - 1)), to: today };
}

/**
 * Exchange records (GET /api/exchange-hub) with filters (status, market type, date) and pages; a row opens its
 * detail. Used by the exchange account's Bets History and the Member Center's Exchange tab.
 */
export function ExchangeRecords({
  defaultStatus = 'all',
  perPage = 20,
  detailExtra,
}: {
  defaultStatus?: StatusFilter;
  perPage?: number;
  /** Drawn under a record's detail (the Member Center's bet life). */
  detailExtra?: (r: ExchangeRecord) => ReactNode;
}) {
  const { t } = useTranslation('exchange');
  const { t: tr } = useTranslation('records');
  const { t: tu } = useTranslation('ui');
  const msg = useMessage();
  const [status, setStatus] = useState<StatusFilter>(defaultStatus);
  const [type, setType] = useState<TypeFilter>('all');
  const [range, setRange] = useState<Range>('7');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ExchangeRecord | null>(null);
  const dates = rangeDates(range, new Date());
  const { data, isLoading, isFetching, isError, error, refetch } = useExchangeHubQuery({
    page,
    per_page: perPage,
    status: status === 'all' ? undefined : status,
    market_type: type === 'all' ? undefined : type,
    ...dates,
  });
  const rows = data?.data ?? [];
  const serverMessage = isError ? toApiError(error).message : null;
  const reset = (fn: () => void) => {
    fn();
    setPage(1);
  };
  return (
    <>
      <Bar>
        <Seg role="group" aria-label={t('desktop.records.statusLabel')}>
          {(['all', 'open', 'settled'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => reset(() => setStatus(s))} data-testid={`xrec-status-${s}`}>
              {t(FILTER_KEYS[s])}
            </button>
          ))}
        </Seg>
        <label>
          {t('account.record.market')}
          <select value={type} onChange={(e) => reset(() => setType(e.target.value as TypeFilter))} data-testid="xrec-type">
            <option value="all">{t('account.tab.allMarkets')}</option>
            <option value="match_odds">{t('account.kind.match_odds')}</option>
            <option value="bookmaker">{t('desktop.market.bookmaker')}</option>
            <option value="fancy">{t('page.fancyTitle')}</option>
          </select>
        </label>
        <span className="grow" />
        <Seg role="group" aria-label={t('account.filters.period')}>
          {(['0', '1', '7', '30', 'all'] as const).map((r) => (
            <button key={r} type="button" aria-pressed={range === r} onClick={() => reset(() => setRange(r))} data-testid={`xrec-range-${r}`}>
              {r === 'all' ? t('account.tab.anyDate') : r === '30' ? t('account.filters.last30') : tr(`dateOpt.${r}`)}
            </button>
          ))}
        </Seg>
      </Bar>
      {isLoading ? (
        <Skeleton height={200} />
      ) : isError ? (
        <Empty role="alert" data-testid="xrec-error">
          <p style={{ margin: '0 0 12px' }}>{serverMessage ? msg(serverMessage) : t('account.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {tu('retry')}
          </Button>
        </Empty>
      ) : rows.length === 0 ? (
        <Empty data-testid="xrec-empty">{t('desktop.records.noData')}</Empty>
      ) : (
        <DataTable aria-busy={isFetching} data-testid="exchange-records">
          <thead>
            <tr>
              <th>{t('account.record.placed')}</th>
              <th>{t('desktop.records.event')}</th>
              <th>{t('account.record.selection')}</th>
              <th>{t('account.record.betType')}</th>
              <th className="num">{t('desktop.records.oddsRun')}</th>
              <th className="num">{t('account.record.stake')}</th>
              <th className="num">{t('account.record.netPl')}</th>
              <th>{t('desktop.records.statusLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <Clickable
                key={r.transaction_id}
                role="button"
                tabIndex={0}
                onClick={() => setOpen(r)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  setOpen(r);
                }}
                data-testid="exchange-record-row"
              >
                <td>
                  {formatDateTime(r.created_at)}
                  <small>{r.transaction_id}</small>
                </td>
                <td className="wrap">
                  {r.event_name}
                  <small>{r.market_name}</small>
                </td>
                <td className="wrap">{r.selection_name}</td>
                <td>
                  <Side $side={r.bet_type}>{sideText(t, r.bet_type)}</Side>
                </td>
                <td className="num">{r.run !== null ? `${r.run} / ${r.odds}` : formatOdds(r.odds)}</td>
                <td className="num">{wireTaka(r.stake)}</td>
                <td className="num">{r.net_profit_loss === null ? <small>{t('desktop.records.ifWins', { amount: wireTaka(r.potential_profit) })}</small> : <PnlText value={r.net_profit_loss} />}</td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
              </Clickable>
            ))}
          </tbody>
        </DataTable>
      )}
      {data && data.last_page > 1 && (
        <Pager>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('desktop.records.prev')}
          </Button>
          {t('account.pageOf', { page: data.current_page, last: data.last_page })}
          <Button size="sm" variant="secondary" disabled={page >= data.last_page} onClick={() => setPage(page + 1)}>
            {t('desktop.records.next')}
          </Button>
        </Pager>
      )}
      <RecordDetail record={open} onClose={() => setOpen(null)} extra={detailExtra} />
    </>
  );
}
