import enBackoffice from '../locales/en/backoffice.json';
import enUi from '../locales/en/ui.json';
import enMessages from '../locales/en/messages.json';
import bnBackoffice from '../locales/bn/backoffice.json';
import bnUi from '../locales/bn/ui.json';
import bnMessages from '../locales/bn/messages.json';

/** The operator console: its own namespace, the packages/ui defaults and the server messages. */
export const resources = {
  en: { backoffice: enBackoffice, ui: enUi, messages: enMessages },
  bn: { backoffice: bnBackoffice, ui: bnUi, messages: bnMessages },
};
