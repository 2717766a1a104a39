import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  MESSAGES,
  depositSubmitSchema,
  formatDate,
  formatDateTime,
  formatMoney,
  offersResubmit,
  transactionActions,
  transactionSign,
  tryParseMoney,
  validate,
  type TransactionRecord,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, IconButton, Modal, TextInput, TransactionDetailHead, TransactionFacts, TransactionTimeline, formatCountdown, type IconName } from '@khela/ui';
import { FormAlert } from './FormAlert';
import { RecordsTable } from './RecordsTable';
import { KEY_TONE, SignedAmount, StatusChip } from './records-parts';

/** A transaction row (with the revert / resubmit fields). */
export type TransactionRow = TransactionRecord;

const ACTION_ICONS: Record<TransactionRecord['action'], IconName> = { deposit: 'deposit', withdraw: 'withdraw', adjustment: 'wallet' };

/** The current time, ticking every second while `running` (for the resubmit countdowns). */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return now;
}

/** "+৳1,000.00" / "-৳500.00" of a row. */
export function signedTaka(r: Pick<TransactionRecord, 'action' | 'amount'>): { sign: '+' | '-' | ''; text: string } {
  const { sign, amount } = transactionSign(r);
  return { sign, text: amount === null ? r.amount : `${sign}${formatMoney(amount, { currencySymbol: true })}` };
}

const Table = styled(RecordsTable)`
  tr.day th {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    padding-top: ${({ theme }) => theme.space(4)};
    small {
      margin-left: ${({ theme }) => theme.space(2)};
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 400;
    }
  }
  th,
  td {
    padding-left: ${({ theme }) => theme.space(2.5)};
    padding-right: ${({ theme }) => theme.space(2.5)};
  }
  tbody tr.row {
    cursor: pointer;
  }
  tbody tr.row:hover td {
    background: rgba(255, 255, 255, 0.03);
  }
  td.actions {
    text-align: right;
    white-space: normal;
  }
`;

const Kind = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  button {
    white-space: nowrap;
  }
  small {
    font-variant-numeric: tabular-nums;
    margin-left: 4px;
  }
`;

const Mono = styled.span`
  font-variant-numeric: tabular-nums;
`;

export interface TransactionsTableProps {
  groups: { day: string; rows: TransactionRow[] }[];
  today: string;
  yesterday: string;
  /** Epoch ms, for the resubmit countdowns. */
  now: number;
  onDetails(row: TransactionRow): void;
  onRevert(row: TransactionRow): void;
  onResubmit(row: TransactionRow): void;
}

/** The transaction records as a table, a heading row per Dhaka day; Details, Revert and Edit and resubmit per row. */
export function TransactionsTable({ groups, today, yesterday, now, onDetails, onRevert, onResubmit }: TransactionsTableProps) {
  const { t } = useTranslation(['records', 'wallet', 'common', 'promotions']);
  const dayLabel = (day: string) => (day === today ? t('wallet:transactions.dateOpt.today') : day === yesterday ? t('wallet:transactions.dateOpt.yesterday') : null);
  return (
    <Table data-testid="transaction-table">
      <thead>
        <tr>
          <th>{t('desktop.transactions.type')}</th>
          <th>{t('wallet:transactions.detail.trxId')}</th>
          <th>{t('wallet:method')}</th>
          <th className="num">{t('wallet:amount')}</th>
          <th>{t('common:date')}</th>
          <th>{t('common:status')}</th>
          <th className="num">{t('desktop.transactions.actions')}</th>
        </tr>
      </thead>
      {groups.map((g) => (
        <tbody key={g.day}>
          <tr className="day">
            <th colSpan={7} scope="colgroup">
              {dayLabel(g.day) ?? formatDate(g.day)}
              {dayLabel(g.day) && <small>{formatDate(g.day)}</small>}
            </th>
          </tr>
          {g.rows.map((r) => {
            const amount = signedTaka(r);
            const a = transactionActions(r, now);
            const offer = offersResubmit(r);
            return (
              <tr key={`${r.action}-${r.id}`} className="row" onClick={() => onDetails(r)} data-testid={`transaction-row-${r.transaction_id}`} data-status={r.key}>
                <td>
                  <Kind>
                    <Icon name={ACTION_ICONS[r.action]} size={16} />
                    {t(`wallet:transactions.typeOpt.${r.action}`)}
                  </Kind>
                </td>
                <td>
                  <Mono>{r.transaction_id}</Mono>
                </td>
                <td>{r.payment_method?.name ?? '—'}</td>
                <td className="num">
                  <SignedAmount $sign={amount.sign} $tone={KEY_TONE[r.key]}>
                    {amount.text}
                  </SignedAmount>
                </td>
                <td>
                  <Mono>{formatDateTime(r.created_at)}</Mono>
                </td>
                <td>
                  <StatusChip $tone={KEY_TONE[r.key] ?? 'pending'}>{t(`wallet:transactions.state.${r.key}`)}</StatusChip>
                </td>
                <td className="actions" onClick={(e) => e.stopPropagation()}>
                  <Actions>
                    {a.canRevert && (
                      <Button size="sm" variant="danger" onClick={() => onRevert(r)} data-testid={`transaction-revert-${r.id}`}>
                        {t('desktop.transactions.revert')}
                      </Button>
                    )}
                    {offer && (
                      <Button size="sm" variant="gold" disabled={!a.canResubmit} onClick={() => onResubmit(r)} data-testid={`transaction-resubmit-${r.id}`}>
                        {t('desktop.transactions.resubmit')}
                        {a.canResubmit && <small>{formatCountdown(a.secondsLeft)}</small>}
                      </Button>
                    )}
                    {r.resubmitted && <StatusChip $tone="pending">{t('desktop.transactions.resubmitted')}</StatusChip>}
                    {r.cancelled && <StatusChip $tone="fail">{t('desktop.transactions.reverted')}</StatusChip>}
                    <IconButton label={t('promotions:details')} size={32} onClick={() => onDetails(r)} data-testid={`transaction-details-${r.id}`}>
                      <Icon name="chevronRight" size={18} />
                    </IconButton>
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </Table>
  );
}

const Body = styled.div`
  display: grid;
  grid-template-columns: 200px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

/** The detail popup of one transaction: the progress timeline beside the details table, and the row's actions. */
export function TransactionDetail({ row, now, onClose, onRevert, onResubmit }: {
  row: TransactionRow;
  now: number;
  onClose(): void;
  onRevert(row: TransactionRow): void;
  onResubmit(row: TransactionRow): void;
}) {
  const { t } = useTranslation(['records', 'wallet', 'ui']);
  const amount = signedTaka(row);
  const a = transactionActions(row, now);
  return (
    <Modal
      open
      title={t('wallet:transactions.detail.title')}
      onClose={onClose}
      testId="transaction-detail"
      maxWidth={640}
      footer={
        <Footer>
          {a.canRevert && (
            <Button variant="danger" onClick={() => onRevert(row)}>
              {t('desktop.transactions.revert')}
            </Button>
          )}
          {offersResubmit(row) && (
            <Button variant="gold" disabled={!a.canResubmit} onClick={() => onResubmit(row)}>
              {t('desktop.transactions.resubmit')} {a.canResubmit && formatCountdown(a.secondsLeft)}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('ui:close')}
          </Button>
        </Footer>
      }
    >
      <TransactionDetailHead>
        <Icon name={ACTION_ICONS[row.action]} size={28} />
        <div>
          <small>{t(`wallet:transactions.typeOpt.${row.action}`)}</small>
          <SignedAmount className="amount" $sign={amount.sign} $tone={KEY_TONE[row.key]}>
            {amount.text}
          </SignedAmount>
        </div>
        <StatusChip $tone={KEY_TONE[row.key] ?? 'pending'} data-testid="transaction-detail-status">
          {t(`wallet:transactions.state.${row.key}`)}
        </StatusChip>
      </TransactionDetailHead>
      <Body>
        <TransactionTimeline row={row} />
        <TransactionFacts row={row} />
      </Body>
    </Modal>
  );
}

/** Asks before reverting a pending deposit. */
export function RevertDialog({ row, busy, error, onConfirm, onClose }: { row: TransactionRow; busy: boolean; error: string | null; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation(['records', 'ui']);
  return (
    <Modal
      open
      title={t('desktop.transactions.revertTitle')}
      onClose={onClose}
      testId="transaction-revert-dialog"
      footer={
        <Footer>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui:cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} data-testid="transaction-revert-confirm">
            {t('desktop.transactions.revert')}
          </Button>
        </Footer>
      }
    >
      <p>{t('desktop.transactions.revertText', { amount: signedTaka(row).text.replace(/^[+-]/, '') })}</p>
      {error && <FormAlert testId="transaction-revert-error">{error}</FormAlert>}
    </Modal>
  );
}

export interface ResubmitValues {
  transaction_id: string;
  amount: string;
  account_number: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Clock = styled.p<{ $over: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.gold)} !important;
`;

/** The rejected deposit's details, prefilled, to correct and send again before `resubmit_until` (mm:ss countdown). */
export function ResubmitDialog({ row, now, busy, error, onSubmit, onClose }: {
  row: TransactionRow;
  now: number;
  busy: boolean;
  error: string | null;
  onSubmit(values: ResubmitValues): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['records', 'wallet', 'ui']);
  const msg = useMessage();
  const [values, setValues] = useState<ResubmitValues>({
    transaction_id: row.transaction_id,
    amount: (() => {
      const p = transactionSign(row).amount;
      return p === null ? row.amount : formatMoney(p, { grouping: false, lang: 'en' });
    })(),
    account_number: row.number,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ResubmitValues, string>>>({});
  const { canResubmit, secondsLeft } = transactionActions(row, now);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canResubmit) return;
    const out: Partial<Record<keyof ResubmitValues, string>> = {};
    const r = validate(depositSubmitSchema, { account_number: values.account_number, transaction_id: values.transaction_id });
    if (!r.ok) {
      for (const [k, m] of Object.entries(r.errors)) if (m[0] && (k === 'account_number' || k === 'transaction_id')) out[k] = m[0];
    }
    const p = tryParseMoney(values.amount.trim());
    if (p === null || p <= 0n) out.amount = MESSAGES.amountInvalid;
    setErrors(out);
    if (Object.keys(out).length === 0) onSubmit({ ...values, transaction_id: values.transaction_id.trim(), account_number: values.account_number.trim(), amount: values.amount.trim() });
  };
  const field = (name: keyof ResubmitValues) => ({
    name,
    value: values[name],
    disabled: !canResubmit || busy,
    error: errors[name] ? msg(errors[name]) : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    'data-testid': `resubmit-${name}`,
  });

  return (
    <Modal open title={t('desktop.transactions.resubmit')} onClose={onClose} testId="transaction-resubmit-dialog" maxWidth={480}>
      <Form onSubmit={submit} noValidate>
        <p>{t('desktop.transactions.resubmitIntro')}</p>
        <Clock $over={!canResubmit} role="timer" aria-live="off" data-testid="resubmit-countdown">
          <Icon name="clock" size={16} />
          {canResubmit ? t('desktop.transactions.timeLeft', { time: formatCountdown(secondsLeft) }) : t('desktop.transactions.expired')}
        </Clock>
        <TextInput label={t('wallet:transactions.detail.trxId')} autoComplete="off" {...field('transaction_id')} />
        <TextInput label={t('wallet:amount')} inputMode="decimal" prefix="৳" {...field('amount')} />
        <TextInput label={t('wallet:accountNumber')} inputMode="numeric" autoComplete="off" {...field('account_number')} />
        {error && <FormAlert testId="resubmit-error">{error}</FormAlert>}
        <Footer>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui:cancel')}
          </Button>
          <Button type="submit" disabled={!canResubmit} loading={busy} data-testid="resubmit-submit">
            {t('wallet:submit')}
          </Button>
        </Footer>
      </Form>
    </Modal>
  );
}
