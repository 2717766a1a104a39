import styled from 'styled-components';

/** Inline text styles of the console: muted, monospaced (ids, transaction ids), numbers (amounts), small print. */

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 12.5px;
  letter-spacing: 0.01em;
`;

export const Num = styled.span<{ $tone?: 'pos' | 'neg' | 'gold' }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'pos' ? theme.colors.success : $tone === 'neg' ? theme.colors.danger : $tone === 'gold' ? theme.colors.gold : 'inherit'};
`;

export const Small = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  line-height: 1.35;
`;

/** One muted line cut with an ellipsis (the full text in its title). */
export const Trunc = styled(Small)<{ $max?: number }>`
  max-width: ${({ $max = 180 }) => $max}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A red notice across a panel or a dialog: a refusal, a player blocked from play. */
export const DangerNote = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid rgba(240, 68, 90, 0.4);
  background: rgba(240, 68, 90, 0.1);
  color: #fb7185;
  font-size: 13px;
`;
