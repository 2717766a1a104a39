import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ErrorModal } from './ErrorModal';

const meta = {
  title: 'UI/ErrorModal',
  component: ErrorModal,
  args: { open: true, onClose: fn(), html: 'Something went wrong. Please try again.' },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = {
  play: async ({ args }) => {
    const modal = await screen.findByTestId('error-modal');
    await expect(within(modal).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithHtml: Story = {
  args: {
    html:
      '<p><b>Deposit failed.</b> Contact <a href="https://wa.me/8801000000000">support on WhatsApp</a>.</p>' +
      '<script>window.__xss = true</script>' +
      '<img src="data:image/gif;base64,AA" onerror="window.__xss = true" alt="broken">' +
      '<a href="javascript:window.__xss=true">bad link</a>',
  },
  play: async () => {
    const body = await screen.findByTestId('error-modal-body');
    await expect(within(body).getByText('Deposit failed.').tagName).toBe('B');
    await expect(within(body).getByRole('link', { name: 'support on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/8801000000000');
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.innerHTML).not.toContain('onerror');
    await expect(body.innerHTML).not.toContain('javascript:');
    await expect((window as unknown as { __xss?: boolean }).__xss).toBeUndefined();
  },
};

export const CustomTitle: Story = {
  args: { title: 'Notice', html: '<ul><li>First line</li><li>Second line</li></ul>' },
};
