import styled from 'styled-components';
import type { ReferralInfo } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { formatCash, formatRate } from './format';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td {
    font-weight: 700;
  }
  td:not(:first-child) {
    color: ${({ theme }) => theme.colors.gold};
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;

export interface ReferralTierTableProps {
  tiers: ReferralInfo['tiers'];
  testId?: string;
  className?: string;
}

/**
 * The referral programme's reward rates (spec 2 "Referral"): a row per team turnover step ("More than ৳10,000"), the
 * rate paid on level 1, 2 and 3 friends' turnover. Both apps show it, the phone on /referral and the desktop's tab.
 */
export function ReferralTierTable({ tiers, testId, className }: ReferralTierTableProps) {
  const { t } = useTranslation('rewards');
  return (
    <Table className={className} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('referral.tierTurnover')}</th>
          {[1, 2, 3].map((n) => (
            <th scope="col" key={n}>
              {t('referral.level', { n })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.turnover} data-testid="referral-tier">
            <td>{t('referral.tierAbove', { amount: formatCash(tier.turnover, 'BDT', 0) })}</td>
            {tier.rates.map((r, i) => (
              <td key={i}>{formatRate(r)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
