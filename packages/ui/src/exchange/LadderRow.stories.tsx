import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LadderRow } from './LadderRow';
import { MarketHeader } from './MarketHeader';
import { MarketTable, type LadderDepth } from './MarketTable';
import { cricketRunners, soccerRunners } from './fixtures';

type Args = {
  depth: LadderDepth;
  suspended: boolean;
  soccer: boolean;
  withPosition: boolean;
  onSelect: (side: 'back' | 'lay', price: number, level: number) => void;
};

/** A Match Odds table: the runners' rows under their header, best prices only on a phone (see LadderDepth). */
const meta = {
  title: 'Exchange/LadderRow',
  args: { depth: 'auto', suspended: false, soccer: false, withPosition: false, onSelect: fn() },
  argTypes: { depth: { control: 'inline-radio', options: ['auto', 'best', 'full'] } },
  render: ({ depth, suspended, soccer, withPosition, onSelect }) => {
    const runners = soccer ? soccerRunners : cricketRunners;
    return (
      <div style={{ maxWidth: depth === 'full' ? 560 : 412 }}>
        <MarketHeader name="Match Odds" inPlay matched="1843250.00" minStake="10.00" maxStake="100000.00" betDelay={5} live />
        <MarketTable ladder depth={depth} suspended={suspended} attached testId="table">
          {runners.map((r, i) => (
            <LadderRow
              key={r.name}
              name={r.name}
              back={r.back}
              lay={r.lay}
              position={withPosition ? (i === 0 ? '310.00' : '-500.00') : null}
              positionAfter={withPosition ? (i === 0 ? '620.00' : '-1000.00') : null}
              onSelect={onSelect}
              testId={`runner-${i}`}
            />
          ))}
        </MarketTable>
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneBestPrices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('runner-0-back-0'));
    await expect(args.onSelect).toHaveBeenCalledWith('back', 1.62, 0);
    await userEvent.click(canvas.getByTestId('runner-1-lay-0'));
    await expect(args.onSelect).toHaveBeenCalledWith('lay', 2.6, 0);
    // 412 px wide: the deeper levels are not shown
    await expect(canvas.getByTestId('runner-0-back-1')).not.toBeVisible();
  },
};

export const FullLadder: Story = {
  args: { depth: 'full' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('runner-0-back-2')).toBeVisible();
    await userEvent.click(canvas.getByTestId('runner-0-lay-2'));
    await expect(args.onSelect).toHaveBeenCalledWith('lay', 1.67, 2);
  },
};

export const ThreeRunnersWithEmptyCells: Story = { args: { soccer: true, depth: 'full' } };

export const WithPositionAndSlipPreview: Story = {
  args: { withPosition: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('runner-0-position-now')).toHaveTextContent('+৳310.00');
    await expect(canvas.getByTestId('runner-1-position-now')).toHaveTextContent('−৳500.00');
    await expect(canvas.getByTestId('runner-0-position-after')).toHaveTextContent('+৳620.00');
  },
};

export const Suspended: Story = {
  args: { suspended: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('runner-0-suspended')).toHaveTextContent('SUSPENDED');
    await expect(canvas.getByTestId('runner-0-back-0')).toBeDisabled();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
