import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { FundsErrorModal, type FundsLinkComponent } from './FundsErrorModal';

const PlainLink: FundsLinkComponent = ({ to, onClick, className, children, 'data-testid': testId }) => (
  <a
    href={to}
    className={className}
    data-testid={testId}
    onClick={(e) => {
      e.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'Funds/FundsErrorModal',
  component: FundsErrorModal,
  args: { text: 'Please verify your phone number first.', onClose: fn(), linkComponent: PlainLink },
} satisfies Meta<typeof FundsErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain refusal: the text and OK. */
export const Plain: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('error-modal-body')).toHaveTextContent('Please verify your phone number first.');
    await expect(screen.queryByTestId('error-modal-action')).toBeNull();
    await userEvent.click(screen.getByTestId('error-modal-ok'));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A refusal that leads somewhere: the text is a link and a button goes there too. */
export const WithLink: Story = {
  args: { link: { to: '/profile', label: 'Go to profile' } },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('error-modal-link')).toHaveAttribute('href', '/profile');
    await expect(screen.getByTestId('error-modal-action')).toHaveTextContent('Go to profile');
    await userEvent.click(screen.getByTestId('error-modal-action'));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
