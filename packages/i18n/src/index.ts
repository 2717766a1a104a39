import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatNumber, setDisplayLanguage } from '@khela/domain';
import type { TypedResources } from './resources';

/** The namespace `t` falls back to when none is named: `ui`, the one every bundle has. */
export const DEFAULT_NS = 'ui';

/**
 * Typed keys: i18next checks every `t(key)`, `useTranslation(ns)` and `i18nKey` against the English resources
 * (a type-only import: no strings are bundled by it). A wrong key or namespace fails `tsc`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NS;
    resources: TypedResources;
  }
}

/** Resources by language and namespace: pass an app's bundle (`@khela/i18n/mobile`, `/desktop`, `/backoffice`, `/all`). */
export type Resources = Partial<Record<'en' | 'bn', Record<string, object>>>;
export type { Namespace, TypedResources } from './resources';
export type { TFunction } from 'i18next';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'bn', label: 'বাংলা' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/** localStorage key that remembers the player's language. */
export const LANGUAGE_STORAGE_KEY = 'lang';
/**
 * Cookie that tells the edge the player's language, so the page it serves preloads that language's texts (and only
 * those) beside the entry; same name as the localStorage key.
 */
export const LANGUAGE_COOKIE = 'lang';

/** One app's texts, one chunk per language (`@khela/i18n/mobile/lazy`, `/desktop/lazy`). */
export type LanguageLoaders = Record<Language, () => Promise<{ default: Record<string, object> }>>;
let loaders: LanguageLoaders | undefined;

function storedLanguage(): Language | undefined {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return v === 'en' || v === 'bn' ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * i18next's formatter module, called for every interpolated value (`alwaysFormat`): a number ("Extra phone {{n}}")
 * is written in the text's language (Bangla digits in Bangla, Indian grouping in both); strings (usernames,
 * transaction ids, amounts already formatted) pass through untouched.
 */
const numberFormatter = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, _format: string | undefined, lng: string | undefined): unknown {
    return typeof value === 'number' || typeof value === 'bigint' ? formatNumber(value, lng === 'bn' ? 'bn' : 'en') : value;
  },
};

/** Initialise i18next once (idempotent); the language is the remembered one, else `fallback`. */
export function initI18n(opts: { resources: Resources; language?: Language; fallback?: Language }): I18n {
  const lng = opts.language ?? storedLanguage() ?? opts.fallback ?? 'en';
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).use(numberFormatter).init({
      resources: opts.resources,
      lng,
      fallbackLng: 'en',
      ns: Object.keys(opts.resources[lng] ?? opts.resources.en ?? {}),
      defaultNS: DEFAULT_NS,
      // A number interpolated into a text ("Extra phone {{n}}") is written in the text's language (Bangla digits in
      // Bangla, Indian grouping in both); strings (usernames, transaction ids) pass through untouched.
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      initImmediate: false,
    } as Parameters<typeof i18next.init>[0]);
  } else if (i18next.language !== lng && opts.language) {
    void i18next.changeLanguage(lng);
  }
  setDocumentLanguage(lng);
  return i18next;
}

/**
 * Start i18next for an app whose texts load per language: the page's language (the remembered one, else `fallback`)
 * is fetched first and the promise resolves once it is in, so the first render has its texts; the other language is
 * fetched when the player switches to it (`setLanguage`).
 */
export async function startI18n(appLoaders: LanguageLoaders, opts: { fallback?: Language } = {}): Promise<I18n> {
  loaders = appLoaders;
  const lng = storedLanguage() ?? opts.fallback ?? 'en';
  const texts = (await appLoaders[lng]()).default;
  rememberLanguageCookie(lng);
  return initI18n({ resources: { [lng]: texts }, language: lng });
}

/** Fetch a language's texts if the app loads them per language and they are not in yet. */
async function ensureLanguage(lng: Language): Promise<void> {
  if (!loaders || i18next.hasResourceBundle(lng, DEFAULT_NS)) return;
  const texts = (await loaders[lng]()).default;
  for (const [ns, bundle] of Object.entries(texts)) i18next.addResourceBundle(lng, ns, bundle, true, true);
}

function rememberLanguageCookie(lng: Language) {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${lng}`)) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The page's language and the digits of every formatted figure (@khela/domain's display language) follow i18next. */
function setDocumentLanguage(lng: string) {
  setDisplayLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Switch language (fetching its texts first when the app loads them per language) and remember it in the browser. */
export async function setLanguage(lng: Language): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* private mode: still switch for this page */
  }
  rememberLanguageCookie(lng);
  await ensureLanguage(lng);
  setDocumentLanguage(lng);
  return i18next.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return i18next.language === 'bn' ? 'bn' : 'en';
}

/**
 * Translate a message whose key is its exact English text (validation rules, server messages).
 * Unknown texts come back unchanged, so a server message without a translation still reads.
 * `{{name}}` placeholders are interpolated.
 */
export function translateMessage(t: TFunction<'messages'>, text: string, values?: Record<string, unknown>): string {
  // The key is free text (a server or validation message), not a typed key: look it up untyped.
  const lookup = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return lookup(text, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: text, ...values });
}

/** Hook form of `translateMessage`. */
export function useMessage(): (text: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation('messages');
  return (text, values) => translateMessage(t, text, values);
}

export { i18next };
