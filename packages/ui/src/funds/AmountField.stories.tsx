import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromTaka } from '@khela/domain';
import { Button } from '../components/Button';
import { AmountInput, AmountRange } from './AmountField';

function Amount({ label, reset }: { label?: string; reset: boolean }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 380 }}>
      <AmountInput label={label} value={value} onChange={setValue} testId="amount" />
      <AmountRange min={fromTaka(500)} max={fromTaka(25_000)} testId="range">
        {reset && (
          <Button variant="ghost" size="sm" onClick={() => setValue('')}>
            Reset
          </Button>
        )}
      </AmountRange>
    </div>
  );
}

const meta = {
  title: 'Funds/AmountField',
  component: Amount,
  args: { label: 'Amount', reset: false },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The withdrawal's field: a label, ৳ before the amount, the range under it. */
export const Withdrawal: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByTestId('amount');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('placeholder', 'Enter the amount');
    await userEvent.type(input, '1500');
    await expect(input).toHaveValue('1500');
    await expect(c.getByTestId('range')).toHaveTextContent('৳500 – ৳25,000');
  },
};

/** The desktop deposit's line: the range with Reset after it. */
export const WithReset: Story = {
  args: { label: undefined, reset: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('amount'), '700');
    await userEvent.click(c.getByRole('button', { name: 'Reset' }));
    await expect(c.getByTestId('amount')).toHaveValue('');
  },
};
