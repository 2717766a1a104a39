import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TransactionRecord } from '@khela/domain';
import { TransactionDetailHead, TransactionFacts, TransactionTimeline } from './TransactionDetailParts';

const rejected: TransactionRecord = {
  id: 3,
  transaction_id: 'GJYWS8VWGB',
  action: 'deposit',
  key: '2',
  amount: '1500.00',
  bonus: '150.00',
  created_at: '2026-11-24T07:29:00.000Z',
  updated_at: '2026-11-24T07:31:00.000Z',
  payment_method: { icon: '', name: 'bKash', type: 'Agent' },
  type: 0,
  status: 2,
  number: '01711223344',
  date: '2026-11-24',
  reason: 'The transaction ID does not match any payment.',
  can_revert: false,
  resubmit_until: null,
  resubmitted: false,
  cancelled: false,
};

function Detail({ row }: { row: TransactionRecord }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 412 }}>
      <TransactionDetailHead data-testid="transaction-head">
        <span aria-hidden="true">৳</span>
        <div>
          <small>Deposit</small>
          <b className="amount">+{row.amount}</b>
        </div>
        <span>Rejected</span>
      </TransactionDetailHead>
      <TransactionTimeline row={row} />
      <TransactionFacts row={row} />
    </div>
  );
}

const meta = {
  title: 'Records/TransactionDetailParts',
  component: Detail,
  args: { row: rejected },
} satisfies Meta<typeof Detail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rejected deposit: the failed step, the bonus, both Dhaka times (07:29 UTC reads 13:29) and the reason. */
export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('transaction-timeline').querySelector('[aria-current]')).toBeNull();
    const facts = c.getByTestId('transaction-facts');
    await expect(facts).toHaveTextContent('GJYWS8VWGB');
    await expect(facts).toHaveTextContent('24/11/2026, 13:29');
    await expect(facts).toHaveTextContent('৳150.00');
    await expect(facts).toHaveTextContent('The transaction ID does not match any payment.');
    // The head: the kind over the amount, the amount in its large size.
    const amount = c.getByTestId('transaction-head').querySelector('.amount')!;
    await expect(getComputedStyle(amount).fontSize).toBe('22px');
  },
};

/** Pending: the processing step is current and there is no decided time yet. */
export const Pending: Story = {
  args: { row: { ...rejected, key: '0', status: 0, reason: null, bonus: '0.00' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('transaction-timeline').querySelector('[aria-current="step"]')).not.toBeNull();
    await expect(c.getByTestId('transaction-facts').querySelectorAll('dt')).toHaveLength(4);
  },
};
