import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExchangeRecordAmounts } from './ExchangeRecordAmounts';

const meta = {
  title: 'Records/ExchangeRecordAmounts',
  component: ExchangeRecordAmounts,
  args: { record: { stake: '500.00', potential_profit: '750.00', potential_liability: '500.00' } },
  decorators: [(Story) => <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8, maxWidth: 360 }}><Story /></dl>],
} satisfies Meta<typeof ExchangeRecordAmounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A back bet's stake, what it may win and what it risks, in taka. */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Potential liability')).toBeInTheDocument();
    await expect(c.getByText('৳750.00')).toBeInTheDocument();
    await expect(c.getAllByText('৳500.00')).toHaveLength(2);
  },
};
