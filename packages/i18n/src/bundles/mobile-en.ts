import enProtection from '../locales/en/protection.json';
import enProtectionMessages from '../locales/en/protection/messages.json';
import enShell from '../locales/en/shell.json';
import enShellPwa from '../locales/en/shell/pwa.json';
import enAuth from '../locales/en/auth.json';
import enAccount from '../locales/en/account.json';
import enWallet from '../locales/en/wallet.json';
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
import enSupport from '../locales/en/support.json';

/** The mobile app's English texts (one chunk, loaded when the page is in English: see `./mobile-lazy`). */
export default { shell: { ...enShell, pwa: enShellPwa }, auth: enAuth, account: enAccount, wallet: enWallet, records: enRecords, promotions: enPromotions, lobby: enLobby, common: enCommon, ui: enUi, messages: { ...enMessages, ...enProtectionMessages }, protection: enProtection, exchange: { ...enExchange, lists: enExLists, account: enExAccount }, rewards: enRewards, support: enSupport };
