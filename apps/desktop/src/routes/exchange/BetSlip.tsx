import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  selectSession,
  slipStakeLimit,
  useExchangeEventQuery,
  useExchangeSummaryQuery,
  useMatchOddsQuery,
  useSelector,
  type BetTaken,
  type OrderFill,
  type SlipFigures,
} from '@khela/api';
import { useMessage, useTranslation } from '@khela/i18n';
import { formatNumber, isOnLadder, ladderFloor, oddsOf, stepTicks, toHundredths, type ExchangeBet, type ExchangeOrder } from '@khela/domain';
import { Button, useProtectionRefusalWords } from '@khela/ui';
import { useLoginModal } from '../../app/layout/loginModalContext';
import { formatOdds, taka, wireTaka } from './format';
import { Glyph } from './icons';
import { QUICK_STAKES_MAX, saveQuickStakes, useQuickStakes } from './quickStakes';
import { quoteOf, useSlip, type SlipSelection } from './slip';
import { Card, CardHead, EX } from './ui';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 14px;
`;

const Pick = styled.div<{ $side: string }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  border-radius: 8px;
  border-left: 4px solid ${({ $side }) => ($side === 'back' || $side === 'yes' ? EX.back : EX.lay)};
  background: ${({ $side }) => ($side === 'back' || $side === 'yes' ? 'rgba(140,203,255,0.10)' : 'rgba(248,179,196,0.10)')};
  .grow {
    flex: 1;
    min-width: 0;
  }
  .tag {
    display: inline-block;
    margin-bottom: 4px;
    padding: 1px 6px;
    border-radius: 3px;
    font-size: 10.5px;
    font-weight: 800;
    text-transform: uppercase;
    color: ${EX.ink};
    background: ${({ $side }) => ($side === 'back' || $side === 'yes' ? EX.back : EX.lay)};
  }
  strong {
    display: block;
    font-size: 14px;
  }
  small {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  button {
    display: inline-flex;
    padding: 2px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 10px;
  label {
    display: flex;
    flex-direction: column;
    gap: 5px;
    font-size: 11px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Stepper = styled.div`
  display: flex;
  height: 40px;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  overflow: hidden;
  button {
    width: 32px;
    border: 0;
    display: grid;
    place-items: center;
    background: rgba(255, 255, 255, 0.04);
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.1);
    }
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
  }
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
    font-size: 15px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    outline: none;
  }
`;

const StakeInput = styled.input<{ $bad: boolean }>`
  height: 40px;
  width: 100%;
  padding: 0 10px;
  border-radius: 6px;
  border: 1px solid ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  font-weight: 800;
  text-align: right;
  font-variant-numeric: tabular-nums;
  outline: none;
  &:focus {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Six quick stakes in two rows of three, and the edit (or save) button beside them. */
const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) 32px;
  grid-auto-flow: row dense;
  gap: 6px;
  button,
  input {
    min-width: 0;
    height: 30px;
    border-radius: 5px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: 12px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  button {
    cursor: pointer;
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
    }
  }
  input {
    width: 100%;
    padding: 0 6px;
    background: ${({ theme }) => theme.colors.bg};
    text-align: center;
    outline: none;
    &:focus {
      border-color: ${({ theme }) => theme.colors.accent};
    }
  }
  button.side {
    grid-column: 4;
    grid-row: 1 / span 2;
    height: auto;
    display: grid;
    place-items: center;
    padding: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
  }
  button.side.save {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/**
 * The quick stakes (the player's own, shared with the mobile site through this browser's storage) and their inline
 * editor: the pencil turns the six buttons into six amounts in taka; the tick (or Enter) saves, Escape leaves.
 */
function QuickStakes({ onPick }: { onPick(amount: number): void }) {
  const { t } = useTranslation('exchange');
  const stakes = useQuickStakes();
  const [editing, setEditing] = useState<string[] | null>(null);
  const save = () => {
    if (!editing) return;
    const values = editing.map((v) => Math.floor(Number(v.replace(/[^\d]/g, '')))).filter((v) => Number.isSafeInteger(v) && v > 0);
    if (values.length > 0) saveQuickStakes([...new Set(values)]);
    setEditing(null);
  };
  if (editing) {
    return (
      <Quick role="group" aria-label={t('page.editStakesTitle')} title={t('page.editStakesHint')}>
        {editing.map((v, i) => (
          <input
            key={i}
            inputMode="numeric"
            autoFocus={i === 0}
            aria-label={t('page.stakeN', { n: i + 1 })}
            value={v}
            onChange={(e) => setEditing((list) => list && list.map((x, j) => (j === i ? e.target.value.replace(/[^\d]/g, '') : x)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') save();
              else if (e.key === 'Escape') setEditing(null);
            }}
            data-testid={`quick-edit-${i}`}
          />
        ))}
        <button type="button" className="side save" onClick={save} aria-label={t('slip.saveStakes')} title={t('slip.saveStakes')} data-testid="quick-save">
          <Glyph name="check" size={16} />
        </button>
      </Quick>
    );
  }
  return (
    <Quick>
      {stakes.map((q) => (
        <button key={q} type="button" onClick={() => onPick(q)} data-testid={`quick-${q}`}>
          {formatNumber(q)}
        </button>
      ))}
      <button
        type="button"
        className="side"
        onClick={() => setEditing(stakes.map(String).concat(Array<string>(Math.max(0, QUICK_STAKES_MAX - stakes.length)).fill('')))}
        aria-label={t('slip.editStakes')}
        title={t('slip.editStakes')}
        data-testid="quick-edit"
      >
        <Glyph name="pencil" size={15} />
      </button>
    </Quick>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 10px;
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: rgba(255, 255, 255, 0.03);
  font-size: 13px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  dd.win {
    color: ${({ theme }) => theme.colors.success};
  }
  dd.lose {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.colors.accent};
    width: 16px;
    height: 16px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11.5px;
  }
`;

const Note = styled.p<{ $tone: 'ok' | 'warn' | 'bad' | 'muted' }>`
  margin: 0;
  padding: 9px 12px;
  border-radius: 6px;
  font-size: 13px;
  line-height: 1.4;
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.success : $tone === 'warn' ? theme.colors.warning : $tone === 'bad' ? theme.colors.danger : theme.colors.textMuted)};
  background: ${({ $tone }) =>
    $tone === 'ok' ? 'rgba(34,197,94,0.1)' : $tone === 'warn' ? 'rgba(245,158,11,0.1)' : $tone === 'bad' ? 'rgba(240,68,90,0.1)' : 'rgba(255,255,255,0.03)'};
`;

const EmptySlip = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 26px 18px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  svg {
    color: ${({ theme }) => theme.colors.gold};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 14px;
  }
`;

const Wallet = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1px;
  background: ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  div {
    padding: 8px 14px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 11px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    display: block;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
  strong.exp {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type Outcome = { tone: 'ok' | 'warn' | 'bad' | 'muted'; text: string };

/** A placed bet as the slip shows it afterwards: what matched at which price, what waits, the figures at the matched price. */
interface Receipt {
  outcome: Outcome;
  matched: string | null;
  unmatched: string | null;
  figures: SlipFigures | null;
}

type T = ReturnType<typeof useTranslation<'exchange'>>['t'];

function orderReceipt(o: ExchangeOrder, fill: OrderFill, t: T): Receipt {
  return {
    outcome: orderOutcome(o, fill, t),
    matched: fill.matched > 0n ? t('slip.receiptAt', { amount: taka(fill.matched), price: formatOdds(fill.price) }) : null,
    unmatched: fill.waiting ? t('slip.receiptAt', { amount: taka(fill.remaining), price: formatOdds(fill.asked) }) : null,
    figures: fill.figures,
  };
}

function betReceipt(bet: ExchangeBet, taken: BetTaken, sel: SlipSelection, t: T): Receipt {
  const outcome: Outcome = { tone: 'ok', text: t('slip.accepted', { amount: wireTaka(bet.stake) }) };
  if (sel.kind === 'fancy') {
    return { outcome, matched: t('slip.receiptFancy', { amount: wireTaka(bet.stake), line: taken.line, rate: taken.rate }), unmatched: null, figures: taken.figures };
  }
  return {
    outcome,
    matched: t('slip.receiptAt', { amount: wireTaka(bet.stake), price: formatOdds(taken.price ?? 0) }),
    unmatched: null,
    figures: taken.figures,
  };
}

function orderOutcome(o: ExchangeOrder, fill: OrderFill, t: T): Outcome {
  const { matched, remaining } = fill;
  const price = formatOdds(fill.price);
  if (o.status === 'lapsed') return { tone: 'warn', text: t('desktop.slip.lapsed') };
  if (o.status === 'cancelled' && matched === 0n) return { tone: 'warn', text: t('desktop.slip.cancelled') };
  if (remaining === 0n) return { tone: 'ok', text: t('slip.matched', { amount: taka(matched), price }) };
  if (matched > 0n) return { tone: 'warn', text: t('slip.partlyMatched', { matched: taka(matched), price, remaining: taka(remaining) }) };
  return { tone: 'muted', text: t('slip.unmatched', { amount: taka(remaining), price: formatOdds(fill.asked) }) };
}

function sideLabel(sel: SlipSelection, t: T) {
  return sel.side === 'back' ? t('market.backHeader') : sel.side === 'lay' ? t('market.layHeader') : sel.side === 'yes' ? t('market.yesHeader') : t('market.noHeader');
}

function SlipForm({ sel }: { sel: SlipSelection }) {
  const { t } = useTranslation('exchange');
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const slip = useSlip();
  const { openLogin } = useLoginModal();
  const loggedIn = Boolean(useSelector(selectSession).token);
  const mo = useMatchOddsQuery(sel.marketId, { skip: sel.kind !== 'match_odds' });
  // Bookmaker and Fancy: the row's own market (the odds view polls the same event read).
  const ev = useExchangeEventQuery(sel.eventId, { skip: sel.kind === 'match_odds' || !sel.eventId });
  const house =
    sel.kind === 'bookmaker'
      ? ev.data?.bookmaker.find((r) => r.market_id === sel.marketId && r.selection_id === sel.selectionId)
      : sel.kind === 'fancy'
        ? ev.data?.fancy2.find((l) => l.market_id === sel.marketId)
        : undefined;
  const busy = slip.busy;
  const [priceText, setPriceText] = useState<string | null>(null);
  const [countdown, setCountdown] = useState<number | null>(null);
  useEffect(() => {
    if (countdown === null || countdown <= 0) return;
    const id = setTimeout(() => setCountdown((c) => (c === null ? null : c - 1)), 1000);
    return () => clearTimeout(id);
  }, [countdown]);

  const min = sel.kind === 'match_odds' ? mo.data?.min_stake : sel.min;
  const max = sel.kind === 'match_odds' ? mo.data?.max_stake : sel.max;
  const stake = slip.stakePoisha;
  const stakeBad = slip.stake.trim() !== '' && stake === null;
  const limit = slipStakeLimit(stake, min, max);
  const limitError = !limit ? null : limit.kind === 'belowMin' ? t('desktop.slip.belowMin', { amount: wireTaka(limit.amount) }) : t('desktop.slip.aboveMax', { amount: wireTaka(limit.amount) });
  const price = slip.price;
  const figures = slip.figures(quoteOf(sel));
  const marketOpen = sel.kind !== 'match_odds' || !mo.data || mo.data.status === 'open';
  // The server waits the delay only while the market is in play: Bookmaker and Fancy markets are in play with their event.
  const inplay =
    sel.kind === 'match_odds' ? Boolean(mo.data?.inplay) : Boolean(ev.data?.event.inplay) && (house?.status === 'open' || house?.status === 'suspended');
  const delay = sel.kind === 'match_odds' ? (mo.data?.bet_delay ?? 0) : (house?.bet_delay ?? 0);
  const o = slip.outcome;
  const receipt = o?.kind === 'order' ? orderReceipt(o.order, o.fill, t) : o?.kind === 'bet' ? betReceipt(o.bet, o.taken, sel, t) : null;
  const outcome: Outcome | null =
    o?.kind === 'refused' ? { tone: 'bad', text: o.protection ? protectionWords(o.protection) : o.message ? msg(o.message) : t('desktop.slip.failed') } : null;

  const edit = (fn: () => void) => {
    slip.dismiss();
    fn();
  };

  async function place() {
    if (!loggedIn) {
      openLogin();
      return;
    }
    if (stake === null || limitError || busy) return;
    if (inplay && delay > 0) setCountdown(Math.ceil(delay));
    try {
      await slip.place(quoteOf(sel));
    } finally {
      setCountdown(null);
    }
  }

  const commitPriceText = () => {
    if (priceText === null) return;
    const h = toHundredths(priceText.replace(',', '.'));
    if (h !== null && h > 100) edit(() => slip.setPrice(isOnLadder(h) ? h : ladderFloor(h)));
    setPriceText(null);
  };

  const pick = (
    <Pick $side={sel.side}>
      <div className="grow">
        <span className="tag">{sideLabel(sel, t)}</span>
        <strong>{sel.kind === 'fancy' ? sel.title : sel.runner}</strong>
        <small>
          {sel.kind === 'match_odds' ? t('account.kind.match_odds') : sel.kind === 'bookmaker' ? t('desktop.market.bookmaker') : t('page.fancyTitle')} · {sel.eventName}
        </small>
      </div>
      <button type="button" aria-label={t('desktop.slip.remove')} onClick={slip.close} data-testid="slip-clear">
        <Glyph name="close" size={16} />
      </button>
    </Pick>
  );

  if (receipt) {
    const win = sel.side === 'back' || sel.side === 'yes';
    return (
      <Body data-testid="bet-slip-form" data-receipt>
        {pick}
        <Note $tone={receipt.outcome.tone} role="status" data-testid="slip-outcome">
          {receipt.outcome.text}
        </Note>
        <Figures data-testid="slip-receipt">
          {receipt.matched && (
            <>
              <dt>{t('slip.receiptMatched')}</dt>
              <dd data-testid="slip-receipt-matched">{receipt.matched}</dd>
            </>
          )}
          {receipt.unmatched && (
            <>
              <dt>{t('slip.receiptUnmatched')}</dt>
              <dd data-testid="slip-receipt-unmatched">{receipt.unmatched}</dd>
            </>
          )}
          {receipt.figures && (
            <>
              <dt>{win ? t('desktop.slip.profit') : t('slip.liability')}</dt>
              <dd className={win ? 'win' : 'lose'} data-testid={win ? 'slip-receipt-profit' : 'slip-receipt-liability'}>
                {taka(win ? receipt.figures.profit : receipt.figures.liability)}
              </dd>
              <dt>{win ? t('slip.liability') : t('desktop.slip.profit')}</dt>
              <dd className={win ? 'lose' : 'win'}>{taka(win ? receipt.figures.liability : receipt.figures.profit)}</dd>
            </>
          )}
        </Figures>
        <Button variant="primary" size="lg" block onClick={slip.placeAnother} data-testid="slip-again">
          {t('slip.placeAnother')}
        </Button>
      </Body>
    );
  }

  return (
    <Body data-testid="bet-slip-form">
      {pick}
      <Fields>
        <label>
          {sel.kind === 'match_odds' ? t('slip.odds') : sel.kind === 'bookmaker' ? t('slip.fixedOdds') : t('desktop.slip.lineRate')}
          {sel.kind === 'match_odds' ? (
            <Stepper>
              <button type="button" aria-label={t('slip.oddsDown')} disabled={price <= 101} onClick={() => edit(() => slip.setPrice(stepTicks(price, -1)))}>
                <Glyph name="minus" size={14} />
              </button>
              <input
                inputMode="decimal"
                value={priceText ?? formatOdds(oddsOf(price))}
                onChange={(e) => setPriceText(e.target.value)}
                onBlur={commitPriceText}
                onKeyDown={(e) => e.key === 'Enter' && commitPriceText()}
                data-testid="slip-odds"
                aria-label={t('slip.odds')}
              />
              <button type="button" aria-label={t('slip.oddsUp')} disabled={price >= 100000} onClick={() => edit(() => slip.setPrice(stepTicks(price, 1)))}>
                <Glyph name="plus" size={14} />
              </button>
            </Stepper>
          ) : (
            <Stepper>
              <input readOnly value={sel.kind === 'bookmaker' ? formatOdds(sel.price) : `${sel.line} / ${sel.rate}`} aria-label={t('slip.odds')} />
            </Stepper>
          )}
        </label>
        <label>
          {t('desktop.slip.stake')}
          <StakeInput
            $bad={stakeBad || Boolean(limitError)}
            inputMode="decimal"
            placeholder={min ? wireTaka(min, true) : '0'}
            value={slip.stake}
            onChange={(e) => edit(() => slip.setStake(e.target.value.replace(/[^0-9.]/g, '')))}
            onKeyDown={(e) => e.key === 'Enter' && void place()}
            data-testid="slip-stake"
            aria-invalid={stakeBad || Boolean(limitError)}
          />
        </label>
      </Fields>
      <QuickStakes onPick={(q) => edit(() => slip.setStake(String(q)))} />
      <Figures data-testid="slip-figures">
        <dt>{t('desktop.slip.profit')}</dt>
        <dd className={figures ? 'win' : undefined}>{figures ? taka(figures.profit) : '—'}</dd>
        <dt>{t('slip.liability')}</dt>
        <dd className={figures ? 'lose' : undefined}>{figures ? taka(figures.liability) : '—'}</dd>
      </Figures>
      {sel.kind === 'match_odds' && !inplay && (
        <Check>
          <input type="checkbox" checked={slip.persist} onChange={(e) => edit(() => slip.setPersist(e.target.checked))} data-testid="slip-keep" />
          <span>
            {t('slip.keepInPlay')}
            <small>{t('desktop.slip.keepInPlayHint')}</small>
          </span>
        </Check>
      )}
      {stakeBad && <Note $tone="bad">{t('desktop.slip.stakeInvalid')}</Note>}
      {limitError && <Note $tone="bad">{limitError}</Note>}
      {!marketOpen && <Note $tone="warn">{t('desktop.slip.marketNotOpen')}</Note>}
      {inplay && delay > 0 && !outcome && <Note $tone="muted">{t('desktop.slip.delay', { n: delay })}</Note>}
      {outcome && (
        <Note $tone={outcome.tone} role="status" data-testid="slip-outcome">
          {outcome.text}
        </Note>
      )}
      <Button
        variant="primary"
        size="lg"
        block
        loading={busy}
        disabled={loggedIn && (stake === null || Boolean(limitError) || !marketOpen)}
        onClick={() => void place()}
        data-testid="slip-place"
      >
        {!loggedIn ? t('desktop.slip.loginToBet') : busy && countdown ? t('desktop.slip.waiting', { n: countdown }) : t('slip.place')}
      </Button>
    </Body>
  );
}

function WalletStrip() {
  const { t } = useTranslation('exchange');
  const { data } = useExchangeSummaryQuery(undefined, { pollingInterval: 30_000, skipPollingIfUnfocused: true });
  if (!data) return null;
  return (
    <Wallet data-testid="slip-wallet">
      <div>
        {t('desktop.slip.available')}
        <strong>{wireTaka(data.available)}</strong>
      </div>
      <div>
        {t('lists.header.exposure')}
        <strong className={data.exposure !== '0.00' ? 'exp' : undefined}>{wireTaka(data.exposure)}</strong>
      </div>
    </Wallet>
  );
}

/** The right column's bet slip: the tapped price, odds stepper, stake, quick stakes, profit/liability, Place. */
export function BetSlipPanel() {
  const { t } = useTranslation('exchange');
  const slip = useSlip();
  const loggedIn = Boolean(useSelector(selectSession).token);
  return (
    <Card data-testid="bet-slip">
      <CardHead>
        <h2>
          <Glyph name="ticket" />
          {t('desktop.slip.title')}
        </h2>
      </CardHead>
      {loggedIn && <WalletStrip />}
      {slip.selection ? (
        <SlipForm key={`${slip.selection.kind}${slip.selection.marketId}${'selectionId' in slip.selection ? slip.selection.selectionId : ''}${slip.selection.side}`} sel={slip.selection} />
      ) : (
        <EmptySlip>
          <Glyph name="ticket" size={30} />
          <strong>{t('desktop.slip.emptyTitle')}</strong>
          {t('desktop.slip.emptyHint')}
        </EmptySlip>
      )}
    </Card>
  );
}
