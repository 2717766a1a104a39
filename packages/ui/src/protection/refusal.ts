import { formatDateTime, formatWireTaka, type LimitPeriod, type ProtectionRefusalBody } from '@khela/domain';
import { useMessage, useTranslation, type TFunction } from '@khela/i18n';

type Translate = TFunction<'protection'>;

/** The period a limit refusal names: its `period`, else read from the server's English message ("daily deposit limit"); day when unsaid. */
export function refusalPeriod(message: string): LimitPeriod {
  if (/\bweek(ly)?\b/i.test(message)) return 'week';
  if (/\bmonth(ly)?\b/i.test(message)) return 'month';
  return 'day';
}

/**
 * A 403 ProtectionRefusalBody in the player's language, from its code (the server's English `message` is only the fallback):
 * "You have reached your daily deposit limit. You can deposit ৳500.00 more until 25/11/2026, 00:00."
 */
export function protectionRefusalText(body: ProtectionRefusalBody, t: Translate, msg: (text: string) => string = (s) => s): string {
  const until = body.until ? formatDateTime(body.until) : '';
  const period = t(`periodWord.${body.period ?? refusalPeriod(body.message)}`);
  switch (body.code) {
    case 'deposit_limit': {
      const allowed = body.allowed && /[1-9]/.test(body.allowed) ? body.allowed : null;
      if (!until) return msg(body.message);
      return allowed
        ? t('refusal.depositLimit', { period, amount: formatWireTaka(allowed), until })
        : t('refusal.depositLimitNone', { period, until });
    }
    case 'loss_limit':
      return until ? t('refusal.lossLimit', { period, until }) : msg(body.message);
    case 'session_limit':
      return until ? t('refusal.sessionLimit', { until }) : t('refusal.sessionLimitNoTime');
    case 'time_out':
      return until ? t('refusal.timeOut', { until }) : msg(body.message);
    case 'self_exclusion':
      return until ? t('refusal.selfExclusion', { until }) : t('refusal.selfExclusionPermanent');
    case 'birthday_required':
      return t('refusal.birthdayRequired');
    case 'country_blocked':
      return t('refusal.countryBlocked');
    default:
      return msg(body.message);
  }
}

/**
 * Words a safer-gambling refusal (deposit, game launch, bet, exchange order, promotion) in the display language. The
 * call's error gives the body: `protectionRefusalOf(err)` in @khela/api.
 */
export function useProtectionRefusalWords(): (body: ProtectionRefusalBody) => string {
  const { t } = useTranslation('protection');
  const msg = useMessage();
  return (body) => protectionRefusalText(body, t, msg);
}
