import styled from 'styled-components';
import type { TransactionRecord } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Modal, TransactionDetailHead, TransactionFacts, TransactionTimeline, useToast, copyToClipboard } from '@khela/ui';
import { MiniIcon } from '../funds/parts';
import { Money, RecordLogo, StatusChip, signed } from './parts';

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Copy = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

/** The detail popup of one transaction (spec 2 §2): the progress timeline and the details table. */
export function DetailDialog({ row, onClose }: { row: TransactionRecord; onClose(): void }) {
  const { t } = useTranslation(['wallet', 'ui']);
  const toast = useToast();
  const amount = signed(row);

  return (
    <Modal open title={t('transactions.detail.title')} onClose={onClose} testId="transaction-detail">
      <TransactionDetailHead>
        <RecordLogo row={row} />
        <div>
          <small>{t(`transactions.typeOpt.${row.action}`)}</small>
          <Money className="amount" $sign={amount.sign} $status={row.key}>{amount.text}</Money>
        </div>
        <StatusChip $key={row.key} data-testid="transaction-detail-status">
          {t(`transactions.state.${row.key}`)}
        </StatusChip>
      </TransactionDetailHead>

      <Spaced>
        <TransactionTimeline row={row} />
        <TransactionFacts
          row={row}
          transactionId={
            <Copy
              type="button"
              onClick={() => void copyToClipboard(row.transaction_id).then((ok) => toast.show(ok ? t('ui:copied') : t('funds.copyFailed'), ok ? 'success' : 'error'))}
              aria-label={`${t('ui:copy')} ${row.transaction_id}`}
            >
              {row.transaction_id}
              <MiniIcon name="copy" size={14} />
            </Copy>
          }
        />
      </Spaced>
    </Modal>
  );
}
