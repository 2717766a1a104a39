import { useCallback } from 'react';
import styled from 'styled-components';
import { staffCan, type StaffPermission } from '@khela/api/backoffice';
import { formatDateTime, tryParseMoney, formatMoney, type HarmMarker, type HarmMarkerCode, type LimitKind, type LimitPeriod } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Badge } from '../../components/kit';

/**
 * What the player-protection screens share: the wording of markers, limits and history values, Dhaka times in the
 * display language's digits, and the permissions the screens check (the server checks them again).
 */

/** Who may lift a self-exclusion (admins; the server still refuses before its end, which `can_lift` says). */
export const LIFT_PERMISSION: StaffPermission = 'protection.lift';

export const canLift = (role: string | null | undefined) => staffCan(role, LIFT_PERMISSION);

export const MARKER_CODES: readonly HarmMarkerCode[] = ['deposit_frequency', 'night_play', 'chasing_reversed_withdrawal'];

/** Dhaka date and time ("24/11/2026, 15:06"), Bangla digits in Bangla. */
export function when(iso: string | null | undefined): string {
  return formatDateTime(iso);
}

/** Whether an ISO time is in the past. */
export function isPast(iso: string | null | undefined, now = Date.now()): boolean {
  if (!iso) return false;
  const t = new Date(iso).getTime();
  return Number.isFinite(t) && t <= now;
}

/** Formats the values the protection wire carries: money for deposit and loss limits, minutes for session limits. */
export function useProtectionFormat() {
  const { t } = useTranslation('backoffice');
  const amount = useCallback(
    (kind: LimitKind | null, value: string | null): string => {
      if (value === null) return t('protection.limits.noLimit');
      if (kind === 'session') {
        const n = Number(value);
        return Number.isFinite(n) ? t('desk.desk.wait.min', { n }) : value;
      }
      const p = tryParseMoney(value);
      return p === null ? value : formatMoney(p);
    },
    [t],
  );
  const limitName = useCallback((kind: LimitKind) => t(`protection.kinds.${kind}`), [t]);
  const periodName = useCallback((kind: LimitKind | null, period: LimitPeriod) => (kind === 'session' ? t('protection.periods.session') : t(`protection.periods.${period}`)), [t]);

  /**
   * A history entry's `from` or `to` as the server writes it: money or minutes for limits ('none' or null: no limit),
   * "7 days", "6 months", 'permanent', an end time (ISO), or reality-check minutes ("0" is off).
   */
  const historyValue = useCallback(
    (action: string, kind: LimitKind | null, value: string | null): string => {
      if (action.startsWith('limit')) return amount(kind, value === 'none' ? null : value);
      if (value === null || value === '' || value === 'none') return '—';
      if (value === 'permanent') return t('protection.panel.permanent');
      if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return t('protection.history.untilDate', { at: when(value) });
      const unit = /^(\d+)\s*(days?|months?)?$/.exec(value);
      if (!unit) return value;
      const n = Number(unit[1]);
      if (unit[2]?.startsWith('day') || (!unit[2] && action === 'time_out')) return t('protection.history.days', { count: n });
      if (unit[2]?.startsWith('month') || (!unit[2] && action.startsWith('self_exclusion'))) return t('protection.history.months', { count: n });
      if (action === 'reality_check') return n === 0 ? t('protection.panel.realityOff') : t('protection.panel.realityEvery', { count: n });
      return value;
    },
    [amount, t],
  );
  const actionName = useCallback((action: string) => t(`protection.history.actions.${action.replace(/\./g, '_')}` as 'protection.history.actions.limit_set', { defaultValue: action }), [t]);
  return { amount, limitName, periodName, historyValue, actionName };
}

/** A marker worded by its code, the documented rule in its tooltip. */
export function MarkerBadge({ marker, testId }: { marker: Pick<HarmMarker, 'code' | 'at'>; testId?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge $tone="warning" title={`${t(`protection.markers.${marker.code}.rule`)} · ${t('protection.markers.lastMatched', { at: when(marker.at) })}`} data-testid={testId}>
      {t(`protection.markers.${marker.code}.name`)}
    </Badge>
  );
}

/** The documented rules, one per marker: its name and the rule's text. */
export function MarkerRules({ codes = MARKER_CODES }: { codes?: readonly HarmMarkerCode[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <Rules>
      {codes.map((c) => (
        <div key={c} data-testid={`bo-marker-rule-${c}`}>
          <dt>{t(`protection.markers.${c}.name`)}</dt>
          <dd>{t(`protection.markers.${c}.rule`)}</dd>
        </div>
      ))}
    </Rules>
  );
}

const Rules = styled.dl`
  display: grid;
  gap: 10px;
  margin: 0;
  font-size: 13px;
  dt { font-weight: 700; }
  dd { margin: 2px 0 0; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.45; }
`;
