import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '@khela/ui';
import { KENO_MAX_PICKS, KENO_NUMBERS, kenoTable, localDigits } from '@khela/domain';
import { BetAmount, GameLayout, HistoryStrip, newRequestId, parseBet } from '../../shell';
import { useOneShotGame } from '../common/useOneShotGame';
import { StageBox, Note } from '../common/ui';
import { KenoRules } from './Rules';
import { netWinWire } from '../common/net';

/** The 10 drawn numbers recorded by the server. */
export function drawnOf(outcome: unknown): number[] {
  const o = outcome as { drawn?: unknown; draw?: unknown } | null;
  const d = o?.drawn ?? o?.draw;
  return Array.isArray(d) ? d.filter((n): n is number => typeof n === 'number') : [];
}

const REVEAL_MS = 140;

const pop = keyframes`
  0% { transform: scale(0.6); }
  70% { transform: scale(1.12); }
  100% { transform: scale(1); }
`;
const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  gap: 6px;
`;
type TileState = 'free' | 'picked' | 'hit' | 'miss';
const Tile = styled.button<{ $s: TileState }>`
  position: relative;
  aspect-ratio: 1;
  border-radius: 10px;
  border: 0;
  font: inherit;
  font-size: 15px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  touch-action: manipulation;
  color: #eef2f9;
  background: #1a2540;
  box-shadow: inset 0 -3px 0 rgba(0, 0, 0, 0.35);
  transition: background-color 0.15s ease, transform 0.1s ease;
  &:active:not(:disabled) { transform: scale(0.93); }
  &:disabled { cursor: default; }
  ${({ $s }) =>
    $s === 'picked' &&
    css`
      background: linear-gradient(180deg, #8b5cf6, #6d28d9);
      box-shadow: inset 0 -3px 0 rgba(0, 0, 0, 0.3), 0 0 0 1px rgba(196, 181, 253, 0.35);
    `}
  ${({ $s }) =>
    $s === 'hit' &&
    css`
      background: linear-gradient(180deg, #34d399, #059669);
      color: #03150d;
      box-shadow: 0 0 16px rgba(16, 185, 129, 0.6);
      animation: ${pop} 0.28s ease-out;
    `}
  ${({ $s }) =>
    $s === 'miss' &&
    css`
      background: #0d1528;
      color: #f0445a;
      box-shadow: inset 0 0 0 2px rgba(240, 68, 90, 0.7);
      animation: ${pop} 0.28s ease-out;
    `}
`;
const Pay = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;
const PayCell = styled.div<{ $on: boolean; $zero: boolean }>`
  flex: 1 0 46px;
  padding: 5px 2px;
  border-radius: 8px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  background: ${({ $on }) => ($on ? 'rgba(16, 185, 129, 0.22)' : '#121a2e')};
  border: 1px solid ${({ $on }) => ($on ? '#12b981' : '#2a3656')};
  small { display: block; font-size: 10px; color: #9aa6c0; }
  b { display: block; font-size: 12px; color: ${({ $zero }) => ($zero ? '#9aa6c0' : '#f5c242')}; }
`;
const Banner = styled.div<{ $won: boolean }>`
  text-align: center;
  font-weight: 800;
  font-size: 15px;
  min-height: 22px;
  color: ${({ $won }) => ($won ? '#22c55e' : '#9aa6c0')};
`;
const Balls = styled.div`
  display: grid;
  grid-template-columns: repeat(10, 1fr);
  gap: 5px;
`;
const Ball = styled.span<{ $hit: boolean; $on: boolean }>`
  aspect-ratio: 1;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 13px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ $hit }) => ($hit ? '#03150d' : '#eef2f9')};
  background: ${({ $on, $hit }) =>
    !$on ? 'rgba(255,255,255,0.05)' : $hit ? 'radial-gradient(circle at 35% 30%, #6ee7b7, #059669)' : 'radial-gradient(circle at 35% 30%, #3b4a6e, #1a2540)'};
  border: 1px dashed ${({ $on }) => ($on ? 'transparent' : 'rgba(255,255,255,0.15)')};
  animation: ${({ $on }) => ($on ? pop : 'none')} 0.28s ease-out;
`;
const Tools = styled.div`
  display: flex;
  gap: 8px;
  & > * { flex: 1; }
`;

function randomPicks(n: number): number[] {
  const all = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const buf = new Uint32Array(n);
  crypto.getRandomValues(buf);
  for (let i = 0; i < n; i++) {
    const j = i + (buf[i]! % (KENO_NUMBERS - i));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, n).sort((a, b) => a - b);
}

export default function Keno() {
  const { t, balance, ended, money, sound, onError, play, isLoading, amount, setAmount, hold } = useOneShotGame();
  const [picks, setPicks] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<number[]>([]);
  const [shown, setShown] = useState(0);
  const [outcome, setOutcome] = useState<{ won: boolean; payout: string; amount: string; multiplier: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const revealing = shown < drawn.length;
  const busy = isLoading || revealing;
  const visible = new Set(drawn.slice(0, shown));
  const picked = new Set(picks);
  const hits = drawn.slice(0, shown).filter((n) => picked.has(n)).length;
  const table = picks.length > 0 ? kenoTable(picks.length) : [];
  const valid = parseBet(amount, balance) !== null && picks.length > 0;

  const clearResult = () => {
    setDrawn([]);
    setShown(0);
    setOutcome(null);
  };
  const toggle = (n: number) => {
    if (busy) return;
    clearResult();
    if (picked.has(n)) {
      sound.play('click');
      setPicks(picks.filter((x) => x !== n));
    } else if (picks.length < KENO_MAX_PICKS) {
      sound.play('tick');
      setPicks([...picks, n].sort((a, b) => a - b));
    }
  };

  function reveal(list: number[], i: number, mine: Set<number>, done: () => void) {
    setShown(i + 1);
    sound.play(mine.has(list[i]!) ? 'reveal' : 'tick');
    if (i + 1 < list.length) timer.current = setTimeout(() => reveal(list, i + 1, mine, done), REVEAL_MS);
    else timer.current = setTimeout(done, 200);
  }

  async function bet() {
    sound.play('bet');
    clearResult();
    // the balance and the strip move when the last number is drawn
    const release = hold(amount);
    try {
      const r = await play({ request_id: newRequestId(), amount, params: { picks } }).unwrap();
      const list = drawnOf(r.round.outcome);
      setDrawn(list);
      const won = r.round.status === 'won';
      const mine = new Set(picks);
      reveal(list, 0, mine, () => {
        release(r.round.payout);
        setOutcome({ won, payout: r.round.payout, amount: r.round.amount, multiplier: r.round.multiplier });
        sound.play(won ? 'win' : 'lose');
      });
    } catch (e) {
      release();
      onError(e);
    }
  }

  const stateOf = (n: number): TileState => {
    if (visible.has(n)) return picked.has(n) ? 'hit' : 'miss';
    return picked.has(n) ? 'picked' : 'free';
  };

  const stage = (
    <StageBox>
      <HistoryStrip />
      <Board role="group" aria-label={t('keno.board')} data-testid="keno-board">
        {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => (
          <Tile key={n} type="button" $s={stateOf(n)} aria-pressed={picked.has(n)} onClick={() => toggle(n)} disabled={busy || ended}>
            {localDigits(String(n))}
          </Tile>
        ))}
      </Board>
      <Balls aria-label={t('keno.drawn')} data-testid="keno-drawn">
        {Array.from({ length: 10 }, (_, i) => {
          const n = i < shown ? drawn[i] : undefined;
          return (
            <Ball key={i} $on={n !== undefined} $hit={n !== undefined && picked.has(n)}>
              {n ?? ''}
            </Ball>
          );
        })}
      </Balls>
      <Banner $won={Boolean(outcome?.won)} aria-live="polite" data-testid="keno-banner">
        {outcome
          ? outcome.won
            ? t('keno.won', { count: hits, multiplier: localDigits(Number(outcome.multiplier).toFixed(2)), payout: money(netWinWire(outcome)) })
            : t('keno.lost', { count: hits })
          : picks.length === 0
            ? t('keno.pickHint', { max: KENO_MAX_PICKS })
            : t('keno.picked', { count: picks.length, max: KENO_MAX_PICKS })}
      </Banner>
      {table.length > 0 && (
        <Pay aria-label={t('keno.paytable')}>
          {table.map((m, h) => (
            <PayCell key={h} $on={drawn.length > 0 && !revealing && h === hits} $zero={m === 0}>
              <small>{t('keno.hitsShort', { count: h })}</small>
              <b>{localDigits(m.toFixed(2))}×</b>
            </PayCell>
          ))}
        </Pay>
      )}
    </StageBox>
  );

  const controls = (
    <>
      <BetAmount value={amount} onChange={setAmount} disabled={busy} />
      <Tools>
        <Button
          variant="secondary"
          disabled={busy || ended}
          onClick={() => {
            sound.play('spin');
            clearResult();
            setPicks(randomPicks(picks.length || KENO_MAX_PICKS));
          }}
          data-testid="keno-autopick"
        >
          {t('keno.autoPick')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || picks.length === 0}
          onClick={() => {
            sound.play('click');
            clearResult();
            setPicks([]);
          }}
        >
          {t('keno.clear')}
        </Button>
      </Tools>
      {table.length > 0 && (
        <Note>
          <span>{t('keno.maxWin')}</span>
          <b>{localDigits(Math.max(...table).toFixed(2))}×</b>
        </Note>
      )}
      <Button block size="lg" disabled={ended || !valid || busy} loading={isLoading} onClick={() => void bet()} data-testid="bet">
        {t('keno.bet')}
      </Button>
    </>
  );

  return <GameLayout title={t('keno.title')} stage={stage} controls={controls} rules={<KenoRules />} />;
}
