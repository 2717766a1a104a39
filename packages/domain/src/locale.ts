/**
 * The display language of numbers and dates. One formatter per language, used everywhere a player reads a figure:
 * English shows Latin digits, Bangla shows Bangla digits (০–৯); both group amounts the Indian way (1,23,45,678).
 *
 * The player apps set it once from i18next (`setDisplayLanguage` on every language change, done by @khela/i18n), so
 * `formatMoney`, `formatNumber`, `formatDate` and `formatDateTime` follow the player's language without every screen
 * passing it. Anything a machine reads back (an input's value, a query string) passes `lang: 'en'` explicitly.
 * The server never sets it: it stays English unless a caller names the language (the Bangla inbox texts do).
 */
export type DisplayLanguage = 'en' | 'bn';

let display: DisplayLanguage = 'en';

export function setDisplayLanguage(lang: string | undefined): void {
  display = lang === 'bn' ? 'bn' : 'en';
}

export function displayLanguage(): DisplayLanguage {
  return display;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Latin digits in `text` as the language writes them: "24/11/2026" reads "২৪/১১/২০২৬" in Bangla. */
export function localDigits(text: string, lang: DisplayLanguage = display): string {
  return lang === 'bn' ? text.replace(/[0-9]/g, (d) => BANGLA_DIGITS[d.charCodeAt(0) - 48]!) : text;
}

/** Bangla digits back to Latin, for reading what a player typed with a Bangla keyboard. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}
