import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InstallGuideDialog } from './InstallGuideDialog';

const meta = {
  title: 'PWA/InstallGuideDialog',
  component: InstallGuideDialog,
  args: { open: true, onClose: fn(), platform: 'android', siteName: 'Khela' },
} satisfies Meta<typeof InstallGuideDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Android Chrome without an install prompt: the Chrome menu steps come first. */
export const Android: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    const sections = within(dialog).getAllByRole('region');
    await expect(sections[0]).toHaveAttribute('data-testid', 'pwa-guide-android');
    await expect(within(dialog).getByText('Tap “Add to Home screen” (or “Install app”).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** iOS Safari (never offers a prompt): Share → Add to Home Screen first. */
export const Ios: Story = {
  args: { platform: 'ios' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    await expect(within(dialog).getAllByRole('region')[0]).toHaveAttribute('data-testid', 'pwa-guide-ios');
    await expect(within(dialog).getByText('Scroll down and tap “Add to Home Screen”.')).toBeInTheDocument();
  },
};

/** A computer: both phones' steps and the address bar's install icon. */
export const Computer: Story = {
  args: { platform: 'other' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    await expect(within(dialog).getByText(/install icon at the right of the address bar/)).toBeInTheDocument();
  },
};
