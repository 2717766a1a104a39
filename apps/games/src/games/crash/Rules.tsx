import { useTranslation } from '@khela/i18n';
import { Mono, Para, SheetHeading, Table } from '../../shell';
import { crashMsFor, localDigits } from '@khela/domain';

const POINTS = [1.5, 2, 3, 5, 10, 100];

export function CrashRules() {
  const { t } = useTranslation('games');
  return (
    <>
      <SheetHeading>{t('rules.howTo')}</SheetHeading>
      <Para>{t('crash.rules.how')}</Para>
      <SheetHeading>{t('rules.formula')}</SheetHeading>
      <Mono>crash = max(1, floor(99 / (1 − x)) / 100), x = HMAC-SHA256(hash, salt)[0..52 bits] / 2⁵²</Mono>
      <Para>{t('crash.rules.formula')}</Para>
      <Mono>multiplier(t) = floor(100 · e^(0.00006 · t ms)) / 100</Mono>
      <SheetHeading>{t('rules.paytable')}</SheetHeading>
      <Table>
        <thead>
          <tr>
            <th>{t('crash.rules.point')}</th>
            <th>{t('crash.rules.time')}</th>
            <th>{t('crash.rules.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {POINTS.map((p) => (
            <tr key={p}>
              <td>{localDigits(p.toFixed(2))}×</td>
              <td>{localDigits((crashMsFor(p) / 1000).toFixed(1))} s</td>
              <td>{localDigits(((0.99 / p) * 100).toFixed(2))}%</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
