import { useCallback } from 'react';
import { useTranslation } from '@khela/i18n';
import { startLabel } from './time';

/** Formats an instant for the lists, Dhaka time: "Today 19:30", "Tomorrow 09:00", else "Thu 26 Nov, 19:30". */
export function useWhen(now?: Date): (iso: string) => string {
  const { t, i18n } = useTranslation('exchange');
  const lang = i18n.language;
  return useCallback(
    (iso: string) => {
      const s = startLabel(iso, now ?? new Date(), lang);
      if (s.kind === 'today') return t('lists.time.today', { time: s.time });
      if (s.kind === 'tomorrow') return t('lists.time.tomorrow', { time: s.time });
      return s.date ? `${s.date}, ${s.time}` : '';
    },
    [t, lang, now],
  );
}
