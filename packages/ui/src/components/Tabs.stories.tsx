import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    items: [
      { key: 'deposit', label: 'Deposit' },
      { key: 'withdrawal', label: 'Withdrawal' },
    ],
    value: 'deposit',
    onChange: fn(),
    'aria-label': 'Funds',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 412 }}>
        <Tabs
          {...args}
          value={value}
          onChange={(key) => {
            setValue(key);
            args.onChange(key);
          }}
        />
        <p style={{ marginTop: 16 }} data-testid="panel">
          {value}
        </p>
      </div>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FundsTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const withdrawal = canvas.getByRole('tab', { name: 'Withdrawal' });
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(withdrawal);
    await expect(args.onChange).toHaveBeenCalledWith('withdrawal');
    await expect(withdrawal).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('panel')).toHaveTextContent('withdrawal');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
  },
};

export const ManyTabs: Story = {
  args: {
    items: ['All', 'Sports', 'Casino', 'Slot', 'Table', 'Crash', 'Fishing', 'Lottery'].map((l) => ({ key: l.toLowerCase(), label: l })),
    value: 'all',
    'aria-label': 'Game categories',
  },
};
