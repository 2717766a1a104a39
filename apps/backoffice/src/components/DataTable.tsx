import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@khela/i18n';
import { EmptyRow, Table, TableWrap } from './kit';

/** One header cell: its label (none for the actions column) and its class (`num`, `actions`). */
export type Column = { label?: ReactNode; className?: string; style?: CSSProperties };

/**
 * A scrollable table with its header row and the two placeholder rows: "Loading…" while `loading`, and `emptyText`
 * (by default "No data") when `empty`. The rows go in as children; the placeholders span every column.
 */
export function DataTable({
  testId,
  columns,
  loading,
  empty,
  emptyText,
  children,
}: {
  testId?: string;
  columns: Column[];
  loading?: boolean;
  empty?: boolean;
  emptyText?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <TableWrap>
      <Table data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} className={c.className} style={c.style}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && <EmptyRow cols={columns.length} text={t('loading')} />}
          {empty && <EmptyRow cols={columns.length} text={emptyText ?? t('noData')} />}
          {children}
        </tbody>
      </Table>
    </TableWrap>
  );
}
