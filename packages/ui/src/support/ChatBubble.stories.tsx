import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ChatBubble } from './ChatBubble';
import { IMAGE_DATA_URL, THREAD } from './fixtures';

const meta = {
  title: 'Support/ChatBubble',
  component: ChatBubble,
  args: { message: THREAD[1]!, mine: true, time: '10:00' },
  decorators: [(Story) => <div style={{ maxWidth: 412 }}><Story /></div>],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mine: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('chat-bubble')).toHaveAttribute('data-mine', 'true');
    await expect(c.queryByTestId('chat-read')).toBeNull();
  },
};

export const MineRead: Story = {
  args: { read: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chat-read')).toHaveTextContent('Read');
  },
};

export const Agent: Story = {
  args: { message: THREAD[2]!, mine: false, time: '10:01' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Rahim')).toBeVisible();
    await expect(c.getByTestId('chat-bubble')).toHaveAttribute('data-sender', 'agent');
  },
};

export const AgentWithoutName: Story = {
  args: { message: { ...THREAD[2]!, sender_name: null }, mine: false, time: '10:01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Customer Support')).toBeVisible();
  },
};

export const DeskNote: Story = {
  args: { message: THREAD[0]!, mine: false, time: '10:00' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('chat-bubble')).toHaveAttribute('data-sender', 'system');
    await expect(c.getByText(/Conversation opened/)).toBeVisible();
  },
};

export const WithImage: Story = {
  args: { message: THREAD[3]!, mine: true, read: true, imageUrl: IMAGE_DATA_URL, time: '09:15' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('chat-image'));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: 'Image sent in the chat' })).toBeInTheDocument();
  },
};

export const LongWord: Story = {
  args: { message: { ...THREAD[1]!, content: 'https://example.com/'.padEnd(180, 'x') }, mine: false, time: '10:00' },
};
