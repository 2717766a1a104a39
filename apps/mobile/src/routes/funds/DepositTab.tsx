import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, useDepositFlow } from '@khela/api';
import { DEPOSIT_QUICK_AMOUNTS, promotionIdParam, type AccountType } from '@khela/domain';
import { AmountInput, AmountRange, Button, ChannelChoices, EmptyState, Icon, MethodChoices, PaymentTypeChoices, PromotionChoices, Skeleton } from '@khela/ui';
import { useFundsRefusal } from './alert';
import { taka } from './money';
import { Body, Muted, QuickAmounts, RangeRow, StepCard, TextButton, Tips } from './parts';
import { VerifyStrip } from './VerifyStrip';
import { useTranslation } from '@khela/i18n';

const Summary = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  small { min-width: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  b { flex: none; font-size: ${({ theme }) => theme.font.sizeLg}; color: ${({ theme }) => theme.colors.gold}; font-variant-numeric: tabular-nums; }
`;

/**
 * The Deposit tab of Funds (spec 1 §2 /deposit): promotion, payment method, payment type, channel and amount;
 * Next runs the checks of spec 1 §5 in order, then asks for the number to pay to (or starts the e-wallet payment)
 * and goes to /make-payment.
 */
export function DepositTab() {
  const { t } = useTranslation(['wallet', 'ui', 'common']);
  const navigate = useNavigate();
  const { refuse, element: alertElement } = useFundsRefusal();
  // The steps, their state machine and Next's checks and calls live in the shared flow (`@khela/api`).
  const [search] = useSearchParams();
  const flow = useDepositFlow({
    onRefused: refuse,
    onReady: (state) => navigate('/make-payment', { state }),
    // "Take this offer" on the promotions page opens /deposit?promotion_id=…
    initialPromotionId: promotionIdParam(search.get('promotion_id')),
  });
  const {
    player,
    methodsQuery: methodsQ,
    channelsQuery: channelsQ,
    methods,
    method,
    channel,
    promotions: promos,
    usedPromotions: used,
    promotionsLoading,
    availableTypes: types,
    typeChannels,
    poisha,
    range,
    busy,
    selection: { promotionId, methodName, accountType, channelId, amount },
    choosePromotion: setPromotionId,
    chooseMethod,
    chooseType,
    chooseChannel: setChannelId,
    next,
  } = flow;
  const typeLabel = (type: AccountType) => t(`deposit.typeLabel.${type}`);

  if (methodsQ.isError && !methodsQ.data) {
    return (
      <Body>
        <EmptyState text={t('deposit.loadError')} icon="wallet" onRetry={() => void methodsQ.refetch()} />
      </Body>
    );
  }

  return (
    <Body data-testid="deposit-tab">
      <VerifyStrip user={player.user} phoneVerified={player.phoneVerified} />

      <StepCard step={1} title={t('deposit.promotion')} id="dep-promo">
        <PromotionChoices promotions={promos} used={used} loading={promotionsLoading} selected={promotionId} onChoose={setPromotionId} labelledBy="dep-promo" layout="phone" />
      </StepCard>

      <StepCard step={2} title={t('method')} id="dep-method">
        <MethodChoices methods={methods} loading={methodsQ.isLoading} selected={methodName} onChoose={chooseMethod} logoSrc={storageUrl} labelledBy="dep-method" layout="phone" />
      </StepCard>

      <StepCard step={3} title={t('deposit.type')} id="dep-type">
        <PaymentTypeChoices available={types} selected={accountType} onChoose={chooseType} labelledBy="dep-type" />
        {!method && <Muted>{t('deposit.chooseMethodFirst')}</Muted>}
        {method && channelsQ.isFetching && !channelsQ.currentData && <Skeleton height={16} width="60%" />}
      </StepCard>

      <StepCard step={4} title={t('deposit.channel')} id="dep-channel">
        {!accountType ? (
          <Muted>{t('deposit.chooseTypeFirst')}</Muted>
        ) : (
          <ChannelChoices channels={typeChannels} selected={channelId} onChoose={setChannelId} labelledBy="dep-channel" />
        )}
      </StepCard>

      <StepCard step={5} title={t('amount')} id="dep-amount">
        <AmountInput labelledBy="dep-amount" value={amount} onChange={flow.setAmount} testId="deposit-amount" />
        <RangeRow>
          <AmountRange min={range.min} max={range.max} testId="deposit-range" />
          <TextButton type="button" onClick={flow.clearAmount} disabled={amount === ''} data-testid="deposit-reset">
            <Icon name="refresh" size={14} />
            {t('common:reset')}
          </TextButton>
        </RangeRow>
        <QuickAmounts
          amounts={DEPOSIT_QUICK_AMOUNTS}
          add
          current={poisha}
          onPick={flow.addAmount}
          label={t('funds.quickAmounts')}
        />
        <Summary>
          <small>{method && channel ? `${method.name} · ${typeLabel(channel.account_type)}` : t('deposit.total')}</small>
          <b data-testid="deposit-total">{poisha !== null ? taka(poisha) : taka(0n)}</b>
        </Summary>
        <Button variant="gold" size="lg" block onClick={() => void next()} loading={busy || !player.ready} data-testid="deposit-next">
          {t('ui:next')}
        </Button>
      </StepCard>

      <Tips
        title={t('deposit.tips.title')}
        items={[t('deposit.tips.phone'), t('deposit.tips.reference'), t('deposit.tips.amount'), t('deposit.tips.slip'), t('deposit.tips.saveNumber')]}
      />
      {alertElement}
    </Body>
  );
}
