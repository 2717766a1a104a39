import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MarketHeader } from './MarketHeader';

const meta = {
  title: 'Exchange/MarketHeader',
  component: MarketHeader,
  args: {
    name: 'Match Odds',
    inPlay: true,
    matched: '1843250.00',
    minStake: '10.00',
    maxStake: '100000.00',
    betDelay: 5,
    commission: 2,
    live: true,
    testId: 'header',
  },
  render: (args) => (
    <div style={{ maxWidth: 412, minHeight: 200 }}>
      <MarketHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof MarketHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InPlayLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-inplay')).toBeVisible();
    await expect(canvas.getByTestId('header-feed')).toHaveAttribute('data-live', 'true');
    await userEvent.click(canvas.getByTestId('header-info'));
    const popup = canvas.getByTestId('header-popup');
    await expect(popup).toHaveTextContent('৳10.00');
    await expect(popup).toHaveTextContent('৳1,00,000.00');
    await expect(popup).toHaveTextContent('5 s');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByTestId('header-popup')).toBeNull();
  },
};

export const PollingWhileSocketDown: Story = {
  args: { live: false, pollingMs: 300 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('header-feed')).toHaveAttribute('data-live', 'false');
  },
};

export const PreMatch: Story = { args: { inPlay: false, matched: '0.00', live: undefined } };

export const Settled: Story = {
  args: { status: 'settled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('header-status')).toBeVisible();
  },
};

export const WithoutLimits: Story = { args: { name: 'Bookmaker', minStake: null, maxStake: null, matched: null } };
