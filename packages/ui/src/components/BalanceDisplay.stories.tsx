import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BalanceCard, BalanceDisplay, REFRESH_SPIN_MS, type BalanceProps } from './BalanceDisplay';

const meta = {
  title: 'UI/BalanceDisplay',
  component: BalanceDisplay,
  args: {
    value: '25430.50',
    currency: '৳',
    hidden: false,
    onToggleHidden: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('balance-amount')).toHaveTextContent('25,430.50');
    await expect(canvas.getByRole('button', { name: 'Hide balance' })).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('balance-amount')).toHaveTextContent('****');
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toBeInTheDocument();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('skeleton')).toBeInTheDocument();
  },
};

function Interactive(props: BalanceProps & { card?: boolean }) {
  const [hidden, setHidden] = useState(props.hidden);
  const Comp = props.card ? BalanceCard : BalanceDisplay;
  return (
    <Comp
      {...props}
      hidden={hidden}
      onToggleHidden={() => {
        setHidden((h) => !h);
        props.onToggleHidden();
      }}
    />
  );
}

export const ToggleAndRefresh: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(args.onToggleHidden).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTestId('balance-amount')).toHaveTextContent('****');
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await expect(canvas.getByTestId('balance-amount')).toHaveTextContent('25,430.50');

    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'), { timeout: REFRESH_SPIN_MS + 500 });
  },
};

export const Card: Story = {
  render: (args) => (
    <div style={{ maxWidth: 412 }}>
      <Interactive {...args} card label="Main Wallet" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Main Wallet')).toBeInTheDocument();
    await expect(canvas.getByTestId('balance')).toBeInTheDocument();
  },
};
