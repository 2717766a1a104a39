import styled from 'styled-components';
import type { TransactionRecord } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Modal, TransactionFacts, TransactionTimeline, useToast, copyToClipboard } from '@khela/ui';
import { MiniIcon } from '../funds/parts';
import { Money, RecordLogo, StatusChip, signed } from './parts';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & > div { flex: 1; min-width: 0; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
  ${Money} { display: block; font-size: 22px; }
`;

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
      <Top>
        <RecordLogo row={row} />
        <div>
          <small>{t(`transactions.typeOpt.${row.action}`)}</small>
          <Money $sign={amount.sign} $status={row.key}>{amount.text}</Money>
        </div>
        <StatusChip $key={row.key} data-testid="transaction-detail-status">
          {t(`transactions.state.${row.key}`)}
        </StatusChip>
      </Top>

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
