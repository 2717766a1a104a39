import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Currency',
    options: [
      { value: 'BDT', label: 'BDT' },
      { value: 'INR', label: 'INR' },
      { value: 'PKR', label: 'PKR' },
    ],
    onChange: fn(),
  },
  decorators: [(Story) => (
    <div style={{ maxWidth: 412 }}>
      <Story />
    </div>
  )],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Currency');
    await userEvent.selectOptions(select, 'INR');
    await expect(select).toHaveValue('INR');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: { label: 'Area code', placeholder: 'Choose', options: [{ value: '+880', label: '+880' }, { value: '+91', label: '+91' }, { value: '+92', label: '+92' }] },
};

export const WithError: Story = {
  args: { error: 'Please choose a currency', placeholder: 'Choose' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a currency');
  },
};
