import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageText } from './PageText';

const meta = {
  title: 'Footer/PageText',
  component: PageText,
  args: {
    body: [
      'Playing at Khela should be fun, never a way to make money or to escape problems.',
      'Only for adults (18+)\nYou must be at least 18 years old to open an account and play.',
      'Take a break\nIf you need time away, ask support for a time-out of 24 hours, 7 days or 30 days.',
    ].join('\n\n'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof PageText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank lines separate paragraphs; a short first line of a paragraph is its heading. */
export const Paragraphs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Only for adults (18+)', 'Take a break']);
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
  },
};

export const Bangla: Story = {
  args: {
    body: 'খেলায় খেলা হওয়া উচিত আনন্দের জন্য।\n\nবিরতি নিন\nকিছুদিন দূরে থাকতে চাইলে সাপোর্টের কাছে টাইম-আউট চান।',
  },
};
