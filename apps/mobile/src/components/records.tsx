import styled from 'styled-components';
import { MiniIcon } from '../routes/funds/parts';
import { useTranslation } from '@khela/i18n';

/** Pieces shared by the record screens (transaction and betting records). */

export const RecordBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Summary = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  span {
    padding: 3px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 700;
    white-space: nowrap;
  }
`;

const FilterButton = styled.button<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? 'rgba(18, 185, 129, 0.12)' : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.text)};
  font-weight: 700;
  touch-action: manipulation;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  b {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 18px;
    height: 18px;
    border-radius: 9px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    font-size: 11px;
  }
`;

/** The chips of the chosen filters and the Filter button (with the number of changed filters) that opens the page. */
export function RecordToolbar({ chips, count, onFilter, testId }: { chips: string[]; count: number; onFilter(): void; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Toolbar>
      <Summary>
        {chips.map((c, i) => (
          <span key={i}>{c}</span>
        ))}
      </Summary>
      <FilterButton type="button" $on={count > 0} onClick={onFilter} data-testid={testId}>
        <MiniIcon name="filter" size={16} />
        {t('filter')}
        {count > 0 && <b>{count}</b>}
      </FilterButton>
    </Toolbar>
  );
}

/** A card of rows, each row a full-width button. */
export const RecordList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const RecordRow = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  touch-action: manipulation;
  &:hover, &:active { background: rgba(255, 255, 255, 0.04); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

/** A day (or group) of rows under a small heading. */
export const RecordDay = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  h2 {
    display: flex;
    justify-content: space-between;
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;
