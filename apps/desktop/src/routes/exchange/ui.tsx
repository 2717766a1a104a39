import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { signOf, signedTaka } from './format';

/** Exchange colours: the classic back blue and lay pink, tuned for the dark theme. */
export const EX = {
  back: '#8ccbff',
  backDeep: 'rgba(140, 203, 255, 0.55)',
  backFaint: 'rgba(140, 203, 255, 0.28)',
  lay: '#f8b3c4',
  layDeep: 'rgba(248, 179, 196, 0.55)',
  layFaint: 'rgba(248, 179, 196, 0.28)',
  ink: '#0b1324',
  live: '#ff4d5e',
} as const;

export const Card = styled.section`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

export const CardHead = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surfaceAlt}, #16203a);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2,
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 15px;
    font-weight: 700;
    margin: 0;
  }
  .grow {
    flex: 1;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

export const PageTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h1 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 20px;
    font-weight: 800;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  .grow {
    flex: 1;
  }
`;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(255, 77, 94, 0.6); }
  70% { box-shadow: 0 0 0 6px rgba(255, 77, 94, 0); }
  100% { box-shadow: 0 0 0 0 rgba(255, 77, 94, 0); }
`;

export const LiveDot = styled.span`
  display: inline-block;
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${EX.live};
  animation: ${pulse} 1.6s infinite;
  flex: none;
`;

export const Badge = styled.span<{ $tone?: 'live' | 'accent' | 'gold' | 'muted' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 20px;
  padding: 0 7px;
  border-radius: 4px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ $tone = 'muted', theme }) =>
    $tone === 'live'
      ? css`
          color: #fff;
          background: rgba(255, 77, 94, 0.18);
          color: ${EX.live};
        `
      : $tone === 'accent'
        ? css`
            color: ${theme.colors.accent};
            background: rgba(18, 185, 129, 0.14);
          `
        : $tone === 'gold'
          ? css`
              color: ${theme.colors.gold};
              background: rgba(245, 194, 66, 0.14);
            `
          : $tone === 'danger'
            ? css`
                color: ${theme.colors.danger};
                background: rgba(240, 68, 90, 0.14);
              `
            : css`
                color: ${theme.colors.textMuted};
                background: rgba(255, 255, 255, 0.06);
              `}
`;

const MoneyText = styled.span<{ $sign: number }>`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.success : $sign < 0 ? theme.colors.danger : theme.colors.textMuted)};
`;

/** A profit or loss, signed and coloured. */
export function PnlText({ value, className }: { value: string | bigint | null | undefined; className?: string }) {
  return (
    <MoneyText $sign={signOf(value)} className={className}>
      {signedTaka(value)}
    </MoneyText>
  );
}

const Indicator = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme, $live }) => ($live ? theme.colors.accent : theme.colors.warning)};
  i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Discreet state of the price feed: LIVE while pushes arrive, SYNC while the page polls. */
export function FeedIndicator({ live, pollMs }: { live: boolean; pollMs: number }) {
  const { t } = useTranslation('exchange');
  return (
    <Indicator $live={live} title={live ? t('market.liveHint') : t('market.pollingHint', { ms: pollMs })} data-testid="feed-indicator" data-live={live}>
      <i />
      {live ? t('market.live') : t('market.polling')}
    </Indicator>
  );
}

export const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: 12px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  td.wrap {
    white-space: normal;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:hover td {
    background: rgba(255, 255, 255, 0.025);
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

export const Side = styled.span<{ $side: string }>`
  display: inline-block;
  min-width: 38px;
  padding: 2px 6px;
  border-radius: 4px;
  text-align: center;
  font-size: 11px;
  font-weight: 800;
  text-transform: uppercase;
  color: ${EX.ink};
  background: ${({ $side }) => ($side === 'back' || $side === 'yes' ? EX.back : EX.lay)};
`;
