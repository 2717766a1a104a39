import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InboxDeleteConfirm } from './InboxDeleteConfirm';

const meta = {
  title: 'Support/InboxDeleteConfirm',
  component: InboxDeleteConfirm,
  args: { open: true, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof InboxDeleteConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel keeps the messages; Delete for good confirms. */
export const Ask: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByTestId('inbox-confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId('inbox-confirm-delete'));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** While the deletion runs, the button waits. */
export const Deleting: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByTestId('inbox-confirm-delete')).toBeDisabled();
  },
};
