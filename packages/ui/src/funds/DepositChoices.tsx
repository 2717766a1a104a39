import { useState } from 'react';
import styled, { css } from 'styled-components';
import { PAYMENT_TYPE_ORDER, formatTaka as taka, formatWireTaka as wireTaka, tryParseMoney, type AccountType, type PaymentChannel, type PaymentMethod, type Poisha, type Promotion } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { Skeleton } from '../components/Skeleton';

/**
 * The choices of the deposit form (promotion, method, payment type, channel) and the quick amounts, shared by the
 * phone's /deposit and the desktop Member Center's Deposit tab. The state and its rules are `useDepositFlow`
 * (@khela/api); these only draw it. `layout` picks the phone's list or the desktop's wider cards.
 */
export type ChoicesLayout = 'phone' | 'wide';

/** A selectable card or chip (radio semantics on a button). */
export const choiceCss = css<{ $on: boolean }>`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? 'rgba(18, 185, 129, 0.12)' : theme.colors.surfaceAlt)};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  transition: border-color 0.15s ease, background-color 0.15s ease, transform 0.12s ease;
  &:active:not(:disabled) { transform: scale(0.98); }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.accent}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const TickMark = styled.span`
  position: absolute;
  top: -7px;
  right: -7px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

/** The tick on a chosen card. */
export function SelectedTick() {
  return (
    <TickMark aria-hidden>
      <Icon name="check" size={13} />
    </TickMark>
  );
}

const LogoBox = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $size }) => Math.round($size / 4)}px;
  background: #fff;
  overflow: hidden;
  color: #1a2540;
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  img { width: 100%; height: 100%; object-fit: contain; }
`;

/** A payment method's logo (`src`, already a full URL), or its initials when there is none or it fails to load. */
export function PaymentLogo({ src, name, size = 40 }: { src: string | null | undefined; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <LogoBox $size={size} aria-hidden>
      {src && !broken ? <img src={src} alt="" width={size} height={size} loading="lazy" onError={() => setBroken(true)} /> : name.slice(0, 2).toUpperCase()}
    </LogoBox>
  );
}

// ------------------------------------------------------------------------------------------------ promotions

const PromoList = styled.div<{ $layout: ChoicesLayout }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'wide' ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(2)};
`;

const PromoOption = styled.button<{ $on: boolean }>`
  ${choiceCss}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
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

export interface PromotionChoicesProps {
  promotions: readonly Promotion[];
  /** Promotions the player has already used (shown, not choosable). */
  used: ReadonlySet<number>;
  loading: boolean;
  selected: number | null;
  onChoose(id: number | null): void;
  labelledBy: string;
  layout: ChoicesLayout;
}

/** "No promotion" and the claimable deposit promotions, each with its minimum, cap and turnover. */
export function PromotionChoices({ promotions, used, loading, selected, onChoose, labelledBy, layout }: PromotionChoicesProps) {
  const { t, i18n } = useTranslation('wallet');
  const name = (p: Promotion) => (i18n.language === 'bn' && p.name_bn ? p.name_bn : p.name);
  return (
    <PromoList role="radiogroup" aria-labelledby={labelledBy} $layout={layout}>
      <PromoOption type="button" role="radio" aria-checked={selected === null} $on={selected === null} onClick={() => onChoose(null)} data-testid="promotion-option-none">
        <Radio $on={selected === null} />
        <PromoText>
          <strong>{t('deposit.noPromotion')}</strong>
          <small>{t('deposit.noPromotionHint')}</small>
        </PromoText>
      </PromoOption>
      {loading && <Skeleton height={56} radius="10px" />}
      {promotions.map((p) => {
        const isUsed = used.has(p.id);
        return (
          <PromoOption
            key={p.id}
            type="button"
            role="radio"
            aria-checked={selected === p.id}
            aria-disabled={isUsed}
            disabled={isUsed}
            $on={selected === p.id}
            onClick={() => onChoose(p.id)}
            data-testid={`promotion-option-${p.id}`}
          >
            <Radio $on={selected === p.id} />
            <PromoText>
              <strong>{name(p)}</strong>
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
            {isUsed ? (
              <PromoBadge>{t('deposit.promoUsed')}</PromoBadge>
            ) : (
              p.deposit_bouns > 0 && <PromoBadge>{t('deposit.promoBonus', { pct: Math.round(p.deposit_bouns) })}</PromoBadge>
            )}
          </PromoOption>
        );
      })}
    </PromoList>
  );
}

// ------------------------------------------------------------------------------------------------ methods

const MethodGrid = styled.div<{ $layout: ChoicesLayout }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'wide' ? 'repeat(auto-fill, minmax(120px, 1fr))' : 'repeat(4, minmax(0, 1fr))')};
  gap: ${({ theme, $layout }) => theme.space($layout === 'wide' ? 3 : 2)};
`;

const MethodTile = styled.button<{ $on: boolean; $layout: ChoicesLayout }>`
  ${choiceCss}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${({ $layout }) => ($layout === 'wide' ? 104 : 84)}px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  text-align: center;
  .name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: ${({ $layout }) => ($layout === 'wide' ? 13 : 12)}px; font-weight: 700; }
`;

const BonusTag = styled.b`
  position: absolute;
  top: -9px;
  left: 50%;
  transform: translateX(-50%);
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(180deg, #ffd76a, ${({ theme }) => theme.colors.gold});
  color: ${({ theme }) => theme.colors.goldText};
  font-size: 10px;
  font-weight: 800;
  white-space: nowrap;
`;

export interface MethodChoicesProps {
  methods: readonly PaymentMethod[];
  loading: boolean;
  selected: string | null;
  onChoose(name: string): void;
  /** The logo's full URL from its /storage path (the apps' `storageUrl`). */
  logoSrc(icon: string): string | null;
  labelledBy: string;
  layout: ChoicesLayout;
}

/** The payment methods as tiles with their logo and deposit bonus. */
export function MethodChoices({ methods, loading, selected, onChoose, logoSrc, labelledBy, layout }: MethodChoicesProps) {
  const { t } = useTranslation('wallet');
  if (loading) {
    return (
      <MethodGrid $layout={layout}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={layout === 'wide' ? 104 : 84} radius="10px" />
        ))}
      </MethodGrid>
    );
  }
  if (methods.length === 0) return <Hint>{t('deposit.noMethods')}</Hint>;
  return (
    <MethodGrid role="radiogroup" aria-labelledby={labelledBy} $layout={layout}>
      {methods.map((m) => (
        <MethodTile
          key={m.id}
          type="button"
          role="radio"
          aria-checked={m.name === selected}
          $on={m.name === selected}
          $layout={layout}
          onClick={() => onChoose(m.name)}
          data-testid={`payment-method-${m.name}`}
        >
          {m.bonus > 0 && <BonusTag>{t('deposit.bonusTag', { pct: m.bonus })}</BonusTag>}
          <PaymentLogo src={logoSrc(m.icon)} name={m.name} size={layout === 'wide' ? 48 : 40} />
          <span className="name">{m.name}</span>
          {m.name === selected && <SelectedTick />}
        </MethodTile>
      ))}
    </MethodGrid>
  );
}

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
`;

// ------------------------------------------------------------------------------------------------ payment type and channel

const TypeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const TypeButton = styled.button<{ $on: boolean }>`
  ${choiceCss}
  min-height: 42px;
  padding: 0 ${({ theme }) => theme.space(1)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
`;

export interface PaymentTypeChoicesProps {
  available: ReadonlySet<AccountType>;
  selected: AccountType | null;
  onChoose(type: AccountType): void;
  labelledBy: string;
}

/** Personal, Agent, Merchant (spec 1 §2 /make-payment); a type the method does not offer is disabled. */
export function PaymentTypeChoices({ available, selected, onChoose, labelledBy }: PaymentTypeChoicesProps) {
  const { t } = useTranslation('wallet');
  return (
    <TypeRow role="radiogroup" aria-labelledby={labelledBy}>
      {PAYMENT_TYPE_ORDER.map((type) => (
        <TypeButton
          key={type}
          type="button"
          role="radio"
          aria-checked={selected === type}
          $on={selected === type}
          disabled={!available.has(type)}
          onClick={() => onChoose(type)}
          data-testid={`payment-type-${type}`}
        >
          {t(`deposit.typeLabel.${type}`)}
        </TypeButton>
      ))}
    </TypeRow>
  );
}

const ChannelList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ChannelChip = styled.button<{ $on: boolean }>`
  ${choiceCss}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 150px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  strong { font-size: ${({ theme }) => theme.font.sizeSm}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-variant-numeric: tabular-nums; }
`;

export interface ChannelChoicesProps {
  channels: readonly PaymentChannel[];
  selected: number | null;
  onChoose(id: number): void;
  labelledBy: string;
}

/** The channels of the chosen payment type, each with its deposit range. */
export function ChannelChoices({ channels, selected, onChoose, labelledBy }: ChannelChoicesProps) {
  const { t } = useTranslation('wallet');
  return (
    <ChannelList role="radiogroup" aria-labelledby={labelledBy}>
      {channels.map((c) => (
        <ChannelChip key={c.id} type="button" role="radio" aria-checked={c.id === selected} $on={c.id === selected} onClick={() => onChoose(c.id)} data-testid={`channel-${c.id}`}>
          <strong>{c.name}</strong>
          <small>{t('deposit.channelRange', { min: wireTaka(c.min, 0), max: wireTaka(c.max, 0) })}</small>
          {c.id === selected && <SelectedTick />}
        </ChannelChip>
      ))}
    </ChannelList>
  );
}

// ------------------------------------------------------------------------------------------------ quick amounts

const QuickGrid = styled.div<{ $layout: ChoicesLayout }>`
  display: ${({ $layout }) => ($layout === 'wide' ? 'flex' : 'grid')};
  flex-wrap: wrap;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Quick = styled.button<{ $on: boolean; $layout: ChoicesLayout }>`
  ${choiceCss}
  min-width: ${({ $layout }) => ($layout === 'wide' ? '76px' : '0')};
  min-height: ${({ $layout }) => ($layout === 'wide' ? 36 : 40)}px;
  padding: 0 ${({ $layout }) => ($layout === 'wide' ? '12px' : '2px')};
  text-align: center;
  font-size: 13px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface QuickAmountsProps {
  amounts: readonly Poisha[];
  /** "+500" adds to the amount (deposit); otherwise the chip sets it (withdrawal). */
  add: boolean;
  current: Poisha | null;
  onPick(p: Poisha): void;
  label: string;
  layout: ChoicesLayout;
}

/** The quick amounts (spec 1 §9). */
export function QuickAmounts({ amounts, add, current, onPick, label, layout }: QuickAmountsProps) {
  return (
    <QuickGrid role="group" aria-label={label} $layout={layout}>
      {amounts.map((p) => (
        <Quick
          key={p.toString()}
          type="button"
          $on={!add && current === p}
          $layout={layout}
          aria-pressed={add ? undefined : current === p}
          onClick={() => onPick(p)}
          data-testid={`quick-amount-${p / 100n}`}
        >
          {add ? '+' : ''}
          {taka(p, 0).replace('৳', '')}
        </Quick>
      ))}
    </QuickGrid>
  );
}
