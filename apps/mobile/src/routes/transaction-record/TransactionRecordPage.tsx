import { useState } from 'react';
import styled from 'styled-components';
import { useTransactionRecords } from '@khela/api';
import { MESSAGES, formatDate, type TransactionRecord } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Skeleton } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { FilterSheet } from '../../components/FilterSheet';
import { RecordBody, RecordDay, RecordList, RecordRow, RecordToolbar } from '../../components/records';
import { dhakaTime } from '../funds/money';
import { DetailDialog } from './DetailDialog';
import { HistoryExportEntry } from './HistoryExportSheet';
import { Money, RecordLogo, StatusChip, signed } from './parts';
import { DEFAULT_FILTERS, DATE_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from './filters';

const Kind = styled.span`
  flex: 1;
  min-width: 0;
  strong { display: block; font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; }
  small { display: block; margin-top: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

const Right = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  flex: none;
`;

/**
 * /transaction-record (spec 2 §2 Transaction records): a filter page (Status, Payment Type, Date), the list grouped
 * by day, and a detail popup with the progress timeline. Real rows only; 'No Data' when nothing matches.
 */
export default function TransactionRecordPage() {
  const { t } = useTranslation(['wallet', 'common', 'account']);
  const msg = useMessage();
  const { query: q, filters, setFilters, changed, today, yesterday, groups } = useTransactionRecords();
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<TransactionRecord | null>(null);
  const current = detail ? ((q.data ?? []).find((r) => r.action === detail.action && r.id === detail.id) ?? detail) : null;

  const dayLabel = (day: string) =>
    day === today ? t('transactions.dateOpt.today') : day === yesterday ? t('transactions.dateOpt.yesterday') : formatDate(day);

  return (
    <>
      <PageHeader title={t('account:item.transactionRecord')} back="/account" />
      <RecordBody data-testid="transaction-record">
        <RecordToolbar
          chips={[t(`transactions.statusOpt.${filters.status}`), t(`transactions.typeOpt.${filters.type}`), t(`transactions.dateOpt.${filters.date}`)]}
          count={changed}
          onFilter={() => setFilterOpen(true)}
          testId="transaction-filter"
        />
        <HistoryExportEntry />

        {q.isLoading ? (
          <>
            <Skeleton height={14} width={90} />
            <Skeleton height={200} radius="16px" />
          </>
        ) : groups.length === 0 ? (
          <EmptyState text={msg(MESSAGES.noData)} icon="wallet" />
        ) : (
          groups.map((g) => (
            <RecordDay key={g.day} aria-label={dayLabel(g.day)}>
              <h2>
                <span>{dayLabel(g.day)}</span>
                <span>{g.day !== today && g.day !== yesterday ? '' : formatDate(g.day)}</span>
              </h2>
              <RecordList>
                {g.rows.map((r) => {
                  const amount = signed(r);
                  return (
                    <li key={`${r.action}-${r.id}`}>
                      <RecordRow type="button" onClick={() => setDetail(r)} data-testid={`transaction-row-${r.transaction_id}`} data-status={r.key}>
                        <RecordLogo row={r} />
                        <Kind>
                          <strong>{t(`transactions.typeOpt.${r.action}`)}</strong>
                          <small>
                            {dhakaTime(r.created_at)}
                            {r.payment_method ? ` · ${r.payment_method.name}` : ''} · {r.transaction_id}
                          </small>
                        </Kind>
                        <Right>
                          <Money $sign={amount.sign} $status={r.key}>{amount.text}</Money>
                          <StatusChip $key={r.key}>{t(`transactions.state.${r.key}`)}</StatusChip>
                        </Right>
                      </RecordRow>
                    </li>
                  );
                })}
              </RecordList>
            </RecordDay>
          ))
        )}
      </RecordBody>
      <FilterSheet
        open={filterOpen}
        value={filters}
        defaults={DEFAULT_FILTERS}
        groups={[
          { key: 'status', legend: t('common:status'), options: STATUS_OPTIONS.map((o) => ({ value: o, label: t(`transactions.statusOpt.${o}`) })) },
          { key: 'type', legend: t('transactions.paymentType'), options: TYPE_OPTIONS.map((o) => ({ value: o, label: t(`transactions.typeOpt.${o}`) })) },
          { key: 'date', legend: t('common:date'), options: DATE_OPTIONS.map((o) => ({ value: o, label: t(`transactions.dateOpt.${o}`) })) },
        ]}
        onApply={(f) => {
          setFilters(f);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
        testId="transaction-filter-sheet"
      />
      {current && <DetailDialog row={current} onClose={() => setDetail(null)} />}
    </>
  );
}
