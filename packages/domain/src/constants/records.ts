/** Codes of the transaction records and their filters (spec 2 §4). */

/** Mobile transaction `key`: "0" pending (shown Processing), "1" Success, "2" Fail. */
export const TRANSACTION_KEY = { pending: '0', success: '1', fail: '2' } as const;
/** Date filter in days back; `all` (transactions only) has no day count. */
export const DATE_FILTER = { today: 0, yesterday: 1, last7Days: 7, all: null } as const;
