import enBoProtection from '../locales/en/backoffice/protection.json';
import bnBoProtection from '../locales/bn/backoffice/protection.json';
import enProtectionMessages from '../locales/en/protection/messages.json';
import bnProtectionMessages from '../locales/bn/protection/messages.json';
import enBackoffice from '../locales/en/backoffice.json';
import enUi from '../locales/en/ui.json';
import enMessages from '../locales/en/messages.json';
import bnBackoffice from '../locales/bn/backoffice.json';
import bnUi from '../locales/bn/ui.json';
import bnMessages from '../locales/bn/messages.json';
import enBoDesk from '../locales/en/backoffice/desk.json';
import bnBoDesk from '../locales/bn/backoffice/desk.json';
import enBoLive from '../locales/en/backoffice/live.json';
import bnBoLive from '../locales/bn/backoffice/live.json';

/** The operator console: its own namespace, the packages/ui defaults and the server messages. */
export const resources = {
  en: { backoffice: { ...enBackoffice, desk: enBoDesk, protection: enBoProtection, live: enBoLive }, ui: enUi, messages: { ...enMessages, ...enProtectionMessages } },
  bn: { backoffice: { ...bnBackoffice, desk: bnBoDesk, protection: bnBoProtection, live: bnBoLive }, ui: bnUi, messages: { ...bnMessages, ...bnProtectionMessages } },
};
