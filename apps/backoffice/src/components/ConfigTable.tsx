import { useState, type ReactNode } from 'react';
import type { ConfigKey, ConfigResource } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { ConfigDialog, type FieldDef } from './ConfigDialog';
import { DataTable, type Column } from './DataTable';
import { DeleteDialog } from './DeleteDialog';
import { Btn, Panel } from './kit';

/** What the create/edit dialog shows for one row (none: a new row). */
export type ConfigForm = { title: ReactNode; fields: FieldDef[]; defaults?: Record<string, unknown>; width?: number };

/**
 * The table of one configuration resource (payment methods, channels, receiving numbers, sliders, promotions,
 * the game catalogue): its rows with Edit and Delete at the end, the create/edit dialog and the delete confirmation.
 * The page owns the "add" button and says `adding`; `onAddClosed` is called whenever the dialog closes.
 * Rows are keyed by `id`, or by what `rowKey` says (game types: their code). `readOnly` drops the actions.
 */
export function ConfigTable<T extends object>({
  resource,
  testId,
  columns,
  rows,
  loading,
  rowTestId,
  cells,
  form,
  deleteName,
  adding,
  onAddClosed,
  rowKey = (row: T) => (row as { id: ConfigKey }).id,
  readOnly,
  footer,
  emptyText,
}: {
  resource: ConfigResource;
  testId: string;
  /** The data columns; the actions column is added. */
  columns: Column[];
  /** Undefined until loaded (or on an error): then no "No data" row. */
  rows: T[] | undefined;
  loading: boolean;
  rowTestId?(row: T): string;
  /** The row's data cells (`<td>`s). */
  cells(row: T): ReactNode;
  form(row?: T): ConfigForm;
  deleteName(row: T): string;
  adding: boolean;
  onAddClosed(): void;
  rowKey?(row: T): ConfigKey;
  readOnly?: boolean;
  /** Under the table, inside its panel (a pager). */
  footer?: ReactNode;
  emptyText?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const dialog = adding && !readOnly ? { row: undefined } : editing;
  const dialogForm = dialog && form(dialog.row);
  return (
    <Panel>
      <DataTable testId={testId} columns={readOnly ? columns : [...columns, { className: 'actions' }]} loading={loading} empty={!loading && rows?.length === 0} emptyText={emptyText}>
        {rows?.map((row) => (
          <tr key={String(rowKey(row))} data-testid={rowTestId?.(row)}>
            {cells(row)}
            {!readOnly && (
              <td className="actions">
                <Btn $size="xs" onClick={() => setEditing({ row })} data-testid={rowTestId ? `${rowTestId(row)}-edit` : undefined}>
                  {t('common.edit')}
                </Btn>
                <Btn $size="xs" $variant="danger" onClick={() => setDeleting(row)}>
                  {t('common.delete')}
                </Btn>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      {footer}
      {dialog && dialogForm && (
        <ConfigDialog
          resource={resource}
          title={dialogForm.title}
          fields={dialogForm.fields}
          row={dialog.row as Record<string, unknown> | undefined}
          rowKey={dialog.row ? rowKey(dialog.row) : undefined}
          defaults={dialogForm.defaults}
          width={dialogForm.width}
          onClose={() => {
            setEditing(null);
            onAddClosed();
          }}
        />
      )}
      {deleting && <DeleteDialog resource={resource} id={rowKey(deleting)} name={deleteName(deleting)} onClose={() => setDeleting(null)} />}
    </Panel>
  );
}

/** The fields most configuration rows share: the sort order and the active/inactive status. */
export function useCommonFields(): { sortOrder: FieldDef; status: FieldDef } {
  const { t } = useTranslation('backoffice');
  return {
    sortOrder: { name: 'sort_order', label: t('common.sortOrder'), kind: 'int', min: -100000, max: 100000 },
    status: { name: 'status', label: t('common.status'), kind: 'select', required: true, options: [{ value: 'active', label: t('status.active') }, { value: 'inactive', label: t('status.inactive') }] },
  };
}
