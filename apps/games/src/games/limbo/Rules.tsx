import { useTranslation } from '@khela/i18n';
import { limboWinChance, localDigits } from '@khela/domain';
import { Mono, Para, SheetHeading, Table } from '../../shell';

const TARGETS = [1.01, 1.5, 2, 3, 5, 10, 100, 1000];

export function LimboRules() {
  const { t } = useTranslation('games');
  return (
    <>
      <SheetHeading>{t('rules.howTo')}</SheetHeading>
      <Para>{t('limbo.rules.how')}</Para>
      <SheetHeading>{t('rules.formula')}</SheetHeading>
      <Mono>result = max(1, floor(99 / (1 − f)) / 100)</Mono>
      <Para>{t('limbo.rules.formula')}</Para>
      <SheetHeading>{t('rules.paytable')}</SheetHeading>
      <Table>
        <thead>
          <tr>
            <th>{t('limbo.target')}</th>
            <th>{t('limbo.winChance')}</th>
          </tr>
        </thead>
        <tbody>
          {TARGETS.map((x) => (
            <tr key={x}>
              <td>{localDigits(x.toFixed(2))}×</td>
              <td>{localDigits((limboWinChance(x) * 100).toFixed(x >= 100 ? 3 : 2))}%</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
