import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { theme } from '@khela/ui';
import { Textarea } from './Textarea';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const meta = {
  title: 'Console/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Reason', placeholder: 'Why (3 to 500 characters)' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(84);
    await expect(getComputedStyle(box).resize).toBe('vertical');
    await userEvent.type(box, 'Receipt shows a different amount.{Enter}Asked the player to resend.');
    await expect(box).toHaveValue('Receipt shows a different amount.\nAsked the player to resend.');
  },
};

export const Invalid: Story = {
  args: { $invalid: true, defaultValue: 'no' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('textbox')).borderColor).toBe(rgb(theme.colors.danger));
  },
};
