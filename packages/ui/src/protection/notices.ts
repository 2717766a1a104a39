import { useMemo } from 'react';
import { MESSAGES, asProtectionRefusal } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '../components/Toast';
import { useProtectionRefusalWords } from './refusal';

/**
 * What the Safer gambling screen tells the player after each change, on both apps (the `notices` of
 * useProtectionPage in @khela/api): the server's answer in a toast, or the refusal worded from its code, or the
 * server's message, or the network's.
 */
export function useProtectionNotices(): { saved(message?: string): void; failed(err: unknown): void } {
  const { t } = useTranslation('protection');
  const msg = useMessage();
  const toast = useToast();
  const protectionWords = useProtectionRefusalWords();
  return useMemo(
    () => ({
      saved: (message?: string) => toast.show(message ? msg(message) : t('saved'), 'success'),
      failed: (err: unknown) => {
        const e = (err && typeof err === 'object' ? err : {}) as { status?: unknown; data?: { message?: unknown } };
        const protection = asProtectionRefusal(e.status, e.data);
        if (protection) return toast.show(protectionWords(protection), 'error');
        // A call that never reached the server has a string status (FETCH_ERROR); an answer has its HTTP status.
        const text = typeof e.status !== 'number' ? MESSAGES.networkError : typeof e.data?.message === 'string' && e.data.message ? e.data.message : MESSAGES.errorTryAgain;
        toast.show(msg(text), 'error');
      },
    }),
    [msg, protectionWords, t, toast],
  );
}
