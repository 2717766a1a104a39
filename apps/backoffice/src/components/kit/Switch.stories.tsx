import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Console/Switch',
  component: Switch,
  args: { label: 'E-wallet payments', checked: false, onChange: fn(), testId: 'ewallet' },
  render: function Render(args) {
    const [on, setOn] = useState(args.checked);
    return (
      <Switch
        {...args}
        checked={on}
        onChange={(v) => {
          setOn(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'E-wallet payments' });
    await expect(box).toHaveAttribute('data-testid', 'ewallet');
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('E-wallet payments'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(box).toBeChecked();
    // the keyboard works too: Space on the focused checkbox
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(box).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'E-wallet payments' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('E-wallet payments'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(box).toBeChecked();
  },
};
