import styled from 'styled-components';

/** The column that holds a game's board above its result strip, centred in the shell's stage. */
export const Stage = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  /* safe: a board taller than the stage must not lose its top where nothing can scroll to it */
  justify-content: safe center;
  gap: ${({ theme }) => theme.space(3)};
  padding: 12px;
  /* a short phone: the board keeps its room (see the shell's stage container) */
  @container stage (max-height: 440px) {
    gap: 8px;
    padding: 8px 12px;
  }
`;

/** The body of a game's rules sheet: paragraphs, sub-headings and small print. */
export const RulesWrap = styled.div`
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
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A rules-sheet pay table: first column left, figures right-aligned. */
export const RulesTable = styled.table`
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

/** A small labelled input row in a game's controls (crash auto cash-out, limbo target). */
export const FieldRow = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  input { font-weight: 700; }
`;

/** The column of a game's controls under the stage. */
export const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
