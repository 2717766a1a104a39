import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProtectionPanel } from './ProtectionPanel';
import { STORY_NOW, excludedState, protectionState, timedOutState } from './fixtures';

const meta = {
  title: 'Protection/ProtectionPanel',
  component: ProtectionPanel,
  args: {
    variant: 'mobile',
    state: protectionState,
    loading: false,
    failed: false,
    now: STORY_NOW,
    onRetry: fn(),
    onSet: fn(async () => true),
    onConfirm: fn(async () => true),
    onCancel: fn(async () => true),
    onTimeOut: fn(async () => true),
    onSelfExclusion: fn(async () => true),
    onRealityCheck: fn(async () => true),
  },
  parameters: { viewport: { defaultViewport: 'phone360' } },
} satisfies Meta<typeof ProtectionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Limits in force with used, remaining and the window's end; a loosening waiting, another one ready to confirm. */
export const Mobile: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('limit-deposit-day-amount')).toHaveTextContent('৳2,000.00');
    await expect(c.getByTestId('limit-deposit-day-remaining')).toHaveTextContent('৳500.00');
    await expect(c.getByTestId('limit-deposit-week-pending')).toHaveTextContent('৳20,000.00');
    await expect(c.queryByTestId('limit-deposit-week-confirm')).toBeNull();
    await userEvent.click(c.getByTestId('limit-loss-week-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledWith('loss', 'week');
    await userEvent.type(c.getByTestId('limit-deposit-day-input'), '1000');
    await userEvent.click(c.getByTestId('limit-deposit-day-save'));
    await expect(args.onSet).toHaveBeenCalledWith('deposit', 'day', '1000.00');
    await userEvent.click(c.getByTestId('safer-reality-15'));
    await expect(args.onRealityCheck).toHaveBeenCalledWith(15);
  },
};

/** The same in Bangla: Bangla digits, Dhaka dates. */
export const MobileBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('limit-deposit-day-amount')).toHaveTextContent('৳২,০০০.০০');
    await expect(c.getByTestId('safer-gambling')).toHaveTextContent('জমার সীমা');
  },
};

/** Desktop: two columns (limits | session, reality check, breaks). */
export const Desktop: Story = {
  args: { variant: 'desktop' },
  parameters: { viewport: { defaultViewport: 'desktop' } },
};

export const DesktopBangla: Story = {
  args: { variant: 'desktop' },
  globals: { locale: 'bn' },
  parameters: { viewport: { defaultViewport: 'desktop' } },
};

/** Self-excluded: the banner says until when and what still works; no new break can be started. */
export const SelfExcluded: Story = {
  args: { state: excludedState },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('safer-banner')).toHaveTextContent('20/05/2027');
    await expect(c.getByTestId('safer-banner')).toHaveTextContent(/withdraw/);
    await expect(c.queryByTestId('safer-self-exclusion')).toBeNull();
    await expect(c.queryByTestId('safer-time-out')).toBeNull();
  },
};

export const TimedOutBangla: Story = {
  args: { state: timedOutState },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('safer-banner')).toHaveTextContent('০১/১২/২০২৬');
  },
};

/** A bad amount is refused before any call. */
export const BadAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('limit-loss-day-input'), '0.5');
    await userEvent.click(c.getByTestId('limit-loss-day-save'));
    await expect(c.getByRole('alert')).toHaveTextContent('at least 1 taka');
    await expect(args.onSet).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { state: undefined, loading: true } };
export const Failed: Story = { args: { state: undefined, failed: true } };
