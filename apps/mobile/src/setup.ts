import { capturePwaInstallPrompt, registerServiceWorker } from '@khela/api';
import { startI18n } from '@khela/i18n';
import { loaders } from '@khela/i18n/mobile/lazy';
// The store, and with it the first screen's data requests.
export { firstScreenData } from './app/store';

// The page's language only (its texts are a chunk of their own, which the edge preloads beside the entry); the first
// render waits for it, and a failed fetch is tried once more before the app renders anyway.
export const texts = startI18n(loaders).catch(() => startI18n(loaders));
// Installable app (PWA): keep the browser's install offer for the download entries, and register this build's own
// service worker (mobile and desktop share the origin, so each has its own file: /sw-m.js, /sw-d.js).
capturePwaInstallPrompt();
if (import.meta.env.PROD) registerServiceWorker('/sw-m.js');
