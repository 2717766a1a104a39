import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { theme } from '@khela/ui';
import { Select } from './Select';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const meta = {
  title: 'Console/Select',
  component: Select,
  args: {
    'aria-label': 'Role',
    defaultValue: 'support',
    onChange: fn(),
    children: (
      <>
        <option value="admin">Administrator</option>
        <option value="finance">Finance</option>
        <option value="support">Support</option>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveValue('support');
    await expect(select.getBoundingClientRect().height).toBe(36);
    await userEvent.selectOptions(select, 'finance');
    await expect(select).toHaveValue('finance');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: { $invalid: true },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('combobox')).borderColor).toBe(rgb(theme.colors.danger));
  },
};
