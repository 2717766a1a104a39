import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { theme } from '@khela/ui';
import { Input } from './Input';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const meta = {
  title: 'Console/Input',
  component: Input,
  args: { 'aria-label': 'Username or ID', placeholder: 'Username or ID' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username or ID' });
    await expect(input.getBoundingClientRect().height).toBe(36);
    await userEvent.type(input, 'rahim2024');
    await expect(input).toHaveValue('rahim2024');
    await expect(input).toHaveFocus();
    // the border turns to the accent colour on focus (after a short transition)
    await waitFor(() => expect(getComputedStyle(input).borderColor).toBe(rgb(theme.colors.accent)));
  },
};

export const Invalid: Story = {
  args: { $invalid: true, defaultValue: 'ab' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username or ID' });
    await expect(getComputedStyle(input).borderColor).toBe(rgb(theme.colors.danger));
    await userEvent.click(input);
    // still red when focused: the focus ring does not hide the error
    await new Promise((r) => setTimeout(r, 200));
    await expect(getComputedStyle(input).borderColor).toBe(rgb(theme.colors.danger));
  },
};

export const DatePicker: Story = {
  args: { type: 'date', 'aria-label': 'From', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('From');
    await expect(getComputedStyle(input).colorScheme).toBe('dark');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'locked' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username or ID' });
    await expect(input).toBeDisabled();
    await expect(getComputedStyle(input).opacity).toBe('0.6');
  },
};
