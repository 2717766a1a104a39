import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleBanners } from '../stories/fixtures';
import { BannerCarousel } from './BannerCarousel';

const meta = {
  title: 'UI/BannerCarousel',
  component: BannerCarousel,
  args: { items: sampleBanners, interval: 3000 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 412 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How far the bar has filled: its animated transform's horizontal scale (a CSS animation, read as it runs). */
const progressOf = (el: HTMLElement) => {
  const m = /^matrix\(([\d.e-]+)/.exec(getComputedStyle(el).transform);
  return m ? Number(m[1]) : 0;
};

export const Banners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = await canvas.findAllByTestId('banner-dot');
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');

    const imgs = canvasElement.querySelectorAll('img');
    await expect(imgs[0]).toHaveAttribute('width', '750');
    await expect(imgs[0]).toHaveAttribute('height', '300');
    await expect([...imgs].some((img) => img.getAttribute('loading') === 'lazy')).toBe(true);

    // the progress bar fills while the slide waits (each wait is a new bar element: its animation starts from nothing)
    const bar = () => canvas.getByTestId('banner-progress');
    await waitFor(() => expect(progressOf(bar())).toBeGreaterThan(0.2), { timeout: 2500 });
    await expect(bar()).toHaveAttribute('data-running', 'true');

    // choosing a slide moves to it and restarts the bar
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true'));
    await expect(progressOf(bar())).toBeLessThan(0.2);
  },
};

export const AutoAdvances: Story = {
  args: { interval: 800 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = await canvas.findByRole('button', { name: 'Go to slide 2' });
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
  },
};

export const Clickable: Story = {
  args: { items: sampleBanners.map((b) => ({ ...b, onClick: fn() })) },
  play: async ({ canvasElement, args }) => {
    const first = within(canvasElement).getAllByRole('button', { name: 'Cricket Exchange' })[0]!;
    await userEvent.click(first);
    await expect(args.items[0]!.onClick).toHaveBeenCalled();
  },
};

export const SingleBanner: Story = {
  args: { items: sampleBanners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByTestId('banner-dot')).toHaveLength(0);
  },
};
