import styled from 'styled-components';
import { TurnoverBar } from '@khela/ui';

/** Pieces shared by the Member Center's record tabs (transactions, turnover, betting records). */

/** A Member Center or rewards tab's framed body: title, lead line, filters, table, pager. */
export const RecordsPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

/** The filter row above a table: selects of equal width, extra controls pushed to the right. */
export const RecordsFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > * {
    width: 190px;
  }
  > .end {
    width: auto;
    margin-left: auto;
  }
`;

/** A table that scrolls sideways inside its panel instead of pushing the page wider (1366 px screens). */
export const TableScroll = styled.div`
  overflow-x: auto;
  /* width 0 + min-width 100 %: the table's width never widens the Member Center's grid column */
  width: 0;
  min-width: 100%;
`;

export type StatusTone = 'pending' | 'success' | 'fail';

/** A coloured status label: pending gold, success green, fail red. */
export const StatusChip = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'fail' ? theme.colors.danger : theme.colors.gold)};
  background: ${({ $tone }) => ($tone === 'success' ? 'rgba(34, 197, 94, 0.12)' : $tone === 'fail' ? 'rgba(240, 68, 90, 0.12)' : 'rgba(245, 194, 66, 0.12)')};
`;

/** The status key of a transaction ("0" pending, "1" success, "2" fail) as a tone. */
export const KEY_TONE: Record<string, StatusTone> = { '0': 'pending', '1': 'success', '2': 'fail' };

/** A signed amount: money in green once it arrived, a failed row struck through (nothing moved). */
export const SignedAmount = styled.span<{ $sign: '+' | '-' | ''; $tone?: StatusTone }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign, $tone }) =>
    $tone === 'fail' ? theme.colors.textMuted : $sign === '+' && $tone !== 'pending' ? theme.colors.success : $sign === '-' ? theme.colors.text : theme.colors.text};
  text-decoration: ${({ $tone }) => ($tone === 'fail' ? 'line-through' : 'none')};
`;

const Track = styled(TurnoverBar)`
  flex: 1;
  min-width: 72px;
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 150px;
  b {
    min-width: 54px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** A progress bar with its percentage ("42.50"), for turnover tickets. */
export function ProgressBar({ percent, done = false, testId }: { percent: string; done?: boolean; testId?: string }) {
  return (
    <Progress>
      <Track percent={percent} done={done} />
      <b data-testid={testId}>{percent}%</b>
    </Progress>
  );
}
