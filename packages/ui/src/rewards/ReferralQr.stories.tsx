import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ReferralQr } from './ReferralQr';

const meta = {
  title: 'Rewards/ReferralQr',
  component: ReferralQr,
  args: { value: 'https://khela.example/referral_code?referral_code=KH7Q2M', label: 'QR code of your referral link' },
} satisfies Meta<typeof ReferralQr>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement).getByTestId('referral-qr') as HTMLCanvasElement;
    await expect(canvas.style.width).toBe('128px');
    // Drawn: the top-left finder pattern starts with a dark module.
    await waitFor(() => {
      const px = canvas.getContext('2d')!.getImageData(1, 1, 1, 1).data;
      expect(px[0]).toBeLessThan(50);
    });
  },
};
