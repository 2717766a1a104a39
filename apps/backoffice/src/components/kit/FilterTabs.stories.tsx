import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterTabs } from './FilterTabs';

type Status = 'pending' | 'confirmed' | 'rejected';

const meta = {
  title: 'Console/FilterTabs',
  component: FilterTabs<Status>,
  args: {
    label: 'Deposit status',
    value: 'pending',
    onChange: fn(),
    items: [
      { key: 'pending', label: 'Pending', count: 4 },
      { key: 'confirmed', label: 'Confirmed', count: 0 },
      { key: 'rejected', label: 'Rejected' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <>
        <FilterTabs
          {...args}
          value={value}
          onChange={(k) => {
            setValue(k);
            args.onChange(k);
          }}
        />
        <p data-testid="shown" style={{ marginTop: 12 }}>
          {value}
        </p>
      </>
    );
  },
} satisfies Meta<typeof FilterTabs<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statuses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Deposit status' })).toBeInTheDocument();
    const pending = canvas.getByTestId('bo-tab-pending');
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    // a count shows only when there is something to count
    await expect(pending).toHaveTextContent('Pending4');
    await expect(canvas.getByTestId('bo-tab-confirmed')).toHaveTextContent(/^Confirmed$/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Rejected' }));
    await expect(args.onChange).toHaveBeenCalledWith('rejected');
    await expect(canvas.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
    await expect(pending).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByTestId('shown')).toHaveTextContent('rejected');
  },
};
