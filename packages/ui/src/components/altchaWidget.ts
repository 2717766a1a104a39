// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration (the worker import) is only brought in this way
/// <reference path="./altcha-worker.d.ts" />
/**
 * The ALTCHA widget (a web component), loaded only by the screens with a bot check (BotCheckField imports this module
 * lazily): the build without inline workers (`altcha/external`), its stylesheet, and the PBKDF2 solver as a worker
 * file of our own origin, so the pages' Content-Security-Policy stays as it is.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import PbkdfWorker from 'altcha/workers/pbkdf2?worker';

/** The strings the widget shows (its i18n keys). */
export type AltchaStrings = Record<string, string>;

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: { get(lang: string): AltchaStrings | undefined; set(lang: string, strings: AltchaStrings): void };
}

const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
altcha.algorithms.set('PBKDF2/SHA-256', () => new PbkdfWorker({ name: 'altcha-pbkdf2' }));
const english = { ...(altcha.i18n.get('en') ?? {}) };

/** Our own words for `lang` (the widget's English for anything we do not show). */
export function setAltchaStrings(lang: string, strings: AltchaStrings): void {
  altcha.i18n.set(lang, { ...english, ...strings });
}
