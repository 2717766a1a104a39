import { useTranslation } from '@khela/i18n';
import { diceMultiplierUnits, localDigits } from '@khela/domain';
import { Mono, Para, SheetHeading, Table } from '../../shell';

const CHANCES = [2, 10, 25, 49.5, 50, 75, 90, 98];

export function DiceRules() {
  const { t } = useTranslation('games');
  return (
    <>
      <SheetHeading>{t('rules.howTo')}</SheetHeading>
      <Para>{t('dice.rules.how')}</Para>
      <SheetHeading>{t('rules.formula')}</SheetHeading>
      <Mono>roll = floor(f × 10000) / 100 · multiplier = 99 / chance</Mono>
      <Para>{t('dice.rules.formula')}</Para>
      <SheetHeading>{t('rules.paytable')}</SheetHeading>
      <Table>
        <thead>
          <tr>
            <th>{t('dice.winChance')}</th>
            <th>{t('dice.multiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {CHANCES.map((c) => (
            <tr key={c}>
              <td>{localDigits(String(c))}%</td>
              <td>{localDigits((diceMultiplierUnits(c, 'under') / 10_000).toFixed(4))}×</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
