import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from './Badge';
import { Btn } from './Btn';
import { ClickRow, EmptyRow, Table, TableWrap } from './Table';
import { Mono, Num } from './Text';

const ROWS = [
  { id: 'D-1042', player: 'rahim2024', amount: '1,500.00', status: 'Pending' },
  { id: 'D-1041', player: 'karim_bd', amount: '25,000.00', status: 'Confirmed' },
];

/** A deposits list as the console shows it: rows open a drawer, the actions column confirms. */
function DepositsTable({ onOpen, onConfirm, rows = ROWS }: { onOpen(id: string): void; onConfirm(id: string): void; rows?: typeof ROWS }) {
  return (
    <TableWrap style={{ width: 360 }} data-testid="wrap">
      <Table>
        <thead>
          <tr>
            <th>ID</th>
            <th>Player</th>
            <th className="num">Amount</th>
            <th>Status</th>
            <th className="actions">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow cols={5} text="No deposits match these filters." />}
          {rows.map((r) => (
            <ClickRow key={r.id} onClick={() => onOpen(r.id)}>
              <td><Mono>{r.id}</Mono></td>
              <td>{r.player}</td>
              <td className="num"><Num>{r.amount}</Num></td>
              <td><Badge $tone={r.status === 'Pending' ? 'warning' : 'success'}>{r.status}</Badge></td>
              <td className="actions">
                <Btn
                  $size="xs"
                  $variant="primary"
                  onClick={(e) => {
                    e.stopPropagation();
                    onConfirm(r.id);
                  }}
                >
                  Confirm
                </Btn>
              </td>
            </ClickRow>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

const meta = {
  title: 'Console/Table',
  component: DepositsTable,
  args: { onOpen: fn(), onConfirm: fn() },
} satisfies Meta<typeof DepositsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Player', 'Amount', 'Status', 'Actions']);
    const [, first] = canvas.getAllByRole('row');
    // a click on the row opens it; a click on its action does not open it too
    await userEvent.click(within(first!).getByText('rahim2024'));
    await expect(args.onOpen).toHaveBeenCalledWith('D-1042');
    await userEvent.click(within(first!).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('D-1042');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(getComputedStyle(within(first!).getByText('1,500.00').closest('td')!).textAlign).toBe('right');
  },
};

export const ActionsStayInView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrap = canvas.getByTestId('wrap');
    // the table is wider than its 360 px box, so the box scrolls sideways ...
    await expect(wrap.scrollWidth).toBeGreaterThan(wrap.clientWidth);
    // ... and the actions column stays at the box's right edge while it does
    const action = canvas.getAllByRole('button', { name: 'Confirm' })[0]!.closest('td')!;
    await expect(getComputedStyle(action).position).toBe('sticky');
    await expect(Math.round(action.getBoundingClientRect().right)).toBe(Math.round(wrap.getBoundingClientRect().right));
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByText('No deposits match these filters.');
    await expect(cell.tagName).toBe('TD');
    await expect(cell).toHaveAttribute('colspan', '5');
  },
};
