import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, useDepositFlow } from '@khela/api';
import { DEPOSIT_QUICK_AMOUNTS, promotionIdParam, depositEstimate, tryParseMoney, type AccountType } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { AmountInput, AmountRange, Button, ChannelChoices, EmptyState, Icon, MethodChoices, PaymentTypeChoices, PromotionChoices } from '@khela/ui';
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
  Stack,
  taka,
  useFundsRefusal,
} from '../funds/parts';

const AmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 280px) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  b { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

const Tips = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  line-height: 1.5;
`;

/**
 * Member Center › Deposit (spec 1 §2 /deposit at desktop width): method cards, payment type, channel, amount with the
 * quick-add chips, promotion; a summary beside them with the bonus, the turnover and what a deposit needs. The steps,
 * their checks (spec 1 §5, in order) and the calls are the shared `useDepositFlow`, as on the phone.
 */
export function DepositTab() {
  const { t } = useTranslation(['wallet', 'ui', 'common']);
  const navigate = useNavigate();
  const { refuse, element: modal } = useFundsRefusal();
  const [search] = useSearchParams();
  const flow = useDepositFlow({
    onRefused: refuse,
    onReady: (state) => navigate('/make-payment', { state }),
    initialPromotionId: promotionIdParam(search.get('promotion_id')),
  });
  const { player, methodsQuery: methodsQ, methods, method, channel, promotion, poisha, range, busy } = flow;
  const { methodName, accountType, channelId, amount, promotionId } = flow.selection;
  const typeLabel = (type: AccountType) => t(`deposit.typeLabel.${type}`);

  if (methodsQ.isError && !methodsQ.data) {
    return (
      <Panel>
        <EmptyState text={t('deposit.loadError')} icon="wallet" onRetry={() => void methodsQ.refetch()} />
      </Panel>
    );
  }

  const estimate =
    poisha !== null
      ? depositEstimate(poisha, {
          promoPct: promotion?.deposit_bouns ?? 0,
          promoMax: (promotion && tryParseMoney(promotion.max_bonus)) || 0n,
          methodPct: method?.bonus ?? 0,
          turnoverTimes: promotion ? promotion.turnover : null,
        })
      : null;

  return (
    <Columns data-testid="deposit-tab">
      <Stack>
        <Panel aria-labelledby="dep-method">
          <h2 id="dep-method">{t('method')}</h2>
          <Lead>{t('desktop.deposit.subtitle')}</Lead>
          <MethodChoices
            methods={methods}
            loading={methodsQ.isLoading}
            selected={methodName}
            onChoose={flow.chooseMethod}
            logoSrc={storageUrl}
            labelledBy="dep-method"
            layout="wide"
          />
        </Panel>

        <Panel aria-labelledby="dep-type">
          <h2 id="dep-type">{t('deposit.type')}</h2>
          <PaymentTypeChoices available={flow.availableTypes} selected={accountType} onChoose={flow.chooseType} labelledBy="dep-type" />
          {!method && <Lead>{t('deposit.chooseMethodFirst')}</Lead>}
          <h2 id="dep-channel">{t('deposit.channel')}</h2>
          {!accountType ? (
            <Lead>{t('deposit.chooseTypeFirst')}</Lead>
          ) : (
            <ChannelChoices channels={flow.typeChannels} selected={channelId} onChoose={flow.chooseChannel} labelledBy="dep-channel" />
          )}
        </Panel>

        <Panel aria-labelledby="dep-amount">
          <h2 id="dep-amount">{t('amount')}</h2>
          <AmountRow>
            <AmountInput labelledBy="dep-amount" value={amount} onChange={flow.setAmount} testId="deposit-amount" />
            <AmountRange min={range.min} max={range.max} testId="deposit-range">
              <Button variant="ghost" size="sm" onClick={flow.clearAmount} disabled={amount === ''} data-testid="deposit-reset">
                <Icon name="refresh" size={14} />
                {t('common:reset')}
              </Button>
            </AmountRange>
          </AmountRow>
          <AmountChips amounts={DEPOSIT_QUICK_AMOUNTS} add current={poisha} onPick={flow.addAmount} label={t('funds.quickAmounts')} />
        </Panel>

        <Panel aria-labelledby="dep-promo">
          <h2 id="dep-promo">{t('deposit.promotion')}</h2>
          <PromotionChoices
            promotions={flow.promotions}
            used={flow.usedPromotions}
            loading={flow.promotionsLoading}
            selected={promotionId}
            onChoose={flow.choosePromotion}
            labelledBy="dep-promo"
            layout="wide"
          />
        </Panel>
      </Stack>

      <Side aria-labelledby="dep-summary" data-testid="deposit-summary">
        <h2 id="dep-summary">{t('desktop.deposit.summary')}</h2>
        <Rows>
          <dt>{t('method')}</dt>
          <dd>{method ? method.name : t('desktop.deposit.notChosen')}</dd>
          <dt>{t('deposit.type')}</dt>
          <dd>
            {channel
              ? [typeLabel(channel.account_type), channel.name].filter((x, i, all) => all.indexOf(x) === i).join(' · ')
              : t('desktop.deposit.notChosen')}
          </dd>
          <dt>{t('deposit.promotion')}</dt>
          <dd>{promotion ? promotion.name : t('deposit.noPromotion')}</dd>
          <dt>{t('desktop.deposit.bonus')}</dt>
          <dd data-testid="deposit-bonus">{taka(estimate?.bonus ?? 0n)}</dd>
          <dt>{t('deposit.total')}</dt>
          <dd className="money" data-testid="deposit-total">
            {taka(poisha ?? 0n)}
          </dd>
        </Rows>
        <Lead data-testid="deposit-turnover">
          {estimate?.turnover != null ? `${t('desktop.deposit.turnover')}: ${taka(estimate.turnover)}` : t('desktop.deposit.turnoverDefault')}
        </Lead>
        <h2>{t('desktop.deposit.requirements')}</h2>
        <Checklist>
          <Requirement
            ok={player.ready ? player.phoneVerified : null}
            text={t('desktop.withdraw.phone')}
            fix={{ to: PROFILE_TAB, label: t('funds.verifyPhone') }}
            testId="deposit-req-phone"
          />
          <Requirement ok={player.ready ? !player.hasPendingDeposit : null} text={t('desktop.deposit.noPendingDeposit')} testId="deposit-req-pending" />
        </Checklist>
        <Button variant="gold" size="lg" block onClick={() => void flow.next()} loading={busy || !player.ready} data-testid="deposit-next">
          {t('ui:next')}
        </Button>
        <Tips aria-label={t('deposit.tips.title')}>
          {[t('deposit.tips.phone'), t('deposit.tips.reference'), t('deposit.tips.amount'), t('deposit.tips.slip'), t('deposit.tips.saveNumber')].map((x) => (
            <li key={x}>{x}</li>
          ))}
        </Tips>
      </Side>
      {modal}
    </Columns>
  );
}
