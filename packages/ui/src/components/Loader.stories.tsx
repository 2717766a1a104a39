import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { logoImage } from '../stories/fixtures';
import { Row } from './Layout';
import { FullScreenLoader, Loader, Spinner } from './Loader';

const meta = {
  title: 'UI/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dots: Story = {
  play: async () => {
    await expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const Spinners: Story = {
  render: () => (
    <Row gap={4}>
      <Spinner size={16} />
      <Spinner />
      <Spinner size={32} />
      <span style={{ color: '#f5c242' }}>
        <Spinner size={44} />
      </span>
    </Row>
  ),
};

export const FullScreenWithLogo: Story = {
  render: () => <FullScreenLoader logoSrc={logoImage} />,
  play: async () => {
    const screenEl = await screen.findByTestId('full-screen-loader');
    await expect(screenEl.querySelector('img')).not.toBeNull();
  },
};

export const FullScreenLogoFails: Story = {
  render: () => <FullScreenLoader logoSrc="data:image/png;base64,broken" label="Loading…" />,
  play: async () => {
    const screenEl = await screen.findByTestId('full-screen-loader');
    await waitFor(() => expect(screenEl.querySelector('img')).toBeNull());
    await expect(screen.getByTestId('loader')).toBeInTheDocument();
  },
};
