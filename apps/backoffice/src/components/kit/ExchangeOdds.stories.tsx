import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { ExchangeOdds, ExchangeOddsInput } from './ExchangeOdds';

/** A Match Odds runner as the console's market page shows it: three back prices (best nearest the middle), three lay. */
function Ladder({ back, lay }: { back: { price: number; size: string }[]; lay: { price: number; size: string }[] }) {
  return (
    <div style={{ display: 'flex', gap: 4 }} data-testid="ladder">
      {[2, 1, 0].map((i) => (
        <ExchangeOdds key={`b${i}`} side="back" depth={i} price={back[i]?.price ?? null} size={back[i]?.size} testId={`back-${i}`} />
      ))}
      {[0, 1, 2].map((i) => (
        <ExchangeOdds key={`l${i}`} side="lay" depth={i} price={lay[i]?.price ?? null} size={lay[i]?.size} testId={`lay-${i}`} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Console/ExchangeOdds',
  component: Ladder,
  args: {
    back: [
      { price: 1.27, size: '500.00' },
      { price: 1.26, size: '1,000.00' },
      { price: 1.25, size: '2,000.00' },
    ],
    lay: [
      { price: 1.33, size: '500.00' },
      { price: 1.34, size: '1,000.00' },
    ],
  },
} satisfies Meta<typeof Ladder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Book: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('back-0')).toHaveTextContent('1.27500.00');
    await expect(canvas.getByTestId('lay-0')).toHaveTextContent('1.33500.00');
    // a missing level shows a dash, faded
    await expect(canvas.getByTestId('lay-2')).toHaveTextContent('—');
    await expect(Number(getComputedStyle(canvas.getByTestId('lay-2')).opacity)).toBeLessThan(1);
    // the best prices are at full strength; back and lay differ in colour
    await expect(getComputedStyle(canvas.getByTestId('back-0')).opacity).toBe('1');
    await expect(getComputedStyle(canvas.getByTestId('back-0')).color).not.toBe(getComputedStyle(canvas.getByTestId('lay-0')).color);
  },
};

export const Empty: Story = {
  args: { back: [], lay: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('ladder')).toHaveTextContent('——————');
  },
};

/** A Fancy line: NO in pink, YES in blue, whole runs with the rate under each. */
export const FancyLine: StoryObj<typeof ExchangeOdds> = {
  render: () => (
    <div style={{ display: 'flex', gap: 4 }}>
      <ExchangeOdds side="lay" price={46} size="100" digits={0} testId="no" />
      <ExchangeOdds side="back" price={47} size="100" digits={0} testId="yes" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('no')).toHaveTextContent('46100');
    await expect(canvas.getByTestId('yes')).toHaveTextContent('47100');
  },
};

/** The Bookmaker price fields of one runner. */
function PriceInputs() {
  const [back, setBack] = useState('1.90');
  const [lay, setLay] = useState('');
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <ExchangeOddsInput $side="back" aria-label="Back odds" value={back} onChange={(e) => setBack(e.target.value)} />
      <ExchangeOddsInput $side="lay" aria-label="Lay odds" placeholder="—" value={lay} onChange={(e) => setLay(e.target.value)} $invalid={lay !== '' && Number(lay) < 1.01} />
    </div>
  );
}

export const Inputs: StoryObj<typeof PriceInputs> = {
  render: () => <PriceInputs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('textbox', { name: 'Back odds' });
    const lay = canvas.getByRole('textbox', { name: 'Lay odds' });
    await expect(back).toHaveAttribute('inputmode', 'decimal');
    await expect(back).toHaveValue('1.90');
    const tinted = getComputedStyle(lay).borderColor;
    await userEvent.type(lay, '0.5');
    // an impossible price turns the field to the error border (after the border's colour transition)
    await waitFor(() => expect(getComputedStyle(lay).borderColor).not.toBe(tinted));
    await userEvent.clear(lay);
    await userEvent.type(lay, '1.95');
    await expect(lay).toHaveValue('1.95');
  },
};
