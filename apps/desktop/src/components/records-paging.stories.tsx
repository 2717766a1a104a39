import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecordsTable } from './RecordsTable';
import { PagedPager, RecordsPager, usePaged } from './records-paging';

const meta = {
  title: 'Desktop/Records/Pager',
  component: RecordsPager,
  args: { size: 10, page: 2, pages: 5, total: 48, onSize: () => undefined, onPage: () => undefined },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecordsPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pager: Story = {};

const ROWS = Array.from({ length: 37 }, (_, i) => i + 1);

function PagedList() {
  const paged = usePaged(ROWS);
  return (
    <>
      <RecordsTable>
        <tbody>
          {paged.rows.map((n) => (
            <tr key={n}>
              <td data-testid="row">{n}</td>
            </tr>
          ))}
        </tbody>
      </RecordsTable>
      <PagedPager paged={paged} />
    </>
  );
}

/** 37 rows: 10 a page by default, then 25; next page. */
export const Paging: Story = {
  render: () => <PagedList />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('row')).toHaveLength(10);
    await userEvent.click(c.getByTestId('records-pager-next'));
    await expect(c.getAllByTestId('row')[0]).toHaveTextContent('11');
    await userEvent.selectOptions(c.getByTestId('records-pager-size'), '25');
    await expect(c.getAllByTestId('row')).toHaveLength(25);
    await expect(c.getByTestId('records-pager-page')).toHaveTextContent('Page 1 of 2');
  },
};
