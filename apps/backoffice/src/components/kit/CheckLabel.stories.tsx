import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckLabel } from './CheckLabel';

const meta = {
  title: 'Console/CheckLabel',
  component: CheckLabel,
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <CheckLabel>
        <input type="checkbox" defaultChecked /> Cash Out
      </CheckLabel>
      <CheckLabel>
        <input type="checkbox" /> Send Money
      </CheckLabel>
    </div>
  ),
} satisfies Meta<typeof CheckLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('checkbox', { name: 'Send Money' });
    await expect(canvas.getByRole('checkbox', { name: 'Cash Out' })).toBeChecked();
    await expect(send).not.toBeChecked();
    // the whole label is the target
    await userEvent.click(canvas.getByText('Send Money'));
    await expect(send).toBeChecked();
    await expect(send.getBoundingClientRect().width).toBe(15);
  },
};
