import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Icon, LineSvg, iconNames } from './Icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'home', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 12px;
`;
const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 12px 4px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
  & > svg { color: ${({ theme }) => theme.colors.text}; }
`;

export const Gallery: Story = {
  render: ({ size }) => (
    <Grid>
      {iconNames.map((name) => (
        <Cell key={name}>
          <Icon name={name} size={size} />
          {name}
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]').length).toBe(iconNames.length);
    await expect(iconNames.length).toBe(32);
  },
};

/** LineSvg: an app's own drawing (here a crash chart) in the same 24×24 line frame, decorative. */
export const Line: Story = {
  render: ({ size }) => (
    <LineSvg size={size ?? 24} strokeWidth={1.8}>
      <path d="M4 19h16M5 16l4-4 3 2 6-7M14 7h4v4" />
    </LineSvg>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('stroke-width', '1.8');
  },
};
