import styled from 'styled-components';

/** A status pill with a dot, in one of six tones. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'gold';

const TONES: Record<Tone, { fg: string; bg: string }> = {
  success: { fg: '#4ade80', bg: 'rgba(34, 197, 94, 0.14)' },
  warning: { fg: '#fbbf24', bg: 'rgba(245, 158, 11, 0.15)' },
  danger: { fg: '#fb7185', bg: 'rgba(240, 68, 90, 0.15)' },
  info: { fg: '#7dd3fc', bg: 'rgba(125, 211, 252, 0.13)' },
  neutral: { fg: '#aeb8cf', bg: 'rgba(154, 166, 192, 0.13)' },
  gold: { fg: '#f5c242', bg: 'rgba(245, 194, 66, 0.14)' },
};

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 22px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 11.5px;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  color: ${({ $tone = 'neutral' }) => TONES[$tone].fg};
  background: ${({ $tone = 'neutral' }) => TONES[$tone].bg};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;
