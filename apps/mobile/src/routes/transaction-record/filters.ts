/**
 * The filter page's choices and rules (spec 2 §4: status, payment type, date in Dhaka days) live once, in
 * `@khela/domain` (flows/records.ts), used through `useTransactionRecords` of `@khela/api`.
 */
export {
  DEFAULT_TRANSACTION_FILTERS as DEFAULT_FILTERS,
  TRANSACTION_DATE_OPTIONS as DATE_OPTIONS,
  TRANSACTION_STATUS_OPTIONS as STATUS_OPTIONS,
  TRANSACTION_TYPE_OPTIONS as TYPE_OPTIONS,
  filterTransactions as applyFilters,
  groupTransactionsByDay as groupByDay,
  type TransactionDateFilter as DateFilter,
  type TransactionFilters as Filters,
  type TransactionStatusFilter as StatusFilter,
  type TransactionTypeFilter as TypeFilter,
} from '@khela/domain';
