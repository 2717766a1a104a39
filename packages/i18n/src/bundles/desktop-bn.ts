import bnProtection from '../locales/bn/protection.json';
import bnProtectionMessages from '../locales/bn/protection/messages.json';
import bnRewards from '../locales/bn/rewards.json';
import bnRewardsDesktop from '../locales/bn/rewards/desktop.json';
import bnWallet from '../locales/bn/wallet.json';
import bnSupport from '../locales/bn/support.json';
import bnSupportDesktop from '../locales/bn/support/desktop.json';
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

/** The desktop app's Bangla texts (one chunk, loaded when the page is in Bangla: see `./desktop-lazy`). */
export default { shell: { ...bnShell, pwa: bnShellPwa }, auth: bnAuth, account: bnAccount, wallet: bnWallet, records: bnRecords, promotions: bnPromotions, lobby: bnLobby, common: bnCommon, ui: bnUi, messages: { ...bnMessages, ...bnProtectionMessages }, protection: bnProtection, exchange: { ...bnExchange, lists: bnExLists, account: bnExAccount, desktop: bnExDesktop }, rewards: { ...bnRewards, desktop: bnRewardsDesktop }, support: { ...bnSupport, desktop: bnSupportDesktop } };
