import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type Tone } from './Badge';

const TONES: Tone[] = ['success', 'warning', 'danger', 'info', 'neutral', 'gold'];

const meta = {
  title: 'Console/Badge',
  component: Badge,
  args: { children: 'Pending', $tone: 'warning' },
  argTypes: { $tone: { control: 'inline-radio', options: TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pending');
    await expect(getComputedStyle(badge).color).toBe('rgb(251, 191, 36)');
    // the dot before the text takes the text colour
    const dot = getComputedStyle(badge, '::before');
    await expect(dot.backgroundColor).toBe(getComputedStyle(badge).color);
    await expect(dot.width).toBe('6px');
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TONES.map((t) => (
        <Badge key={t} $tone={t}>
          {t}
        </Badge>
      ))}
      <Badge>default</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = TONES.map((t) => getComputedStyle(canvas.getByText(t)).color);
    await expect(new Set(colours).size).toBe(TONES.length);
    // without a tone a badge is neutral
    await expect(getComputedStyle(canvas.getByText('default')).color).toBe(getComputedStyle(canvas.getByText('neutral')).color);
  },
};
