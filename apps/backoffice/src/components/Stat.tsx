import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, Skeleton, type IconName } from '@khela/ui';

/** A figure card (dashboard, game rounds): icon, label, value (a skeleton while loading), hint; a link when `to`. */
export function Stat({
  icon,
  label,
  value,
  hint,
  tone,
  to,
  testId,
  loading,
  money: isMoney,
}: {
  icon: IconName;
  label: string;
  value: ReactNode | undefined;
  hint?: string;
  tone: 'warning' | 'danger' | 'info' | 'success' | 'gold';
  to?: string;
  testId?: string;
  loading?: boolean;
  money?: boolean;
}) {
  const body = (
    <>
      <StatIcon $tone={tone}>
        <Icon name={icon} size={18} />
      </StatIcon>
      <div style={{ minWidth: 0 }}>
        <StatLabel>{label}</StatLabel>
        <StatValue data-testid={testId} $money={isMoney}>
          {loading || value === undefined ? <Skeleton width={60} height={24} /> : value}
        </StatValue>
        {hint && <StatHint>{hint}</StatHint>}
      </div>
    </>
  );
  return to ? <StatLink to={to}>{body}</StatLink> : <StatBox>{body}</StatBox>;
}

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(210px, 1fr));
  gap: 14px;
  margin-bottom: 16px;
`;

const statBox = `
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 16px;
  border-radius: 10px;
  min-width: 0;
`;

const StatBox = styled.div`
  ${statBox}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StatLink = styled(Link)`
  ${statBox}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  transition: border-color 0.15s ease;
  &:hover { text-decoration: none; border-color: ${({ theme }) => theme.colors.accent}; }
`;

const TONE = { warning: '#f59e0b', danger: '#f0445a', info: '#7dd3fc', success: '#22c55e', gold: '#f5c242' };

const StatIcon = styled.span<{ $tone: keyof typeof TONE }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 9px;
  color: ${({ $tone }) => TONE[$tone]};
  background: ${({ $tone }) => `${TONE[$tone]}1f`};
`;

const StatLabel = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 600;
`;

const StatValue = styled.div<{ $money?: boolean }>`
  margin-top: 2px;
  font-size: ${({ $money }) => ($money ? '20px' : '26px')};
  font-weight: 800;
  line-height: 1.25;
  font-variant-numeric: tabular-nums;
`;

const StatHint = styled.div`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11.5px;
`;
