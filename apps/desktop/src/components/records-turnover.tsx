import styled from 'styled-components';
import { MESSAGES, formatDateTime, formatMoney, tryParseMoney, turnoverProgress, type TurnoverTicket } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, useTurnoverProductNames } from '@khela/ui';
import { RecordsTable } from './RecordsTable';
import { ProgressBar, StatusChip } from './records-parts';

const taka = (p: bigint) => formatMoney(p, { currencySymbol: true });

/** Headers may wrap and the promotion name wraps, so the seven columns fit a 1366 px screen. */
const Table = styled(RecordsTable)`
  th {
    white-space: normal;
    vertical-align: bottom;
  }
  th,
  td {
    padding-left: ${({ theme }) => theme.space(2.5)};
    padding-right: ${({ theme }) => theme.space(2.5)};
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-weight: 700;
    white-space: normal;
    max-width: 220px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    white-space: normal;
    max-width: 240px;
  }
  small.out {
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Time = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  b {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Turnover tickets as a table (spec 2 §2 "Turnover"): the promotion (or 'Deposit Without any Promotion' / 'Deposit'),
 * Regular or Bonus Deposit, the deposit, required and remaining turnover, progress (2 decimals, capped at 100),
 * Pending or Completed, and when it started or ended.
 */
export function TurnoverTable({ tickets }: { tickets: readonly TurnoverTicket[] }) {
  const { t } = useTranslation(['records', 'wallet', 'common', 'shell']);
  const msg = useMessage();
  const products = useTurnoverProductNames();
  return (
    <Table data-testid="turnover-table">
      <thead>
        <tr>
          <th>{t('wallet:deposit.promotion')}</th>
          <th className="num">{t('shell:nav.deposit')}</th>
          <th className="num">{t('wallet:turnover.required')}</th>
          <th className="num">{t('desktop.turnover.remaining')}</th>
          <th>{t('wallet:transactions.detail.progress')}</th>
          <th>{t('common:status')}</th>
          <th>{t('common:date')}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => {
          const done = ticket.status === 'complete';
          const { required, remaining, percent } = turnoverProgress(ticket);
          const promo = ticket.transaction.promotion?.name;
          const name = promo ?? msg(done ? MESSAGES.deposit : MESSAGES.depositWithoutPromotion);
          const kind = ticket.transaction.action === 'bonus' ? t('wallet:turnover.bonusDeposit') : msg(MESSAGES.regularDeposit);
          const deposit = tryParseMoney(ticket.transaction.amount);
          return (
            <tr key={ticket.id} data-testid={`turnover-ticket-${ticket.id}`} data-status={ticket.status}>
              <td>
                <Name>
                  <strong>{name}</strong>
                  <small>
                    {kind}
                    {ticket.transaction.payment_method ? ` · ${ticket.transaction.payment_method.name}` : ''}
                  </small>
                  {/* What counts towards it (issue 31): every product unless the promotion leaves some out. */}
                  <small data-testid="turnover-counts">
                    {t('wallet:turnover.counts')}: {products(ticket.counts ?? [])}
                  </small>
                  {(ticket.excluded ?? []).length > 0 && (
                    <small className="out">
                      {t('wallet:turnover.notCounted')}: {products(ticket.excluded)}
                    </small>
                  )}
                </Name>
              </td>
              <td className="num">{deposit !== null && deposit > 0n ? taka(deposit) : '—'}</td>
              <td className="num">{taka(required)}</td>
              <td className="num">{taka(remaining)}</td>
              <td>
                <ProgressBar percent={percent} done={done} testId={`turnover-progress-${ticket.id}`} />
              </td>
              <td>
                <StatusChip $tone={done ? 'success' : 'pending'}>
                  {done && <Icon name="check" size={12} />}
                  {done ? t('wallet:turnover.completed') : t('wallet:transactions.statusOpt.0')}
                </StatusChip>
              </td>
              <td>
                <Time>
                  <small>{done ? msg(MESSAGES.eventEndsIn) : t('wallet:turnover.started')}</small>
                  <b>{formatDateTime(done ? ticket.updated_at : ticket.created_at)}</b>
                </Time>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
