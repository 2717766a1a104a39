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

/** Scrolled so that a Next button lies where it would float: it stays away until the button has scrolled on. */
export const HidesOverAnAction: Story = {
  render: (args) => (
    <div>
      <div style={{ height: 1200 }} />
      <button type="button" style={{ display: 'block', width: '100%', height: 120 }}>
        Next
      </button>
      <div style={{ height: 2400 }} />
      <BackToTop {...args} />
    </div>
  ),
  play: async () => {
    // The Next button's bottom edge 20 px above the viewport's bottom: under where the button would float (80 px up).
    window.scrollTo({ top: 1200 + 120 - window.innerHeight + 20, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 400));
    await expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();
    window.scrollTo({ top: 2000, behavior: 'instant' });
    await screen.findByRole('button', { name: 'Back to top' });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
