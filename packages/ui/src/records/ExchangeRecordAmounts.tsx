import { formatWireTaka } from '@khela/domain';
import { useTranslation } from '@khela/i18n';

export interface ExchangeRecordAmountsProps {
  record: { stake: string; potential_profit: string; potential_liability: string };
}

/** An exchange record's stake, potential profit and potential liability as label and value rows of its detail (a dl). */
export function ExchangeRecordAmounts({ record: r }: ExchangeRecordAmountsProps) {
  const { t } = useTranslation('exchange');
  return (
    <>
      <dt>{t('account.record.stake')}</dt>
      <dd>{formatWireTaka(r.stake)}</dd>
      <dt>{t('account.record.potentialProfit')}</dt>
      <dd>{formatWireTaka(r.potential_profit)}</dd>
      <dt>{t('account.record.potentialLiability')}</dt>
      <dd>{formatWireTaka(r.potential_liability)}</dd>
    </>
  );
}
