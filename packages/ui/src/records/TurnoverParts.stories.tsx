import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../components/Button';
import { TurnoverBar, TurnoverHelpDialog, TurnoverTabs } from './TurnoverParts';

function Turnover({ counts }: { counts: { active: number; completed: number } | null }) {
  const [view, setView] = useState<'active' | 'completed'>('active');
  const [help, setHelp] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <TurnoverTabs aria-label="Turnover" value={view} onChange={(k) => setView(k === 'completed' ? 'completed' : 'active')} counts={counts} />
      <p data-testid="shown">{view}</p>
      <TurnoverBar percent={view === 'active' ? '42.50' : '100.00'} done={view === 'completed'} />
      <Button onClick={() => setHelp(true)} data-testid="turnover-help">
        Help
      </Button>
      <TurnoverHelpDialog open={help} onClose={() => setHelp(false)} />
    </div>
  );
}

const meta = {
  title: 'Records/TurnoverParts',
  component: Turnover,
  args: { counts: { active: 2, completed: 5 } },
} satisfies Meta<typeof Turnover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tabs with their counts switch the view; Help opens the explanation and Got it closes it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('turnover-tab-active')).toHaveTextContent('2');
    await expect(c.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42.5');
    await userEvent.click(c.getByTestId('turnover-tab-completed'));
    await expect(c.getByTestId('shown')).toHaveTextContent('completed');
    await expect(c.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(c.getByTestId('turnover-help'));
    const dialog = await screen.findByTestId('turnover-help-dialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(screen.queryByTestId('turnover-help-dialog')).toBeNull();
  },
};

/** While loading, no counts. */
export const Loading: Story = {
  args: { counts: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('turnover-tab-active').querySelector('small')).toBeNull();
  },
};
