import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountText } from './AmountText';
import { Stack } from './Layout';

const meta = {
  title: 'UI/AmountText',
  component: AmountText,
  args: { value: '1234567.5', currency: '৳' },
} satisfies Meta<typeof AmountText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lakh: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('amount')).toHaveTextContent('৳ 12,34,567.50');
  },
};

export const Examples: Story = {
  render: () => (
    <Stack gap={2} data-testid="examples">
      <AmountText value="0" currency="BDT" />
      <AmountText value="999.99" currency="BDT" />
      <AmountText value="25000.00" currency="BDT" />
      <AmountText value="123456789012.34" currency="BDT" />
      <AmountText value="-1500.5" currency="BDT" />
      <AmountText value="100" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const texts = within(canvasElement)
      .getAllByTestId('amount')
      .map((el) => el.textContent?.replace(/\s/g, ' '));
    await expect(texts).toEqual([
      'BDT 0.00',
      'BDT 999.99',
      'BDT 25,000.00',
      'BDT 1,23,45,67,89,012.34',
      'BDT -1,500.50',
      '100.00',
    ]);
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const el = within(canvasElement).getByTestId('amount');
    await expect(el).toHaveTextContent('****');
    await expect(el).not.toHaveTextContent('567');
  },
};
