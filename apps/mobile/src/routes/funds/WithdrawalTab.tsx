import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useWithdrawalFlow } from '@khela/api';
import { MESSAGES, WITHDRAWAL_QUICK_AMOUNTS, WITHDRAWAL_RANGE, withdrawalProfileMissing } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { AccountNumberField, AmountInput, AmountRange, EmptyState, Icon, SubmitButton, WithdrawMethodSelect, useToast } from '@khela/ui';
import { useFundsRefusal } from './alert';
import { Body, Card, MiniIcon, QuickAmounts, RangeRow, TextButton } from './parts';
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
 * The Withdrawal tab of Funds (spec 1 §2 /withdrawal): amount with quick amounts and the range, account number,
 * payment method. Submit runs the checks of spec 1 §5 in order, then the server pre-check, then the submission.
 */
export function WithdrawalTab() {
  const { t } = useTranslation(['wallet', 'common']);
  const msg = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const { refuse, element: alertElement } = useFundsRefusal();
  // The form's state, its checks, the pre-check and the submission live in the shared flow (`@khela/api`).
  const flow = useWithdrawalFlow({
    onRefused: refuse,
    onSubmitted: (state) => {
      toast.show(msg(MESSAGES.withdrawalSuccessful), 'success');
      navigate('/payment-request', { state });
    },
  });
  const { player, methodsQuery: methodsQ, methods, amount, account, methodId, poisha, busy, birthdayMissing } = flow;

  if (flow.unavailable) {
    return (
      <Body data-testid="withdrawal-tab">
        <EmptyState text={msg(MESSAGES.noWithdrawMethods)} icon="withdraw" />
      </Body>
    );
  }

  return (
    <Body data-testid="withdrawal-tab">
      <VerifyStrip user={player.user} phoneVerified={player.phoneVerified} hint={false} />
      {/* Only while the birthday or the verified phone is missing (not while the profile is loading). */}
      {withdrawalProfileMissing({ birthday: player.user ? !birthdayMissing : null, phoneVerified: player.ready ? player.phoneVerified : null }) && (
        <Notice data-testid="withdraw-profile-note">
          <MiniIcon name="alert" size={16} />
          <span>
            {t('withdraw.tip')} <Link to="/profile">{t('funds.goProfile')}</Link>
          </span>
        </Notice>
      )}

      <Card>
        <Form onSubmit={(e) => void flow.submit(e)} noValidate>
          <Field>
            <AmountInput label={t('amount')} value={amount} onChange={flow.setAmount} testId="withdraw-amount" />
            <RangeRow>
              <AmountRange min={WITHDRAWAL_RANGE.min} max={WITHDRAWAL_RANGE.max} />
              <TextButton type="button" onClick={flow.clearAmount} disabled={amount === ''}>
                <Icon name="refresh" size={14} />
                {t('common:reset')}
              </TextButton>
            </RangeRow>
            <QuickAmounts
              amounts={WITHDRAWAL_QUICK_AMOUNTS}
              add={false}
              current={poisha}
              onPick={flow.pickAmount}
              label={t('funds.quickAmounts')}
            />
          </Field>

          <AccountNumberField value={account} onChange={flow.setAccount} verifiedPhones={player.verifiedPhones} onPickPhone={flow.pickPhone} />
          <WithdrawMethodSelect methods={methods} loading={methodsQ.isLoading} value={methodId} onChange={flow.setMethodId} />

          <SubmitButton busy={busy} disabled={!player.ready} testId="withdraw-submit" />
        </Form>
      </Card>
      {alertElement}
    </Body>
  );
}
