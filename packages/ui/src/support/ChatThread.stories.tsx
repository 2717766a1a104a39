import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dhakaTime, type ChatMessage } from '@khela/domain';
import { ChatThread } from './ChatThread';
import { IMAGE_DATA_URL, PLAYER_ID, THREAD, msg } from './fixtures';

const meta = {
  title: 'Support/ChatThread',
  component: ChatThread,
  args: {
    messages: THREAD,
    isMine: (m: ChatMessage) => m.sender === 'player' && m.sender_id === PLAYER_ID,
    readUpTo: 2,
    imageUrl: () => IMAGE_DATA_URL,
    formatTime: dhakaTime,
    emptyText: 'Say hello: write your question and an agent will answer here.',
  },
  decorators: [(Story) => <div style={{ height: 480, maxWidth: 412, display: 'flex', flexDirection: 'column', border: '1px solid #2a3656' }}><Story /></div>],
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('chat-day')).toHaveLength(2);
    await expect(c.getAllByTestId('chat-read')).toHaveLength(1);
    const log = c.getByTestId('chat-thread');
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Say hello/)).toBeVisible();
  },
};

export const AgentTyping: Story = {
  args: { typing: true, typingName: 'Rahim' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chat-typing')).toHaveTextContent('Rahim is typing…');
  },
};

export const DeskTyping: Story = {
  args: { typing: true, typingName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chat-typing')).toHaveTextContent('Support is typing…');
  },
};

/** A new message arrives: the thread scrolls to it. */
export const NewMessageScrolls: Story = {
  render: (args) => {
    function Live() {
      const [list, setList] = useState<ChatMessage[]>(() =>
        Array.from({ length: 14 }, (_, i) => msg(100 + i, { sender: i % 2 ? 'agent' : 'player', sender_name: i % 2 ? 'Rahim' : null, content: `Message number ${i + 1}` })),
      );
      return (
        <>
          <button
            type="button"
            onClick={() => setList((l) => [...l, msg(200 + l.length, { sender: 'agent', sender_name: 'Rahim', content: 'A brand new reply' })])}
          >
            add
          </button>
          <ChatThread {...args} messages={list} />
        </>
      );
    }
    return <Live />;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const log = c.getByTestId('chat-thread');
    log.scrollTop = 0;
    await userEvent.click(c.getByRole('button', { name: 'add' }));
    await expect(c.getByText('A brand new reply')).toBeVisible();
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2);
  },
};
