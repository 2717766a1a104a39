import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceCell } from './PriceCell';

const meta = {
  title: 'Exchange/PriceCell',
  component: PriceCell,
  args: { side: 'back', price: 1.62, size: '1250.00', onSelect: fn(), testId: 'cell' },
  render: (args) => (
    <div style={{ width: 66 }}>
      <PriceCell {...args} />
    </div>
  ),
} satisfies Meta<typeof PriceCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Back: Story = {
  play: async ({ canvasElement, args }) => {
    const cell = within(canvasElement).getByTestId('cell');
    await expect(cell).toHaveTextContent('1.62');
    await expect(cell).toHaveTextContent('1,250');
    await userEvent.click(cell);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Lay: Story = { args: { side: 'lay', price: 1.65, size: '25000.00' } };

export const DeeperLevel: Story = { args: { best: false, size: '1500000.00' } };

export const Selected: Story = { args: { selected: true } };

export const Empty: Story = {
  args: { price: null, size: null },
  play: async ({ canvasElement, args }) => {
    const cell = within(canvasElement).getByTestId('cell');
    await expect(cell).toBeDisabled();
    await expect(cell).toHaveTextContent('–');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cell')).toBeDisabled();
  },
};

export const FancyRate: Story = { args: { side: 'lay', price: 49, size: undefined, sub: 100 } };

/** The price moves every time the button is pressed: the cell flashes (not on its first paint). */
export const FlashesOnChange: Story = {
  render: function Render(args) {
    const [price, setPrice] = useState(1.62);
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <div style={{ width: 66 }}>
          <PriceCell {...args} price={price} />
        </div>
        <button type="button" onClick={() => setPrice((p) => Math.round((p + 0.01) * 100) / 100)}>
          Move
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByTestId('cell');
    await expect(cell).toHaveAttribute('data-flash', '0');
    await expect(canvas.queryByTestId('cell-flash')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(cell).toHaveTextContent('1.63');
    await expect(cell).toHaveAttribute('data-flash', '1');
    await expect(canvas.getByTestId('cell-flash')).toBeInTheDocument();
  },
};
