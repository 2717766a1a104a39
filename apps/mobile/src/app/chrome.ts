/** What the shell draws around a screen: the main header or none (the screen has its own), and the bottom toolbar. */
export interface RouteChrome {
  header: 'main' | 'none';
  toolbar: boolean;
}

const MAIN: RouteChrome = { header: 'main', toolbar: true };
const SUB: RouteChrome = { header: 'none', toolbar: true };
const BARE: RouteChrome = { header: 'none', toolbar: false };

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
};

export function chromeFor(pathname: string): RouteChrome {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH[path] ?? SUB;
}
