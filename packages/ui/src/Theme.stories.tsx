import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { theme } from './theme';

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
`;
const Swatch = styled.div<{ $color: string }>`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  font-size: 12px;
  &::before { content: ''; display: block; height: 56px; background: ${({ $color }) => $color}; }
  & > div { padding: 8px; background: ${({ theme }) => theme.colors.surface}; }
`;

function Colors() {
  return (
    <Swatches>
      {Object.entries(theme.colors).map(([name, value]) => (
        <Swatch key={name} $color={value} data-testid="swatch">
          <div>
            <strong>{name}</strong>
            <br />
            {value}
          </div>
        </Swatch>
      ))}
    </Swatches>
  );
}

function Typography() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ fontSize: theme.font.sizeXl, fontWeight: 700 }}>খেলা — Khela 24/7</p>
      <p style={{ fontSize: theme.font.sizeLg }}>আপনার অ্যাকাউন্টে স্বাগতম। Welcome to your account.</p>
      <p style={{ fontSize: theme.font.size }}>ডিপোজিট, উত্তোলন এবং লেনদেনের রেকর্ড। Deposit, withdrawal and transaction records.</p>
      <p style={{ fontSize: theme.font.sizeSm, color: theme.colors.textMuted }}>ছোট লেখা / small text ০১২৩৪৫৬৭৮৯ 0123456789</p>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Colors,
} satisfies Meta<typeof Colors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('swatch').length).toBe(Object.keys(theme.colors).length);
  },
};

export const BanglaTypography: Story = {
  render: () => <Typography />,
  play: async () => {
    await expect(getComputedStyle(document.body).fontFamily).toContain('Noto Sans Bengali');
  },
};
