import enSafer from '../locales/en/safer.json';
import bnSafer from '../locales/bn/safer.json';
import enSaferMessages from '../locales/en/safer/messages.json';
import bnSaferMessages from '../locales/bn/safer/messages.json';
import enShell from '../locales/en/shell.json';
import enShellPwa from '../locales/en/shell/pwa.json';
import enAuth from '../locales/en/auth.json';
import enAccount from '../locales/en/account.json';
import enRecords from '../locales/en/records.json';
import enPromotions from '../locales/en/promotions.json';
import enLobby from '../locales/en/lobby.json';
import enCommon from '../locales/en/common.json';
import enUi from '../locales/en/ui.json';
import enMessages from '../locales/en/messages.json';
import enExchange from '../locales/en/exchange.json';
import enExLists from '../locales/en/exchange/lists.json';
import enExAccount from '../locales/en/exchange/account.json';
import enRewards from '../locales/en/rewards.json';
import enRewardsDesktop from '../locales/en/rewards/desktop.json';
import bnRewards from '../locales/bn/rewards.json';
import bnRewardsDesktop from '../locales/bn/rewards/desktop.json';
import enWallet from '../locales/en/wallet.json';
import bnWallet from '../locales/bn/wallet.json';
import enSupport from '../locales/en/support.json';
import enSupportDesktop from '../locales/en/support/desktop.json';
import bnSupport from '../locales/bn/support.json';
import bnSupportDesktop from '../locales/bn/support/desktop.json';
import enExDesktop from '../locales/en/exchange/desktop.json';
import bnShell from '../locales/bn/shell.json';
import bnShellPwa from '../locales/bn/shell/pwa.json';
import bnAuth from '../locales/bn/auth.json';
import bnAccount from '../locales/bn/account.json';
import bnRecords from '../locales/bn/records.json';
import bnPromotions from '../locales/bn/promotions.json';
import bnLobby from '../locales/bn/lobby.json';
import bnCommon from '../locales/bn/common.json';
import bnUi from '../locales/bn/ui.json';
import bnMessages from '../locales/bn/messages.json';
import bnExchange from '../locales/bn/exchange.json';
import bnExLists from '../locales/bn/exchange/lists.json';
import bnExAccount from '../locales/bn/exchange/account.json';
import bnExDesktop from '../locales/bn/exchange/desktop.json';

/** The desktop app: the player features it has (no `wallet`: the desktop has no funds screens), and no console or games-app strings. */
export const resources = {
  en: { shell: { ...enShell, pwa: enShellPwa }, auth: enAuth, account: enAccount, wallet: enWallet, records: enRecords, promotions: enPromotions, lobby: enLobby, common: enCommon, ui: enUi, messages: { ...enMessages, ...enSaferMessages }, safer: enSafer, exchange: { ...enExchange, lists: enExLists, account: enExAccount, desktop: enExDesktop }, rewards: { ...enRewards, desktop: enRewardsDesktop }, support: { ...enSupport, desktop: enSupportDesktop } },
  bn: { shell: { ...bnShell, pwa: bnShellPwa }, auth: bnAuth, account: bnAccount, wallet: bnWallet, records: bnRecords, promotions: bnPromotions, lobby: bnLobby, common: bnCommon, ui: bnUi, messages: { ...bnMessages, ...bnSaferMessages }, safer: bnSafer, exchange: { ...bnExchange, lists: bnExLists, account: bnExAccount, desktop: bnExDesktop }, rewards: { ...bnRewards, desktop: bnRewardsDesktop }, support: { ...bnSupport, desktop: bnSupportDesktop } },
};
