import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDepositFlow } from '@khela/api';
import { DEPOSIT_QUICK_AMOUNTS, PAYMENT_TYPE_ORDER, tryParseMoney, type AccountType } from '@khela/domain';
import { Button, EmptyState, Icon, Skeleton, TextInput } from '@khela/ui';
import { useFundsRefusal } from './alert';
import { taka, wireTaka } from './money';
import { Body, Muted, PaymentLogo, QuickAmounts, RangeRow, SelectedTick, StepCard, TextButton, Tips, optionCss } from './parts';
import { VerifyStrip } from './VerifyStrip';
import { useTranslation } from '@khela/i18n';

/** Display order of the payment types (spec 1 §2 /make-payment: Personal, Agent, Merchant). */
const TYPE_ORDER = PAYMENT_TYPE_ORDER;

const PromoList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const PromoOption = styled.button<{ $selected: boolean }>`
  ${optionCss}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Radio = styled.span<{ $on: boolean }>`
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.surfaceAlt};
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : 'transparent')};
`;

const PromoText = styled.span`
  flex: 1;
  min-width: 0;
  strong { display: block; font-size: ${({ theme }) => theme.font.sizeSm}; line-height: 1.35; }
  small { display: block; margin-top: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; line-height: 1.4; }
`;

const PromoBadge = styled.span`
  flex: none;
  padding: 3px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(245, 194, 66, 0.14);
  color: ${({ theme }) => theme.colors.gold};
  font-size: 12px;
  font-weight: 800;
  white-space: nowrap;
`;

const MethodGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const MethodTile = styled.button<{ $selected: boolean }>`
  ${optionCss}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: ${({ theme }) => theme.space(2.5)} 2px ${({ theme }) => theme.space(2)};
  font-size: 12px;
  font-weight: 700;
  text-align: center;
  span.name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const BonusTag = styled.span`
  position: absolute;
  top: -8px;
  left: 50%;
  transform: translateX(-50%);
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(180deg, #ffd76a, ${({ theme }) => theme.colors.gold});
  color: ${({ theme }) => theme.colors.goldText};
  font-size: 10px;
  font-weight: 800;
  white-space: nowrap;
`;

const TypeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const TypeButton = styled.button<{ $selected: boolean }>`
  ${optionCss}
  min-height: 44px;
  padding: 0 4px;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  &:disabled { opacity: 0.4; transform: none; }
`;

const ChannelList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ChannelChip = styled.button<{ $selected: boolean }>`
  ${optionCss}
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 140px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  strong { font-size: ${({ theme }) => theme.font.sizeSm}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-variant-numeric: tabular-nums; }
`;

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
  const chosen = Number(search.get('promotion_id'));
  const flow = useDepositFlow({
    onRefused: refuse,
    onReady: (state) => navigate('/make-payment', { state }),
    // "Take this offer" on the promotions page opens /deposit?promotion_id=…
    initialPromotionId: Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null,
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
        <EmptyState text={t('deposit.loadError')} icon="wallet">
          <Button variant="secondary" onClick={() => void methodsQ.refetch()}>
            <Icon name="refresh" size={18} />
            {t('ui:retry')}
          </Button>
        </EmptyState>
      </Body>
    );
  }

  return (
    <Body data-testid="deposit-tab">
      <VerifyStrip user={player.user} phoneVerified={player.phoneVerified} />

      <StepCard step={1} title={t('deposit.promotion')} id="dep-promo">
        <PromoList role="radiogroup" aria-labelledby="dep-promo">
          <PromoOption
            type="button"
            role="radio"
            aria-checked={promotionId === null}
            $selected={promotionId === null}
            onClick={() => setPromotionId(null)}
            data-testid="promotion-option-none"
          >
            <Radio $on={promotionId === null} />
            <PromoText>
              <strong>{t('deposit.noPromotion')}</strong>
              <small>{t('deposit.noPromotionHint')}</small>
            </PromoText>
          </PromoOption>
          {promotionsLoading && <Skeleton height={56} radius="10px" />}
          {promos.map((p) => (
            <PromoOption
              key={p.id}
              type="button"
              role="radio"
              aria-checked={promotionId === p.id}
              aria-disabled={used.has(p.id)}
              disabled={used.has(p.id)}
              $selected={promotionId === p.id}
              onClick={() => setPromotionId(p.id)}
              data-testid={`promotion-option-${p.id}`}
            >
              <Radio $on={promotionId === p.id} />
              <PromoText>
                <strong>{p.name}</strong>
                <small>
                  {[
                    t('deposit.promoMin', { amount: wireTaka(p.min_deposit, 0) }),
                    tryParseMoney(p.max_bonus) ? t('deposit.promoMax', { amount: wireTaka(p.max_bonus, 0) }) : null,
                    p.turnover > 0 ? t('deposit.promoTurnover', { times: p.turnover }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </PromoText>
              {used.has(p.id) ? (
                <PromoBadge>{t('deposit.promoUsed')}</PromoBadge>
              ) : (
                p.deposit_bouns > 0 && <PromoBadge>{t('deposit.promoBonus', { pct: Math.round(p.deposit_bouns) })}</PromoBadge>
              )}
            </PromoOption>
          ))}
        </PromoList>
      </StepCard>

      <StepCard step={2} title={t('method')} id="dep-method">
        {methodsQ.isLoading ? (
          <MethodGrid>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={84} radius="10px" />
            ))}
          </MethodGrid>
        ) : methods.length === 0 ? (
          <Muted>{t('deposit.noMethods')}</Muted>
        ) : (
          <MethodGrid role="radiogroup" aria-labelledby="dep-method">
            {methods.map((m) => (
              <MethodTile
                key={m.id}
                type="button"
                role="radio"
                aria-checked={m.name === methodName}
                $selected={m.name === methodName}
                onClick={() => chooseMethod(m.name)}
                data-testid={`payment-method-${m.name}`}
              >
                {m.bonus > 0 && <BonusTag>{t('deposit.bonusTag', { pct: m.bonus })}</BonusTag>}
                <PaymentLogo icon={m.icon} name={m.name} size={40} />
                <span className="name">{m.name}</span>
                {m.name === methodName && <SelectedTick />}
              </MethodTile>
            ))}
          </MethodGrid>
        )}
      </StepCard>

      <StepCard step={3} title={t('deposit.type')} id="dep-type">
        <TypeRow role="radiogroup" aria-labelledby="dep-type">
          {TYPE_ORDER.map((type) => (
            <TypeButton
              key={type}
              type="button"
              role="radio"
              aria-checked={accountType === type}
              $selected={accountType === type}
              disabled={!types.has(type)}
              onClick={() => chooseType(type)}
              data-testid={`payment-type-${type}`}
            >
              {typeLabel(type)}
            </TypeButton>
          ))}
        </TypeRow>
        {!method && <Muted>{t('deposit.chooseMethodFirst')}</Muted>}
        {method && channelsQ.isFetching && !channelsQ.currentData && <Skeleton height={16} width="60%" />}
      </StepCard>

      <StepCard step={4} title={t('deposit.channel')} id="dep-channel">
        {!accountType ? (
          <Muted>{t('deposit.chooseTypeFirst')}</Muted>
        ) : (
          <ChannelList role="radiogroup" aria-labelledby="dep-channel">
            {typeChannels.map((c) => (
              <ChannelChip
                key={c.id}
                type="button"
                role="radio"
                aria-checked={c.id === channelId}
                $selected={c.id === channelId}
                onClick={() => setChannelId(c.id)}
                data-testid={`channel-${c.id}`}
              >
                <strong>{c.name}</strong>
                <small>{t('deposit.channelRange', { min: wireTaka(c.min, 0), max: wireTaka(c.max, 0) })}</small>
                {c.id === channelId && <SelectedTick />}
              </ChannelChip>
            ))}
          </ChannelList>
        )}
      </StepCard>

      <StepCard step={5} title={t('amount')} id="dep-amount">
        <TextInput
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          prefix="৳"
          placeholder={t('amountPlaceholder')}
          aria-labelledby="dep-amount"
          value={amount}
          onChange={(e) => flow.setAmount(e.target.value)}
          data-testid="deposit-amount"
        />
        <RangeRow>
          <span>
            {t('funds.rangeLabel')}{' '}
            <b data-testid="deposit-range">
              {taka(range.min, 0)} – {taka(range.max, 0)}
            </b>
          </span>
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
