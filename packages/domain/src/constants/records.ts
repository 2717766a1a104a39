/** Codes of the transaction, turnover and exchange records and their filters (spec 2 §4). */

export const TRANSACTION_TYPE = { all: -1, deposit: 0, withdrawal: 1, adjustment: 2 } as const;
export const TRANSACTION_STATUS = { all: -1, processing: 0, success: 1, fail: 2 } as const;
/** Mobile transaction `key`: "0" pending (shown Processing), "1" Success, "2" Fail. */
export const TRANSACTION_KEY = { pending: '0', success: '1', fail: '2' } as const;
/** Date filter in days back; `all` (transactions only) has no day count. */
export const DATE_FILTER = { today: 0, yesterday: 1, last7Days: 7, all: null } as const;
export const EXCHANGE_RECORD_STATUS = { open: 'open', won: 'WON', lost: 'LOST' } as const;
export const TURNOVER_STATUS = { active: 'active', complete: 'complete' } as const;
