import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDepositFlow } from '@khela/api';
import { DEPOSIT_QUICK_AMOUNTS, PAYMENT_TYPE_ORDER, depositEstimate, tryParseMoney, type AccountType } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, Skeleton, TextInput } from '@khela/ui';
import {
  AmountChips,
  ChipRow,
  Checklist,
  Columns,
  Lead,
  MethodLogo,
  PROFILE_TAB,
  Panel,
  Requirement,
  Rows,
  Side,
  Stack,
  choice,
  taka,
  useFundsRefusal,
  wireTaka,
} from '../funds/parts';

const Methods = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const MethodCard = styled.button<{ $on: boolean }>`
  ${choice}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  b.bonus {
    position: absolute;
    top: -9px;
    right: 8px;
    padding: 1px 7px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.goldText};
    font-size: 11px;
  }
`;

const Types = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const TypeButton = styled.button<{ $on: boolean }>`
  ${choice}
  min-height: 42px;
  font-weight: 700;
`;

const Channel = styled.button<{ $on: boolean }>`
  ${choice}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 170px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  text-align: left;
  strong { font-size: ${({ theme }) => theme.font.sizeSm}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

const AmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 280px) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  b { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

const Promos = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Promo = styled.button<{ $on: boolean }>`
  ${choice}
  display: flex;
  flex-direction: column;
  gap: 3px;
  padding: ${({ theme }) => theme.space(3)};
  text-align: left;
  strong { font-size: ${({ theme }) => theme.font.sizeSm}; line-height: 1.35; padding-right: 64px; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; line-height: 1.4; }
  b.tag { position: absolute; top: 10px; right: 10px; color: ${({ theme }) => theme.colors.gold}; font-size: 12px; }
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
  const chosen = Number(search.get('promotion_id'));
  const flow = useDepositFlow({
    onRefused: refuse,
    onReady: (state) => navigate('/make-payment', { state }),
    initialPromotionId: Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null,
  });
  const { player, methodsQuery: methodsQ, methods, method, channel, promotion, poisha, range, busy } = flow;
  const { methodName, accountType, channelId, amount, promotionId } = flow.selection;
  const typeLabel = (type: AccountType) => t(`deposit.typeLabel.${type}`);

  if (methodsQ.isError && !methodsQ.data) {
    return (
      <Panel>
        <EmptyState text={t('deposit.loadError')} icon="wallet">
          <Button variant="secondary" onClick={() => void methodsQ.refetch()}>
            <Icon name="refresh" size={18} />
            {t('ui:retry')}
          </Button>
        </EmptyState>
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
          {methodsQ.isLoading ? (
            <Methods>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={104} radius="10px" />
              ))}
            </Methods>
          ) : methods.length === 0 ? (
            <Lead>{t('deposit.noMethods')}</Lead>
          ) : (
            <Methods role="radiogroup" aria-labelledby="dep-method">
              {methods.map((m) => (
                <MethodCard
                  key={m.id}
                  type="button"
                  role="radio"
                  aria-checked={m.name === methodName}
                  $on={m.name === methodName}
                  onClick={() => flow.chooseMethod(m.name)}
                  data-testid={`payment-method-${m.name}`}
                >
                  {m.bonus > 0 && <b className="bonus">{t('deposit.bonusTag', { pct: m.bonus })}</b>}
                  <MethodLogo icon={m.icon} name={m.name} size={48} />
                  {m.name}
                </MethodCard>
              ))}
            </Methods>
          )}
        </Panel>

        <Panel aria-labelledby="dep-type">
          <h2 id="dep-type">{t('deposit.type')}</h2>
          <Types role="radiogroup" aria-labelledby="dep-type">
            {PAYMENT_TYPE_ORDER.map((type) => (
              <TypeButton
                key={type}
                type="button"
                role="radio"
                aria-checked={accountType === type}
                $on={accountType === type}
                disabled={!flow.availableTypes.has(type)}
                onClick={() => flow.chooseType(type)}
                data-testid={`payment-type-${type}`}
              >
                {typeLabel(type)}
              </TypeButton>
            ))}
          </Types>
          {!method && <Lead>{t('deposit.chooseMethodFirst')}</Lead>}
          <h2 id="dep-channel">{t('deposit.channel')}</h2>
          {!accountType ? (
            <Lead>{t('deposit.chooseTypeFirst')}</Lead>
          ) : (
            <ChipRow role="radiogroup" aria-labelledby="dep-channel">
              {flow.typeChannels.map((c) => (
                <Channel
                  key={c.id}
                  type="button"
                  role="radio"
                  aria-checked={c.id === channelId}
                  $on={c.id === channelId}
                  onClick={() => flow.chooseChannel(c.id)}
                  data-testid={`channel-${c.id}`}
                >
                  <strong>{c.name}</strong>
                  <small>{t('deposit.channelRange', { min: wireTaka(c.min, 0), max: wireTaka(c.max, 0) })}</small>
                </Channel>
              ))}
            </ChipRow>
          )}
        </Panel>

        <Panel aria-labelledby="dep-amount">
          <h2 id="dep-amount">{t('amount')}</h2>
          <AmountRow>
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
            <span>
              {t('funds.rangeLabel')}{' '}
              <b data-testid="deposit-range">
                {taka(range.min, 0)} – {taka(range.max, 0)}
              </b>{' '}
              <Button variant="ghost" size="sm" onClick={flow.clearAmount} disabled={amount === ''} data-testid="deposit-reset">
                <Icon name="refresh" size={14} />
                {t('common:reset')}
              </Button>
            </span>
          </AmountRow>
          <AmountChips amounts={DEPOSIT_QUICK_AMOUNTS} add current={poisha} onPick={flow.addAmount} label={t('funds.quickAmounts')} />
        </Panel>

        <Panel aria-labelledby="dep-promo">
          <h2 id="dep-promo">{t('deposit.promotion')}</h2>
          <Promos role="radiogroup" aria-labelledby="dep-promo">
            <Promo type="button" role="radio" aria-checked={promotionId === null} $on={promotionId === null} onClick={() => flow.choosePromotion(null)} data-testid="promotion-option-none">
              <strong>{t('deposit.noPromotion')}</strong>
              <small>{t('deposit.noPromotionHint')}</small>
            </Promo>
            {flow.promotionsLoading && <Skeleton height={64} radius="10px" />}
            {flow.promotions.map((p) => {
              const used = flow.usedPromotions.has(p.id);
              return (
                <Promo
                  key={p.id}
                  type="button"
                  role="radio"
                  aria-checked={promotionId === p.id}
                  disabled={used}
                  $on={promotionId === p.id}
                  onClick={() => flow.choosePromotion(p.id)}
                  data-testid={`promotion-option-${p.id}`}
                >
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
                  <b className="tag">{used ? t('deposit.promoUsed') : p.deposit_bouns > 0 ? t('deposit.promoBonus', { pct: Math.round(p.deposit_bouns) }) : null}</b>
                </Promo>
              );
            })}
          </Promos>
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
