import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Btn } from './Btn';

const meta = {
  title: 'Console/Btn',
  component: Btn,
  args: { children: 'Approve', onClick: fn() },
  argTypes: {
    $variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    $size: { control: 'inline-radio', options: ['sm', 'xs'] },
  },
} satisfies Meta<typeof Btn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Secondary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approve' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button.getBoundingClientRect().height).toBe(32);
  },
};

const submitted = fn();

/** A Btn is type="button" unless told otherwise, so a table action inside a form never submits it. */
export const InsideAForm: Story = {
  render: (args) => (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitted();
      }}
    >
      <Btn {...args}>Add row</Btn> <Btn type="submit" $variant="primary">Save</Btn>
    </form>
  ),
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add row' })).toHaveAttribute('type', 'button');
    await userEvent.click(canvas.getByRole('button', { name: 'Add row' }));
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Btn {...args} $variant="primary">Primary</Btn>
      <Btn {...args} $variant="secondary">Secondary</Btn>
      <Btn {...args} $variant="danger">Reject</Btn>
      <Btn {...args} $variant="ghost">Cancel</Btn>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = ['Primary', 'Secondary', 'Reject'].map((name) => getComputedStyle(canvas.getByRole('button', { name })).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(3);
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Cancel' })).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const ExtraSmall: Story = {
  args: { $size: 'xs', children: 'Refund' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refund' }).getBoundingClientRect().height).toBe(26);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approve' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
