import { useEffect, useState } from 'react';
import { dhakaDay, type ChatMessage } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { dateOnly } from '../../components/format';

/** The current time, re-read every `everyMs` (waiting times tick without a refetch). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** "just now", "3 min", "2 h 5 min", "3 d": how long a player has waited. */
export function useWaitText() {
  const { t } = useTranslation('backoffice');
  return (since: string | null, now: number): string => {
    if (!since) return '';
    const min = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
    if (min < 1) return t('desk.desk.wait.now');
    if (min < 60) return t('desk.desk.wait.min', { n: min });
    if (min < 24 * 60) return t('desk.desk.wait.hours', { h: Math.floor(min / 60), m: min % 60 });
    return t('desk.desk.wait.days', { n: Math.floor(min / (24 * 60)) });
  };
}

/** The day separator's label: Today, Yesterday, or the Dhaka date. */
export function useDayLabel() {
  const { t } = useTranslation('backoffice');
  return (iso: string): string => {
    const day = dhakaDay(iso);
    const today = dhakaDay(new Date());
    const yesterday = dhakaDay(new Date(Date.now() - 86_400_000));
    if (day === today) return t('desk.desk.today', { date: dateOnly(iso) });
    if (day === yesterday) return t('desk.desk.yesterday', { date: dateOnly(iso) });
    return dateOnly(iso);
  };
}

/** One line of a message for the queue: its text, or "Image" when it is only a picture. */
export function usePreview() {
  const { t } = useTranslation('backoffice');
  return (m: ChatMessage | null): string => {
    if (!m) return '';
    const text = m.content.trim().replace(/\s+/g, ' ');
    if (text) return text;
    return m.image ? t('desk.desk.imageOnly') : '';
  };
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
