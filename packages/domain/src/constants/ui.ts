/** Timings and layout figures of the player screens (spec 1 §9, spec 2 §9): polling, animations, thresholds, list sizes. */

export const BALANCE_REFRESH_MS = 10_000;

/** Redirect to /login after a password reset or change; reload after a cash claim. */
export const REDIRECT_DELAY_MS = 1500;

export const NAV_SCROLL_THRESHOLD_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;

export const CLOCK = { intervalMs: 1000, timeZone: 'Asia/Dhaka', label: 'GMT+6' } as const;
/** Dates in lists use en-GB format. */
export const DATE_LOCALE = 'en-GB';

/** The platform maintenance notice of the spec (shown 2025/03/28 to 2025/04/16), ISO dates. */
export const MAINTENANCE_NOTICE_DATES = { start: '2025-03-28', end: '2025-04-16' } as const;

export const CAROUSEL = { intervalMs: 3000, transitionMs: 500, progressTickMs: 30 } as const;
export const MARQUEE_SPEED = 30;
export const FOOTER_FOLD_PX = { desktop: 970, mobile: 200 } as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const POLL_MS = { inbox: 10_000, user: 1000, exchangeMarket: 300, balance: BALANCE_REFRESH_MS } as const;

export const INBOX_PREVIEW_WORDS = 5;
export const PROMOTION_PREVIEW_WORDS = 5;
export const SUPPORT_PROMOTION_PREVIEW_WORDS = 100;

/** Turnover progress: percentage with 2 decimals, capped at 100. */
export const TURNOVER_PERCENT = { max: 100, decimals: 2 } as const;
