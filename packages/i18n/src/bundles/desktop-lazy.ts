import type { LanguageLoaders } from '../index';

/**
 * The desktop app's texts, one chunk per language: the entry carries neither, `startI18n` loads the page's language
 * before the first render and the other one when the player switches (the edge preloads the one its `lang` cookie names).
 */
export const loaders: LanguageLoaders = {
  en: () => import('./desktop-en'),
  bn: () => import('./desktop-bn'),
};
