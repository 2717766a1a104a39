import { formatWireTaka, type LimitKind } from '@khela/domain';
import type { TFunction } from '@khela/i18n';

type Translate = TFunction<'protection'>;

/** A length of time in whole minutes: "1 hours 5 minutes" style ({{h}} / {{m}} through the number formatter). */
export function spanText(minutes: number, t: Translate): string {
  const m = Math.max(0, Math.floor(minutes));
  return m >= 60 ? t('realityCheck.hoursMinutes', { h: Math.floor(m / 60), m: m % 60 }) : t('realityCheck.minutesOnly', { m });
}

/** A limit figure as shown: taka for deposit and loss, minutes for the session limit. */
export function limitValue(kind: LimitKind, value: string, t: Translate): string {
  return kind === 'session' ? t('session.minutes', { n: Number(value) || 0 }) : formatWireTaka(value);
}
