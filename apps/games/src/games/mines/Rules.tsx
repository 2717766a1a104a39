import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { MINES_TILES, minesMultiplier } from '@khela/domain';

/** The chance that the first `k` tiles opened are all safe with `m` mines: C(25 − m, k) / C(25, k). */
export function safeChance(m: number, k: number): number {
  let p = 1;
  for (let i = 0; i < k; i++) p *= (MINES_TILES - m - i) / (MINES_TILES - i);
  return p;
}

export function formatChance(p: number): string {
  if (p >= 0.1) return `${(p * 100).toFixed(1)} %`;
  if (p >= 0.0001) return `${(p * 100).toFixed(3)} %`;
  return `${(p * 100).toExponential(2)} %`;
}

export function MinesRules({ mines }: { mines: number }) {
  const { t } = useTranslation('games');
  const rows = Array.from({ length: MINES_TILES - mines }, (_, i) => i + 1);
  return (
    <Wrap>
      <p>{t('mines.rules.intro')}</p>
      <p>{t('mines.rules.cashout')}</p>
      <Formula>
        {t('mines.rules.formulaLabel')}
        <code>0.99 × C(25, k) / C(25 − m, k)</code>
        <small>{t('mines.rules.formulaHelp')}</small>
      </Formula>
      <h4>{t('mines.rules.tableTitle', { mines })}</h4>
      <Table>
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
              <td>{k}</td>
              <td>×{(Math.floor(minesMultiplier(mines, k) * 100 + 1e-6) / 100).toFixed(2)}</td>
              <td>{formatChance(safeChance(mines, k))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  p {
    margin: 0;
  }
  h4 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.font.size};
  }
`;

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

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 6px 8px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;
