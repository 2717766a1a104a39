import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { setDisplayLanguage } from '@khela/domain';
import { UnreadCount } from './UnreadCount';

const meta = {
  title: 'UI/UnreadCount',
  component: UnreadCount,
  args: { count: 3, label: '3 unread messages' },
} satisfies Meta<typeof UnreadCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByLabelText('3 unread messages');
    await expect(pill).toHaveTextContent('3');
  },
};

export const ManyShowsNinetyNinePlus: Story = {
  args: { count: 140, label: '140 unread messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('140 unread messages')).toHaveTextContent('99+');
  },
};

export const BanglaDigits: Story = {
  args: { count: 12, label: '১২টি না-পড়া বার্তা' },
  render: (args) => {
    setDisplayLanguage('bn');
    return <UnreadCount {...args} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('১২টি না-পড়া বার্তা')).toHaveTextContent('১২');
    setDisplayLanguage('en');
  },
};
