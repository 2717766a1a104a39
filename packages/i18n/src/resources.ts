import enCommon from './locales/en/common.json';
import enUi from './locales/en/ui.json';
import enMobile from './locales/en/mobile.json';
import enDesktop from './locales/en/desktop.json';
import enMessages from './locales/en/messages.json';
import enBackoffice from './locales/en/backoffice.json';
import { resources as gamesBundle } from './bundles/games';
import bnCommon from './locales/bn/common.json';
import bnUi from './locales/bn/ui.json';
import bnMobile from './locales/bn/mobile.json';
import bnDesktop from './locales/bn/desktop.json';
import bnMessages from './locales/bn/messages.json';
import bnBackoffice from './locales/bn/backoffice.json';

/**
 * Namespaces, each owned by one part of the code base:
 * - common: strings both player apps use (navigation, auth forms, account menu)
 * - ui: defaults inside packages/ui components
 * - mobile / desktop / backoffice / games: strings only that app uses (games: see bundles/games.ts)
 * - messages: keyed by the exact English text of a rule or server message (spec quotes),
 *   value = its translation. Use `translateMessage` for these.
 */
export const resources = {
  en: { common: enCommon, ui: enUi, mobile: enMobile, desktop: enDesktop, messages: enMessages, backoffice: enBackoffice, games: gamesBundle.en.games },
  bn: { common: bnCommon, ui: bnUi, mobile: bnMobile, desktop: bnDesktop, messages: bnMessages, backoffice: bnBackoffice, games: gamesBundle.bn.games },
} as const;

export const namespaces = ['common', 'ui', 'mobile', 'desktop', 'messages', 'backoffice', 'games'] as const;
export type Namespace = (typeof namespaces)[number];
