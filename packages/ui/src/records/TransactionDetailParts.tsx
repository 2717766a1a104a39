import styled, { css } from 'styled-components';
import {
  TRANSACTION_KEY,
  formatDateTime,
  formatMoney,
  transactionSteps,
  tryParseMoney,
  type TransactionRecord,
  type TransactionStepState,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const dotTone: Record<TransactionStepState, ReturnType<typeof css>> = {
  done: css`
    background: ${({ theme }) => theme.colors.success};
    color: #04210f;
  `,
  current: css`
    background: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.goldText};
    box-shadow: 0 0 0 4px rgba(245, 194, 66, 0.2);
  `,
  failed: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
  todo: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
};

const Step = styled.li<{ $state: TransactionStepState; $last: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ $last, theme }) => ($last ? 0 : theme.space(4))};
  &::before {
    content: '';
    display: ${({ $last }) => ($last ? 'none' : 'block')};
    position: absolute;
    left: 11px;
    top: 26px;
    bottom: 2px;
    width: 2px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.success : theme.colors.border)};
  }
  strong { display: block; font-size: ${({ theme }) => theme.font.sizeSm}; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-variant-numeric: tabular-nums; }
`;

const Dot = styled.span<{ $state: TransactionStepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  ${({ $state }) => dotTone[$state]}
`;

/**
 * The head of a transaction's detail popup, both apps: the method's logo or icon, the kind over the signed amount (give
 * the amount `className="amount"`), and the status chip on the right.
 */
export const TransactionDetailHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & > div {
    flex: 1;
    min-width: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 600;
  }
  .amount {
    display: block;
    font-size: 22px;
  }
`;

export interface TransactionTimelineProps {
  row: Pick<TransactionRecord, 'key' | 'created_at' | 'updated_at'>;
  className?: string;
}

/** A transaction's progress (spec 2 §2): submitted, processing, then success or fail, with Dhaka times. */
export function TransactionTimeline({ row, className }: TransactionTimelineProps) {
  const { t } = useTranslation('wallet');
  const label = {
    submitted: t('transactions.detail.submitted'),
    processing: t('transactions.state.0'),
    success: t('transactions.state.1'),
    fail: t('transactions.state.2'),
  };
  return (
    <Timeline aria-label={t('transactions.detail.progress')} className={className} data-testid="transaction-timeline">
      {transactionSteps(row).map((s, i, all) => (
        <Step key={s.step} $state={s.state} $last={i === all.length - 1} aria-current={s.state === 'current' ? 'step' : undefined}>
          <Dot $state={s.state}>
            {s.state === 'done' && <Icon name="check" size={14} />}
            {s.state === 'failed' && <Icon name="close" size={14} />}
            {s.state === 'current' && <Icon name="clock" size={14} />}
          </Dot>
          <div>
            <strong>{label[s.step]}</strong>
            {s.at && <small>{formatDateTime(s.at)}</small>}
          </div>
        </Step>
      ))}
    </Timeline>
  );
}

const Facts = styled.dl`
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 40px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > div.stack { flex-direction: column; align-items: flex-start; gap: 2px; padding: ${({ theme }) => theme.space(2)} 0; }
  & > div.stack dd { text-align: left; font-weight: 600; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; }
  dd { margin: 0; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;

export interface TransactionFactsProps {
  row: TransactionRecord;
  /** Shown in place of the bare transaction id (e.g. a copy button on the phone). */
  transactionId?: React.ReactNode;
  className?: string;
}

/** A transaction's details table: id, method, number, bonus, created and decided times (Dhaka), the operator's reason. */
export function TransactionFacts({ row, transactionId, className }: TransactionFactsProps) {
  const { t } = useTranslation('wallet');
  const msg = useMessage();
  const bonus = tryParseMoney(row.bonus);
  return (
    <Facts className={className} data-testid="transaction-facts">
      <div>
        <dt>{t('transactions.detail.trxId')}</dt>
        <dd>{transactionId ?? row.transaction_id}</dd>
      </div>
      {row.payment_method && (
        <div>
          <dt>{t('method')}</dt>
          <dd>{row.payment_method.name}</dd>
        </div>
      )}
      {row.number && (
        <div>
          <dt>{t('accountNumber')}</dt>
          <dd>{row.number}</dd>
        </div>
      )}
      {bonus !== null && bonus > 0n && (
        <div>
          <dt>{t('transactions.detail.bonus')}</dt>
          <dd>{formatMoney(bonus, { currencySymbol: true })}</dd>
        </div>
      )}
      <div>
        <dt>{t('transactions.detail.created')}</dt>
        <dd>{formatDateTime(row.created_at)}</dd>
      </div>
      {row.key !== TRANSACTION_KEY.pending && (
        <div>
          <dt>{t('transactions.detail.updated')}</dt>
          <dd>{formatDateTime(row.updated_at)}</dd>
        </div>
      )}
      {row.reason && (
        <div className="stack">
          <dt>{t('transactions.detail.reason')}</dt>
          <dd>{msg(row.reason)}</dd>
        </div>
      )}
    </Facts>
  );
}
