import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookmakerRow } from './BookmakerRow';
import { MarketHeader } from './MarketHeader';
import { MarketTable } from './MarketTable';

type Args = { ballRunning: boolean; suspended: boolean; onSelect: (side: 'back' | 'lay', price: number) => void };

const meta = {
  title: 'Exchange/BookmakerRow',
  args: { ballRunning: false, suspended: false, onSelect: fn() },
  render: ({ ballRunning, suspended, onSelect }) => (
    <div style={{ maxWidth: 412 }}>
      <MarketHeader name="Bookmaker" inPlay minStake="10.00" maxStake="100000.00" betDelay={0} />
      <MarketTable attached>
        <BookmakerRow name="Bangladesh" backPrice={1.6} layPrice={1.68} position="120.00" ballRunning={ballRunning} suspended={suspended} onSelect={onSelect} testId="bm-0" />
        <BookmakerRow name="India" backPrice={2.44} layPrice={2.55} position="-200.00" ballRunning={ballRunning} suspended={suspended} onSelect={onSelect} testId="bm-1" />
      </MarketTable>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('bm-1-lay'));
    await expect(args.onSelect).toHaveBeenCalledWith('lay', 2.55);
    await expect(canvas.getByTestId('bm-0-position-now')).toHaveTextContent('+৳120.00');
  },
};

export const BallRunning: Story = {
  args: { ballRunning: true, suspended: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bm-0-veil')).toHaveTextContent('Ball Running');
    await expect(canvas.getByTestId('bm-0-back')).toBeDisabled();
  },
};

export const Suspended: Story = {
  args: { suspended: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bm-0-veil')).toHaveTextContent('Suspend');
  },
};
