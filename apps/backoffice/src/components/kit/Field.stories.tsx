import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './Field';
import { Input } from './Input';

const meta = {
  title: 'Console/Field',
  component: Field,
  args: {
    label: 'Payout transaction ID',
    hint: '4 to 64 characters, as the wallet shows it.',
    children: (id: string) => <Input id={id} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the label is wired to the control through the generated id
    const input = canvas.getByLabelText('Payout transaction ID');
    await userEvent.type(input, 'PAY77');
    await expect(input).toHaveValue('PAY77');
    await expect(canvas.getByText(/4 to 64 characters/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithError: Story = {
  args: {
    error: 'Please enter the payout transaction ID (4 to 64 characters).',
    children: (id: string) => <Input id={id} $invalid defaultValue="P1" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the error replaces the hint and is announced
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter the payout transaction ID');
    await expect(canvas.queryByText(/as the wallet shows it/)).toBeNull();
    await expect(canvas.getByLabelText('Payout transaction ID')).toHaveValue('P1');
  },
};

export const TwoFieldsTwoIds: Story = {
  render: (args) => (
    <>
      <Field {...args} label="From">{(id) => <Input id={id} type="date" />}</Field>
      <Field {...args} label="To">{(id) => <Input id={id} type="date" />}</Field>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await expect(from.id).not.toBe(to.id);
  },
};
