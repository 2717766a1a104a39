import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DrillRow } from './DrillRow';
import { SportIcon } from './icons';

const meta = {
  title: 'Exchange/DrillRow',
  component: DrillRow,
  args: {
    title: 'Cricket',
    subtitle: '4 competitions · 9 matches',
    liveCount: 2,
    icon: <SportIcon sport="cricket" />,
    href: '/exchange-sports?sport=cricket',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrillRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 live')).toBeVisible();
    await userEvent.click(canvas.getByTestId('drill-row'));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const CompetitionNothingLive: Story = {
  args: { title: 'Indian Premier League', subtitle: '1 match', liveCount: 0, icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/live/)).toBeNull();
  },
};

export const LongBanglaName: Story = {
  args: { title: 'বঙ্গবন্ধু বাংলাদেশ প্রিমিয়ার লিগ টি-টোয়েন্টি চ্যাম্পিয়নশিপ ২০২৬', subtitle: '৩টি ম্যাচ', liveCount: 1 },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('১টি লাইভ')).toBeVisible();
  },
};
