import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryExport } from './HistoryExport';

const meta = {
  title: 'Records/HistoryExport',
  component: HistoryExport,
  args: { defaultFrom: '2026-10-26', defaultTo: '2026-11-24', status: { state: 'idle' }, onDownload: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 412 }}>{Story()}</div>],
} satisfies Meta<typeof HistoryExport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days by default; Download hands the two days to the app. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('history-export')).toHaveTextContent('30 days');
    await userEvent.click(c.getByTestId('history-download'));
    await expect(args.onDownload).toHaveBeenCalledWith('2026-10-26', '2026-11-24');
  },
};

/** A reversed period is explained and cannot be downloaded. */
export const Reversed: Story = {
  args: { defaultFrom: '2026-11-25', defaultTo: '2026-11-24' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('history-problem')).toHaveTextContent('The end date must not be before the start date.');
    await expect(c.getByTestId('history-download')).toBeDisabled();
  },
};

export const Preparing: Story = { args: { status: { state: 'loading' } } };

export const Saved: Story = { args: { status: { state: 'done', fileName: 'khela-history-2026-10-26-2026-11-24.csv' } } };

/** A refusal from the server, translated through the messages namespace. */
export const Failed: Story = { args: { status: { state: 'failed', message: null } } };

/** In Bangla: Bangla dates and digits. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('history-export')).toHaveTextContent('৩০ দিন');
  },
};
