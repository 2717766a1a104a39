import styled from 'styled-components';

/** Two or three options side by side (Under / Over, Manual / Auto). */
export const Segmented = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
export const Segment = styled.button<{ $active: boolean }>`
  flex: 1;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $active }) => ($active ? 'inset 0 -2px 0 #12b981' : 'none')};
  font: inherit;
  font-size: 14px;
  font-weight: 700;
  touch-action: manipulation;
  &:disabled { opacity: 0.5; }
`;

/** A small labelled figure (multiplier, win chance, profit). */
export const Stat = styled.div`
  flex: 1;
  min-width: 0;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  small { display: block; font-size: 11px; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  b { display: block; margin-top: 2px; font-size: 16px; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  @container stage (max-height: 440px) {
    padding: 5px 8px;
    b { font-size: 14px; margin-top: 0; }
  }
`;
export const Stats = styled.div`
  display: flex;
  gap: 8px;
`;

/** Stage padding and the strip on top. */
export const StageBox = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 10px 12px 16px;
  /* a short phone: the board keeps its room (see the shell's stage container) */
  @container stage (max-height: 440px) {
    gap: 8px;
    padding: 6px 12px 8px;
  }
`;

/** "Profit on win" line under the stats. */
export const Note = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  b { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;
