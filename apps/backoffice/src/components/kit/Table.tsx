import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The console's data table: sticky header, tabular rows, `td.num` right-aligned, `td.wrap` wrapping, and `td.actions`
 * (with `th.actions`) kept in view on the right when a narrow screen scrolls the table sideways (inside TableWrap).
 */
export const TableWrap = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 13px;

  & > thead > tr > th {
    position: sticky;
    top: 0;
    z-index: 1;
    padding: 9px 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11.5px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > thead > tr > th:first-child { border-top-left-radius: 9px; }
  & > thead > tr > th:last-child { border-top-right-radius: 9px; }
  & > tbody > tr > td {
    padding: 8px 10px;
    border-bottom: 1px solid rgba(42, 54, 86, 0.6);
    vertical-align: middle;
    white-space: nowrap;
  }
  & > tbody > tr > td.wrap { white-space: normal; }
  & > tbody > tr:hover > td { background: rgba(255, 255, 255, 0.025); }
  & > tbody > tr:last-child > td { border-bottom: 0; }
  & > thead > tr > th.num, & > tbody > tr > td.num { text-align: right; }
  & > tbody > tr > td.actions { text-align: right; white-space: nowrap; }
  /* The actions stay in view when a narrow screen scrolls the table sideways. */
  & > tbody > tr > td.actions,
  & > thead > tr > th.actions {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 1px 0 0 rgba(42, 54, 86, 0.6);
  }
  & > thead > tr > th.actions { z-index: 2; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  & > tbody > tr:hover > td.actions { background: #161f35; }
  & > tbody > tr > td.actions > * + * { margin-left: 6px; }
`;

export const ClickRow = styled.tr`
  cursor: pointer;
`;

export function EmptyRow({ cols, text }: { cols: number; text: ReactNode }) {
  return (
    <tr>
      <td colSpan={cols} style={{ padding: '28px 12px', textAlign: 'center', color: '#9aa6c0' }}>
        {text}
      </td>
    </tr>
  );
}
