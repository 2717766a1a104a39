import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_TICKETS } from './records-fixtures';
import { TurnoverTable } from './records-turnover';

const meta = {
  title: 'Desktop/Records/Turnover',
  component: TurnoverTable,
  args: { tickets: SAMPLE_TICKETS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TurnoverTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active tickets with progress (2 decimals), a completed one at 100 %. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('turnover-progress-2')).toHaveTextContent('58.82%');
    await expect(c.getByTestId('turnover-progress-1')).toHaveTextContent('0.00%');
    await expect(c.getByTestId('turnover-progress-0')).toHaveTextContent('100.00%');
    await expect(c.getByText('Deposit Without any Promotion')).toBeInTheDocument();
  },
};
