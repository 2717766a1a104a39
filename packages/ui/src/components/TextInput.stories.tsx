import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: { label: 'Username', placeholder: '8-16 letters or digits' },
  decorators: [(Story) => (
    <div style={{ maxWidth: 412 }}>
      <Story />
    </div>
  )],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'player01');
    await expect(input).toHaveValue('player01');
  },
};

export const WithHint: Story = {
  args: { hint: 'You will log in with this name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toHaveAccessibleDescription('You will log in with this name.');
  },
};

export const WithError: Story = {
  args: { error: 'Username must be 8-16 characters', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Username');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username must be 8-16 characters');
    await expect(input).toHaveAccessibleDescription('Username must be 8-16 characters');
  },
};

export const PhoneWithPrefix: Story = {
  args: { label: 'Phone number', prefix: '+88', type: 'tel', inputMode: 'numeric', placeholder: '01XXXXXXXXX' },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: 'At least 8 characters', defaultValue: 'secret-pass' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player01' },
};
