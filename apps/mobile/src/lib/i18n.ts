import { useTranslation } from '@khela/i18n';

/** The app's namespaces: its own strings first, then the ones it shares with the desktop app. */
export const NS = ['mobile', 'common'] as const;

/** `t` over the mobile and common namespaces (a key is looked up in `mobile`, then in `common`; they do not overlap). */
export function useT() {
  return useTranslation(NS, { nsMode: 'fallback' });
}
