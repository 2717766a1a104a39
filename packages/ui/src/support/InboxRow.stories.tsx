import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InboxRow } from './InboxRow';

const meta = {
  title: 'Support/InboxRow',
  component: InboxRow,
  args: {
    title: 'Deposit approved',
    preview: 'Your deposit of ৳500.00 has…',
    date: '24/11/2026, 09:15',
    unread: true,
    onOpen: fn(),
    onToggle: fn(),
  },
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0, maxWidth: 412 }}><Story /></ul>],
} satisfies Meta<typeof InboxRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('inbox-row')).toHaveAttribute('data-unread', 'true');
    await userEvent.click(c.getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const Read: Story = { args: { unread: false } };

export const Bangla: Story = {
  args: { title: 'জমা অনুমোদিত হয়েছে', preview: 'আপনার ৳৫০০.০০ জমা অনুমোদিত…', unread: false },
};

export const Selecting: Story = {
  args: { selectable: true, selected: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button'));
    await expect(args.onToggle).toHaveBeenCalled();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Selected: Story = { args: { selectable: true, selected: true } };

export const LongTitle: Story = {
  args: { title: 'A very long operator title that will not fit on one line of a small phone screen at all', unread: true },
};
