import enShell from './locales/en/shell.json';
import enShellPwa from './locales/en/shell/pwa.json';
import enAuth from './locales/en/auth.json';
import enAccount from './locales/en/account.json';
import enWallet from './locales/en/wallet.json';
import enRecords from './locales/en/records.json';
import enPromotions from './locales/en/promotions.json';
import enLobby from './locales/en/lobby.json';
import enCommon from './locales/en/common.json';
import enUi from './locales/en/ui.json';
import enBackoffice from './locales/en/backoffice.json';
import enMessages from './locales/en/messages.json';
import enExchange from './locales/en/exchange.json';
import enExLists from './locales/en/exchange/lists.json';
import enExAccount from './locales/en/exchange/account.json';
import enExDesktop from './locales/en/exchange/desktop.json';
import bnShell from './locales/bn/shell.json';
import bnShellPwa from './locales/bn/shell/pwa.json';
import bnAuth from './locales/bn/auth.json';
import bnAccount from './locales/bn/account.json';
import bnWallet from './locales/bn/wallet.json';
import bnRecords from './locales/bn/records.json';
import bnPromotions from './locales/bn/promotions.json';
import bnLobby from './locales/bn/lobby.json';
import bnCommon from './locales/bn/common.json';
import bnUi from './locales/bn/ui.json';
import bnBackoffice from './locales/bn/backoffice.json';
import bnMessages from './locales/bn/messages.json';
import bnExchange from './locales/bn/exchange.json';
import bnExLists from './locales/bn/exchange/lists.json';
import bnExAccount from './locales/bn/exchange/account.json';
import bnExDesktop from './locales/bn/exchange/desktop.json';
import enRewards from './locales/en/rewards.json';
import enRewardsDesktop from './locales/en/rewards/desktop.json';
import enSupport from './locales/en/support.json';
import enSupportDesktop from './locales/en/support/desktop.json';
import enBoDesk from './locales/en/backoffice/desk.json';
import bnRewards from './locales/bn/rewards.json';
import bnRewardsDesktop from './locales/bn/rewards/desktop.json';
import bnSupport from './locales/bn/support.json';
import bnSupportDesktop from './locales/bn/support/desktop.json';
import bnBoDesk from './locales/bn/backoffice/desk.json';
import enProtection from './locales/en/protection.json';
import enProtectionMessages from './locales/en/protection/messages.json';
import enBoProtection from './locales/en/backoffice/protection.json';
import bnProtection from './locales/bn/protection.json';
import bnProtectionMessages from './locales/bn/protection/messages.json';
import bnBoProtection from './locales/bn/backoffice/protection.json';
import enBoLive from './locales/en/backoffice/live.json';
import bnBoLive from './locales/bn/backoffice/live.json';
import { resources as gamesBundle } from './bundles/games';

/**
 * Every namespace. Strings are grouped by feature, not by app, and each lives once: where the mobile and desktop apps
 * show the same text they use the same key; where they deliberately word it differently both keys sit side by side
 * in the feature's namespace (`shell:notFound.title` / `shell:notFound.titleDesktop`).
 * - shell: the frame of the player sites: header, navigation and game categories, menus, footer, home page rows,
 *   welcome popup, maintenance, not-found and error pages
 * - auth: login, sign-up (desktop two-step register), forgot password, the guest gate
 * - account: My Account / Member Center, profile and verification (phone, e-mail, birthday, security level), password
 * - wallet: funds (deposit, withdrawal), make-payment, payment request, transaction and turnover records (mobile only)
 * - records: betting records
 * - promotions: promotions (list, categories, details)
 * - rewards: VIP points and the referral programme (rewards.json, both apps) with rewards/desktop.json as `rewards:desktop.*`
 * - support: the inbox and the support chat (support.json, both apps) with support/desktop.json as `support:desktop.*`;
 *   the console's messages and support desk are `backoffice:desk.*` (backoffice/desk.json)
 * - lobby: game lists and launching a game on the player sites (providers, sort, search, pagination, game types)
 * - common: a few plain words several player features share (Date, Status, Game, Reset, Filter, Account)
 * - ui: packages/ui defaults and the generic actions every app uses (OK, Cancel, Close, Try again, Loading…)
 * - backoffice: the operator console
 * - games: the games app (apps/games; see bundles/games.ts)
 * - exchange: the sports exchange on the player sites: exchange.json (shared market components, the market page, bet
 *   slip) with exchange/lists.json (home, in-play, sports, multi markets), exchange/account.json (the exchange account
 *   pages and the Exchange tab of betting records) and exchange/desktop.json merged in as `exchange:lists.*`,
 *   `exchange:account.*`, `exchange:desktop.*`
 * - protection: safer gambling on the player sites (limits, time-out, self-exclusion, reality check, history export); the
 *   console's player-protection screens are `backoffice:protection.*` (the live tables' screens `backoffice:live.*`, backoffice/live.json) and the refusals the server words are in protection/messages.json,
 *   merged into `messages`
 * - messages: keyed by the exact English text of a rule or server message (spec quotes), value = its translation;
 *   use `translateMessage` / `useMessage` for these.
 * Each app loads only its own list (bundles/*.ts). The English resources type the keys (`CustomTypeOptions` in
 * index.ts): `t('no.such.key')` or `useTranslation('nosuchns')` fails `tsc`.
 */
export const resources = {
  en: {
    shell: { ...enShell, pwa: enShellPwa }, auth: enAuth, account: enAccount, wallet: enWallet, records: enRecords, promotions: enPromotions,
    lobby: enLobby, common: enCommon, ui: enUi, backoffice: { ...enBackoffice, desk: enBoDesk, protection: enBoProtection, live: enBoLive }, games: gamesBundle.en.games, messages: { ...enMessages, ...enProtectionMessages },
    exchange: { ...enExchange, lists: enExLists, account: enExAccount, desktop: enExDesktop },
    rewards: { ...enRewards, desktop: enRewardsDesktop },
    support: { ...enSupport, desktop: enSupportDesktop },
    protection: enProtection,
  },
  bn: {
    shell: { ...bnShell, pwa: bnShellPwa }, auth: bnAuth, account: bnAccount, wallet: bnWallet, records: bnRecords, promotions: bnPromotions,
    lobby: bnLobby, common: bnCommon, ui: bnUi, backoffice: { ...bnBackoffice, desk: bnBoDesk, protection: bnBoProtection, live: bnBoLive }, games: gamesBundle.bn.games, messages: { ...bnMessages, ...bnProtectionMessages },
    exchange: { ...bnExchange, lists: bnExLists, account: bnExAccount, desktop: bnExDesktop },
    rewards: { ...bnRewards, desktop: bnRewardsDesktop },
    support: { ...bnSupport, desktop: bnSupportDesktop },
    protection: bnProtection,
  },
} as const;

export const namespaces = [
  'shell', 'auth', 'account', 'wallet', 'records', 'promotions', 'lobby', 'common', 'ui', 'backoffice', 'games', 'messages', 'exchange', 'rewards', 'support', 'protection',
] as const;
export type Namespace = (typeof namespaces)[number];

/** The shape of the English resources: the source of the typed keys. `messages` is keyed by free text. */
export type TypedResources = Omit<typeof resources.en, 'messages'> & { messages: Record<string, string> };
