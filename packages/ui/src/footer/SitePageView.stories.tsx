import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SitePageView } from './SitePageView';

const meta = {
  title: 'Footer/SitePageView',
  component: SitePageView,
  args: {
    variant: 'mobile',
    loading: false,
    error: false,
    onRetry: fn(),
    page: {
      title: 'Responsible Gaming',
      body: 'Playing at Khela should be fun.\n\nOnly for adults (18+)\nYou must be at least 18 years old to open an account and play.\n\nTake a break\nAsk support for a time-out of 24 hours, 7 days or 30 days.',
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { args: { showTitle: false } };

export const Desktop: Story = {
  args: { variant: 'desktop' },
  decorators: [(Story) => <div style={{ width: 1000 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Responsible Gaming');
  },
};

export const Loading: Story = { args: { page: null, loading: true } };

export const Failed: Story = {
  args: { page: null, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
