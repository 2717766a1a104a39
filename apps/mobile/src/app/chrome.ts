/**
 * What the shell draws around a screen: the main header or none (the screen has its own), the bottom toolbar, and
 * the floating chat button (everywhere but over a running game, where it would cover the game's own controls).
 */
export interface RouteChrome {
  header: 'main' | 'none';
  toolbar: boolean;
  chat: boolean;
  /** The floating back-to-top button (not over a bet slip's Place button or a game). */
  backToTop: boolean;
  /** The site footer (spec 2 "Footer"): every page but the game launcher and the exchange frame. */
  footer: boolean;
}

const MAIN: RouteChrome = { header: 'main', toolbar: true, chat: true, backToTop: true, footer: true };
const SUB: RouteChrome = { header: 'none', toolbar: true, chat: true, backToTop: true, footer: true };
const BARE: RouteChrome = { header: 'none', toolbar: false, chat: true, backToTop: true, footer: true };
const GAME: RouteChrome = { header: 'none', toolbar: false, chat: false, backToTop: false, footer: false };
/** The exchange draws its own header and bottom navigation (routes/exchange/ExchangeLayout); nothing floats over a bet slip. */
const EXCHANGE: RouteChrome = { header: 'none', toolbar: false, chat: false, backToTop: false, footer: false };

/** Top-level destinations keep the main header; account forms stand alone; everything else is a sub-page. */
const BY_PATH: Record<string, RouteChrome> = {
  '/': MAIN,
  '/account': MAIN,
  '/promotions': MAIN,
  '/login': BARE,
  '/signup': BARE,
  '/forgot-password': BARE,
  '/referral_code': BARE,
  '/affiliate_code': BARE,
  '/agent_code': BARE,
  // The game frame takes the whole screen under its own slim bar.
  '/gamerun': GAME,
  '/exchange': EXCHANGE,
  '/exchange-inplay': EXCHANGE,
  '/exchange-sports': EXCHANGE,
  '/exchange-multi': EXCHANGE,
  '/exchange-account': EXCHANGE,
  '/odds-view': EXCHANGE,
};

export function chromeFor(pathname: string): RouteChrome {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH[path] ?? SUB;
}
