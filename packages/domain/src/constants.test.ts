import { describe, expect, it } from 'vitest';
import * as C from './constants';
import { formatMoney, fromTaka } from './money';

const taka = (list: readonly bigint[]) => list.map((p) => Number(p / 100n));

describe('spec 1 §9 constants', () => {
  it('deposit and withdrawal amounts (poisha)', () => {
    expect(C.DEPOSIT_RANGE).toEqual({ min: fromTaka(100), max: fromTaka(25000) });
    expect(C.DEPOSIT_CHANNEL_LIMITS_DESKTOP_SAMPLE).toEqual({
      cashOut: { min: fromTaka(500), max: fromTaka(25000) },
      sendMoney: { min: fromTaka(500), max: fromTaka(10000) },
    });
    expect(taka(C.DEPOSIT_QUICK_AMOUNTS)).toEqual([100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000]);
    expect(C.WITHDRAWAL_RANGE).toEqual({ min: fromTaka(500), max: fromTaka(25000) });
    expect(taka(C.WITHDRAWAL_QUICK_AMOUNTS)).toEqual([500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000]);
    expect(formatMoney(C.WITHDRAWAL_RANGE.max, { decimals: 0 })).toBe('25,000');
    expect(C.DEPOSIT_BONUS_TAG_PERCENT).toBe(2);
  });

  it('accounts', () => {
    expect(C.PHONE_DIGITS).toEqual({ signupMin: 10, signupMax: 15, depositAccount: 11 });
    expect(C.TRANSACTION_ID_MIN_LENGTH).toBe(7);
    expect(C.VERIFICATION_COUNTDOWN_SECONDS).toBe(300);
    expect(C.EXTRA_PHONES_MAX).toBe(2);
    expect(C.CURRENCIES).toEqual(['BDT', 'INR', 'PKR']);
    expect(C.CURRENCY_IDS).toEqual({ BDT: 8, INR: 7, PKR: 17 });
    expect(C.DEFAULT_CURRENCY).toBe('BDT');
    expect(C.CALLING_CODES).toEqual(['880', '91', '92']);
    expect(C.DEFAULT_CALLING_CODE).toBe('880');
    expect(C.CAPTCHA_LENGTH).toBe(4);
    expect(C.FULL_NAME_MAX_LENGTH).toBe(100);
  });

  it('the unified sign-up rule and the codes', () => {
    const R = C.SIGNUP_RULES;
    expect([R.username.min, R.username.max, R.username.uniqueIgnoringCase]).toEqual([8, 16, true]);
    expect([R.password.min, R.password.max]).toEqual([8, 20]);
    expect(R.password.pattern.test('abc12345')).toBe(true);
    expect(R.password.pattern.test('abc@12345')).toBe(false);
    expect(R.username.pattern.test('Player01')).toBe(true);
    expect(R.username.pattern.test('player_01')).toBe(false);
    expect([R.phone.minDigits, R.phone.maxDigits]).toEqual([10, 15]);
    expect(R.currency).toEqual({ values: ['BDT', 'INR', 'PKR'], default: 'BDT' });
    expect(R.referralCode.required).toBe(false);
    expect(R.agentCode.required).toBe(false);
    expect(C.OTP_RULES).toEqual({ length: 6, validMinutes: 10, maxWrongTries: 5 });
    expect(C.VERIFICATION_CODE_RULES).toEqual({ validMinutes: 5, resendIntervalSeconds: 60 });
  });

  it('timing and layout', () => {
    expect(C.BALANCE_REFRESH_MS).toBe(10_000);
    expect(C.BALANCE_REFRESH_ANIMATION_MS).toBe(500);
    expect(C.PAYMENT_ARRIVAL_COUNTDOWN_SECONDS).toBe(1800);
    expect(C.MAKE_PAYMENT_COUNTDOWN_SECONDS).toBe(600);
    expect(C.PAYMENT_REQUEST_ANIMATION).toEqual({ stepMs: 1000, totalMs: 5000 });
    expect(C.REDIRECT_DELAY_MS).toBe(1500);
    expect(C.BACK_TO_TOP_THRESHOLD_PX).toBe(300);
    expect(C.NAV_SCROLL_THRESHOLD_PX).toBe(300);
    expect(C.CHAT_BUTTON).toEqual({ sizePx: 50, dragThresholdPx: 10 });
    expect(C.SUPPORT_CHAT_ORDER).toEqual(['intercom', 'whatsapp', 'widget']);
    expect(C.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(C.CLOCK).toEqual({ intervalMs: 1000, timeZone: 'Asia/Dhaka', label: 'GMT+6' });
    expect(C.MAINTENANCE_NOTICE_DATES).toEqual({ start: '2025-03-28', end: '2025-04-16' });
    expect(C.PAYMENT_TYPE_INSTRUCTIONS).toEqual({ Personal: 'Send Money', Agent: 'Cash Out', Merchant: 'Make Payment' });
  });
});

describe('spec 2 §9 constants', () => {
  it('home, lists and polls', () => {
    expect(C.CAROUSEL).toEqual({ intervalMs: 3000, transitionMs: 500, progressTickMs: 30 });
    expect(C.MARQUEE_SPEED).toBe(30);
    expect(C.FOOTER_FOLD_PX).toEqual({ desktop: 970, mobile: 200 });
    expect(C.PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(C.DEFAULT_PAGE_SIZE).toBe(10);
    expect(C.GAME_NAME_MAX_LENGTH).toBe(15);
    expect(C.INBOX_PREVIEW_WORDS).toBe(5);
    expect(C.PROMOTION_PREVIEW_WORDS).toBe(5);
    expect(C.SUPPORT_PROMOTION_PREVIEW_WORDS).toBe(100);
    expect(C.QR_CODE_SIZE).toBe(128);
    expect(C.POLL_MS).toEqual({ inbox: 10_000, user: 1000, exchangeMarket: 300, balance: 10_000 });
    expect(C.TURNOVER_PERCENT).toEqual({ max: 100, decimals: 2 });
    expect(C.DATE_LOCALE).toBe('en-GB');
  });

  it('rewards', () => {
    expect(C.VIP_CONVERT).toEqual({ minMobile: 10, minDesktop: 4000, ratioDesktop: 400 });
    expect(C.CASH_CLAIM_MIN).toBe(1000n);
    expect(C.REFERRAL_TIERS.map((t) => [Number(t.turnover / 100n), ...t.ratesBp])).toEqual([
      [100, 10, 5, 1],
      [200000, 15, 6, 2],
      [500000, 20, 7, 3],
    ]);
  });

  it('game type codes and how they are shown', () => {
    expect(C.GAME_TYPES).toEqual(['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO']);
    expect(C.GAME_TYPE_LABELS).toMatchObject({ BINGO: 'Poker', EGAME: 'Crash', FH: 'Fishing', LOTTO: 'Lottery' });
    expect(C.DEFAULT_GAME_SYSTEM_TYPE).toBe('LIVE');
    expect(C.GAME_SORTS.map((s) => s.label)).toEqual(['Recommend', 'Latest', 'Favorite', 'A-Z']);
  });

  it('promotion categories', () => {
    expect(C.PROMOTION_CATEGORIES.map((c) => [c.id, c.name, c.hidden])).toEqual([
      [99, 'Welcome Offer', false],
      [1, 'Slots', false],
      [2, 'Casino', false],
      [4, 'Sports', false],
      [8, 'Fishing', false],
      [16, 'Card Game', true],
      [32, 'ESports', false],
      [64, 'Lottery', false],
      [128, 'P2P', false],
      [256, 'Table', false],
      [1024, 'Arcade', false],
      [2048, 'Cock Fighting', true],
      [4096, 'Rain', true],
      [8192, 'Crash', false],
      [16384, 'free', true],
      [512, 'Others', false],
    ]);
    expect(C.PROMOTION_TABS.map((t) => t.label)).toEqual([
      'ALL', 'Welcome Offer', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'E-sports', 'Lottery', 'P2P', 'Table', 'Arcade', 'Crash', 'Others',
    ]);
    const visible = new Set(C.PROMOTION_CATEGORIES.filter((c) => !c.hidden).map((c) => c.id));
    for (const t of C.PROMOTION_TABS) if (t.categoryId !== null) expect(visible.has(t.categoryId), t.label).toBe(true);
  });

  it('record codes', () => {
    expect(C.TRANSACTION_TYPE).toEqual({ all: -1, deposit: 0, withdrawal: 1, adjustment: 2 });
    expect(C.TRANSACTION_STATUS).toEqual({ all: -1, processing: 0, success: 1, fail: 2 });
    expect(C.TRANSACTION_KEY).toEqual({ pending: '0', success: '1', fail: '2' });
    expect(C.DATE_FILTER).toEqual({ today: 0, yesterday: 1, last7Days: 7, all: null });
    expect(C.EXCHANGE_RECORD_STATUS).toEqual({ open: 'open', won: 'WON', lost: 'LOST' });
  });
});

describe('menus and routes', () => {
  it('slide-out menu in the spec order, with stable unique keys', () => {
    expect(C.SLIDE_MENU.map((g) => g.items.map((i) => i.label))).toEqual([
      ['Home', 'Sports', 'Casino', 'Slot', 'Table', 'Poker', 'Crash', 'Fishing', 'Lottery'],
      ['Promotions', 'Referral Program', 'VIP'],
      ['Affiliate', '24/7 LiveChat', 'Brand Ambassador'],
    ]);
    const keys = C.SLIDE_MENU.flatMap((g) => g.items.map((i) => i.key));
    expect(new Set(keys).size).toBe(keys.length);
    const sports = C.SLIDE_MENU[0]?.items.find((i) => i.key === 'sports');
    expect(sports?.children?.map((i) => i.label)).toEqual([
      'Exchange', 'I-Sports', 'E1Sports', 'Horsebook', 'Virtual', 'Kabaddi', 'Fantasy', 'SBO Sports',
    ]);
    const gameTypes = C.SLIDE_MENU[0]?.items.map((i) => i.gameType).filter(Boolean);
    expect(gameTypes).toEqual(['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO']);
  });

  it('is deeply frozen', () => {
    expect(Object.isFrozen(C.SLIDE_MENU)).toBe(true);
    expect(Object.isFrozen(C.SLIDE_MENU[0]?.items[1])).toBe(true);
    expect(Object.isFrozen(C.SPORTS_SUBMENU[0])).toBe(true);
    expect(Object.isFrozen(C.SIGNUP_RULES.username)).toBe(true);
  });

  it('bottom toolbar and account menu', () => {
    expect(C.BOTTOM_TOOLBAR.map((i) => [i.label, i.route])).toEqual([
      ['Home', '/'],
      ['Promotions', '/promotions'],
      ['Deposit', '/deposit'],
      ['My Account', '/account'],
    ]);
    expect(C.ACCOUNT_MENU.flatMap((s) => s.items.map((i) => i.route))).toEqual([
      '/deposit', '/withdrawal', '/betting-record', '/turnover-record', '/transaction-record', '/profile', '/reset-password', '/inbox', '/refrrel-program',
    ]);
    expect(C.ACCOUNT_PAGE_TABS[0]).toBe('profile');
  });

  it('route lists', () => {
    expect(C.MOBILE_PUBLIC_ROUTES).toEqual(['/', '/signup', '/login', '/forgot-password', '/games', '/referral_code', '/affiliate_code', '/agent_code']);
    expect(C.MOBILE_PROTECTED_ROUTES).toContain('/refrrel-program');
    expect(C.MOBILE_PROTECTED_ROUTES).toContain('/chat-box/:chatId');
    expect(C.MOBILE_PROTECTED_ROUTES).toHaveLength(22);
    const pub = new Set<string>(C.MOBILE_PUBLIC_ROUTES);
    expect(C.MOBILE_PROTECTED_ROUTES.filter((r) => pub.has(r))).toEqual([]);
    expect(C.DESKTOP_ROUTES).toEqual([
      '/', '/account', '/casino', '/slot', '/table', '/crash', '/fishing', '/arcade', '/lottery', '/promotions', '/vip', '/referral', '/register',
    ]);
    expect(C.DESKTOP_NAV.map((n) => n.route)).toEqual([
      '/', '/casino', '/slot', '/table', '/crash', '/fishing', '/arcade', '/lottery', '/promotions', '/vip', '/referral', '/account',
    ]);
    expect(C.CODE_LANDING_ROUTES.map((r) => [r.path, r.param])).toEqual([
      ['/referral_code', 'referral_code'],
      ['/affiliate_code', 'affiliate_code'],
      ['/agent_code', 'agent_code'],
    ]);
    expect(C.ROUTES.desktopLogout).toBe('/player/logout');
  });
});
