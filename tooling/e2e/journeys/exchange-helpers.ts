import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { apiCaptcha, call, consoleLogin, uniquePhone, uniqueUser } from './browser';

/** The exchange's wire shapes the journeys read (see packages/domain/src/exchange/wire.ts). */
export interface SportsEvent {
  EventId: string;
  MarketId: string | null;
  Event: string;
  inplay: boolean;
  market_status: string | null;
  runners: { selectionId: string; SelectionName: string; back: { price: number } | null; lay: { price: number } | null }[];
}
export interface Summary {
  currency: string;
  balance: string;
  exposure: string;
  available: string;
  open_markets: number;
  unmatched_orders: number;
}
export interface Pnl {
  total: { profit_loss: string; commission: string; net: string; markets: number };
  markets: { market_id: string; market_type: string; net: string }[];
}
export interface HubRecord {
  transaction_id: string;
  market_id: string;
  market_type: 'match_odds' | 'bookmaker' | 'fancy';
  bet_type: 'back' | 'lay' | 'yes' | 'no';
  selection_name: string;
  status: 'open' | 'WON' | 'LOST' | 'VOID';
  stake: string;
  net_profit_loss: string | null;
}
export interface Order {
  id: string;
  market_id: string;
  selection_id: string;
  side: 'back' | 'lay';
  price: number;
  status: string;
  size_matched: string;
  size_remaining: string;
}

export interface ExchangePlayer {
  username: string;
  password: string;
  token: string;
  remoteId: number;
}

/** A new player (signed up with the server-checked captcha, logged in) credited `amount` through the dev route. */
export async function fundedPlayer(prefix: string, amount = '5000.00'): Promise<ExchangePlayer> {
  const username = uniqueUser(prefix);
  const password = 'secret123';
  const { captcha, headers } = await apiCaptcha();
  await call(
    'POST',
    '/api/v1/create-players',
    undefined,
    { username, password, confirmPassword: password, name: 'Exchange Player', phone: uniquePhone(), email: `${username}@example.com`, currency: 'BDT', captcha, age_confirmed: true },
    headers,
  );
  const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password });
  await call('POST', '/dev/wallet/adjust', undefined, { username, amount });
  return { username, password, token: login.token, remoteId: login.remote_id };
}

/** Money as the API writes it ("1250.00", "-20.00") in poisha. */
export function poisha(wire: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(wire.trim());
  if (!m) throw new Error(`not a money amount: ${wire}`);
  const v = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -v : v;
}

/** Money as a page shows it ("৳ 4,900.00", "-৳100.00", "+৳ 98.00", "−৳1.00") in poisha. */
export function shownPoisha(text: string): bigint {
  const negative = /[-−]/.test(text);
  const digits = text.replace(/[^\d.]/g, '');
  const v = poisha(digits);
  return negative ? -v : v;
}

export const wire = (p: bigint): string => {
  const neg = p < 0n;
  const a = neg ? -p : p;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};

export const summary = (token: string) => call<Summary>('GET', '/api/exchange/summary', token);
export const mainBalance = async (token: string) => (await call<{ balance: string }>('POST', '/api/balance', token)).balance;
export const pnl = (token: string) => call<Pnl>('GET', '/api/exchange/pnl', token);
export const hub = async (token: string, status?: 'open' | 'settled') =>
  (await call<{ data: HubRecord[] }>('GET', `/api/exchange-hub?per_page=100${status ? `&status=${status}` : ''}`, token)).data;
export const openOrders = async (token: string) => (await call<{ orders: Order[] }>('GET', '/api/exchange/orders?status=open&per_page=100', token)).orders;

/**
 * The simulated in-play cricket match with its Match Odds open and priced on both runners. Waits for one: the feed
 * kicks a new match off at once when the last one ended (e.g. the operator settled it in another journey).
 */
export async function inPlayCricket(timeout = 60_000): Promise<SportsEvent & { MarketId: string }> {
  let found: SportsEvent | undefined;
  await expect
    .poll(
      async () => {
        const events = await call<SportsEvent[]>('GET', '/api/sports-events/cricket');
        found = events.find((e) => e.inplay && e.MarketId && e.market_status === 'open' && e.runners.length >= 2 && e.runners.every((r) => r.back && r.lay));
        return Boolean(found);
      },
      { timeout, interval: 500, message: 'an in-play cricket match with an open, priced Match Odds market' },
    )
    .toBe(true);
  return found as SportsEvent & { MarketId: string };
}

/** The operator's API token (the seeded administrator). */
export async function staffToken(): Promise<string> {
  return (await call<{ token: string }>('POST', '/api/backoffice/login', undefined, { username: 'admin', password: inject('adminPassword') })).token;
}

/**
 * An in-play cricket match young enough to outlast a journey (first innings, fewer than `maxBalls` legal balls, 60: at least three
 * minutes of play left at a ball every 3 s). One that is further on is voided by the operator's API, which ends it;
 * the feed then kicks a new one off at once. Without this a journey late in the full suite could see its match
 * finish (and the feed settle it) half-way through.
 */
export async function freshInPlayCricket(
  maxBalls = 60,
  usable: (ev: SportsEvent & { MarketId: string }) => Promise<boolean> = async () => true,
): Promise<SportsEvent & { MarketId: string }> {
  for (let i = 0; i < 3; i++) {
    const ev = await inPlayCricket();
    const board = await call<{ score: { innings?: number; balls?: number } | null }>('GET', `/api/score/board/${ev.EventId}`);
    if ((board.score?.innings ?? 1) === 1 && (board.score?.balls ?? 0) < maxBalls && (await usable(ev))) return ev;
    await call('POST', `/api/backoffice/exchange/markets/${ev.MarketId}/void`, await staffToken(), {});
    await expect.poll(async () => (await call<SportsEvent[]>('GET', '/api/sports-events/cricket')).some((e) => e.EventId === ev.EventId), { timeout: 15_000 }).toBe(false);
  }
  throw new Error('no young in-play cricket match');
}

/**
 * Retries `attempt` until it answers true (or throws after `tries`): live lines (Fancy) are often veiled or move
 * between the tap and the bet; each attempt waits for its own outcome, so no fixed sleeps are needed.
 */
export async function retry(tries: number, attempt: (i: number) => Promise<boolean>): Promise<number> {
  for (let i = 0; i < tries; i++) if (await attempt(i)) return i;
  throw new Error(`no success in ${tries} attempts`);
}

/**
 * The operator settles a Match Odds market in the console (a desktop staff context): log in as admin, open the
 * market, Settle, pick the winner, confirm; waits for the console to show it settled.
 */
export async function consoleSettle(page: Page, marketId: string, winnerSelectionId: string): Promise<void> {
  await consoleLogin(page);
  await page.goto(`/backoffice/exchange/markets/${marketId}`);
  await page.getByTestId('bo-exchange-market-name').waitFor({ timeout: 15_000 });
  await page.getByTestId('bo-exchange-settle').click();
  await page.getByTestId(`bo-exchange-winner-${winnerSelectionId}`).click();
  await page.getByTestId('bo-confirm').click();
  await expect.poll(() => page.getByTestId('bo-exchange-market-status').innerText(), { timeout: 20_000 }).toMatch(/settled/i);
}

/** Saves a screenshot under /tmp/h5/ (the journeys' failure evidence) and answers its path. */
export async function shot(page: Page, name: string): Promise<string> {
  const path = `/tmp/h5/${name}-${Date.now()}.png`;
  await page.screenshot({ path, fullPage: true }).catch(() => undefined);
  return path;
}
