import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VipLevelCard } from './VipLevelCard';
import { vipNormal, vipTop } from './fixtures';

const meta = {
  title: 'Rewards/VipLevelCard',
  component: VipLevelCard,
  args: { vip: vipNormal },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof VipLevelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vip-points')).toHaveTextContent('37.50');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37.5');
    await expect(canvas.getByTestId('vip-next')).toHaveTextContent('62.50');
  },
};

export const TopLevel: Story = {
  args: { vip: vipTop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vip-points')).toHaveTextContent('12,34,567.89');
    await expect(canvas.getByTestId('vip-level-name')).not.toBeEmptyDOMElement();
  },
};
