import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BreakConfirmDialog } from './BreakPickers';
import { STORY_NOW } from './fixtures';

const meta = {
  title: 'Protection/BreakConfirmDialog',
  component: BreakConfirmDialog,
  args: { choice: { kind: 'time_out', days: 7 }, now: STORY_NOW, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof BreakConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 7-day time-out: ends 01/12/2026, 13:30 Dhaka; what stops, what stays, no way back. */
export const TimeOut: Story = {
  play: async ({ args }) => {
    const c = within(document.body);
    await expect(c.getByTestId('safer-break-when')).toHaveTextContent('01/12/2026, 13:30');
    await expect(c.getByTestId('safer-break-confirm')).toHaveTextContent(/withdraw your money/);
    await expect(c.getByTestId('safer-break-confirm')).toHaveTextContent(/cannot be cancelled or shortened/);
    await userEvent.click(c.getByTestId('safer-break-yes'));
    await expect(args.onConfirm).toHaveBeenCalledWith({ kind: 'time_out', days: 7 });
  },
};

export const TimeOutBangla: Story = { globals: { locale: 'bn' } };

/** Self-exclusion for a year: the end, and that only an administrator lifts it afterwards. */
export const SelfExclusion: Story = {
  args: { choice: { kind: 'self_exclusion', months: 12 } },
  play: async () => {
    const c = within(document.body);
    await expect(c.getByTestId('safer-break-when')).toHaveTextContent('24/11/2027');
    await expect(c.getByTestId('safer-break-confirm')).toHaveTextContent(/administrator/);
  },
};

export const Permanent: Story = { args: { choice: { kind: 'self_exclusion', months: 'permanent' } } };
export const PermanentBangla: Story = { args: { choice: { kind: 'self_exclusion', months: 'permanent' } }, globals: { locale: 'bn' } };
