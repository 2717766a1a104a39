import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'UI/BackToTop',
  component: BackToTop,
  render: (args) => (
    <div>
      <p>Scroll down: the button appears after 300 px.</p>
      <div style={{ height: 2400, background: 'linear-gradient(#121a2e, #0a1020)' }} />
      <BackToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfterScroll: Story = {
  play: async () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument());
    window.scrollTo({ top: 250, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 100));
    await expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();
    window.scrollTo({ top: 400, behavior: 'instant' });
    const button = await screen.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument());
  },
};
