import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FancyRow } from './FancyRow';
import { MarketHeader } from './MarketHeader';
import { MarketTable } from './MarketTable';

type Args = { onSelect: (side: 'no' | 'yes', line: number, rate: number) => void };

const lines = [
  { title: '6 Over Runs BAN', no: 49, noRate: 100, yes: 50, yesRate: 100 },
  { title: '10 Over Runs BAN', no: 77, noRate: 110, yes: 77, yesRate: 90, bets: 2 },
  { title: '0.2 Ball Runs BAN', no: 1, noRate: 86, yes: 1, yesRate: 69, ballRunning: 1 as const },
  { title: 'BAN Innings Runs Odd', no: 1, noRate: 105, yes: 1, yesRate: 95, suspended: 1 as const },
  { title: '20 Over Runs BAN', no: null, noRate: null, yes: null, yesRate: null, suspended: 1 as const, ballRunning: 1 as const },
];

/** Fancy lines: NO (pink) and YES (blue), 'Ball Running' over 'Suspend' when both flags are up. */
const meta = {
  title: 'Exchange/FancyRow',
  args: { onSelect: fn() },
  render: ({ onSelect }) => (
    <div style={{ maxWidth: 412 }}>
      <MarketHeader name="Fancy Bet" inPlay />
      <MarketTable columns="no-yes" attached>
        {lines.map((l, i) => (
          <FancyRow key={l.title} {...l} min="10.00" max="50000.00" onSelect={onSelect} testId={`fancy-${i}`} />
        ))}
      </MarketTable>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('fancy-0-yes'));
    await expect(args.onSelect).toHaveBeenCalledWith('yes', 50, 100);
    await userEvent.click(canvas.getByTestId('fancy-1-no'));
    await expect(args.onSelect).toHaveBeenCalledWith('no', 77, 110);
    await expect(canvas.getByTestId('fancy-2-veil')).toHaveTextContent('Ball Running');
    await expect(canvas.getByTestId('fancy-2-yes')).toBeDisabled();
    await expect(canvas.getByTestId('fancy-3-veil')).toHaveTextContent('Suspend');
    // ball running wins over suspended
    await expect(canvas.getByTestId('fancy-4-veil')).toHaveTextContent('Ball Running');
    await expect(canvas.getByText('2 open bets')).toBeVisible();
  },
};
