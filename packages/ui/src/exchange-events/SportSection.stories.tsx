import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventRow } from './EventRow';
import { SportSection } from './SportSection';
import { inPlayCricket, STORY_NOW, suspendedCricket } from './fixtures';

const meta = {
  title: 'Exchange/SportSection',
  component: SportSection,
  args: {
    title: 'Cricket',
    sport: 'cricket',
    count: 2,
    live: true,
    onToggle: fn(),
    children: (
      <>
        <EventRow event={inPlayCricket} onOpen={() => undefined} now={STORY_NOW} />
        <EventRow event={suspendedCricket} onOpen={() => undefined} now={STORY_NOW} />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsible: the heading folds and unfolds the rows. */
export const Collapsible: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const head = canvas.getByRole('button', { name: /Cricket/ });
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByTestId('section-count')).toHaveTextContent('2');
    await expect(canvas.getAllByTestId('event-row')).toHaveLength(2);
    await userEvent.click(head);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
    await expect(head).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByTestId('event-row')).toHaveLength(0);
    await userEvent.click(head);
    await expect(canvas.getAllByTestId('event-row')).toHaveLength(2);
  },
};

export const StartsFolded: Story = {
  args: { defaultOpen: false, live: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByTestId('event-row')).toHaveLength(0);
  },
};

/** A plain heading (the home page's In-Play and Upcoming). */
export const Static: Story = {
  args: { title: 'Upcoming', sport: undefined, live: false, collapsible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Upcoming/ })).toBeNull();
    await expect(canvas.getAllByTestId('event-row')).toHaveLength(2);
  },
};

export const Bangla: Story = {
  args: { title: 'ক্রিকেট' },
  globals: { locale: 'bn' },
};
