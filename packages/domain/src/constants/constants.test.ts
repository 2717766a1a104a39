import { describe, expect, it } from 'vitest';
import * as C from '.';

/** Invariants that tie the constants together; the values themselves are the spec's and live only in the source. */

const ascending = (list: readonly bigint[] | readonly number[]) => list.every((v, i) => i === 0 || v > list[i - 1]!);

describe('money limits', () => {
  it('quick amounts rise and run from the shown minimum to the shown maximum', () => {
    for (const [amounts, range] of [
      [C.DEPOSIT_QUICK_AMOUNTS, C.DEPOSIT_RANGE],
      [C.WITHDRAWAL_QUICK_AMOUNTS, C.WITHDRAWAL_RANGE],
    ] as const) {
      expect(ascending(amounts)).toBe(true);
      expect(amounts[0]).toBe(range.min);
      expect(amounts[amounts.length - 1]).toBe(range.max);
    }
  });

  it('every range has min at most max, in whole poisha', () => {
    for (const r of [C.DEPOSIT_RANGE, C.WITHDRAWAL_RANGE, ...Object.values(C.DEPOSIT_CHANNEL_LIMITS_DESKTOP_SAMPLE)]) {
      expect(typeof r.min).toBe('bigint');
      expect(r.min <= r.max).toBe(true);
    }
  });

  it('referral tiers: turnover rises, and no level earns less at a higher tier or more than the level above it', () => {
    const tiers = C.REFERRAL_TIERS;
    expect(ascending(tiers.map((t) => t.turnover))).toBe(true);
    tiers.forEach((t, i) => {
      const [l1, l2, l3] = t.ratesBp;
      expect(l1 > l2 && l2 > l3).toBe(true);
      if (i > 0) t.ratesBp.forEach((r, level) => expect(r).toBeGreaterThanOrEqual(tiers[i - 1]!.ratesBp[level]!));
    });
  });
});

describe('accounts', () => {
  it('the sign-up rule accepts letters and digits only', () => {
    const R = C.SIGNUP_RULES;
    expect(R.password.pattern.test('abc12345')).toBe(true);
    expect(R.password.pattern.test('abc@12345')).toBe(false);
    expect(R.username.pattern.test('Player01')).toBe(true);
    expect(R.username.pattern.test('player_01')).toBe(false);
    expect(R.username.min <= R.username.max && R.password.min <= R.password.max).toBe(true);
  });

  it('the sign-up rule agrees with the phone digits, currencies and the full name limit', () => {
    const R = C.SIGNUP_RULES;
    expect([R.phone.minDigits, R.phone.maxDigits]).toEqual([C.PHONE_DIGITS.signupMin, C.PHONE_DIGITS.signupMax]);
    expect(R.currency.values).toBe(C.CURRENCIES);
    expect(C.CURRENCIES).toContain(R.currency.default);
    expect(R.name.max).toBe(C.FULL_NAME_MAX_LENGTH);
  });

  it('defaults are among the choices; every currency has its own form id', () => {
    expect(C.CURRENCIES).toContain(C.DEFAULT_CURRENCY);
    expect(C.CALLING_CODES).toContain(C.DEFAULT_CALLING_CODE);
    expect(Object.keys(C.CURRENCY_IDS).sort()).toEqual([...C.CURRENCIES].sort());
    const ids = Object.values(C.CURRENCY_IDS);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a verification code stays valid exactly as long as its countdown runs', () => {
    expect(C.VERIFICATION_CODE_RULES.validMinutes * 60).toBe(C.VERIFICATION_COUNTDOWN_SECONDS);
    expect(C.VERIFICATION_CODE_RULES.resendIntervalSeconds).toBeLessThan(C.VERIFICATION_COUNTDOWN_SECONDS);
  });
});

describe('timing and lists', () => {
  it('the balance is polled at its refresh interval; the default page size is offered', () => {
    expect(C.POLL_MS.balance).toBe(C.BALANCE_REFRESH_MS);
    expect(C.PAGE_SIZES).toContain(C.DEFAULT_PAGE_SIZE);
    expect(C.MAINTENANCE_NOTICE_DATES.start < C.MAINTENANCE_NOTICE_DATES.end).toBe(true);
    expect(C.PAYMENT_REQUEST_ANIMATION.totalMs % C.PAYMENT_REQUEST_ANIMATION.stepMs).toBe(0);
  });

  it('the default game type is a game type; sort keys are unique', () => {
    expect(C.GAME_TYPES).toContain(C.DEFAULT_GAME_SYSTEM_TYPE);
    expect(new Set(C.GAME_SORTS.map((s) => s.key)).size).toBe(C.GAME_SORTS.length);
  });

  it('promotion categories have unique ids; every tab but ALL is a visible category, once', () => {
    const ids = C.PROMOTION_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const visible = new Set(C.PROMOTION_CATEGORIES.filter((c) => !c.hidden).map((c) => c.id));
    const tabs = C.PROMOTION_TABS.filter((t) => t.categoryId !== null);
    expect(C.PROMOTION_TABS.length - tabs.length).toBe(1);
    for (const t of tabs) expect(visible.has(t.categoryId), t.label).toBe(true);
    expect(new Set(tabs.map((t) => t.categoryId)).size).toBe(tabs.length);
  });
});

describe('menus and routes', () => {
  const allRoutes = new Set<string>(Object.values(C.ROUTES));

  it('route paths are unique and absolute', () => {
    expect(allRoutes.size).toBe(Object.keys(C.ROUTES).length);
    for (const r of allRoutes) expect(r.startsWith('/'), r).toBe(true);
  });

  it('mobile routes are public or protected, never both; the code landings are public and read their own parameter', () => {
    const pub = new Set<string>(C.MOBILE_PUBLIC_ROUTES);
    expect(C.MOBILE_PROTECTED_ROUTES.filter((r) => pub.has(r))).toEqual([]);
    for (const r of C.CODE_LANDING_ROUTES) {
      expect(pub.has(r.path), r.path).toBe(true);
      expect(r.path).toBe(`/${r.param}`);
    }
  });

  it('the desktop navigation only goes to desktop routes', () => {
    const desktop = new Set<string>(C.DESKTOP_ROUTES);
    for (const n of C.DESKTOP_NAV) expect(desktop.has(n.route), n.route).toBe(true);
  });

  it('the slide-out menu has stable unique keys and one game category per game type, in type order', () => {
    const keys = C.SLIDE_MENU.flatMap((g) => g.items.map((i) => i.key));
    expect(new Set(keys).size).toBe(keys.length);
    const gameTypes = C.SLIDE_MENU.flatMap((g) => g.items.map((i) => i.gameType)).filter(Boolean);
    expect(gameTypes).toEqual([...C.GAME_TYPES]);
  });

  it('every menu item that navigates goes to a mobile route of ours', () => {
    const mobile = new Set<string>([...C.MOBILE_PUBLIC_ROUTES, ...C.MOBILE_PROTECTED_ROUTES]);
    const items = [
      ...C.SLIDE_MENU.flatMap((g) => g.items.flatMap((i) => [i, ...(i.children ?? [])])),
      ...C.BOTTOM_TOOLBAR,
      ...C.ACCOUNT_MENU.flatMap((s) => s.items),
    ];
    for (const i of items) if (i.route) expect(mobile.has(i.route), `${i.key} → ${i.route}`).toBe(true);
  });

  it('is deeply frozen', () => {
    expect(Object.isFrozen(C.SLIDE_MENU)).toBe(true);
    expect(Object.isFrozen(C.SLIDE_MENU[0]?.items[1])).toBe(true);
    expect(Object.isFrozen(C.SPORTS_SUBMENU[0])).toBe(true);
    expect(Object.isFrozen(C.SIGNUP_RULES.username)).toBe(true);
    expect(Object.isFrozen(C.RECEIPT_RULES.types)).toBe(true);
  });
});

describe('the desktop addresses a phone opens (issue 32)', () => {
  it('each category lists a game type; the Sports link opens the exchange of its sport', () => {
    expect(C.CATEGORY_GAME_TYPE.casino).toBe('LIVE');
    // Arcade is a type of its own, not a second name for Crash's EGAME.
    expect(C.CATEGORY_GAME_TYPE.arcade).toBe('ARCADE');
    expect(C.playGameTarget('arcade', null)).toEqual({ type: 'ARCADE' });
    for (const type of Object.values(C.CATEGORY_GAME_TYPE)) expect(C.GAME_TYPES).toContain(type);
    expect(C.playGameTarget('sport', 'CRICKET')).toEqual({ exchange: 'cricket' });
    expect(C.playGameTarget('sport', 'football')).toEqual({ exchange: 'soccer' });
    expect(C.playGameTarget('sport', 'KABADDI')).toEqual({ exchange: null });
    expect(C.playGameTarget(null, null)).toEqual({ exchange: null });
    expect(C.playGameTarget('slot', null)).toEqual({ type: 'SLOT' });
    expect(C.playGameTarget('fh', null)).toEqual({ type: 'FH' });
    expect(C.playGameTarget('nonsense', null)).toEqual({ type: C.DEFAULT_GAME_SYSTEM_TYPE });
  });
});
