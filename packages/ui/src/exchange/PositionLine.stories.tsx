import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PositionLine } from './PositionLine';

const meta = {
  title: 'Exchange/PositionLine',
  component: PositionLine,
  args: { value: '310.00', runner: 'Bangladesh', testId: 'pos' },
} satisfies Meta<typeof PositionLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pos-now')).toHaveTextContent('+৳310.00');
  },
};

export const Loss: Story = { args: { value: '-1250.50' } };

export const AfterThisBet: Story = {
  args: { value: '310.00', after: -69000n },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pos-after')).toHaveTextContent('−৳690.00');
  },
};

export const FirstBetPreview: Story = {
  args: { value: null, after: 62000n },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('pos-now')).toBeNull();
    await expect(canvas.getByTestId('pos-after')).toHaveTextContent('+৳620.00');
  },
};

export const NoPosition: Story = { args: { value: '0.00' } };
