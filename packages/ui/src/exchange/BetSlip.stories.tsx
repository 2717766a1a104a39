import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BetSlip, type BetSlipProps } from './BetSlip';

/** The slip keeps no state of its own: the stories hold price, stake, persist and quick stakes as the page does. */
function Stateful(props: BetSlipProps) {
  const [price, setPrice] = useState(props.price);
  const [stake, setStake] = useState(props.stake);
  const [persist, setPersist] = useState(props.persist ?? false);
  const [quick, setQuick] = useState<readonly number[]>(props.quickStakes);
  return (
    <div style={{ maxWidth: 412 }}>
      <BetSlip
        {...props}
        price={price}
        onPriceChange={(p) => {
          setPrice(p);
          props.onPriceChange?.(p);
        }}
        stake={stake}
        onStakeChange={(s) => {
          setStake(s);
          props.onStakeChange(s);
        }}
        persist={persist}
        onPersistChange={
          props.kind === 'match_odds'
            ? (v) => {
                setPersist(v);
                props.onPersistChange?.(v);
              }
            : undefined
        }
        quickStakes={quick}
        onQuickStakesChange={(v) => {
          setQuick(v);
          props.onQuickStakesChange?.(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Exchange/BetSlip',
  component: BetSlip,
  args: {
    kind: 'match_odds',
    side: 'back',
    runner: 'Bangladesh',
    price: 1.62,
    stake: '',
    quickStakes: [100, 500, 1000, 5000, 10000, 25000],
    minStake: '10.00',
    maxStake: '100000.00',
    betDelay: 5,
    onPriceChange: fn(),
    onStakeChange: fn(),
    onPersistChange: fn(),
    onQuickStakesChange: fn(),
    onPlace: fn(),
    onClose: fn(),
    onCancelOrder: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BetSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackMatchOdds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const place = canvas.getByTestId('bet-slip-place');
    await expect(place).toBeDisabled();
    await userEvent.type(canvas.getByTestId('bet-slip-stake'), '1000');
    // profit of a back: floor(1000 × 0.62) = 620
    await expect(canvas.getByTestId('bet-slip-profit')).toHaveTextContent('৳620.00');
    await userEvent.click(canvas.getByTestId('bet-slip-odds-up'));
    await expect(args.onPriceChange).toHaveBeenLastCalledWith(1.63);
    await expect(canvas.getByTestId('bet-slip-profit')).toHaveTextContent('৳630.00');
    await userEvent.click(canvas.getByTestId('bet-slip-odds-down'));
    await userEvent.click(canvas.getByTestId('bet-slip-odds-down'));
    await expect(args.onPriceChange).toHaveBeenLastCalledWith(1.61);
    await userEvent.click(canvas.getByTestId('bet-slip-persist'));
    await expect(args.onPersistChange).toHaveBeenCalledWith(true);
    await userEvent.click(place);
    await expect(args.onPlace).toHaveBeenCalledTimes(1);
  },
};

/** In play there is no in-play turn ahead: no keep-in-play switch (it would do nothing). */
export const InPlayNoKeepInPlay: Story = {
  args: { inPlay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('bet-slip-persist')).toBeNull();
    // still the Match Odds slip: the odds stepper is there
    await expect(canvas.getByTestId('bet-slip-odds-up')).toBeEnabled();
  },
};

export const LadderSteps: Story = {
  args: { price: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // above 2.00 the ladder moves in 0.02 steps
    await userEvent.click(canvas.getByTestId('bet-slip-odds-up'));
    await expect(args.onPriceChange).toHaveBeenLastCalledWith(2.02);
    // a typed off-ladder price snaps down to the ladder
    const odds = canvas.getByTestId('bet-slip-odds');
    await userEvent.clear(odds);
    await userEvent.type(odds, '3.03');
    await userEvent.tab();
    await expect(args.onPriceChange).toHaveBeenLastCalledWith(3);
  },
};

export const LayShowsLiability: Story = {
  args: { side: 'lay', price: 2.6, stake: '500' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bet-slip-liability')).toHaveTextContent('৳800.00');
  },
};

export const QuickStakesAndLimits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('bet-slip-quick-5000'));
    await expect(canvas.getByTestId('bet-slip-stake')).toHaveValue('5000');
    await userEvent.clear(canvas.getByTestId('bet-slip-stake'));
    await userEvent.type(canvas.getByTestId('bet-slip-stake'), '5');
    await expect(canvas.getByTestId('bet-slip-error')).toHaveTextContent('৳10');
    await expect(canvas.getByTestId('bet-slip-place')).toBeDisabled();
    await userEvent.click(canvas.getByTestId('bet-slip-edit-stakes'));
    const first = canvas.getByTestId('bet-slip-edit-0');
    await userEvent.clear(first);
    await userEvent.type(first, '200');
    await userEvent.click(canvas.getByTestId('bet-slip-save-stakes'));
    await expect(args.onQuickStakesChange).toHaveBeenCalledWith([200, 500, 1000, 5000, 10000, 25000]);
    await expect(canvas.getByTestId('bet-slip-quick-200')).toBeVisible();
  },
};

export const BusyDuringBetDelay: Story = {
  args: { stake: '1000', busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bet-slip-busy')).toHaveTextContent('5 s');
    await expect(canvas.getByTestId('bet-slip-place')).toBeDisabled();
  },
};

export const Matched: Story = {
  args: { stake: '1000', result: { kind: 'order', status: 'matched', matched: '1000.00', remaining: '0.00', price: 1.62 } },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement).getByTestId('bet-slip-result');
    await expect(result).toHaveAttribute('data-result', 'matched');
    await expect(result).toHaveTextContent('৳1,000.00');
  },
};

/** A back asked at 1.50 matched at 1.62 (a resting lay was better): the profit shown is what the bet can now win. */
export const MatchedAboveAsked: Story = {
  args: { price: 1.5, stake: '1000', result: { kind: 'order', status: 'matched', matched: '1000.00', remaining: '0.00', price: 1.62 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bet-slip-profit')).toHaveTextContent('৳620.00');
  },
};

export const PartlyMatched: Story = {
  args: { stake: '1000', result: { kind: 'order', status: 'partial', matched: '500.00', remaining: '500.00', price: 1.62 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('bet-slip-cancel-order'));
    await expect(args.onCancelOrder).toHaveBeenCalledTimes(1);
  },
};

export const Unmatched: Story = {
  args: { price: 1.9, stake: '1000', result: { kind: 'order', status: 'unmatched', matched: '0.00', remaining: '1000.00', price: 1.9 } },
};

export const ServerError: Story = {
  args: { stake: '1000', result: { kind: 'error', message: 'This market is suspended. Bets are not accepted right now.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('suspended');
  },
};

export const Bookmaker: Story = {
  args: { kind: 'bookmaker', price: 1.6, stake: '200', betDelay: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('bet-slip-odds-up')).toBeNull();
    await expect(canvas.queryByTestId('bet-slip-persist')).toBeNull();
    await expect(canvas.getByTestId('bet-slip-profit')).toHaveTextContent('৳120.00');
  },
};

export const BookmakerAccepted: Story = {
  args: { kind: 'bookmaker', side: 'lay', price: 1.68, stake: '200', result: { kind: 'accepted', stake: '200.00' } },
};

export const FancyYes: Story = {
  args: { kind: 'fancy', side: 'yes', runner: '6 Over Runs BAN', line: 50, rate: 90, stake: '1000', price: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('bet-slip-odds')).toBeNull();
    // YES at rate 90 wins 90 % of the stake
    await expect(canvas.getByTestId('bet-slip-profit')).toHaveTextContent('৳900.00');
  },
};

export const FancyNo: Story = {
  args: { kind: 'fancy', side: 'no', runner: '6 Over Runs BAN', line: 49, rate: 110, stake: '1000', price: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bet-slip-liability')).toHaveTextContent('৳1,100.00');
  },
};

export const Suspended: Story = {
  args: { stake: '1000', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bet-slip-place')).toBeDisabled();
  },
};

/**
 * Issue 31: a Bookmaker back asked at 1.90 was given the better 1.95. The slip is now its receipt: the matched stake and
 * price from the server's answer and the profit at that price (95, not the 90 the shown price would win), and
 * "Place another" arms it again.
 */
export const BookmakerReceipt: Story = {
  args: { kind: 'bookmaker', price: 1.9, stake: '100', betDelay: 0, result: { kind: 'accepted', stake: '100.00', price: 1.95 }, onPlaceAnother: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bet-slip')).toHaveAttribute('data-receipt');
    await expect(canvas.getByTestId('bet-slip-result')).toHaveAttribute('data-result', 'accepted');
    await expect(canvas.getByTestId('bet-slip-receipt-matched')).toHaveTextContent('৳100.00 at 1.95');
    await expect(canvas.getByTestId('bet-slip-receipt-profit')).toHaveTextContent('৳95.00');
    await expect(canvas.queryByTestId('bet-slip-place')).toBeNull();
    await expect(canvas.queryByTestId('bet-slip-stake')).toBeNull();
    await userEvent.click(canvas.getByTestId('bet-slip-again'));
    await expect(args.onPlaceAnother).toHaveBeenCalledTimes(1);
  },
};

/** A Fancy NO asked at 47 was given 48: the receipt shows the line and rate matched, and what the bet risks at them. */
export const FancyReceipt: Story = {
  args: { kind: 'fancy', side: 'no', runner: '6 over runs BAN', price: 0, line: 47, rate: 90, stake: '100', betDelay: 0, result: { kind: 'accepted', stake: '100.00', line: 48, rate: 90 }, onPlaceAnother: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bet-slip-receipt-matched')).toHaveTextContent('৳100.00 at 48 (rate 90)');
    await expect(canvas.getByTestId('bet-slip-receipt-liability')).toHaveTextContent('৳90.00');
  },
};

/** A Match Odds order partly matched: the receipt shows what matched (and its profit) and what waits, with Cancel order. */
export const PartlyMatchedReceipt: Story = {
  args: { stake: '1000', price: 1.6, result: { kind: 'order', status: 'partial', matched: '400.00', remaining: '600.00', price: 1.62 }, onPlaceAnother: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bet-slip-receipt-matched')).toHaveTextContent('৳400.00 at 1.62');
    await expect(canvas.getByTestId('bet-slip-receipt-unmatched')).toHaveTextContent('৳600.00 at 1.6');
    // floor(400 × 0.62) = 248
    await expect(canvas.getByTestId('bet-slip-receipt-profit')).toHaveTextContent('৳248.00');
    await userEvent.click(canvas.getByTestId('bet-slip-cancel-order'));
    await expect(args.onCancelOrder).toHaveBeenCalledTimes(1);
  },
};
