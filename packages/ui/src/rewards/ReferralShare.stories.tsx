import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../components/Toast';
import { ReferralShare } from './ReferralShare';

const link = 'https://khela.example/referral_code?referral_code=KH7Q2M';

const meta = {
  title: 'Rewards/ReferralShare',
  component: ReferralShare,
  args: { link, code: 'KH7Q2M' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 380 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ReferralShare>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const enc = encodeURIComponent(link);
    await expect(canvas.getByTestId('referral-channel-facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${enc}`);
    await expect(canvas.getByTestId('referral-channel-telegram').getAttribute('href')).toContain(`https://t.me/share/url?url=${enc}`);
    await expect(canvas.getByTestId('referral-channel-mail').getAttribute('href')).toMatch(/^mailto:\?subject=/);
    for (const c of ['line', 'skype', 'whatsapp']) await expect(canvas.getByTestId(`referral-channel-${c}`).getAttribute('href')).toContain(enc);
  },
};

export const ShareUnsupported: Story = {
  play: async ({ canvasElement }) => {
    const original = navigator.share;
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    try {
      await userEvent.click(within(canvasElement).getByTestId('referral-share-button'));
      // The toast fades in (0.2 s): wait for it to be visible rather than race the animation.
      const toast = await within(document.body).findByText('Sharing is not supported on this device.');
      await waitFor(() => expect(toast).toBeVisible());
    } finally {
      Object.defineProperty(navigator, 'share', { value: original, configurable: true });
    }
  },
};

export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const clipboard = navigator.clipboard;
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (s: string) => void written.push(s) }, configurable: true });
    try {
      await userEvent.click(within(canvasElement).getByTestId('referral-copy-link'));
      const toast = await within(document.body).findByText('Referral link copied to clipboard!');
      await waitFor(() => expect(toast).toBeVisible());
      await expect(written).toEqual([link]);
    } finally {
      Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    }
  },
};
