import enCommon from '../locales/en/common.json';
import enUi from '../locales/en/ui.json';
import enApp from '../locales/en/desktop.json';
import enMessages from '../locales/en/messages.json';
import bnCommon from '../locales/bn/common.json';
import bnUi from '../locales/bn/ui.json';
import bnApp from '../locales/bn/desktop.json';
import bnMessages from '../locales/bn/messages.json';

/** The namespaces the desktop app uses, and no others (bundle size on cheap phones). */
export const resources = {
  en: { common: enCommon, ui: enUi, desktop: enApp, messages: enMessages },
  bn: { common: bnCommon, ui: bnUi, desktop: bnApp, messages: bnMessages },
};
