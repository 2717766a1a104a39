import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExchangeBetLife, ExchangeBetLifeSection, type BetLife } from './ExchangeBetLife';

const settled: BetLife = {
  id: 'EX1207',
  kind: 'order',
  market_type: 'match_odds',
  size: '100.00',
  size_matched: '60.00',
  size_cancelled: '40.00',
  avg_price_matched: 2.5,
  status: 'won',
  steps: [
    { kind: 'placed', at: '2026-11-24T07:29:00.000Z', price: 2.5, size: '100.00', amount: null },
    { kind: 'matched', at: '2026-11-24T07:29:05.000Z', price: 2.5, size: '30.00', amount: null },
    { kind: 'matched', at: '2026-11-24T07:31:40.000Z', price: 2.5, size: '30.00', amount: null },
    { kind: 'cancelled', at: '2026-11-24T07:40:00.000Z', price: 2.5, size: '40.00', amount: null },
    { kind: 'settled', at: '2026-11-24T12:02:00.000Z', price: null, size: null, amount: '90.00' },
  ],
  settlement: { result: 'won', profit_loss: '90.00', settled_at: '2026-11-24T12:02:00.000Z', market_profit_loss: '90.00', commission: '1.80', market_net: '88.20' },
};

const open: BetLife = {
  ...settled,
  id: 'EX1208',
  size_matched: '0.00',
  size_cancelled: '0.00',
  avg_price_matched: null,
  status: 'open',
  steps: [settled.steps[0]!],
  settlement: null,
};

const fancy: BetLife = {
  id: 'FY88',
  kind: 'bet',
  market_type: 'fancy',
  size: '50.00',
  size_matched: '50.00',
  size_cancelled: '0.00',
  avg_price_matched: 100,
  status: 'lost',
  steps: [
    { kind: 'placed', at: '2026-11-24T08:00:00.000Z', price: 100, size: '50.00', amount: null },
    { kind: 'matched', at: '2026-11-24T08:00:00.000Z', price: 100, size: '50.00', amount: null },
    { kind: 'settled', at: '2026-11-24T09:00:00.000Z', price: null, size: null, amount: '-50.00' },
  ],
  settlement: { result: 'lost', profit_loss: '-50.00', settled_at: '2026-11-24T09:00:00.000Z', market_profit_loss: '-50.00', commission: '0.00', market_net: '-50.00' },
};

const meta = {
  title: 'Records/ExchangeBetLife',
  component: ExchangeBetLife,
  args: { life: settled },
  decorators: [(Story) => <div style={{ maxWidth: 412 }}>{Story()}</div>],
} satisfies Meta<typeof ExchangeBetLife>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placed, matched in two fills, the rest cancelled, settled as a win with the market's commission. */
export const Settled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-step]').length).toBe(5);
    await expect(c.getByTestId('bet-life')).toHaveTextContent('Matched ৳30.00 at 2.5');
    await expect(c.getByTestId('bet-life')).toHaveTextContent('Unmatched ৳40.00 cancelled');
    await expect(c.getByTestId('bet-life-commission')).toHaveTextContent('৳1.80');
  },
};

/** Waiting to be matched: one step, no settlement. */
export const Unmatched: Story = { args: { life: open } };

/** A Fancy bet taken by the house and lost. */
export const FancyLost: Story = { args: { life: fancy } };

/** In Bangla. */
export const SettledBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bet-life')).toHaveTextContent('মিলেছে');
  },
};

/** Under a record's detail (both apps): the life once it came, a skeleton while it loads, a line when it could not. */
export const SectionStates: Story = {
  args: { life: settled },
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <ExchangeBetLifeSection id="EX1207" life={settled} failed={false} />
      <ExchangeBetLifeSection id="EX1209" life={settled} failed={false} />
      <ExchangeBetLifeSection id="EX1210" life={undefined} failed />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('xrec-life')).toHaveLength(3);
    // Another record's answer is not shown as this one's.
    await expect(c.getByRole('alert')).toBeVisible();
  },
};
