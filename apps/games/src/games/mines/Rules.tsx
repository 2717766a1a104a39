import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { MINES_TILES, minesMultiplier, localDigits } from '@khela/domain';
import { RulesTable, RulesWrap } from '../common/layout';

/** The chance that the first `k` tiles opened are all safe with `m` mines: C(25 − m, k) / C(25, k). */
export function safeChance(m: number, k: number): number {
  let p = 1;
  for (let i = 0; i < k; i++) p *= (MINES_TILES - m - i) / (MINES_TILES - i);
  return p;
}

export function formatChance(p: number): string {
  if (p >= 0.1) return `${localDigits((p * 100).toFixed(1))} %`;
  if (p >= 0.0001) return `${localDigits((p * 100).toFixed(3))} %`;
  return `${localDigits((p * 100).toExponential(2))} %`;
}

export function MinesRules({ mines }: { mines: number }) {
  const { t } = useTranslation('games');
  const rows = Array.from({ length: MINES_TILES - mines }, (_, i) => i + 1);
  return (
    <RulesWrap>
      <p>{t('mines.rules.intro')}</p>
      <p>{t('mines.rules.cashout')}</p>
      <Formula>
        {t('mines.rules.formulaLabel')}
        <code>0.99 × C(25, k) / C(25 − m, k)</code>
        <small>{t('mines.rules.formulaHelp')}</small>
      </Formula>
      <h4>{t('mines.rules.tableTitle', { mines })}</h4>
      <RulesTable>
        <thead>
          <tr>
            <th>{t('mines.rules.tiles')}</th>
            <th>{t('mines.rules.multiplier')}</th>
            <th>{t('mines.rules.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((k) => (
            <tr key={k}>
              <td>{localDigits(String(k))}</td>
              <td>×{localDigits((Math.floor(minesMultiplier(mines, k) * 100 + 1e-6) / 100).toFixed(2))}</td>
              <td>{formatChance(safeChance(mines, k))}</td>
            </tr>
          ))}
        </tbody>
      </RulesTable>
    </RulesWrap>
  );
}


const Formula = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  code {
    font-size: 15px;
    color: ${({ theme }) => theme.colors.gold};
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
