import styled, { css } from 'styled-components';
import { TRANSACTION_KEY, formatDateTime, transactionSteps, tryParseMoney, type TransactionRecord } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, Modal, useToast, copyToClipboard } from '@khela/ui';
import { taka } from '../funds/money';
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

const Timeline = styled.ol`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  list-style: none;
`;

const dotTone = {
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

type StepState = keyof typeof dotTone;

const Step = styled.li<{ $state: StepState; $last: boolean }>`
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

const Dot = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  ${({ $state }) => dotTone[$state]}
`;

const Table = styled.dl`
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
  const msg = useMessage();
  const toast = useToast();
  const amount = signed(row);
  const bonus = tryParseMoney(row.bonus);
  const decided = row.key !== TRANSACTION_KEY.pending;
  // The timeline's steps (submitted, processing, success or fail) are shared with desktop: `transactionSteps`.
  const stepLabel = { submitted: t('transactions.detail.submitted'), processing: t('transactions.state.0'), success: t('transactions.state.1'), fail: t('transactions.state.2') };
  const steps: { label: string; time: string; state: StepState }[] = transactionSteps(row).map((s) => ({
    label: stepLabel[s.step],
    time: s.at ? formatDateTime(s.at) : '',
    state: s.state,
  }));

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

      <Timeline aria-label={t('transactions.detail.progress')}>
        {steps.map((s, i) => (
          <Step key={s.label} $state={s.state} $last={i === steps.length - 1} aria-current={s.state === 'current' ? 'step' : undefined}>
            <Dot $state={s.state}>
              {s.state === 'done' && <Icon name="check" size={14} />}
              {s.state === 'failed' && <Icon name="close" size={14} />}
              {s.state === 'current' && <Icon name="clock" size={14} />}
            </Dot>
            <div>
              <strong>{s.label}</strong>
              {s.time && <small>{s.time}</small>}
            </div>
          </Step>
        ))}
      </Timeline>

      <Table>
        <div>
          <dt>{t('transactions.detail.trxId')}</dt>
          <dd>
            <Copy
              type="button"
              onClick={() => void copyToClipboard(row.transaction_id).then((ok) => toast.show(ok ? t('ui:copied') : t('funds.copyFailed'), ok ? 'success' : 'error'))}
              aria-label={`${t('ui:copy')} ${row.transaction_id}`}
            >
              {row.transaction_id}
              <MiniIcon name="copy" size={14} />
            </Copy>
          </dd>
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
            <dd>{taka(bonus)}</dd>
          </div>
        )}
        <div>
          <dt>{t('transactions.detail.created')}</dt>
          <dd>{formatDateTime(row.created_at)}</dd>
        </div>
        {decided && (
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
      </Table>
    </Modal>
  );
}
