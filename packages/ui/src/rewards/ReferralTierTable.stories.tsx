import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReferralTierTable } from './ReferralTierTable';

const meta = {
  title: 'Rewards/ReferralTierTable',
  component: ReferralTierTable,
  args: {
    testId: 'referral-tiers',
    tiers: [
      { turnover: '0.00', rates: ['0.10', '0.05', '0.02'] },
      { turnover: '10000.00', rates: ['0.15', '0.08', '0.03'] },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof ReferralTierTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tiers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('referral-tier')).toHaveLength(2);
    await expect(canvas.getByTestId('referral-tiers')).toHaveTextContent('0.10%');
    await expect(canvas.getAllByTestId('referral-tier')[1]).toHaveTextContent('৳10,000');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};
