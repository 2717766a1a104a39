import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArrivalClock } from './ArrivalClock';

const meta = {
  title: 'Funds/ArrivalClock',
  component: ArrivalClock,
  args: { seconds: 30 * 60, variant: 'mobile' },
} satisfies Meta<typeof ArrivalClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone's pill: 30:00 counting down, then "min". */
export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('timer')).toHaveTextContent(/^(30:00|29:5\d)$/);
    await expect(c.getByText('min')).toBeInTheDocument();
  },
};

/** The desktop's larger pill; nothing left shows 00:00. */
export const DesktopTimeUp: Story = {
  args: { variant: 'desktop', seconds: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('payment-request-countdown')).toHaveTextContent('00:00');
  },
};
