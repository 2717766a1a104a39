import { useState } from 'react';
import { useTranslation } from '@khela/i18n';
import { kenoChances, kenoTable, KENO_MAX_PICKS, localDigits } from '@khela/domain';
import { Mono, Para, SheetHeading, Table } from '../../shell';
import { Segment, Segmented } from '../common/ui';

export function KenoRules() {
  const { t } = useTranslation('games');
  const [picks, setPicks] = useState(10);
  const table = kenoTable(picks);
  const chances = kenoChances(picks);
  return (
    <>
      <SheetHeading>{t('rules.howTo')}</SheetHeading>
      <Para>{t('keno.rules.how')}</Para>
      <SheetHeading>{t('rules.formula')}</SheetHeading>
      <Mono>drawn = first 10 of shuffle(1…40) by f₀, f₁, … (Fisher–Yates)</Mono>
      <Para>{t('keno.rules.formula')}</Para>
      <SheetHeading>{t('rules.paytable')}</SheetHeading>
      <Segmented style={{ flexWrap: 'wrap' }}>
        {Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1).map((n) => (
          <Segment key={n} type="button" $active={n === picks} onClick={() => setPicks(n)} style={{ flex: '1 0 18%' }}>
            {localDigits(String(n))}
          </Segment>
        ))}
      </Segmented>
      <Table>
        <thead>
          <tr>
            <th>{t('keno.hits')}</th>
            <th>{t('keno.chance')}</th>
            <th>{t('keno.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((m, h) => (
            <tr key={h}>
              <td>{localDigits(String(h))}</td>
              <td>{localDigits((chances[h]! * 100).toFixed(h > 7 ? 6 : 3))}%</td>
              <td>{localDigits(m.toFixed(2))}×</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
