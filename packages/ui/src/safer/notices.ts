import { useMemo } from 'react';
import { MESSAGES, asSaferRefusal } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '../components/Toast';
import { useSaferRefusalWords } from './refusal';

/**
 * What the Safer gambling screen tells the player after each change, on both apps (the `notices` of
 * useSaferGamblingPage in @khela/api): the server's answer in a toast, or the refusal worded from its code, or the
 * server's message, or the network's.
 */
export function useSaferNotices(): { saved(message?: string): void; failed(err: unknown): void } {
  const { t } = useTranslation('safer');
  const msg = useMessage();
  const toast = useToast();
  const saferWords = useSaferRefusalWords();
  return useMemo(
    () => ({
      saved: (message?: string) => toast.show(message ? msg(message) : t('saved'), 'success'),
      failed: (err: unknown) => {
        const e = (err && typeof err === 'object' ? err : {}) as { status?: unknown; data?: { message?: unknown } };
        const safer = asSaferRefusal(e.status, e.data);
        if (safer) return toast.show(saferWords(safer), 'error');
        // A call that never reached the server has a string status (FETCH_ERROR); an answer has its HTTP status.
        const text = typeof e.status !== 'number' ? MESSAGES.networkError : typeof e.data?.message === 'string' && e.data.message ? e.data.message : MESSAGES.errorTryAgain;
        toast.show(msg(text), 'error');
      },
    }),
    [msg, saferWords, t, toast],
  );
}
