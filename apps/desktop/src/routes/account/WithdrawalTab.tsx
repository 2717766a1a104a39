import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useWithdrawalEligibility, useWithdrawalFlow } from '@khela/api';
import { MESSAGES, WITHDRAWAL_QUICK_AMOUNTS, WITHDRAWAL_RANGE, withdrawalProfileMissing } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { AccountNumberField, AmountInput, AmountRange, Button, EmptyState, Icon, SubmitButton, WithdrawMethodSelect, useToast } from '@khela/ui';
import {
  AmountChips,
  Checklist,
  Columns,
  Lead,
  PROFILE_TAB,
  Panel,
  Requirement,
  Rows,
  Side,
  TURNOVER_TAB,
  taka,
  useFundsRefusal,
} from '../funds/parts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  & > .wide { grid-column: 1 / -1; }
`;

const Range = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  b { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

/**
 * Member Center › Withdrawal (spec 1 §2 /withdrawal at desktop width): the requirements (birthday, verified phone,
 * turnover left) beside the form (amount with its chips and range, account number, payment method). Submit is the
 * shared `useWithdrawalFlow`: the checks of spec 1 §5 in order, the server pre-check, then the submission.
 */
export function WithdrawalTab() {
  const { t } = useTranslation(['wallet', 'common', 'account']);
  const msg = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const { refuse, element: modal } = useFundsRefusal();
  const flow = useWithdrawalFlow({
    onRefused: refuse,
    onSubmitted: (state) => {
      toast.show(msg(MESSAGES.withdrawalSuccessful), 'success');
      navigate('/payment-request', { state });
    },
  });
  const need = useWithdrawalEligibility();
  const { player, methodsQuery: methodsQ, methods, amount, account, methodId, poisha, busy } = flow;

  if (flow.unavailable) {
    return (
      <Panel data-testid="withdrawal-tab">
        <EmptyState text={msg(MESSAGES.noWithdrawMethods)} icon="withdraw" />
      </Panel>
    );
  }

  const method = methods.find((m) => String(m.id) === methodId);

  return (
    <Columns data-testid="withdrawal-tab">
      <Panel aria-labelledby="wd-title">
        <h2 id="wd-title">{t('account:memberCenter.tabs.withdrawal')}</h2>
        <Lead>{t('desktop.withdraw.subtitle')}</Lead>
        <Form onSubmit={(e) => void flow.submit(e)} noValidate>
          <div className="wide">
            <AmountInput label={t('amount')} value={amount} onChange={flow.setAmount} testId="withdraw-amount" />
          </div>
          <Range className="wide">
            <AmountRange min={WITHDRAWAL_RANGE.min} max={WITHDRAWAL_RANGE.max} />
            <Button variant="ghost" size="sm" onClick={flow.clearAmount} disabled={amount === ''}>
              <Icon name="refresh" size={14} />
              {t('common:reset')}
            </Button>
          </Range>
          <div className="wide">
            <AmountChips amounts={WITHDRAWAL_QUICK_AMOUNTS} add={false} current={poisha} onPick={flow.pickAmount} label={t('funds.quickAmounts')} />
          </div>
          <div>
            <AccountNumberField value={account} onChange={flow.setAccount} verifiedPhones={player.verifiedPhones} onPickPhone={flow.pickPhone} />
          </div>
          <div>
            <WithdrawMethodSelect methods={methods} loading={methodsQ.isLoading} value={methodId} onChange={flow.setMethodId} />
          </div>
          <div className="wide">
            <SubmitButton busy={busy} disabled={!player.ready} testId="withdraw-submit" />
          </div>
        </Form>
      </Panel>

      <Side aria-labelledby="wd-need" data-testid="withdrawal-eligibility">
        <h2 id="wd-need">{t('desktop.withdraw.eligibility')}</h2>
        <Checklist>
          <Requirement ok={need.birthday} text={t('desktop.withdraw.birthday')} fix={{ to: PROFILE_TAB, label: t('funds.goProfile') }} testId="withdraw-req-birthday" />
          <Requirement ok={need.phoneVerified} text={t('desktop.withdraw.phone')} fix={{ to: PROFILE_TAB, label: t('funds.verifyPhone') }} testId="withdraw-req-phone" />
          <Requirement
            ok={need.turnoverLeft === null ? null : need.turnoverLeft === 0n}
            text={need.turnoverLeft ? t('desktop.withdraw.turnoverLeft', { amount: taka(need.turnoverLeft) }) : t('desktop.withdraw.turnoverDone')}
            fix={{ to: TURNOVER_TAB, label: t('funds.goTurnover') }}
            testId="withdraw-req-turnover"
          />
        </Checklist>
        {withdrawalProfileMissing(need) && <Lead data-testid="withdraw-profile-note">{t('withdraw.tip')}</Lead>}
        <Rows>
          <dt>{t('method')}</dt>
          <dd>{method ? method.name : t('desktop.deposit.notChosen')}</dd>
          <dt>{t('accountNumber')}</dt>
          <dd>{account || '–'}</dd>
          <dt>{t('amount')}</dt>
          <dd className="money">{taka(poisha ?? 0n)}</dd>
        </Rows>
      </Side>
      {modal}
    </Columns>
  );
}
