import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  toApiError,
  useGetGeneralQuery,
  useGetPaymentMethodsQuery,
  useSubmitWithdrawMutation,
  useWithdrawCheckMutation,
} from '@khela/api';
import {
  MESSAGES,
  PAYMENT_ARRIVAL_COUNTDOWN_SECONDS,
  WITHDRAWAL_QUICK_AMOUNTS,
  WITHDRAWAL_RANGE,
  parseMoney,
  toWire,
  tryParseMoney,
  withdrawSubmitError,
} from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { Button, EmptyState, Icon, Select, Skeleton, TextInput, useToast } from '@khela/ui';
import { useT } from '../../lib/i18n';
import { useFundsAlert, type AlertLink } from './alert';
import type { PaymentRequestState } from './flow';
import { amountText, cleanAmount, localPhone, taka } from './money';
import { Body, Card, MiniIcon, QuickAmounts, RangeRow, TextButton } from './parts';
import { usePlayerFunds } from './usePlayerFunds';
import { VerifyStrip } from './VerifyStrip';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 12px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  touch-action: manipulation;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Notice = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(245, 194, 66, 0.06);
  border: 1px solid rgba(245, 194, 66, 0.25);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  svg { flex: none; margin-top: 1px; color: ${({ theme }) => theme.colors.gold}; }
  a { color: ${({ theme }) => theme.colors.gold}; font-weight: 700; }
`;

/**
 * The server pre-check's refusal (spec 1 §8): a 400 whose `error` mentions Date of Birth links to /profile; the
 * turnover text (also the default of a bare 400) links to /turnover-record; any other text is shown; other failures
 * read 'An unknown error occurred.', and a network failure 'An error occurred.'.
 */
function precheckRefusal(e: unknown, links: { profile: AlertLink; turnover: AlertLink }): { text: string; link?: AlertLink } {
  const err = toApiError(e);
  if (err.status === null) return { text: MESSAGES.errorOccurredDot };
  const text = err.error ?? err.message;
  if (err.status !== 400) return { text: text ?? MESSAGES.unknownError };
  if (!text) return { text: MESSAGES.completeTurnover, link: links.turnover };
  return { text, link: linkFor(text, links) };
}

function linkFor(text: string, links: { profile: AlertLink; turnover: AlertLink }): AlertLink | undefined {
  if (/date of birth/i.test(text) || text === MESSAGES.verifyPhoneFirst) return links.profile;
  if (text === MESSAGES.completeTurnover) return links.turnover;
  return undefined;
}

/**
 * The Withdrawal tab of Funds (spec 1 §2 /withdrawal): amount with quick amounts and the range, account number,
 * payment method. Submit runs the checks of spec 1 §5 in order, then the server pre-check, then the submission.
 */
export function WithdrawalTab() {
  const { t } = useT();
  const msg = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const player = usePlayerFunds();
  const { alert, element: alertElement } = useFundsAlert();
  const { data: general } = useGetGeneralQuery();
  const methodsQ = useGetPaymentMethodsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdrawCheck] = useWithdrawCheckMutation();
  const [submitWithdraw] = useSubmitWithdrawMutation();
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [methodId, setMethodId] = useState('');
  const [busy, setBusy] = useState(false);

  const ewallet = Boolean(methodsQ.data && !Array.isArray(methodsQ.data));
  const all = methodsQ.data ? (Array.isArray(methodsQ.data) ? methodsQ.data : methodsQ.data.pgs) : [];
  const methods = all.filter((m) => m.withdraw);
  const poisha = tryParseMoney(amount);
  const links = {
    profile: { to: '/profile', label: t('funds.goProfile') },
    turnover: { to: '/turnover-record', label: t('funds.goTurnover') },
  };
  const birthdayMissing = player.user ? !player.user.dofb : false;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !player.ready || !player.remoteId) return;
    const error = withdrawSubmitError({
      phoneVerified: player.phoneVerified,
      hasPendingWithdrawal: player.hasPendingWithdrawal,
      amount,
      accountNumber: account,
      paymentMethod: methodId,
    });
    if (error) {
      alert(msg(error), linkFor(error, links));
      return;
    }
    const method = methods.find((m) => String(m.id) === methodId);
    if (!method) return;
    setBusy(true);
    try {
      try {
        await withdrawCheck(player.remoteId).unwrap();
      } catch (err) {
        const r = precheckRefusal(err, links);
        alert(msg(r.text), r.link);
        return;
      }
      const wire = toWire(parseMoney(amount));
      await submitWithdraw({
        remote_id: player.remoteId,
        account_number: account.trim(),
        amount: wire,
        payment_id: ewallet ? 0 : method.id,
        provider: method.name,
      }).unwrap();
      toast.show(msg(MESSAGES.withdrawalSuccessful), 'success');
      const state: PaymentRequestState = {
        kind: 'withdrawal',
        amount: wire,
        payment_icon: method.icon,
        paymentMethodName: method.name,
        deadline: Date.now() + PAYMENT_ARRIVAL_COUNTDOWN_SECONDS * 1000,
      };
      navigate('/payment-request', { state });
    } catch (err) {
      const apiError = toApiError(err);
      const text = apiError.status === null ? null : (apiError.error ?? apiError.message);
      alert(msg(text ?? MESSAGES.errorTryAgain), text ? linkFor(text, links) : undefined);
    } finally {
      setBusy(false);
    }
  };

  if (general?.withdrawal_status === 0 || (methodsQ.data && methods.length === 0)) {
    return (
      <Body data-testid="withdrawal-tab">
        <EmptyState text={msg(MESSAGES.noWithdrawMethods)} icon="withdraw" />
      </Body>
    );
  }

  return (
    <Body data-testid="withdrawal-tab">
      <VerifyStrip user={player.user} phoneVerified={player.phoneVerified} hint={false} />
      <Notice>
        <MiniIcon name="alert" size={16} />
        <span>
          {t('withdraw.tip')}{' '}
          {player.user && (birthdayMissing || !player.phoneVerified) && <Link to="/profile">{t('funds.goProfile')}</Link>}
        </span>
      </Notice>

      <Card>
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <Field>
            <TextInput
              name="amount"
              label={t('withdraw.amount')}
              inputMode="decimal"
              autoComplete="off"
              prefix="৳"
              placeholder={t('withdraw.amountPlaceholder')}
              value={amount}
              onChange={(e) => setAmount(cleanAmount(e.target.value))}
              data-testid="withdraw-amount"
            />
            <RangeRow>
              <span>
                {t('funds.rangeLabel')}{' '}
                <b>
                  {taka(WITHDRAWAL_RANGE.min, 0)} – {taka(WITHDRAWAL_RANGE.max, 0)}
                </b>
              </span>
              <TextButton type="button" onClick={() => setAmount('')} disabled={amount === ''}>
                <Icon name="refresh" size={14} />
                {t('funds.reset')}
              </TextButton>
            </RangeRow>
            <QuickAmounts
              amounts={WITHDRAWAL_QUICK_AMOUNTS}
              add={false}
              current={poisha}
              onPick={(p) => setAmount(amountText(p))}
              label={t('funds.quickAmounts')}
            />
          </Field>

          <Field>
            <TextInput
              name="account_number"
              label={t('withdraw.account')}
              hint={t('withdraw.accountHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              placeholder="01XXXXXXXXX"
              value={account}
              onChange={(e) => setAccount(e.target.value.replace(/[^\d]/g, ''))}
              data-testid="withdraw-account"
            />
            {player.verifiedPhones.length > 0 && (
              <Chips aria-label={t('withdraw.useVerified')}>
                {player.verifiedPhones.map((p) => (
                  <Chip key={p} type="button" onClick={() => setAccount(localPhone(p))}>
                    <Icon name="phone" size={13} />
                    {localPhone(p)}
                  </Chip>
                ))}
              </Chips>
            )}
          </Field>

          {methodsQ.isLoading ? (
            <Skeleton height={72} radius="10px" />
          ) : (
            <Select
              name="payment_id"
              label={t('withdraw.method')}
              placeholder={t('withdraw.methodPlaceholder')}
              options={methods.map((m) => ({ value: String(m.id), label: m.name }))}
              value={methodId}
              onChange={(e) => setMethodId(e.target.value)}
              data-testid="withdraw-method"
            />
          )}

          <Button type="submit" variant="gold" size="lg" block loading={busy} disabled={!player.ready} data-testid="withdraw-submit">
            {busy ? msg(MESSAGES.submitting) : t('withdraw.submit')}
          </Button>
        </Form>
      </Card>
      {alertElement}
    </Body>
  );
}
