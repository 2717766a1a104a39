import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { groupTransactionsByDay } from '@khela/domain';
import { NOW, SAMPLE_TRANSACTIONS } from './records-fixtures';
import { ResubmitDialog, RevertDialog, TransactionDetail, TransactionsTable } from './records-transactions';

const meta = {
  title: 'Desktop/Records/Transactions',
  component: TransactionsTable,
  args: {
    groups: groupTransactionsByDay(SAMPLE_TRANSACTIONS),
    today: '2026-11-24',
    yesterday: '2026-11-23',
    now: NOW,
    onDetails: fn(),
    onRevert: fn(),
    onResubmit: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TransactionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Day headings, signed amounts, status chips, Revert on the pending deposit, Edit and resubmit with its countdown. */
export const Table: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Today')).toBeInTheDocument();
    await expect(c.getByText('Yesterday')).toBeInTheDocument();
    await expect(c.getByTestId('transaction-resubmit-3')).toHaveTextContent('09:30');
    await userEvent.click(c.getByTestId('transaction-revert-4'));
    await expect(args.onRevert).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  },
};

/** After `resubmit_until`: the button stays, disabled. */
export const ResubmitExpired: Story = {
  args: { now: Date.parse('2026-11-24T08:00:00.000Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('transaction-resubmit-3')).toBeDisabled();
  },
};

export const Empty: Story = { args: { groups: [] } };

export const Detail: Story = {
  render: () => <TransactionDetail row={SAMPLE_TRANSACTIONS[1]!} now={NOW} onClose={fn()} onRevert={fn()} onResubmit={fn()} />,
};

export const DetailPending: Story = {
  render: () => <TransactionDetail row={SAMPLE_TRANSACTIONS[0]!} now={NOW} onClose={fn()} onRevert={fn()} onResubmit={fn()} />,
};

export const Revert: Story = {
  render: () => <RevertDialog row={SAMPLE_TRANSACTIONS[0]!} busy={false} error={null} onConfirm={fn()} onClose={fn()} />,
};

/** The form prefilled from the rejected deposit, the mm:ss countdown, the rules checked before sending. */
export const Resubmit: Story = {
  render: () => <ResubmitDialog row={SAMPLE_TRANSACTIONS[1]!} now={NOW} busy={false} error={null} onSubmit={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByTestId('resubmit-countdown')).toHaveTextContent('09:30');
    await expect(body.getByTestId('resubmit-transaction_id')).toHaveValue('GJYWS8VWGB');
    await expect(body.getByTestId('resubmit-amount')).toHaveValue('1500.00');
  },
};

export const ResubmitServerError: Story = {
  render: () => (
    <ResubmitDialog row={SAMPLE_TRANSACTIONS[1]!} now={NOW} busy={false} error="This deposit was already resubmitted." onSubmit={fn()} onClose={fn()} />
  ),
};
