/** Menus (spec 1 §2, spec 2 §2): slide-out menu, bottom toolbar, account menu and the account pages' tabs. */
import { deepFreeze } from './freeze';
import type { GameType } from './games';
import { ROUTES } from './routes';

export interface MenuItem {
  /** Stable key: i18n key and test id. */
  key: string;
  /** The spec's English label. */
  label: string;
  /** Where the item goes, when it is a route of ours. */
  route?: string;
  /** For game categories: the lobby type code (/games?type=…). */
  gameType?: GameType;
  /** Items that do something other than navigate: open the configured live chat / WhatsApp. */
  action?: 'liveChat';
  children?: readonly MenuItem[];
}

/** The footer's pages (GET /api/pages/{slug}), public on both apps. */
const SITE_PAGE_ROUTES = {
  aboutUs: '/about-us',
  responsibleGaming: '/responsible-gaming',
  affiliate: '/affiliate',
  /** Brand ambassadors and sponsorship are a section of About Us. */
  brandAmbassador: '/about-us',
} as const;

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
      { key: 'arcade', label: 'Arcade', gameType: 'ARCADE' },
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
      { key: 'affiliate', label: 'Affiliate', route: SITE_PAGE_ROUTES.affiliate },
      { key: 'liveChat', label: '24/7 LiveChat', action: 'liveChat' },
      { key: 'brandAmbassador', label: 'Brand Ambassador', route: SITE_PAGE_ROUTES.brandAmbassador },
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

