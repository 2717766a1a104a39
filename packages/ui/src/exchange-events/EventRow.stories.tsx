import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventRow } from './EventRow';
import { inPlayCricket, longBangla, noMarket, noPrices, STORY_NOW, suspendedCricket, tomorrowTennis, upcomingSoccer } from './fixtures';

const meta = {
  title: 'Exchange/EventRow',
  component: EventRow,
  args: { event: inPlayCricket, onOpen: fn(), href: '/odds-view?marketId=1&eventId=1&sport=cricket', now: STORY_NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In play: live badge with the score, F and BM badges, best back (blue) and lay (pink) per runner. */
export const InPlay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('live-badge')).toBeVisible();
    await expect(canvas.getByTestId('score')).toHaveTextContent('COV 83/4 (15.3)');
    await expect(canvas.getByTestId('badge-fancy')).toHaveTextContent('F');
    await expect(canvas.getByTestId('badge-bookmaker')).toHaveTextContent('BM');
    const backs = canvas.getAllByTestId('price-back');
    await expect(backs).toHaveLength(2);
    await expect(backs[0]).toHaveTextContent('1.26');
    await expect(backs[0]).toHaveTextContent('12.5K');
    await expect(canvas.getAllByTestId('price-lay')[1]).toHaveTextContent('4.6');
    await userEvent.click(canvas.getByTestId('event-row'));
    await expect(args.onOpen).toHaveBeenCalledWith(inPlayCricket);
  },
};

/** Soccer: three runners shown 1 · X · 2 with the draw in the middle; starts today, Dhaka time. */
export const UpcomingWithDraw: Story = {
  args: { event: upcomingSoccer, href: '/odds-view?marketId=7&eventId=4&sport=soccer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('live-badge')).toBeNull();
    await expect(canvas.getByText('Today 19:30')).toBeVisible();
    const backs = canvas.getAllByTestId('price-back');
    await expect(backs).toHaveLength(3);
    await expect(backs[1]).toHaveTextContent('3.65');
    await expect(canvas.queryByTestId('badge-fancy')).toBeNull();
  },
};

export const Tomorrow: Story = {
  args: { event: tomorrowTennis },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tomorrow 19:30')).toBeVisible();
  },
};

/** A suspended market: prices veiled, the row still opens the event. */
export const SuspendedMarket: Story = {
  args: { event: suspendedCricket },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('market-veil')).toHaveTextContent(/suspended/i);
    await userEvent.click(canvas.getByTestId('event-row'));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const NoPrices: Story = {
  args: { event: noPrices },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const cell of canvas.getAllByTestId('price-back')) await expect(cell).toHaveTextContent('–');
    await expect(canvas.queryByTestId('market-veil')).toBeNull();
  },
};

export const NoMarketYet: Story = {
  args: { event: noMarket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('prices')).toBeNull();
    await expect(canvas.getByText('Odds coming soon')).toBeVisible();
  },
};

/** Long Bangla names wrap to two lines and the competition is cut, never the prices. */
export const LongBanglaNames: Story = {
  args: { event: longBangla },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByTestId('event-row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth + 2);
    await expect(canvas.getByTestId('live-badge')).toHaveTextContent('লাইভ');
    await expect(canvas.getAllByTestId('price-back')[1]).toHaveTextContent('2.02');
  },
};
