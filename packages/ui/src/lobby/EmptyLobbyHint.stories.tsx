import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyLobbyHint } from './EmptyLobbyHint';

const items = [
  { key: 'slot', label: 'Slot' },
  { key: 'crash', label: 'Crash' },
];

const meta = {
  title: 'Lobby/EmptyLobbyHint',
  component: EmptyLobbyHint<(typeof items)[number]>,
  args: {
    elsewhere: items,
    text: 'Try one of these instead:',
    noneText: 'No games yet. Please check back soon.',
    renderLink: (c: (typeof items)[number]) => <a href={`/${c.key}`}>{c.label}</a>,
  },
} satisfies Meta<typeof EmptyLobbyHint<(typeof items)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category without games points to the ones that have some. */
export const PointsElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Try one of these instead:')).toBeVisible();
    await expect(c.getAllByRole('link')).toHaveLength(2);
  },
};

/** No category has games yet. */
export const NothingAnywhere: Story = {
  args: { elsewhere: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No games yet. Please check back soon.')).toBeVisible();
  },
};
