import { useState } from 'react';
import { useFormik } from 'formik';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, useMakePaymentDeadline, useMakePaymentSubmit, useSelector } from '@khela/api';
import { MESSAGES, depositSubmitSchema, isMakePaymentState, type DepositSubmitForm, type MakePaymentState } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Countdown, Icon, SenderPhoneSelect, TextInput, fieldBinder, useCopyPaymentValue, useMakePaymentHandlers, type BindableForm } from '@khela/ui';
import { Container } from '../../components/Container';
import { GuestGate } from '../../components/GuestGate';
import { Lead, MethodLogo, PROFILE_TAB, Panel, taka, useFundsModal } from './parts';
import { ReceiptField, type Receipt } from './ReceiptField';

const DEPOSIT_TAB = '/account?tab=deposit';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(10)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  h1 { font-size: ${({ theme }) => theme.font.sizeXl}; }
  a.back { margin-left: auto; font-weight: 700; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
`;

const Timer = styled.div<{ $done: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $done }) => ($done ? 'rgba(240, 68, 90, 0.1)' : 'rgba(245, 194, 66, 0.08)')};
  border: 1px solid ${({ $done }) => ($done ? 'rgba(240, 68, 90, 0.4)' : 'rgba(245, 194, 66, 0.3)')};
  font-size: ${({ theme }) => theme.font.sizeSm};
  & > span { display: inline-flex; align-items: center; gap: 6px; }
  [role='timer'] { font-size: 24px; font-weight: 800; color: ${({ theme }) => theme.colors.gold}; }
`;

const Copyable = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  & > div { flex: 1; min-width: 0; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
  strong { display: block; font-size: 24px; font-weight: 800; letter-spacing: 0.02em; font-variant-numeric: tabular-nums; }
  strong.money { color: ${({ theme }) => theme.colors.gold}; }
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.55;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  a.add { align-self: flex-start; margin-top: -${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; }
`;

const Pending = styled(Panel)`
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)};
  text-align: center;
  color: ${({ theme }) => theme.colors.gold};
  h2 { color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.font.sizeLg}; }
  strong { padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)}; border-radius: ${({ theme }) => theme.radii.pill}; border: 1px solid rgba(245, 194, 66, 0.45); }
`;

/**
 * /make-payment at desktop width (spec 1 §2): on the left the number to pay (copy), the amount (copy) and the
 * 10-minute countdown; on the right the sender's number, the transaction id and the receipt images. The submission is
 * the shared `useMakePaymentSubmit` (the same calls, messages and pending panel as on the phone).
 */
export default function MakePaymentPage() {
  const { state } = useLocation();
  const { t } = useTranslation('account');
  const { token } = useSelector(selectSession);
  if (!token) return <GuestGate title={t('memberCenter.tabs.deposit')} />;
  if (!isMakePaymentState(state)) return <Navigate to={DEPOSIT_TAB} replace />;
  return <MakePayment state={state} />;
}

function MakePayment({ state }: { state: MakePaymentState }) {
  const { t } = useTranslation(['wallet', 'ui']);
  const msg = useMessage();
  const navigate = useNavigate();
  const { show, element: modal } = useFundsModal();
  const handlers = useMakePaymentHandlers(show, (next) => navigate('/payment-request', { replace: true, state: next }));
  const { pending, submit, senderPhones } = useMakePaymentSubmit(state, handlers);
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  const { seconds, timeUp, onTimeUp, amount } = useMakePaymentDeadline(state);
  const action = t(`deposit.typeLabel.${state.payment_type}`);
  const copy = useCopyPaymentValue(show);

  const form = useFormik<DepositSubmitForm>({
    initialValues: { account_number: '', transaction_id: '' },
    validationSchema: depositSubmitSchema,
    onSubmit: (values) => submit(values, receipts.map((r) => r.file)),
  });
  const field = fieldBinder<DepositSubmitForm>(form as unknown as BindableForm<DepositSubmitForm>, msg);

  return (
    <Page data-testid="make-payment">
      <Head>
        <MethodLogo icon={state.payment_icon} name={state.paymentMethodName} size={56} />
        <div>
          <h1 data-testid="make-payment-heading">
            {state.paymentMethodName} · {action}
          </h1>
          <Lead>{t('makePayment.instruction', { method: state.paymentMethodName, action })}</Lead>
        </div>
        <Link className="back" to={DEPOSIT_TAB}>
          {t('ui:back')}
        </Link>
      </Head>

      {pending ? (
        <Pending data-testid="payment-pending" role="status" aria-live="polite">
          <Icon name="clock" size={48} />
          <h2>{msg(MESSAGES.paymentPendingThanks)}</h2>
          <strong>{msg(MESSAGES.paymentPendingStatus)}</strong>
        </Pending>
      ) : (
        <Grid>
          <Panel aria-labelledby="mp-pay">
            <h2 id="mp-pay">{t('desktop.makePayment.stepPay')}</h2>
            <Timer $done={timeUp}>
              <span>
                <Icon name="clock" size={16} /> {t('makePayment.timeLeft')}
              </span>
              <Countdown seconds={seconds} onDone={onTimeUp} />
            </Timer>
            {timeUp && (
              <Lead data-testid="make-payment-timeup">
                {t('makePayment.timeUp')}{' '}
                <Button size="sm" variant="secondary" onClick={() => navigate(DEPOSIT_TAB, { replace: true })}>
                  {t('makePayment.startAgain')}
                </Button>
              </Lead>
            )}
            <Copyable>
              <div>
                <small>{t('makePayment.payTo', { method: state.paymentMethodName })}</small>
                <strong data-testid="make-payment-number">{state.number}</strong>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void copy(state.number, MESSAGES.noAccountNumberToCopy)} data-testid="copy-number">
                {t('ui:copy')}
              </Button>
            </Copyable>
            <Copyable>
              <div>
                <small>{t('amount')}</small>
                <strong className="money" data-testid="make-payment-amount">
                  {amount !== null ? taka(amount) : state.amount}
                </strong>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void copy(state.amount, MESSAGES.noAmountToCopy)} data-testid="copy-amount">
                {t('ui:copy')}
              </Button>
            </Copyable>
            {state.gatewayMessage && <Lead>{msg(state.gatewayMessage)}</Lead>}
            <Notes data-testid="make-payment-tips">
              <li>{t('makePayment.tipAmount')}</li>
              <li>{t('makePayment.tipPhone')}</li>
            </Notes>
          </Panel>

          <Panel aria-labelledby="mp-confirm">
            <h2 id="mp-confirm">{t('desktop.makePayment.stepConfirm')}</h2>
            <Form onSubmit={form.handleSubmit} noValidate>
              <SenderPhoneSelect field={field('account_number')} phones={senderPhones} />
              <Link className="add" to={PROFILE_TAB}>
                {t('makePayment.addNumber')}
              </Link>
              <TextInput
                {...field('transaction_id')}
                label={t('makePayment.trxId')}
                placeholder={t('makePayment.trxPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
                onChange={(e) => void form.setFieldValue('transaction_id', e.target.value.toUpperCase().replace(/\s/g, ''))}
                data-testid="trx-id"
              />
              <ReceiptField value={receipts} onChange={setReceipts} disabled={form.isSubmitting} />
              <Button type="submit" variant="gold" size="lg" block loading={form.isSubmitting} data-testid="make-payment-submit">
                {form.isSubmitting ? msg(MESSAGES.submitting) : t('submit')}
              </Button>
            </Form>
          </Panel>
        </Grid>
      )}
      {modal}
    </Page>
  );
}
