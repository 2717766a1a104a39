import { useState } from 'react';
import { useFormik } from 'formik';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useMakePaymentDeadline, useMakePaymentSubmit } from '@khela/api';
import { MESSAGES, depositSubmitSchema, type AccountType, type DepositSubmitForm } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Countdown, Icon, SenderPhoneSelect, TextInput, useCopyPaymentValue, useMakePaymentHandlers } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { PageHeader } from '../../app/PageHeader';
import { schemaValidator, useFieldError, useFieldProps, useFocusFirstError } from '../../lib/forms';
import { escapeHtml } from '../../lib/html';
import { isMakePaymentState, type MakePaymentState } from '../funds/flow';
import { taka } from '../funds/money';
import { Body, Card, MiniIcon, Muted, PaymentLogo, Tips } from '../funds/parts';
import { ReceiptPicker, type Receipt } from './ReceiptPicker';

const Hero = styled(Card)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  background: linear-gradient(135deg, rgba(18, 185, 129, 0.16), ${({ theme }) => theme.colors.surface} 70%);
  h2 { font-size: ${({ theme }) => theme.font.sizeLg}; line-height: 1.3; }
  p { margin-top: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; line-height: 1.45; }
`;

const Timer = styled.div<{ $done: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $done }) => ($done ? 'rgba(240, 68, 90, 0.1)' : 'rgba(245, 194, 66, 0.08)')};
  border: 1px solid ${({ $done }) => ($done ? 'rgba(240, 68, 90, 0.4)' : 'rgba(245, 194, 66, 0.3)')};
  font-size: ${({ theme }) => theme.font.sizeSm};
  [role='timer'] { font-size: 20px; }
`;

const TimerRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  & > span { display: inline-flex; align-items: center; gap: 6px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const TimeUp = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.45;
  button { flex: none; }
`;

const PayRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  & > div { flex: 1; min-width: 0; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
  strong {
    display: block;
    margin-top: 2px;
    font-size: 22px;
    font-weight: 800;
    letter-spacing: 0.02em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  strong.money { color: ${({ theme }) => theme.colors.gold}; }
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid rgba(18, 185, 129, 0.5);
  background: rgba(18, 185, 129, 0.12);
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  touch-action: manipulation;
  &:active { transform: scale(0.96); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const TrxInput = styled(TextInput)`
  input { text-transform: uppercase; letter-spacing: 0.04em; font-variant-numeric: tabular-nums; }
  input::placeholder { text-transform: none; letter-spacing: normal; }
`;

const AddLink = styled(Link)`
  align-self: flex-start;
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
`;

const Demo = styled(Muted)`
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(125, 211, 252, 0.08);
  border: 1px solid rgba(125, 211, 252, 0.3);
`;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(245, 194, 66, 0.45); }
  100% { box-shadow: 0 0 0 22px rgba(245, 194, 66, 0); }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Pending = styled(Card)`
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.sizeLg}; line-height: 1.5; }
`;

const PendingBadge = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 76px;
  height: 76px;
  border-radius: 50%;
  background: rgba(245, 194, 66, 0.12);
  color: ${({ theme }) => theme.colors.gold};
  animation: ${pulse} 1.4s ease-out infinite;
  &::after {
    content: '';
    position: absolute;
    inset: 6px;
    border-radius: 50%;
    border: 3px solid rgba(245, 194, 66, 0.25);
    border-top-color: ${({ theme }) => theme.colors.gold};
    animation: ${spin} 1s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) { animation: none; &::after { animation: none; } }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(245, 194, 66, 0.14);
  border: 1px solid rgba(245, 194, 66, 0.45);
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 800;
`;

/** What the heading says the player does: Personal = Send Money, Agent = Cash Out, Merchant = Make Payment. */
function actionKey(type: AccountType) {
  return `deposit.typeLabel.${type}` as const;
}

/**
 * /make-payment (spec 1 §2): pay the held number, then submit the phone number used and the wallet's transaction
 * id, with optional receipt images. 10-minute countdown, copy actions, the pending panel, then /payment-request. The
 * receipts go up after the deposit is submitted (POST /api/deposits/{id}/receipts), not with the submission call; a
 * failed upload is shown in the Error modal but never undoes the deposit.
 */
export default function MakePaymentPage() {
  const { state } = useLocation();
  if (!isMakePaymentState(state)) return <Navigate to="/deposit" replace />;
  return <MakePayment state={state} />;
}

function MakePayment({ state }: { state: MakePaymentState }) {
  const { t } = useTranslation(['wallet', 'ui']);
  const msg = useMessage();
  const showError = useShowError();
  const navigate = useNavigate();
  // The submission, the receipts' upload and the pending panel's timing live in the shared flow (`@khela/api`), the
  // words of its outcomes in `@khela/ui`; here every text goes to the global Error modal as plain text.
  const show = (text: string) => showError(escapeHtml(text));
  const handlers = useMakePaymentHandlers(show, (next) => navigate('/payment-request', { replace: true, state: next }));
  const { pending, submit, senderPhones: phones } = useMakePaymentSubmit(state, handlers);
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  const { seconds, timeUp, onTimeUp, amount } = useMakePaymentDeadline(state);

  const action = t(actionKey(state.payment_type));
  const copy = useCopyPaymentValue(show);

  const form = useFormik<DepositSubmitForm>({
    initialValues: { account_number: '', transaction_id: '' },
    validate: schemaValidator(depositSubmitSchema),
    onSubmit: (values) => submit(values, receipts.map((r) => r.file)),
  });
  const fieldError = useFieldError(form);
  const field = useFieldProps(form);
  useFocusFirstError(form);

  const title = `${state.paymentMethodName} ${action}`;

  if (pending) {
    return (
      <>
        <PageHeader title={title} back="/deposit" />
        <Body>
          <Pending data-testid="payment-pending" role="status" aria-live="polite">
            <PendingBadge>
              <Icon name="clock" size={30} />
            </PendingBadge>
            <h2>{msg(MESSAGES.paymentPendingThanks)}</h2>
            <Status>{msg(MESSAGES.paymentPendingStatus)}</Status>
          </Pending>
        </Body>
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} back="/deposit" />
      <Body data-testid="make-payment">
        <Hero>
          <PaymentLogo icon={state.payment_icon} name={state.paymentMethodName} size={52} />
          <div>
            <h2 data-testid="make-payment-heading">{action}</h2>
            <p>{t('makePayment.instruction', { method: state.paymentMethodName, action })}</p>
          </div>
        </Hero>

        <Timer $done={timeUp}>
          <TimerRow>
            <span>
              <Icon name="clock" size={16} />
              {t('makePayment.timeLeft')}
            </span>
            <Countdown seconds={seconds} onDone={onTimeUp} />
          </TimerRow>
          {timeUp && (
            <TimeUp data-testid="make-payment-timeup">
              <span>{t('makePayment.timeUp')}</span>
              <Button size="sm" variant="secondary" onClick={() => navigate('/deposit', { replace: true })}>
                {t('makePayment.startAgain')}
              </Button>
            </TimeUp>
          )}
        </Timer>

        <Tips items={[t('makePayment.tipAmount'), t('makePayment.tipPhone')]} testId="make-payment-tips" />

        <Card>
          <PayRow>
            <div>
              <small>{t('makePayment.payTo', { method: state.paymentMethodName })}</small>
              <strong data-testid="make-payment-number">{state.number}</strong>
            </div>
            <CopyButton type="button" onClick={() => void copy(state.number, MESSAGES.noAccountNumberToCopy)} data-testid="copy-number">
              <MiniIcon name="copy" size={16} />
              {t('ui:copy')}
            </CopyButton>
          </PayRow>
          <PayRow>
            <div>
              <small>{t('amount')}</small>
              <strong className="money" data-testid="make-payment-amount">
                {amount !== null ? taka(amount) : state.amount}
              </strong>
            </div>
            <CopyButton type="button" onClick={() => void copy(state.amount, MESSAGES.noAmountToCopy)} data-testid="copy-amount">
              <MiniIcon name="copy" size={16} />
              {t('ui:copy')}
            </CopyButton>
          </PayRow>
          {state.gatewayMessage && <Demo>{msg(state.gatewayMessage)}</Demo>}
        </Card>

        <Card>
          <Form onSubmit={form.handleSubmit} noValidate>
            <SenderPhoneSelect field={field('account_number')} phones={phones} />
            <AddLink to="/profile">{t('makePayment.addNumber')}</AddLink>
            <TrxInput
              name="transaction_id"
              label={t('makePayment.trxId')}
              placeholder={t('makePayment.trxPlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              value={form.values.transaction_id}
              onChange={(e) => void form.setFieldValue('transaction_id', e.target.value.toUpperCase().replace(/\s/g, ''))}
              onBlur={form.handleBlur}
              error={fieldError('transaction_id')}
              data-testid="trx-id"
            />
            <ReceiptPicker value={receipts} onChange={setReceipts} disabled={form.isSubmitting} />
            <Button type="submit" variant="gold" size="lg" block loading={form.isSubmitting} data-testid="make-payment-submit">
              {t('submit')}
            </Button>
          </Form>
        </Card>
      </Body>
    </>
  );
}
