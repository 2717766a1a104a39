import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { formatNumber, ladderFloor, stepTicks, toHundredths, tryParseMoney, winAmount, type Poisha } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { slideDown } from '../motion';
import { Spinner } from '../components/Loader';
import { formatOdds, taka, wireTaka } from './format';
import { MinusGlyph, PencilGlyph, PlusGlyph } from './glyphs';
import { exchangeColors as c } from './palette';

export type BetSlipKind = 'match_odds' | 'bookmaker' | 'fancy';
export type BetSlipSide = 'back' | 'lay' | 'yes' | 'no';

/** What came of the last placement, as the slip shows it. Amounts are wire strings ("100.00"). */
export type BetSlipResult =
  | {
      kind: 'order';
      /** matched: all of it; partial: some, the rest waits; unmatched: none yet; lapsed / cancelled: final. */
      status: 'matched' | 'partial' | 'unmatched' | 'lapsed' | 'cancelled';
      matched: string;
      remaining: string;
      /** The average matched price, or the asked price while nothing matched. */
      price: number;
    }
  | {
      kind: 'accepted';
      stake: string;
      /** What the house matched (the bet's answer): Bookmaker odds, or a Fancy line and rate (may beat what was shown). */
      price?: number | null;
      line?: number | null;
      rate?: number | null;
    }
  | { kind: 'error'; message: string };

export type BetSlipProps = {
  kind: BetSlipKind;
  side: BetSlipSide;
  /** The runner's name, or a Fancy line's title. */
  runner: string;
  /** Decimal odds: Match Odds (the stepper moves it along the ladder) and Bookmaker (fixed). Ignored for Fancy. */
  price: number;
  onPriceChange?(price: number): void;
  /** Fancy: the line and its rate (percent). */
  line?: number;
  rate?: number;
  /** The stake as typed, taka ("250" or "250.50"). */
  stake: string;
  onStakeChange(stake: string): void;
  /** Quick stakes in whole taka (six fit a 360 px row). */
  quickStakes: readonly number[];
  /** Saves edited quick stakes; without it the slip offers no editing. */
  onQuickStakesChange?(values: number[]): void;
  /** Match Odds: keep the unmatched part at the in-play turn (PERSIST) rather than lapse it. */
  persist?: boolean;
  onPersistChange?(persist: boolean): void;
  /** The market is in play: there is no in-play turn ahead, so the keep-in-play switch is not shown. */
  inPlay?: boolean;
  currency?: string;
  /** The market's stake limits (wire amounts). */
  minStake?: string | null;
  maxStake?: string | null;
  /** The in-play bet delay in seconds: shown (and animated) while the bet is busy. */
  betDelay?: number | null;
  /** The placement is under way (the bet delay runs on the server). */
  busy?: boolean;
  result?: BetSlipResult | null;
  /** Cancels the unmatched part of the order in `result`; a Cancel-order button shows while it is (partly) unmatched. */
  onCancelOrder?(): void;
  cancellingOrder?: boolean;
  /** The market cannot take bets now (suspended, ball running): Place is disabled. */
  disabled?: boolean;
  /**
   * Re-arms the slip after a bet went through. With it, a placed bet turns the slip into its receipt (what matched, at
   * which price, the profit at that price) until the player asks for another; without it the result shows under the
   * live slip.
   */
  onPlaceAnother?(): void;
  onPlace(): void;
  onClose(): void;
  testId?: string;
};

const isBlue = (side: BetSlipSide) => side === 'back' || side === 'yes';

const Panel = styled.form<{ $blue: boolean }>`
  display: grid;
  gap: 8px;
  padding: 10px;
  background: ${({ $blue }) => ($blue ? '#dcefff' : '#ffe6eb')};
  border-top: 3px solid ${({ $blue }) => ($blue ? c.back : c.lay)};
  color: #0d1726;
  /* when it scrolls itself into view, keep clear of a bottom navigation bar */
  scroll-margin-bottom: 72px;
  scroll-margin-top: 8px;
  animation: ${slideDown} 0.16s ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  min-width: 0;
`;

const Title = styled.div`
  min-width: 0;
  font-size: 14px;
  font-weight: 800;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Sub = styled.div`
  flex: none;
  font-size: 12px;
  color: #3b4a63;
  font-variant-numeric: tabular-nums;
`;

const Fields = styled.div<{ $two: boolean }>`
  display: grid;
  grid-template-columns: ${({ $two }) => ($two ? '1fr 1fr' : '1fr')};
  gap: 8px;
`;

const FieldLabel = styled.label`
  display: block;
  margin-bottom: 3px;
  font-size: 11px;
  font-weight: 700;
  color: #3b4a63;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const boxStyle = css`
  height: 42px;
  border: 1px solid #b7c4d8;
  border-radius: 8px;
  background: #fff;
  color: #0d1726;
`;

const Stepper = styled.div`
  ${boxStyle};
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  overflow: hidden;
  &:focus-within { border-color: #1c74c4; }
`;

const StepButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: #eef3fa;
  color: #0d1726;
  touch-action: manipulation;
  &:active:not(:disabled) { background: #d8e3f2; }
  &:disabled { color: #9aa6b8; }
  ${focusRing}
`;

const PlainInput = styled.input`
  width: 100%;
  min-width: 0;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: center;
  font-size: 16px; /* 16 px: no zoom on focus in mobile browsers */
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  outline: none;
`;

const StakeBox = styled.div<{ $invalid: boolean }>`
  ${boxStyle};
  display: flex;
  align-items: center;
  padding: 0 10px;
  ${({ $invalid }) => $invalid && css`border-color: #d1334d; box-shadow: 0 0 0 1px #d1334d;`}
  &:focus-within { border-color: #1c74c4; }
`;

const Fixed = styled.div`
  ${boxStyle};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.55);
  font-size: 16px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr)) 36px;
  gap: 4px;
`;

const Chip = styled.button<{ $on?: boolean }>`
  min-width: 0;
  height: 34px;
  padding: 0 2px;
  border: 1px solid ${({ $on }) => ($on ? '#1c74c4' : '#b7c4d8')};
  border-radius: 6px;
  background: ${({ $on }) => ($on ? '#1c74c4' : '#fff')};
  color: ${({ $on }) => ($on ? '#fff' : '#0d1726')};
  font-size: 12px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  overflow: hidden;
  touch-action: manipulation;
  &:active { transform: scale(0.96); }
  ${focusRing}
`;

const EditInput = styled.input`
  min-width: 0;
  height: 34px;
  border: 1px solid #b7c4d8;
  border-radius: 6px;
  background: #fff;
  color: #0d1726;
  text-align: center;
  font-size: 16px;
  font-variant-numeric: tabular-nums;
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 28px;
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 12px;
  font-weight: 600;
  cursor: pointer;
  input {
    appearance: none;
    position: relative;
    flex: none;
    width: 34px;
    height: 20px;
    margin: 0;
    border-radius: 999px;
    background: #9aa6b8;
    transition: background 0.15s ease;
    cursor: pointer;
    ${focusRing}
  }
  input::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s ease;
  }
  input:checked { background: #0e9f6e; }
  input:checked::after { transform: translateX(14px); }
`;

const Figures = styled.div`
  margin-left: auto;
  text-align: right;
  font-size: 12px;
  line-height: 1.3;
  font-variant-numeric: tabular-nums;
  b { font-size: 14px; }
`;

const Win = styled.b`
  color: #08794f;
`;
const Lose = styled.b`
  color: #c0233f;
`;

const ErrorText = styled.div`
  font-size: 12px;
  font-weight: 600;
  color: #c0233f;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: 8px;
`;

const ActionButton = styled.button<{ $primary?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 44px;
  border-radius: 8px;
  font-size: 15px;
  font-weight: 800;
  border: 1px solid ${({ $primary }) => ($primary ? 'transparent' : '#8a98ad')};
  background: ${({ $primary }) => ($primary ? '#0e9f6e' : 'transparent')};
  color: ${({ $primary }) => ($primary ? '#fff' : '#0d1726')};
  touch-action: manipulation;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:active:not(:disabled) { transform: scale(0.98); }
  ${focusRing}
`;

const progress = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Busy = styled.div<{ $seconds: number }>`
  position: relative;
  overflow: hidden;
  padding: 8px 10px;
  border-radius: 8px;
  background: #fff7d6;
  font-size: 12px;
  font-weight: 700;
  color: #5b4300;
  display: flex;
  justify-content: space-between;
  gap: 8px;
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 3px;
    background: #e0a800;
    transform-origin: left;
    animation: ${progress} ${({ $seconds }) => Math.max(0.3, $seconds)}s linear forwards;
  }
`;

const tones = {
  ok: css`background: #d4f5e4; color: #05532f; border-color: #7fd6a8;`,
  warn: css`background: #fff1cc; color: #5b4300; border-color: #f0c75a;`,
  info: css`background: #e6eeff; color: #0c2e66; border-color: #9db7ec;`,
  bad: css`background: #ffe0e5; color: #8a1228; border-color: #f1a0ae;`,
} as const;

const Result = styled.div<{ $tone: keyof typeof tones }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 10px;
  border: 1px solid;
  border-radius: 8px;
  font-size: 13px;
  font-weight: 600;
  line-height: 1.35;
  ${({ $tone }) => tones[$tone]}
`;

const SmallButton = styled.button`
  flex: none;
  height: 32px;
  padding: 0 10px;
  border: 1px solid currentColor;
  border-radius: 6px;
  background: #fff;
  color: #8a1228;
  font-size: 12px;
  font-weight: 800;
  ${focusRing}
`;

/** Whole taka, short: 100 → "100", 5000 → "5K", 25000 → "25K", 100000 → "1L". */
function chipText(v: number): string {
  if (v >= 100_000 && v % 100_000 === 0) return `${formatNumber(v / 100_000)}L`;
  if (v >= 1000 && v % 1000 === 0) return `${formatNumber(v / 1000)}K`;
  return formatNumber(v);
}

/** What the bet wins and loses, in poisha, from the slip's figures (null when the stake is not a valid amount). */
export function slipFigures(kind: BetSlipKind, side: BetSlipSide, price: number, stake: Poisha, rate?: number): { win: Poisha; lose: Poisha } | null {
  if (stake <= 0n) return null;
  if (kind === 'fancy') {
    if (!rate || rate <= 0) return null;
    const atRate = (stake * BigInt(Math.round(rate))) / 100n;
    return side === 'yes' ? { win: atRate, lose: stake } : { win: stake, lose: atRate };
  }
  const p = toHundredths(price);
  if (p === null || p <= 100) return null;
  const w = winAmount(p, stake);
  return side === 'back' ? { win: w, lose: stake } : { win: stake, lose: w };
}

/**
 * The bet slip, opened under the tapped row. Match Odds: odds stepper along the exchange ladder, stake with quick
 * stakes, profit (back) or liability (lay), keep-in-play (before the market goes in play), Place and Cancel, the in-play delay while busy, and the
 * result (matched, partly matched, unmatched with Cancel order, or the error). Bookmaker: the house's fixed price,
 * no persistence. Fancy: YES or NO at the line and rate shown, no stepper.
 */
export function BetSlip({
  kind,
  side,
  runner,
  price,
  onPriceChange,
  line,
  rate,
  stake,
  onStakeChange,
  quickStakes,
  onQuickStakesChange,
  persist = false,
  onPersistChange,
  inPlay = false,
  currency = 'BDT',
  minStake,
  maxStake,
  betDelay,
  busy = false,
  result,
  onCancelOrder,
  cancellingOrder = false,
  disabled = false,
  onPlaceAnother,
  onPlace,
  onClose,
  testId = 'bet-slip',
}: BetSlipProps) {
  const { t } = useTranslation(['exchange', 'ui']);
  const uid = useId();
  const [priceDraft, setPriceDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState<string[] | null>(null);
  const blue = isBlue(side);
  const panel = useRef<HTMLFormElement>(null);
  // Opened under a row near the bottom of the screen: bring the whole slip (Place included) into view once.
  useEffect(() => {
    const el = panel.current;
    if (!el || typeof el.scrollIntoView !== 'function') return;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  const receipt = !busy && onPlaceAnother && result && result.kind !== 'error' ? result : null;

  const hundredths = toHundredths(price);
  const step = (ticks: number) => {
    if (hundredths === null || !onPriceChange) return;
    onPriceChange(stepTicks(hundredths, ticks) / 100);
  };
  const commitPrice = () => {
    if (priceDraft === null) return;
    const h = toHundredths(priceDraft);
    setPriceDraft(null);
    if (h !== null && h > 100 && onPriceChange) onPriceChange(ladderFloor(h) / 100);
  };

  const parsed = stake.trim() === '' ? null : tryParseMoney(stake);
  const min = minStake ? tryParseMoney(minStake) : null;
  const max = maxStake ? tryParseMoney(maxStake) : null;
  let stakeError: string | null = null;
  if (stake.trim() !== '' && (parsed === null || parsed <= 0n)) stakeError = t('slip.stakeInvalid');
  else if (parsed !== null && min !== null && parsed < min) stakeError = t('slip.belowMin', { amount: taka(min, true) });
  else if (parsed !== null && max !== null && parsed > max) stakeError = t('slip.aboveMax', { amount: taka(max, true) });
  // Once an order is fully matched, its figures are at the price it got (a back can match above the price asked).
  const shownPrice = result?.kind === 'order' && result.status === 'matched' ? result.price : price;
  const figures = parsed !== null && !stakeError ? slipFigures(kind, side, shownPrice, parsed, rate) : null;
  const canPlace = !busy && !disabled && figures !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    commitPrice();
    if (canPlace) onPlace();
  };

  const title =
    kind === 'fancy'
      ? t(side === 'yes' ? 'slip.yesTitle' : 'slip.noTitle', { title: runner })
      : t(side === 'back' ? 'slip.backTitle' : 'slip.layTitle', { runner });
  const stakeId = `${uid}-stake`;
  const oddsId = `${uid}-odds`;

  const saveStakes = () => {
    if (!editing || !onQuickStakesChange) return;
    const values = editing.map((v) => Math.floor(Number(v.replace(/[^\d]/g, '')))).filter((v) => Number.isSafeInteger(v) && v > 0);
    if (values.length > 0) onQuickStakesChange(values.slice(0, 6));
    setEditing(null);
  };

  const stakeValue = parsed;
  const primaryIsWin = side === 'back' || side === 'yes';

  if (receipt) {
    return (
      <Panel ref={panel} $blue={blue} onSubmit={(e) => e.preventDefault()} data-testid={testId} data-side={side} data-receipt aria-label={title}>
        <Receipt
          kind={kind}
          side={side}
          title={title}
          askedPrice={price}
          result={receipt}
          onCancelOrder={onCancelOrder}
          cancelling={cancellingOrder}
          onPlaceAnother={onPlaceAnother!}
          onClose={onClose}
          testId={testId}
        />
      </Panel>
    );
  }

  return (
    <Panel ref={panel} $blue={blue} onSubmit={submit} data-testid={testId} data-side={side} aria-label={title} aria-busy={busy}>
      <Top>
        <Title>{title}</Title>
        {kind === 'fancy' && <Sub>{t('slip.lineRate', { line: line ?? '', rate: rate ?? '' })}</Sub>}
        {kind === 'bookmaker' && <Sub>{t('slip.fixedOdds')}</Sub>}
      </Top>

      <Fields $two={kind !== 'fancy'}>
        {kind !== 'fancy' && (
          <div>
            <FieldLabel htmlFor={oddsId}>{t('slip.odds')}</FieldLabel>
            {kind === 'match_odds' ? (
              <Stepper>
                <StepButton type="button" aria-label={t('slip.oddsDown')} onClick={() => step(-1)} disabled={busy || hundredths === null || hundredths <= 101} data-testid={`${testId}-odds-down`}>
                  <MinusGlyph />
                </StepButton>
                <PlainInput
                  id={oddsId}
                  inputMode="decimal"
                  autoComplete="off"
                  value={priceDraft ?? formatOdds(price)}
                  onChange={(e) => setPriceDraft(e.target.value)}
                  onBlur={commitPrice}
                  disabled={busy}
                  data-testid={`${testId}-odds`}
                />
                <StepButton type="button" aria-label={t('slip.oddsUp')} onClick={() => step(1)} disabled={busy || hundredths === null || hundredths >= 100000} data-testid={`${testId}-odds-up`}>
                  <PlusGlyph />
                </StepButton>
              </Stepper>
            ) : (
              <Fixed id={oddsId} data-testid={`${testId}-odds`}>
                {formatOdds(price)}
              </Fixed>
            )}
          </div>
        )}
        <div>
          <FieldLabel htmlFor={stakeId}>{t('slip.stakeLabel', { currency })}</FieldLabel>
          <StakeBox $invalid={!!stakeError}>
            <PlainInput
              id={stakeId}
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              placeholder={min !== null ? taka(min, true).replace(/^৳/, '') : '0'}
              value={stake}
              onChange={(e) => onStakeChange(e.target.value.replace(/[^\d.,]/g, ''))}
              disabled={busy}
              aria-invalid={!!stakeError}
              aria-describedby={stakeError ? `${uid}-err` : undefined}
              data-testid={`${testId}-stake`}
            />
          </StakeBox>
        </div>
      </Fields>

      {editing ? (
        <Quick>
          {editing.map((v, i) => (
            <EditInput
              key={i}
              inputMode="numeric"
              aria-label={t('page.stakeN', { n: i + 1 })}
              value={v}
              onChange={(e) => setEditing((list) => list && list.map((x, j) => (j === i ? e.target.value.replace(/[^\d]/g, '') : x)))}
              data-testid={`${testId}-edit-${i}`}
            />
          ))}
          <Chip type="button" $on onClick={saveStakes} aria-label={t('slip.saveStakes')} data-testid={`${testId}-save-stakes`}>
            ✓
          </Chip>
        </Quick>
      ) : (
        <Quick>
          {quickStakes.slice(0, 6).map((v) => (
            <Chip
              key={v}
              type="button"
              $on={stakeValue === BigInt(v) * 100n}
              aria-label={t('slip.quickStake', { amount: taka(BigInt(v) * 100n, true) })}
              onClick={() => onStakeChange(String(v))}
              disabled={busy}
              data-testid={`${testId}-quick-${v}`}
            >
              {chipText(v)}
            </Chip>
          ))}
          {onQuickStakesChange && (
            <Chip
              type="button"
              aria-label={t('slip.editStakes')}
              title={t('slip.editStakes')}
              onClick={() => setEditing(quickStakes.slice(0, 6).map(String).concat(Array(Math.max(0, 6 - quickStakes.length)).fill('')))}
              disabled={busy}
              data-testid={`${testId}-edit-stakes`}
            >
              <PencilGlyph />
            </Chip>
          )}
        </Quick>
      )}

      {stakeError && (
        <ErrorText id={`${uid}-err`} role="alert" data-testid={`${testId}-error`}>
          {stakeError}
        </ErrorText>
      )}

      <Summary>
        {kind === 'match_odds' && onPersistChange && !inPlay && (
          <Toggle title={t('slip.keepInPlayHint')}>
            <input type="checkbox" role="switch" checked={persist} onChange={(e) => onPersistChange(e.target.checked)} disabled={busy} data-testid={`${testId}-persist`} />
            {t('slip.keepInPlay')}
          </Toggle>
        )}
        <Figures data-testid={`${testId}-figures`}>
          {primaryIsWin ? (
            <>
              {t('slip.profit')} <Win data-testid={`${testId}-profit`}>{figures ? taka(figures.win) : '–'}</Win>
              <br />
              {t('slip.ifLoses')} <Lose>{figures ? `\u2212${taka(figures.lose)}` : '–'}</Lose>
            </>
          ) : (
            <>
              {t('slip.liability')} <Lose data-testid={`${testId}-liability`}>{figures ? taka(figures.lose) : '–'}</Lose>
              <br />
              {t('slip.ifWins')} <Win>{figures ? `+${taka(figures.win)}` : '–'}</Win>
            </>
          )}
        </Figures>
      </Summary>

      {busy && (
        <Busy $seconds={betDelay ?? 0.5} role="status" data-testid={`${testId}-busy`}>
          <span>
            <Spinner size={12} /> {t('slip.placing')}
          </span>
          {!!betDelay && <span>{t('slip.delay', { n: betDelay })}</span>}
        </Busy>
      )}

      {!busy && result && <ResultLine result={result} onCancelOrder={onCancelOrder} cancelling={cancellingOrder} testId={testId} />}

      <Buttons>
        <ActionButton type="button" onClick={onClose} data-testid={`${testId}-cancel`}>
          {t('cancel', { ns: 'ui' })}
        </ActionButton>
        <ActionButton type="submit" $primary disabled={!canPlace} data-testid={`${testId}-place`}>
          {busy ? t('slip.placing') : t('slip.place')}
        </ActionButton>
      </Buttons>
    </Panel>
  );
}

const ReceiptList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 10px;
  margin: 0;
  padding: 8px 10px;
  border-radius: 8px;
  background: rgba(255, 255, 255, 0.7);
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  dt { color: #3b4a63; font-weight: 600; }
  dd { margin: 0; text-align: right; font-weight: 800; }
`;

/** What a placed bet got: its matched stake and price (the house's answer, or the order's average), what waits unmatched, the profit at the matched price. */
function Receipt({
  kind,
  side,
  title,
  askedPrice,
  result,
  onCancelOrder,
  cancelling,
  onPlaceAnother,
  onClose,
  testId,
}: {
  kind: BetSlipKind;
  side: BetSlipSide;
  title: string;
  askedPrice: number;
  result: Exclude<BetSlipResult, { kind: 'error' }>;
  onCancelOrder?: () => void;
  cancelling: boolean;
  onPlaceAnother: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation(['exchange', 'ui']);
  let matchedText: string | null = null;
  let unmatchedText: string | null = null;
  let figures: { win: Poisha; lose: Poisha } | null = null;
  let open = false;
  if (result.kind === 'accepted') {
    const stake = tryParseMoney(result.stake) ?? 0n;
    if (kind === 'fancy') {
      matchedText = t('slip.receiptFancy', { amount: wireTaka(result.stake), line: result.line ?? '', rate: result.rate ?? '' });
      figures = result.rate ? slipFigures('fancy', side, 0, stake, result.rate) : null;
    } else {
      const p = result.price ?? askedPrice;
      matchedText = t('slip.receiptAt', { amount: wireTaka(result.stake), price: formatOdds(p) });
      figures = slipFigures(kind, side, p, stake);
    }
  } else {
    const matched = tryParseMoney(result.matched) ?? 0n;
    const remaining = tryParseMoney(result.remaining) ?? 0n;
    if (matched > 0n) {
      matchedText = t('slip.receiptAt', { amount: wireTaka(result.matched), price: formatOdds(result.price) });
      figures = slipFigures(kind, side, result.price, matched);
    }
    open = (result.status === 'partial' || result.status === 'unmatched') && remaining > 0n;
    if (open) unmatchedText = t('slip.receiptAt', { amount: wireTaka(result.remaining), price: formatOdds(askedPrice) });
  }
  const primaryIsWin = side === 'back' || side === 'yes';
  return (
    <>
      <Top>
        <Title>{title}</Title>
        <Sub>{t('slip.receiptTitle')}</Sub>
      </Top>
      <ResultLine result={result} onCancelOrder={open ? onCancelOrder : undefined} cancelling={cancelling} testId={testId} />
      {(matchedText || unmatchedText) && (
        <ReceiptList data-testid={`${testId}-receipt`}>
          {matchedText && (
            <>
              <dt>{t('slip.receiptMatched')}</dt>
              <dd data-testid={`${testId}-receipt-matched`}>{matchedText}</dd>
            </>
          )}
          {unmatchedText && (
            <>
              <dt>{t('slip.receiptUnmatched')}</dt>
              <dd data-testid={`${testId}-receipt-unmatched`}>{unmatchedText}</dd>
            </>
          )}
          {figures && (
            <>
              <dt>{primaryIsWin ? t('slip.profit') : t('slip.liability')}</dt>
              <dd data-testid={`${testId}-receipt-${primaryIsWin ? 'profit' : 'liability'}`}>
                {primaryIsWin ? <Win>{taka(figures.win)}</Win> : <Lose>{taka(figures.lose)}</Lose>}
              </dd>
              <dt>{primaryIsWin ? t('slip.ifLoses') : t('slip.ifWins')}</dt>
              <dd>{primaryIsWin ? <Lose>{`\u2212${taka(figures.lose)}`}</Lose> : <Win>{`+${taka(figures.win)}`}</Win>}</dd>
            </>
          )}
        </ReceiptList>
      )}
      <Buttons>
        <ActionButton type="button" onClick={onClose} data-testid={`${testId}-cancel`}>
          {t('close', { ns: 'ui' })}
        </ActionButton>
        <ActionButton type="button" $primary onClick={onPlaceAnother} data-testid={`${testId}-again`}>
          {t('slip.placeAnother')}
        </ActionButton>
      </Buttons>
    </>
  );
}

function ResultLine({
  result,
  onCancelOrder,
  cancelling,
  testId,
}: {
  result: BetSlipResult;
  onCancelOrder?: () => void;
  cancelling: boolean;
  testId: string;
}) {
  const { t } = useTranslation('exchange');
  if (result.kind === 'error') {
    return (
      <Result $tone="bad" role="alert" data-testid={`${testId}-result`} data-result="error">
        <span>{result.message || t('slip.failed')}</span>
      </Result>
    );
  }
  if (result.kind === 'accepted') {
    return (
      <Result $tone="ok" role="status" data-testid={`${testId}-result`} data-result="accepted">
        <span>{t('slip.accepted', { amount: wireTaka(result.stake) })}</span>
      </Result>
    );
  }
  const price = formatOdds(result.price);
  const text =
    result.status === 'matched'
      ? t('slip.matched', { amount: wireTaka(result.matched), price })
      : result.status === 'partial'
        ? t('slip.partlyMatched', { matched: wireTaka(result.matched), remaining: wireTaka(result.remaining), price })
        : result.status === 'unmatched'
          ? t('slip.unmatched', { amount: wireTaka(result.remaining), price })
          : result.status === 'lapsed'
            ? t('slip.lapsed')
            : t('slip.cancelled');
  const tone = result.status === 'matched' ? 'ok' : result.status === 'partial' ? 'warn' : result.status === 'unmatched' ? 'info' : 'bad';
  const open = result.status === 'partial' || result.status === 'unmatched';
  return (
    <Result $tone={tone} role="status" data-testid={`${testId}-result`} data-result={result.status}>
      <span>{text}</span>
      {open && onCancelOrder && (
        <SmallButton type="button" onClick={onCancelOrder} disabled={cancelling} data-testid={`${testId}-cancel-order`}>
          {cancelling ? <Spinner size={12} /> : t('slip.cancelOrder')}
        </SmallButton>
      )}
    </Result>
  );
}
