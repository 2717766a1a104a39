import { useTranslation } from '@khela/i18n';
import type { RangeKey } from './format';

/** A date preset's label: Today, Yesterday and Last 7 days as betting records word them, Last 30 days ours. */
export function useRangeLabel(): (r: RangeKey) => string {
  const { t } = useTranslation(['exchange', 'records']);
  return (r) =>
    r === 'today' ? t('records:dateOpt.0') : r === 'yesterday' ? t('records:dateOpt.1') : r === '7' ? t('records:dateOpt.7') : t('account.filters.last30');
}
