import { useTranslation } from '@khela/i18n';
import { Badge, type Tone } from './kit';

const TONE: Record<string, Tone> = {
  pending: 'warning',
  confirmed: 'success',
  approved: 'success',
  rejected: 'danger',
  active: 'success',
  inactive: 'neutral',
  display: 'info',
  disabled: 'danger',
  complete: 'neutral',
  suspended: 'warning',
  closed: 'danger',
  matched: 'success',
  mismatch: 'danger',
  unmatched: 'warning',
  none: 'neutral',
  maintenance: 'warning',
  open: 'warning',
  won: 'success',
  lost: 'danger',
  refunded: 'info',
};

/** A coloured pill for any status word the API answers with, labelled from backoffice:status.*. */
export function StatusBadge({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge $tone={TONE[value] ?? 'neutral'} data-testid={testId}>
      {t(`status.${value}`, { defaultValue: value })}
    </Badge>
  );
}
