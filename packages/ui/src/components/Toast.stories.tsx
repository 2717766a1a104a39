import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { Row } from './Layout';
import { ToastProvider, useToast } from './Toast';

function Demo() {
  const toast = useToast();
  return (
    <Row wrap gap={2}>
      <Button variant="secondary" onClick={() => toast.show('Copied to clipboard')}>
        Info
      </Button>
      <Button onClick={() => toast.show('Password changed', 'success')}>Success</Button>
      <Button variant="danger" onClick={() => toast.show('Network error', 'error')}>
        Error
      </Button>
    </Row>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(alert);
    await expect(screen.queryByText('Network error')).not.toBeInTheDocument();
  },
};

export const ShortDuration: Story = {
  args: { duration: 600 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info' }));
    const toast = await screen.findByText('Copied to clipboard');
    await expect(toast).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 900));
    await expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
  },
};
