/** Our routes (spec 1 §2, spec 2 §2): every path, which need a login, the desktop set and its top navigation. */
import { deepFreeze } from './freeze';

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
  // The footer's pages (operator texts), readable logged out.
  '/about-us',
  '/responsible-gaming',
  '/affiliate',
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
