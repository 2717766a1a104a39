import { useId } from 'react';
import styled from 'styled-components';
import { GAME_LIMITS, toWire, tryParseMoney, TAKA_SIGN, type Poisha, localDigits } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useGame } from './useGame';
import { useSound } from './sound';

export interface BetAmountProps {
  /** Decimal string ("10.00"); may be partial while typing ("12."). */
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** Label above the field (default: "Bet amount"). */
  label?: string;
}

const TYPING = /^\d{0,7}(\.\d{0,2})?$/;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  @media (max-height: 740px) { gap: 4px; }
`;
const Label = styled.label`
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  justify-content: space-between;
`;
const Line = styled.div`
  display: flex;
  gap: 6px;
  align-items: stretch;
`;
const Field = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 6px;
  height: 44px;
  @media (max-height: 740px) { height: 40px; }
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  &:focus-within { border-color: ${({ theme }) => theme.colors.accent}; }
  span { color: ${({ theme }) => theme.colors.gold}; font-weight: 700; }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 16px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
const Chip = styled.button`
  flex: none;
  min-width: 44px;
  height: 44px;
  @media (max-height: 740px) { height: 40px; }
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: 13px;
  touch-action: manipulation;
  &:active:not(:disabled) { transform: scale(0.95); }
  &:disabled { opacity: 0.45; }
`;

function clamp(p: Poisha, max: Poisha): Poisha {
  if (p > max) p = max;
  if (p < GAME_LIMITS.minBet) p = GAME_LIMITS.minBet;
  return p;
}

/** The stake field with ½, 2×, min and max; never goes above the balance or the game's maximum bet. */
export function BetAmount({ value, onChange, disabled, label }: BetAmountProps) {
  const { t } = useTranslation('games');
  const { balance, currency } = useGame();
  const { play } = useSound();
  const id = useId();
  const bal = tryParseMoney(balance ?? '') ?? null;
  const max = bal === null ? GAME_LIMITS.maxBet : bal < GAME_LIMITS.maxBet ? bal : GAME_LIMITS.maxBet;
  const current = tryParseMoney(value) ?? GAME_LIMITS.minBet;
  const set = (p: Poisha) => {
    play('click');
    onChange(toWire(clamp(p, max < GAME_LIMITS.minBet ? GAME_LIMITS.minBet : max)));
  };

  return (
    <Wrap>
      <Label htmlFor={id}>
        <span>{label ?? t('shell.betAmount')}</span>
      </Label>
      <Line>
        <Field>
          <span aria-hidden>{currency === 'BDT' ? TAKA_SIGN : currency}</span>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            data-testid="bet-amount"
            onChange={(e) => {
              const v = e.target.value.replace(',', '.').trim();
              if (!TYPING.test(v)) return;
              const p = tryParseMoney(v);
              if (p !== null && bal !== null && p > bal && bal >= GAME_LIMITS.minBet) onChange(toWire(bal));
              else if (p !== null && p > GAME_LIMITS.maxBet) onChange(toWire(GAME_LIMITS.maxBet));
              else onChange(v);
            }}
            onBlur={() => {
              const p = tryParseMoney(value);
              onChange(toWire(clamp(p ?? GAME_LIMITS.minBet, max < GAME_LIMITS.minBet ? GAME_LIMITS.minBet : max)));
            }}
          />
        </Field>
        <Chip type="button" disabled={disabled} onClick={() => set(current / 2n)} aria-label={t('shell.half')}>
          ½
        </Chip>
        <Chip type="button" disabled={disabled} onClick={() => set(current * 2n)} aria-label={t('shell.double')}>
          {localDigits('2')}×
        </Chip>
        <Chip type="button" disabled={disabled} onClick={() => set(GAME_LIMITS.minBet)}>
          {t('shell.min')}
        </Chip>
        <Chip type="button" disabled={disabled} onClick={() => set(max)}>
          {t('shell.max')}
        </Chip>
      </Line>
    </Wrap>
  );
}
