import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '@khela/ui';
import { DangerNote, Mono, Muted, Num, Small, Trunc } from './Text';

/** The computed form of a #rrggbb colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const LONG = 'Bank transfer receipt from a long account holder name that does not fit';

const meta = {
  title: 'Console/Text',
  component: Num,
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Muted>Muted: secondary text</Muted>
      <Mono data-testid="mono">TRX 8K2Q9ZLM41</Mono>
      <div>
        <Num data-testid="plain">1,250.00</Num> · <Num $tone="pos" data-testid="pos">+500.00</Num> ·{' '}
        <Num $tone="neg" data-testid="neg">-75.00</Num> · <Num $tone="gold" data-testid="gold">10,00,000.00</Num>
      </div>
      <Small>Small print under a value.</Small>
      <Trunc title={LONG} data-testid="trunc">
        {LONG}
      </Trunc>
    </div>
  ),
} satisfies Meta<typeof Num>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Styles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText(/^Muted/)).color).toBe(rgb(theme.colors.textMuted));
    await expect(getComputedStyle(canvas.getByTestId('mono')).fontFamily).toMatch(/monospace/);
    // amounts: tabular figures, never broken over lines, coloured by tone
    const plain = canvas.getByTestId('plain');
    await expect(getComputedStyle(plain).fontVariantNumeric).toBe('tabular-nums');
    await expect(getComputedStyle(plain).whiteSpace).toBe('nowrap');
    await expect(getComputedStyle(canvas.getByTestId('pos')).color).toBe(rgb(theme.colors.success));
    await expect(getComputedStyle(canvas.getByTestId('neg')).color).toBe(rgb(theme.colors.danger));
    await expect(getComputedStyle(canvas.getByTestId('gold')).color).toBe(rgb(theme.colors.gold));
  },
};

export const Truncated: Story = {
  play: async ({ canvasElement }) => {
    const trunc = within(canvasElement).getByTestId('trunc');
    // cut at 180 px with an ellipsis; the full text stays in the title
    await expect(trunc.getBoundingClientRect().width).toBeLessThanOrEqual(180);
    await expect(trunc.scrollWidth).toBeGreaterThan(trunc.clientWidth);
    await expect(getComputedStyle(trunc).textOverflow).toBe('ellipsis');
    await expect(trunc).toHaveAttribute('title', LONG);
  },
};

/** A refusal or a blocked player across a panel: red text on a faint red band with a border. */
export const Danger: Story = {
  render: () => <DangerNote role="alert">Self-excluded until 24/05/2027: no deposits, bets or game launches.</DangerNote>,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('alert');
    await expect(getComputedStyle(note).color).toBe('rgb(251, 113, 133)');
    await expect(getComputedStyle(note).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(note).backgroundColor).toBe('rgba(240, 68, 90, 0.1)');
  },
};
