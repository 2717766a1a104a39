import bnProtection from '../locales/bn/protection.json';
import bnProtectionMessages from '../locales/bn/protection/messages.json';
import bnRewards from '../locales/bn/rewards.json';
import bnSupport from '../locales/bn/support.json';
import bnShell from '../locales/bn/shell.json';
import bnShellPwa from '../locales/bn/shell/pwa.json';
import bnAuth from '../locales/bn/auth.json';
import bnAccount from '../locales/bn/account.json';
import bnWallet from '../locales/bn/wallet.json';
import bnRecords from '../locales/bn/records.json';
import bnPromotions from '../locales/bn/promotions.json';
import bnLobby from '../locales/bn/lobby.json';
import bnCommon from '../locales/bn/common.json';
import bnUi from '../locales/bn/ui.json';
import bnMessages from '../locales/bn/messages.json';
import bnExchange from '../locales/bn/exchange.json';
import bnExLists from '../locales/bn/exchange/lists.json';
import bnExAccount from '../locales/bn/exchange/account.json';

/** The mobile app's Bangla texts (one chunk, loaded when the page is in Bangla: see `./mobile-lazy`). */
export default { shell: { ...bnShell, pwa: bnShellPwa }, auth: bnAuth, account: bnAccount, wallet: bnWallet, records: bnRecords, promotions: bnPromotions, lobby: bnLobby, common: bnCommon, ui: bnUi, messages: { ...bnMessages, ...bnProtectionMessages }, protection: bnProtection, exchange: { ...bnExchange, lists: bnExLists, account: bnExAccount }, rewards: bnRewards, support: bnSupport };
