import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog';
import { realitySummary } from './fixtures';

const meta = {
  title: 'Protection/RealityCheckDialog',
  component: RealityCheckDialog,
  args: { open: true, summary: realitySummary, minutes: 75, onContinue: fn(), onLogout: fn(), onHistory: fn() },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 h 15 min since login, staked, won and the net loss; Continue, Log out and the betting records. */
export const Shown: Story = {
  play: async ({ args }) => {
    const c = within(document.body);
    await expect(c.getByTestId('reality-check-time')).toHaveTextContent('1 hours 15 minutes');
    await expect(c.getByTestId('reality-check-staked')).toHaveTextContent('৳3,250.00');
    await expect(c.getByTestId('reality-check-net')).toHaveTextContent('-৳1,149.50');
    await userEvent.click(c.getByTestId('reality-check-continue'));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async () => {
    const c = within(document.body);
    await expect(c.getByTestId('reality-check-staked')).toHaveTextContent('৳৩,২৫০.০০');
  },
};

/** While the figures load the time since login already shows. */
export const Loading: Story = { args: { summary: null, minutes: 30 } };
