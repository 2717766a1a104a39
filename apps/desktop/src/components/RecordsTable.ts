import styled from 'styled-components';

/** The Member Center's record tables (betting records, VP received / used, VIP history, cash rewards): muted header
 *  row, one line per row, `num` cells right-aligned in tabular figures. */
export const RecordsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizeSm};
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  th.num,
  td.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
