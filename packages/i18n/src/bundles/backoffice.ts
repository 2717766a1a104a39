import enBoSafer from '../locales/en/backoffice/safer.json';
import bnBoSafer from '../locales/bn/backoffice/safer.json';
import enSaferMessages from '../locales/en/safer/messages.json';
import bnSaferMessages from '../locales/bn/safer/messages.json';
import enBackoffice from '../locales/en/backoffice.json';
import enUi from '../locales/en/ui.json';
import enMessages from '../locales/en/messages.json';
import bnBackoffice from '../locales/bn/backoffice.json';
import bnUi from '../locales/bn/ui.json';
import bnMessages from '../locales/bn/messages.json';
import enBoDesk from '../locales/en/backoffice/desk.json';
import bnBoDesk from '../locales/bn/backoffice/desk.json';

/** The operator console: its own namespace, the packages/ui defaults and the server messages. */
export const resources = {
  en: { backoffice: { ...enBackoffice, desk: enBoDesk, safer: enBoSafer }, ui: enUi, messages: { ...enMessages, ...enSaferMessages } },
  bn: { backoffice: { ...bnBackoffice, desk: bnBoDesk, safer: bnBoSafer }, ui: bnUi, messages: { ...bnMessages, ...bnSaferMessages } },
};
