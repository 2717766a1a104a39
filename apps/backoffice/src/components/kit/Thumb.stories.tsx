import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Thumb } from './Thumb';

/** A 320 × 100 banner, inline so the story needs no network. */
const BANNER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100"><rect width="320" height="100" fill="#12b981"/><circle cx="60" cy="50" r="30" fill="#f5c242"/></svg>',
)}`;

const meta = {
  title: 'Console/Thumb',
  component: Thumb,
  args: { src: BANNER, alt: 'Welcome offer banner' },
} satisfies Meta<typeof Thumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Welcome offer banner' });
    await waitFor(() => expect(img.complete && img.naturalWidth).toBe(320));
    // any image shows as a 72 × 40 preview, cropped rather than squashed
    const box = img.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([72, 40]);
    await expect(getComputedStyle(img).objectFit).toBe('cover');
  },
};
