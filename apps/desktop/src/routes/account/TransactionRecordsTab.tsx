import { useMemo, useState } from 'react';
import { toApiError, useAccountHistoryDownload, useResubmitDepositMutation, useRevertDepositMutation, useTransactionRecords } from '@khela/api';
import {
  MESSAGES,
  TRANSACTION_DATE_OPTIONS,
  TRANSACTION_STATUS_OPTIONS,
  TRANSACTION_TYPE_OPTIONS,
  daysBefore,
  filterTransactions,
  groupTransactionsByDay,
  offersResubmit,
  transactionActions,
  type TransactionDateFilter,
  type TransactionStatusFilter,
  type TransactionTypeFilter,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, HistoryExport, Select, Skeleton, useToast } from '@khela/ui';
import { PagedPager, usePaged } from '../../components/records-paging';
import { RecordsFilters, RecordsPanel, TableScroll } from '../../components/records-parts';
import { ResubmitDialog, RevertDialog, TransactionDetail, TransactionsTable, useNow, type ResubmitValues, type TransactionRow } from '../../components/records-transactions';

type Open = { kind: 'detail' | 'revert' | 'resubmit'; action: TransactionRow['action']; id: number } | null;

/**
 * Member Center › Transaction Records (spec 2 "Transaction records", desktop): filters Status, Payment Type and Date,
 * the table grouped by Dhaka day with page sizes, a detail popup with the progress timeline and the details table,
 * Revert (a pending manual deposit, after a confirmation) and Edit and resubmit (a rejected deposit, once, with a
 * mm:ss countdown to `resubmit_until`). Filters and rules are the mobile page's (`useTransactionRecords`).
 */
export function TransactionRecordsTab() {
  const { t } = useTranslation(['wallet', 'common', 'account', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const { query, rows, filters, setFilters, today, yesterday } = useTransactionRecords();
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [revert, revertState] = useRevertDepositMutation();
  const [resubmit, resubmitState] = useResubmitDepositMutation();
  const history = useAccountHistoryDownload();

  // Rows that pass the filters (the shared flow's rule), paged, then grouped by day on the page.
  const filtered = useMemo(() => filterTransactions(rows, filters, today), [rows, filters, today]);
  const paged = usePaged(filtered, `${filters.status}|${filters.type}|${filters.date}`);
  const groups = useMemo(() => groupTransactionsByDay(paged.rows), [paged.rows]);
  const ticking = rows.some((r) => offersResubmit(r));
  const now = useNow(ticking);

  const current = open ? (rows.find((r) => r.action === open.action && r.id === open.id) ?? null) : null;
  const show = (kind: NonNullable<Open>['kind']) => (r: TransactionRow) => {
    setError(null);
    setOpen({ kind, action: r.action, id: r.id });
  };
  const fail = (err: unknown) => setError(msg(toApiError(err).message ?? MESSAGES.errorTryAgain));

  const doRevert = async (r: TransactionRow) => {
    try {
      const res = await revert(r.id).unwrap();
      toast.show(msg(res.success), 'success');
      setOpen(null);
      void query.refetch();
    } catch (err) {
      fail(err);
    }
  };
  const doResubmit = async (r: TransactionRow, v: ResubmitValues) => {
    if (!transactionActions(r).canResubmit) return;
    try {
      const res = await resubmit({ id: r.id, ...v }).unwrap();
      toast.show(msg(res.success), 'success');
      setOpen(null);
      void query.refetch();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <RecordsPanel data-testid="transaction-record">
      <h2>{t('account:memberCenter.tabs.transactionRecords')}</h2>
      <RecordsFilters>
        <Select
          label={t('common:status')}
          value={filters.status}
          options={TRANSACTION_STATUS_OPTIONS.map((o) => ({ value: o, label: t(`transactions.statusOpt.${o}`) }))}
          onChange={(e) => setFilters({ ...filters, status: e.target.value as TransactionStatusFilter })}
          data-testid="transaction-filter-status"
        />
        <Select
          label={t('transactions.paymentType')}
          value={filters.type}
          options={TRANSACTION_TYPE_OPTIONS.map((o) => ({ value: o, label: t(`transactions.typeOpt.${o}`) }))}
          onChange={(e) => setFilters({ ...filters, type: e.target.value as TransactionTypeFilter })}
          data-testid="transaction-filter-type"
        />
        <Select
          label={t('common:date')}
          value={filters.date}
          options={TRANSACTION_DATE_OPTIONS.map((o) => ({ value: o, label: t(`transactions.dateOpt.${o}`) }))}
          onChange={(e) => setFilters({ ...filters, date: e.target.value as TransactionDateFilter })}
          data-testid="transaction-filter-date"
        />
        <Button className="end" variant="ghost" size="sm" onClick={() => void query.refetch()} loading={query.isFetching} data-testid="transaction-refresh">
          {t('ui:refresh')}
        </Button>
      </RecordsFilters>
      {query.isLoading ? (
        <Skeleton height={200} />
      ) : filtered.length === 0 ? (
        <EmptyState text={msg(MESSAGES.noData)} icon="wallet" />
      ) : (
        <>
          <TableScroll>
            <TransactionsTable
              groups={groups}
              today={today}
              yesterday={yesterday}
              now={now}
              onDetails={show('detail')}
              onRevert={show('revert')}
              onResubmit={show('resubmit')}
            />
          </TableScroll>
          <PagedPager paged={paged} testId="transaction-pager" />
        </>
      )}
      {/* The account history export (issue 14): the last 30 Dhaka days by default. */}
      <HistoryExport defaultFrom={daysBefore(today, 29)} defaultTo={today} status={history.status} onDownload={(from, to) => void history.download(from, to)} />
      {current && open?.kind === 'detail' && (
        <TransactionDetail row={current} now={now} onClose={() => setOpen(null)} onRevert={show('revert')} onResubmit={show('resubmit')} />
      )}
      {current && open?.kind === 'revert' && (
        <RevertDialog row={current} busy={revertState.isLoading} error={error} onConfirm={() => void doRevert(current)} onClose={() => setOpen(null)} />
      )}
      {current && open?.kind === 'resubmit' && (
        <ResubmitDialog
          row={current}
          now={now}
          busy={resubmitState.isLoading}
          error={error}
          onSubmit={(v) => void doResubmit(current, v)}
          onClose={() => setOpen(null)}
        />
      )}
    </RecordsPanel>
  );
}
