/**
 * Business constants of spec document 1 section 9 and spec document 2 section 9, plus the codes, menus and
 * routes the two documents name. Money is in poisha (see money.ts); times are in milliseconds unless the
 * name says seconds. English labels are the spec's own words; screens translate them through i18n by `key`.
 */
import { fromTaka, type Poisha } from './money';
import type { Currency } from './wire';

/** Freeze an object and everything inside it (menus, lists of records). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Deposit and withdrawal (spec 1 §9)

export interface MoneyRange {
  min: Poisha;
  max: Poisha;
}

/** Deposit range shown on mobile: 100 to 25,000 BDT. Displayed only, not enforced (spec 1 §5). */
export const DEPOSIT_RANGE: MoneyRange = { min: fromTaka(100), max: fromTaka(25_000) };

/** Deposit channel limits in the desktop sample (CashOut 500–25,000, Send Money 500–10,000). Real limits come per channel. */
export const DEPOSIT_CHANNEL_LIMITS_DESKTOP_SAMPLE = {
  cashOut: { min: fromTaka(500), max: fromTaka(25_000) },
  sendMoney: { min: fromTaka(500), max: fromTaka(10_000) },
} as const satisfies Record<string, MoneyRange>;

export const DEPOSIT_QUICK_AMOUNTS: readonly Poisha[] = deepFreeze(
  [100, 500, 1000, 2000, 3000, 5000, 10_000, 15_000, 20_000, 25_000].map(fromTaka),
);

/** Withdrawal range shown: 500 to 25,000 BDT. Displayed only, not enforced (spec 1 §5). */
export const WITHDRAWAL_RANGE: MoneyRange = { min: fromTaka(500), max: fromTaka(25_000) };

export const WITHDRAWAL_QUICK_AMOUNTS: readonly Poisha[] = deepFreeze(
  [500, 1000, 2000, 3000, 5000, 10_000, 15_000, 20_000, 25_000].map(fromTaka),
);

/** The bonus tag on each payment method. */
export const DEPOSIT_BONUS_TAG_PERCENT = 2;

/** Deposit account types (not user roles); spelt "Marchent" in the API. Heading instruction per payment_type. */
export const PAYMENT_ACCOUNT_TYPES = ['Agent', 'Marchent', 'Personal'] as const;
export type PaymentAccountType = (typeof PAYMENT_ACCOUNT_TYPES)[number];
export const PAYMENT_TYPE_INSTRUCTIONS = {
  Personal: 'Send Money',
  Agent: 'Cash Out',
  Merchant: 'Make Payment',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Accounts

/** Phone digits: 10–15 at sign-up, exactly 11 for the deposit account number. */
export const PHONE_DIGITS = { signupMin: 10, signupMax: 15, depositAccount: 11 } as const;

export const TRANSACTION_ID_MIN_LENGTH = 7;

/** After a verification code is sent, a countdown (mm:ss) replaces the Verify button. */
export const VERIFICATION_COUNTDOWN_SECONDS = 300;

/** Extra phone numbers: the Add button shows only while fewer than this many are saved. */
export const EXTRA_PHONES_MAX = 2;

/** Desktop registration captcha: 4 digits. */
export const CAPTCHA_LENGTH = 4;

/** Desktop sign-up: full name at most 100 characters. */
export const FULL_NAME_MAX_LENGTH = 100;

export const CURRENCIES = ['BDT', 'INR', 'PKR'] as const satisfies readonly Currency[];
/** Currency ids of the desktop sign-up form. */
export const CURRENCY_IDS: Readonly<Record<Currency, number>> = deepFreeze({ BDT: 8, INR: 7, PKR: 17 });
export const DEFAULT_CURRENCY: Currency = 'BDT';

/** Calling codes offered (+880, +91, +92), digits only. */
export const CALLING_CODES = ['880', '91', '92'] as const;
export type CallingCode = (typeof CALLING_CODES)[number];
export const DEFAULT_CALLING_CODE: CallingCode = '880';
/** The area code shown beside the mobile sign-up phone field. */
export const MOBILE_SIGNUP_PHONE_PREFIX = '+88';

/**
 * The server's one sign-up rule (issue 2 settles the spec's two readings: 8–16 / 4–15 usernames, 8+ / 6–20 passwords).
 * Both sign-up forms and the server validate with it.
 */
export const SIGNUP_RULES = deepFreeze({
  username: { min: 8, max: 16, pattern: /^[A-Za-z0-9]+$/, uniqueIgnoringCase: true },
  password: { min: 8, max: 20, pattern: /^[A-Za-z0-9]+$/ },
  phone: { minDigits: 10, maxDigits: 15 },
  /** Longest e-mail address accepted (RFC 5321 path limit). */
  email: { max: 254 },
  name: { max: FULL_NAME_MAX_LENGTH, required: false },
  currency: { values: CURRENCIES, default: DEFAULT_CURRENCY },
  referralCode: { required: false, max: 20 },
  agentCode: { required: false, max: 20 },
} as const);

/** Password-recovery OTP. */
export const OTP_RULES = deepFreeze({ length: 6, validMinutes: 10, maxWrongTries: 5 } as const);

/** E-mail / phone verification code. */
export const VERIFICATION_CODE_RULES = deepFreeze({
  validMinutes: VERIFICATION_COUNTDOWN_SECONDS / 60,
  resendIntervalSeconds: 60,
} as const);

// ---------------------------------------------------------------------------------------------------------------
// Timing and layout

export const BALANCE_REFRESH_MS = 10_000;
export const BALANCE_REFRESH_ANIMATION_MS = 500;

/** /payment-request: money arrives "within" 30 minutes (mm:ss countdown). */
export const PAYMENT_ARRIVAL_COUNTDOWN_SECONDS = 30 * 60;
/** /payment-request animation: one step a second, up to 5 s. */
export const PAYMENT_REQUEST_ANIMATION = { stepMs: 1000, totalMs: 5000 } as const;
/** /make-payment countdown. */
export const MAKE_PAYMENT_COUNTDOWN_SECONDS = 10 * 60;

/** Redirect to /login after a password reset or change; reload after a cash claim. */
export const REDIRECT_DELAY_MS = 1500;

export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const NAV_SCROLL_THRESHOLD_PX = 300;
export const CHAT_BUTTON = { sizePx: 50, dragThresholdPx: 10 } as const;
/** Support chat choice order. */
export const SUPPORT_CHAT_ORDER = ['intercom', 'whatsapp', 'widget'] as const;
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

/** Game names longer than this are cut with an ellipsis. */
export const GAME_NAME_MAX_LENGTH = 15;

export const INBOX_PREVIEW_WORDS = 5;
export const PROMOTION_PREVIEW_WORDS = 5;
export const SUPPORT_PROMOTION_PREVIEW_WORDS = 100;

export const QR_CODE_SIZE = 128;

/** Turnover progress: percentage with 2 decimals, capped at 100. */
export const TURNOVER_PERCENT = { max: 100, decimals: 2 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Rewards (spec 2 §5, §9)

/** Minimum VP to convert: 10 on mobile; the desktop reading says 4000 at a ratio of 400. */
export const VIP_CONVERT = { minMobile: 10, minDesktop: 4000, ratioDesktop: 400 } as const;
/** Minimum cash bonus to claim all. */
export const CASH_CLAIM_MIN: Poisha = fromTaka(10);

export interface ReferralTier {
  /** Turnover the row applies to, as the spec lists it ("more than 100", 200000, 500000). */
  turnover: Poisha;
  /** Cash reward rates for referral levels 1, 2, 3, in basis points (1 bp = 0.01 %). */
  ratesBp: readonly [number, number, number];
}
export const REFERRAL_TIERS: readonly ReferralTier[] = deepFreeze([
  { turnover: fromTaka(100), ratesBp: [10, 5, 1] },
  { turnover: fromTaka(200_000), ratesBp: [15, 6, 2] },
  { turnover: fromTaka(500_000), ratesBp: [20, 7, 3] },
]);

// ---------------------------------------------------------------------------------------------------------------
// Games (spec 2 §2)

export const GAME_TYPES = ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** What each type code is shown as. */
export const GAME_TYPE_LABELS: Readonly<Record<GameType, string>> = deepFreeze({
  SPORTS: 'Sports',
  LIVE: 'Casino',
  SLOT: 'Slot',
  TABLE: 'Table',
  BINGO: 'Poker',
  EGAME: 'Crash',
  FH: 'Fishing',
  LOTTO: 'Lottery',
});
/** get-system's default type. */
export const DEFAULT_GAME_SYSTEM_TYPE: GameType = 'LIVE';

export const GAME_SORTS = [
  { key: 'recommend', label: 'Recommend', field: 'displayOrder' },
  { key: 'latest', label: 'Latest', field: 'createTime' },
  { key: 'favorite', label: 'Favorite', field: 'favorite' },
  { key: 'aZ', label: 'A-Z', field: 'aZ' },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Promotions (spec 2 §2, §3)

export interface PromotionCategory {
  id: number;
  name: string;
  hidden: boolean;
}
export const PROMOTION_CATEGORIES: readonly PromotionCategory[] = deepFreeze([
  { id: 99, name: 'Welcome Offer', hidden: false },
  { id: 1, name: 'Slots', hidden: false },
  { id: 2, name: 'Casino', hidden: false },
  { id: 4, name: 'Sports', hidden: false },
  { id: 8, name: 'Fishing', hidden: false },
  { id: 16, name: 'Card Game', hidden: true },
  { id: 32, name: 'ESports', hidden: false },
  { id: 64, name: 'Lottery', hidden: false },
  { id: 128, name: 'P2P', hidden: false },
  { id: 256, name: 'Table', hidden: false },
  { id: 1024, name: 'Arcade', hidden: false },
  { id: 2048, name: 'Cock Fighting', hidden: true },
  { id: 4096, name: 'Rain', hidden: true },
  { id: 8192, name: 'Crash', hidden: false },
  { id: 16384, name: 'free', hidden: true },
  { id: 512, name: 'Others', hidden: false },
]);

/** Promotions page tabs in order; `categoryId` null means ALL. */
export const PROMOTION_TABS = deepFreeze([
  { key: 'all', label: 'ALL', categoryId: null },
  { key: 'welcome', label: 'Welcome Offer', categoryId: 99 },
  { key: 'slots', label: 'Slots', categoryId: 1 },
  { key: 'liveCasino', label: 'Live Casino', categoryId: 2 },
  { key: 'sports', label: 'Sports', categoryId: 4 },
  { key: 'fishing', label: 'Fishing', categoryId: 8 },
  { key: 'esports', label: 'E-sports', categoryId: 32 },
  { key: 'lottery', label: 'Lottery', categoryId: 64 },
  { key: 'p2p', label: 'P2P', categoryId: 128 },
  { key: 'table', label: 'Table', categoryId: 256 },
  { key: 'arcade', label: 'Arcade', categoryId: 1024 },
  { key: 'crash', label: 'Crash', categoryId: 8192 },
  { key: 'others', label: 'Others', categoryId: 512 },
] as const);

// ---------------------------------------------------------------------------------------------------------------
// Records (spec 2 §4)

export const TRANSACTION_TYPE = { all: -1, deposit: 0, withdrawal: 1, adjustment: 2 } as const;
export const TRANSACTION_STATUS = { all: -1, processing: 0, success: 1, fail: 2 } as const;
/** Mobile transaction `key`: "0" pending (shown Processing), "1" Success, "2" Fail. */
export const TRANSACTION_KEY = { pending: '0', success: '1', fail: '2' } as const;
/** Date filter in days back; `all` (transactions only) has no day count. */
export const DATE_FILTER = { today: 0, yesterday: 1, last7Days: 7, all: null } as const;
export const EXCHANGE_RECORD_STATUS = { open: 'open', won: 'WON', lost: 'LOST' } as const;
export const TURNOVER_STATUS = { active: 'active', complete: 'complete' } as const;

// ---------------------------------------------------------------------------------------------------------------
// Routes (spec 1 §2, spec 2 §2)

export const ROUTES = {
  home: '/',
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  games: '/games',
  referralCodeLanding: '/referral_code',
  affiliateCodeLanding: '/affiliate_code',
  agentCodeLanding: '/agent_code',
  account: '/account',
  profile: '/profile',
  deposit: '/deposit',
  withdrawal: '/withdrawal',
  makePayment: '/make-payment',
  paymentRequest: '/payment-request',
  bettingRecord: '/betting-record',
  transactionRecord: '/transaction-record',
  turnoverRecord: '/turnover-record',
  /** Spelt so in the product. */
  referralProgram: '/refrrel-program',
  resetPassword: '/reset-password',
  inbox: '/inbox',
  vip: '/vip',
  gameRun: '/gamerun',
  promotions: '/promotions',
  chat: '/chat',
  chatList: '/chat-list',
  chatBox: '/chat-box/:chatId',
  oddsView: '/odds-view',
  exchange: '/exchange',
  exchangeAccount: '/exchange-account',
  exchangeInplay: '/exchange-inplay',
  exchangeSports: '/exchange-sports',
  exchangeMulti: '/exchange-multi',
  // desktop
  casino: '/casino',
  slot: '/slot',
  table: '/table',
  crash: '/crash',
  fishing: '/fishing',
  arcade: '/arcade',
  lottery: '/lottery',
  referral: '/referral',
  register: '/register',
  desktopLogout: '/player/logout',
} as const;

/** The three code landing routes: read the query parameter of the same name, store it, go to /signup. */
export const CODE_LANDING_ROUTES = [
  { path: ROUTES.referralCodeLanding, param: 'referral_code' },
  { path: ROUTES.affiliateCodeLanding, param: 'affiliate_code' },
  { path: ROUTES.agentCodeLanding, param: 'agent_code' },
] as const;

export const MOBILE_PUBLIC_ROUTES = [
  ROUTES.home,
  ROUTES.signup,
  ROUTES.login,
  ROUTES.forgotPassword,
  ROUTES.games,
  ROUTES.referralCodeLanding,
  ROUTES.affiliateCodeLanding,
  ROUTES.agentCodeLanding,
] as const;

/** Login-required mobile routes; without a stored token they redirect to /login. */
export const MOBILE_PROTECTED_ROUTES = [
  ROUTES.account,
  ROUTES.profile,
  ROUTES.deposit,
  ROUTES.withdrawal,
  ROUTES.makePayment,
  ROUTES.paymentRequest,
  ROUTES.bettingRecord,
  ROUTES.transactionRecord,
  ROUTES.turnoverRecord,
  ROUTES.referralProgram,
  ROUTES.resetPassword,
  ROUTES.inbox,
  ROUTES.vip,
  ROUTES.gameRun,
  ROUTES.promotions,
  ROUTES.chat,
  ROUTES.chatList,
  ROUTES.chatBox,
  ROUTES.oddsView,
  ROUTES.exchange,
  ROUTES.exchangeAccount,
  ROUTES.exchangeInplay,
] as const;

export const DESKTOP_ROUTES = [
  ROUTES.home,
  ROUTES.account,
  ROUTES.casino,
  ROUTES.slot,
  ROUTES.table,
  ROUTES.crash,
  ROUTES.fishing,
  ROUTES.arcade,
  ROUTES.lottery,
  ROUTES.promotions,
  ROUTES.vip,
  ROUTES.referral,
  ROUTES.register,
] as const;

/** Desktop top navigation, in order. */
export const DESKTOP_NAV = deepFreeze([
  { key: 'home', label: 'Home', route: ROUTES.home },
  { key: 'casino', label: 'Casino', route: ROUTES.casino },
  { key: 'slot', label: 'Slot', route: ROUTES.slot },
  { key: 'table', label: 'Table', route: ROUTES.table },
  { key: 'crash', label: 'Crash', route: ROUTES.crash },
  { key: 'fishing', label: 'Fishing', route: ROUTES.fishing },
  { key: 'arcade', label: 'Arcade', route: ROUTES.arcade },
  { key: 'lottery', label: 'Lottery', route: ROUTES.lottery },
  { key: 'promotions', label: 'Promotions', route: ROUTES.promotions },
  { key: 'vip', label: 'VIP', route: ROUTES.vip },
  { key: 'referral', label: 'Referral', route: ROUTES.referral },
  { key: 'account', label: 'Account', route: ROUTES.account },
] as const);

// ---------------------------------------------------------------------------------------------------------------
// Menus (spec 1 §2, spec 2 §2)

export interface MenuItem {
  /** Stable key: i18n key and test id. */
  key: string;
  /** The spec's English label. */
  label: string;
  /** Where the item goes, when it is a route of ours. */
  route?: string;
  /** For game categories: the lobby type code (/games?type=…). */
  gameType?: GameType;
  /** Items that do something other than navigate. */
  action?: 'affiliate' | 'liveChat' | 'brandAmbassador';
  children?: readonly MenuItem[];
}

export const SPORTS_SUBMENU: readonly MenuItem[] = deepFreeze([
  { key: 'exchange', label: 'Exchange', route: ROUTES.exchange },
  { key: 'iSports', label: 'I-Sports' },
  { key: 'e1Sports', label: 'E1Sports' },
  { key: 'horsebook', label: 'Horsebook' },
  { key: 'virtual', label: 'Virtual' },
  { key: 'kabaddi', label: 'Kabaddi' },
  { key: 'fantasy', label: 'Fantasy' },
  { key: 'sboSports', label: 'SBO Sports' },
]);

/** The slide-out menu: three groups in order. */
export const SLIDE_MENU: readonly { key: string; items: readonly MenuItem[] }[] = deepFreeze([
  {
    key: 'games',
    items: [
      { key: 'home', label: 'Home', route: ROUTES.home },
      { key: 'sports', label: 'Sports', gameType: 'SPORTS', children: SPORTS_SUBMENU },
      { key: 'casino', label: 'Casino', gameType: 'LIVE' },
      { key: 'slot', label: 'Slot', gameType: 'SLOT' },
      { key: 'table', label: 'Table', gameType: 'TABLE' },
      { key: 'poker', label: 'Poker', gameType: 'BINGO' },
      { key: 'crash', label: 'Crash', gameType: 'EGAME' },
      { key: 'fishing', label: 'Fishing', gameType: 'FH' },
      { key: 'lottery', label: 'Lottery', gameType: 'LOTTO' },
    ],
  },
  {
    key: 'rewards',
    items: [
      { key: 'promotions', label: 'Promotions', route: ROUTES.promotions },
      { key: 'referral', label: 'Referral Program', route: ROUTES.referralProgram },
      { key: 'vip', label: 'VIP', route: ROUTES.vip },
    ],
  },
  {
    key: 'more',
    items: [
      { key: 'affiliate', label: 'Affiliate', action: 'affiliate' },
      { key: 'liveChat', label: '24/7 LiveChat', action: 'liveChat' },
      { key: 'brandAmbassador', label: 'Brand Ambassador', action: 'brandAmbassador' },
    ],
  },
]);

/** Logged-in bottom toolbar (mobile). */
export const BOTTOM_TOOLBAR: readonly MenuItem[] = deepFreeze([
  { key: 'home', label: 'Home', route: ROUTES.home },
  { key: 'promotions', label: 'Promotions', route: ROUTES.promotions },
  { key: 'deposit', label: 'Deposit', route: ROUTES.deposit },
  { key: 'account', label: 'My Account', route: ROUTES.account },
]);

/** /account member menu sections (Contact Us comes from the social links; Log out is an action). */
export const ACCOUNT_MENU: readonly { key: string; label: string; items: readonly MenuItem[] }[] = deepFreeze([
  {
    key: 'funds',
    label: 'Funds',
    items: [
      { key: 'deposit', label: 'Deposit', route: ROUTES.deposit },
      { key: 'withdrawal', label: 'Withdrawal', route: ROUTES.withdrawal },
    ],
  },
  {
    key: 'history',
    label: 'History',
    items: [
      { key: 'bettingRecord', label: 'Betting Records', route: ROUTES.bettingRecord },
      { key: 'turnoverRecord', label: 'Turnover', route: ROUTES.turnoverRecord },
      { key: 'transactionRecord', label: 'Transaction Records', route: ROUTES.transactionRecord },
    ],
  },
  {
    key: 'profile',
    label: 'Profile',
    items: [
      { key: 'profile', label: 'Personal Info', route: ROUTES.profile },
      { key: 'resetPassword', label: 'Reset Password', route: ROUTES.resetPassword },
      { key: 'inbox', label: 'Inbox', route: ROUTES.inbox },
      { key: 'referral', label: 'Referral', route: ROUTES.referralProgram },
    ],
  },
]);

/** Desktop Member Center side tabs, in order. */
export const DESKTOP_MEMBER_TABS = [
  'deposit',
  'withdrawal',
  'bettingRecords',
  'wallet',
  'turnover',
  'vip',
  'transactionRecords',
  'profile',
  'resetPassword',
  'inbox',
  'referralProgram',
] as const;
/** The account page's own tab set; `profile` is the default. */
export const ACCOUNT_PAGE_TABS = [
  'profile',
  'bettingRecords',
  'transactionRecords',
  'vip',
  'resetPassword',
  'inbox',
  'referralProgram',
  'deposit',
  'turnover',
] as const;

/** Deposit receipt images (the player's payment slips): how many, how large, which types. The server checks bytes. */
export const RECEIPT_RULES = deepFreeze({
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const);
