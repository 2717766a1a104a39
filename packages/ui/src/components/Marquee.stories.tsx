import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from './Icon';
import { Marquee } from './Marquee';

const meta = {
  title: 'UI/Marquee',
  component: Marquee,
  args: {
    items: ['Welcome to Khela! Play responsibly.', 'খেলায় স্বাগতম! দায়িত্বের সঙ্গে খেলুন।', '24/7 live chat support.'],
    speed: 30,
    icon: <Icon name="inbox" size={18} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 412 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcements: Story = {
  play: async ({ canvasElement }) => {
    const marquee = within(canvasElement).getByTestId('marquee');
    const track = within(canvasElement).getByTestId('marquee-track');
    await waitFor(() => expect(getComputedStyle(track).animationPlayState).toBe('running'));
    await userEvent.click(marquee);
    await expect(marquee).toHaveAttribute('data-paused', 'true');
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await userEvent.click(marquee);
    await expect(marquee).not.toHaveAttribute('data-paused');
  },
};

export const Fast: Story = { args: { speed: 90 } };
