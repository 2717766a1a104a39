import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RewardBoard } from './RewardBoard';
import { rewardRows } from './fixtures';

const meta = {
  title: 'Rewards/RewardBoard',
  component: RewardBoard,
  args: { rows: rewardRows },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof RewardBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByTestId('reward-row-12'));
    await expect(row.getByTestId('reward-date')).toHaveTextContent('23/11/2026');
    await expect(row.getByTestId('reward-cash')).toHaveTextContent('৳12.50');
    await expect(row.queryByTestId('reward-details')).toBeNull();
    await userEvent.click(row.getByTestId('reward-details-toggle'));
    await expect(row.getByTestId('reward-details')).toHaveTextContent('friend_rahim');
    await expect(row.getByTestId('reward-details')).toHaveTextContent('0.10%');
  },
};

export const Empty: Story = { args: { rows: [] } };
