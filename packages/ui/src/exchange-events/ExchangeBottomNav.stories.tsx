import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExchangeBottomNav } from './ExchangeBottomNav';
import type { ExchangeNavKey } from './icons';

const hrefs: Record<ExchangeNavKey, string> = {
  home: '/exchange',
  inplay: '/exchange-inplay',
  sports: '/exchange-sports',
  multi: '/exchange-multi',
  account: '/exchange-account',
};

const meta = {
  title: 'Exchange/ExchangeBottomNav',
  component: ExchangeBottomNav,
  args: { active: 'home', hrefs, onNavigate: fn() },
  parameters: { viewport: { defaultViewport: 'phone360' } },
  render: function Render(args) {
    const [active, setActive] = useState(args.active);
    return (
      <div style={{ height: 160 }}>
        <ExchangeBottomNav
          {...args}
          active={active}
          onNavigate={(key, href) => {
            setActive(key);
            args.onNavigate(key, href);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ExchangeBottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByTestId('exchange-nav-home')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('exchange-nav-inplay')).toHaveAttribute('href', '/exchange-inplay');
    await userEvent.click(canvas.getByTestId('exchange-nav-inplay'));
    await expect(args.onNavigate).toHaveBeenCalledWith('inplay', '/exchange-inplay');
    await expect(canvas.getByTestId('exchange-nav-inplay')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('exchange-nav-home')).not.toHaveAttribute('aria-current');
    await expect(canvas.getByTestId('exchange-nav').getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
  },
};

export const InPlayWithBadge: Story = {
  args: { active: 'inplay', badges: { inplay: 6 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('exchange-nav-inplay')).toHaveTextContent('6');
    await expect(within(canvasElement).getByTestId('exchange-nav-inplay-badge')).toHaveTextContent('6');
    await expect(within(canvasElement).queryByTestId('exchange-nav-home-badge')).toBeNull();
  },
};

/** On the market page no tab is current. */
export const NoneActive: Story = {
  args: { active: null },
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Bangla: Story = {
  args: { active: 'sports' },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('exchange-nav-multi')).toHaveTextContent('মাল্টি মার্কেট');
  },
};
