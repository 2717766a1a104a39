import { useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button } from '@khela/ui';
import { MINES_TILES, localDigits, minesMultiplier, toWire, tryParseMoney, type MinesOutcome, type RoundView } from '@khela/domain';
import {
  useMinesActiveQuery,
  useMinesCashoutMutation,
  useMinesRevealMutation,
  useMinesStartMutation,
} from '@khela/api/games';
import { BetAmount, GameLayout, HistoryStrip, newRequestId, useGame, useGameError, useMoney, useSound, WIDE_MEDIA } from '../../shell';
import { Controls, Stage } from '../common/layout';
import { Bomb, Burst, Gem } from './art';
import { MinesRules } from './Rules';

const PRESETS = [1, 3, 5, 10, 24];
const MIN_MINES = 1;
const MAX_MINES = MINES_TILES - 1;

/** A multiplier cut (never rounded up) to 2 decimals, as the payout is, in the player's digits. */
function fmtX(m: number): string {
  return localDigits((Math.floor(m * 100 + 1e-6) / 100).toFixed(2));
}

/** amount × multiplier, rounded down to the poisha. */
function payoutOf(amount: string, multiplier: number): string {
  const p = tryParseMoney(amount);
  if (p === null) return '0.00';
  return toWire((p * BigInt(Math.round(multiplier * 10_000))) / 10_000n);
}

function outcomeOf(round: RoundView | null): MinesOutcome | null {
  return round ? (round.outcome as MinesOutcome) : null;
}

function minesOfRound(round: RoundView): number {
  const m = (round.params as { mines?: number } | null)?.mines;
  return typeof m === 'number' ? m : 3;
}

/** How long a tile's flip (and the board's reveal of the mines) takes, ms. */
const FLIP_MS = 400;

type TileState = 'hidden' | 'gem' | 'boom' | 'mine' | 'gemDim';

export default function Mines() {
  const { t } = useTranslation('games');
  const { ended, hold } = useGame();
  const money = useMoney();
  const onError = useGameError();
  const { play } = useSound();

  const active = useMinesActiveQuery();
  const [start, starting] = useMinesStartMutation();
  const [reveal] = useMinesRevealMutation();
  const [cashout, cashing] = useMinesCashoutMutation();

  const [amount, setAmount] = useState('10.00');
  const [mineCount, setMineCount] = useState(3);
  /** undefined until this page has played: the server's open round (if any) is shown meanwhile. */
  const [local, setLocal] = useState<RoundView | null | undefined>(undefined);
  const [pending, setPending] = useState<number | null>(null);
  const lastTile = useRef<number | null>(null);
  /** Tiles revealed by this page (they animate; a resumed round's tiles appear at once). */
  const fresh = useRef(new Set<number>());

  const round = local === undefined ? (active.data?.round ?? null) : local;
  const outcome = outcomeOf(round);
  const open = round?.status === 'open';
  const over = round !== null && !open;
  /** The board's mines (the shown round's), and the picker's (the next round's; the open round's while it runs). */
  const boardMines = round ? minesOfRound(round) : mineCount;
  const pickerMines = round && open ? boardMines : mineCount;
  const revealed = new Set(outcome?.revealed ?? []);
  const mineSet = new Set(outcome?.mines ?? []);
  const hit = round?.status === 'lost' ? ((outcome?.revealed ?? []).find((x) => mineSet.has(x)) ?? lastTile.current) : null;
  const busy = starting.isLoading || cashing.isLoading || pending !== null;
  const betAmount = round && open ? round.amount : amount;

  const tileState = (i: number): TileState => {
    if (i === hit) return 'boom';
    if (revealed.has(i) && !mineSet.has(i)) return 'gem';
    if (over && mineSet.size > 0) return mineSet.has(i) ? 'mine' : 'gemDim';
    return 'hidden';
  };

  /** A finished round leaves its stake and mines in the panel for the next bet. */
  const settle = (r: RoundView) => {
    setAmount(r.amount);
    setMineCount(minesOfRound(r));
  };

  const onBet = async () => {
    if (ended || busy || open) return;
    fresh.current = new Set();
    lastTile.current = null;
    play('bet');
    try {
      const res = await start({ request_id: newRequestId(), amount, mines: mineCount }).unwrap();
      setLocal(res.round);
    } catch (e) {
      onError(e);
    }
  };

  const onTile = async (tile: number) => {
    if (!round || !open || busy || ended || revealed.has(tile)) return;
    setPending(tile);
    lastTile.current = tile;
    play('click');
    // a tile that ends the round moves the balance and the strip once it has flipped
    const release = hold();
    try {
      const res = await reveal({ round_id: round.id, tile }).unwrap();
      fresh.current.add(tile);
      setLocal(res.round);
      window.setTimeout(() => release(res.round.status === 'open' ? '0.00' : res.round.payout), res.round.status === 'open' ? 0 : FLIP_MS);
      if (res.round.status !== 'open') settle(res.round);
      if (res.round.status === 'lost') {
        play('crash');
        window.setTimeout(() => play('lose'), 250);
      } else if (res.round.status === 'won') {
        play('win');
      } else {
        play('reveal');
      }
    } catch (e) {
      release();
      onError(e);
    } finally {
      setPending(null);
    }
  };

  const onRandom = () => {
    const choices = Array.from({ length: MINES_TILES }, (_, i) => i).filter((i) => !revealed.has(i));
    const pick = choices[Math.floor(Math.random() * choices.length)];
    if (pick !== undefined) void onTile(pick);
  };

  const onCashout = async () => {
    if (!round || !open || busy) return;
    // the win is credited once the board has shown where the mines were
    const release = hold();
    try {
      const res = await cashout({ round_id: round.id }).unwrap();
      setLocal(res.round);
      settle(res.round);
      play('win');
      window.setTimeout(() => release(res.round.payout), FLIP_MS);
    } catch (e) {
      release();
      onError(e);
    }
  };

  const setMines = (n: number) => {
    play('click');
    setMineCount(Math.min(MAX_MINES, Math.max(MIN_MINES, n)));
  };

  const multiplier = outcome?.multiplier ?? 1;
  const next = open ? (outcome?.next_multiplier ?? null) : over ? null : minesMultiplier(mineCount, 1);
  const gemsFound = [...revealed].filter((x) => !mineSet.has(x)).length;
  const gemsLeft = MINES_TILES - boardMines - gemsFound;
  const canCash = open && revealed.size > 0;

  const stage = (
    <Stage>
      <Stats>
        <Stat>
          <span>{t('mines.mines')}</span>
          <b>
            <Bomb /> {localDigits(String(boardMines))}
          </b>
        </Stat>
        <Stat>
          <span>{t('mines.gems')}</span>
          <b>
            <Gem /> {localDigits(String(Math.max(0, gemsLeft)))}
          </b>
        </Stat>
        <Stat>
          <span>{t('mines.multiplier')}</span>
          <b data-testid="mines-multiplier">×{fmtX(multiplier)}</b>
        </Stat>
        <Stat>
          <span>{t('mines.next')}</span>
          <b>{next ? `×${fmtX(next)}` : '—'}</b>
        </Stat>
      </Stats>
      <Board>
        <Grid role="grid" aria-label={t('mines.board')} $live={open}>
          {Array.from({ length: MINES_TILES }, (_, i) => {
            const s = tileState(i);
            const animate = fresh.current.has(i) || s === 'boom';
            return (
              <Tile
                key={i}
                type="button"
                role="gridcell"
                data-testid={`mines-tile-${i}`}
                data-state={s}
                aria-label={t(`mines.tile.${s}`, { n: i + 1 })}
                disabled={!open || busy || ended || s !== 'hidden'}
                $state={s}
                $pending={pending === i}
                $animate={animate}
                $delay={over && s !== 'boom' && !revealed.has(i) ? (i % 5) * 25 + Math.floor(i / 5) * 25 : 0}
                onClick={() => void onTile(i)}
              >
                {s === 'boom' && (
                  <BurstWrap>
                    <Burst />
                  </BurstWrap>
                )}
                {s !== 'hidden' && <Face>{s === 'gem' || s === 'gemDim' ? <Gem /> : <Bomb />}</Face>}
              </Tile>
            );
          })}
        </Grid>
        {round?.status === 'won' && (
          <Result key={round.id} data-testid="mines-result">
            <strong>×{fmtX(Number(round.multiplier))}</strong>
            <span>{money(round.payout)}</span>
          </Result>
        )}
      </Board>
      <HistoryStrip />
    </Stage>
  );

  const controls = (
    <Controls>
      <BetAmount value={betAmount} onChange={setAmount} disabled={open || busy || ended} />
      <MinesPicker aria-label={t('mines.chooseMines')}>
        <PickerHead>
          <span>{t('mines.mines')}</span>
          <Stepper>
            <StepBtn type="button" onClick={() => setMines(mineCount - 1)} disabled={open || ended || mineCount <= MIN_MINES} aria-label={t('mines.fewer')}>
              −
            </StepBtn>
            <output data-testid="mines-count">{localDigits(String(pickerMines))}</output>
            <StepBtn type="button" onClick={() => setMines(mineCount + 1)} disabled={open || ended || mineCount >= MAX_MINES} aria-label={t('mines.more')}>
              +
            </StepBtn>
          </Stepper>
        </PickerHead>
        <Presets>
          {PRESETS.map((n) => (
            <Preset key={n} type="button" $on={pickerMines === n} disabled={open || ended} onClick={() => setMines(n)}>
              {localDigits(String(n))}
            </Preset>
          ))}
        </Presets>
      </MinesPicker>
      {open ? (
        <Row2>
          <Button variant="secondary" size="lg" onClick={onRandom} disabled={busy || ended} data-testid="mines-random">
            {t('mines.random')}
          </Button>
          <Button variant="gold" size="lg" block onClick={() => void onCashout()} disabled={!canCash || busy || ended} loading={cashing.isLoading} data-testid="mines-cashout">
            {canCash ? t('mines.cashoutAmount', { amount: money(payoutOf(round.amount, multiplier)) }) : t('mines.pickTile')}
          </Button>
        </Row2>
      ) : (
        <Button variant="primary" size="lg" block onClick={() => void onBet()} disabled={busy || ended || active.isLoading} loading={starting.isLoading} data-testid="mines-bet">
          {t('mines.bet')}
        </Button>
      )}
    </Controls>
  );

  return <GameLayout title={t('mines.title')} stage={stage} controls={controls} rules={<MinesRules mines={pickerMines} />} />;
}

// ------------------------------------------------------------------ styles

const pop = keyframes`
  0% { transform: scale(0.2) rotate(-12deg); opacity: 0; }
  60% { transform: scale(1.12) rotate(3deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); opacity: 1; }
`;
const shake = keyframes`
  0%, 100% { transform: translate(0, 0); }
  20% { transform: translate(-4px, 2px); }
  40% { transform: translate(4px, -2px); }
  60% { transform: translate(-3px, -1px); }
  80% { transform: translate(2px, 1px); }
`;
const burst = keyframes`
  0% { transform: scale(0.2) rotate(0); opacity: 1; }
  70% { opacity: 1; }
  100% { transform: scale(1.5) rotate(40deg); opacity: 0; }
`;
const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(0.9); }
`;
const dimIn = keyframes`
  from { transform: scale(0.3); opacity: 0; }
  to { transform: scale(0.78); opacity: var(--dim); }
`;
const fadeUp = keyframes`
  from { transform: translate(-50%, -40%) scale(0.8); opacity: 0; }
  to { transform: translate(-50%, -50%) scale(1); opacity: 1; }
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 6px;
`;
const Stat = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 6px 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  span {
    font-size: 11px;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  b {
    display: flex;
    align-items: center;
    gap: 4px;
    font-size: 15px;
    font-variant-numeric: tabular-nums;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Board = styled.div`
  position: relative;
  width: 100%;
  /* phone: as large as the stage's height allows between the figures and the result strip */
  max-width: min(420px, calc(100cqh - 136px));
  ${WIDE_MEDIA} {
    /* as large as the stage's height allows under the figures */
    max-width: clamp(420px, calc(100dvh - 260px), 680px);
  }
  margin: 0 auto;
`;

const Grid = styled.div<{ $live: boolean }>`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 8px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: radial-gradient(120% 90% at 50% 0%, #1b2747 0%, #0d1426 70%);
  box-shadow:
    inset 0 0 0 1px ${({ theme }) => theme.colors.border},
    0 10px 30px rgba(0, 0, 0, 0.4);
  ${({ $live }) =>
    $live &&
    css`
      box-shadow:
        inset 0 0 0 1px #1f7a5a,
        0 0 24px rgba(18, 185, 129, 0.18);
    `}
`;

const Face = styled.span`
  position: absolute;
  inset: 14%;
  display: block;
  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
`;
const BurstWrap = styled.span`
  position: absolute;
  inset: -20%;
  pointer-events: none;
  animation: ${burst} 600ms ease-out forwards;
  svg {
    width: 100%;
    height: 100%;
  }
`;

const Tile = styled.button<{ $state: TileState; $pending: boolean; $animate: boolean; $delay: number }>`
  position: relative;
  aspect-ratio: 1;
  border: 0;
  padding: 0;
  border-radius: 12px;
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  background: linear-gradient(180deg, #33426a 0%, #26324f 100%);
  box-shadow:
    inset 0 -5px 0 #18213a,
    inset 0 1px 0 rgba(255, 255, 255, 0.12);
  transition: transform 120ms ease, background 200ms ease;
  &:not(:disabled):active {
    transform: translateY(2px) scale(0.97);
  }
  &:disabled {
    cursor: default;
  }
  @media (hover: hover) {
    &:not(:disabled):hover {
      background: linear-gradient(180deg, #3d4e7c 0%, #2c3a5d 100%);
    }
  }
  ${({ $pending }) =>
    $pending &&
    css`
      animation: ${pulse} 500ms ease-in-out infinite;
      background: linear-gradient(180deg, #43578a 0%, #32426a 100%);
    `}
  ${({ $state }) =>
    $state !== 'hidden' &&
    css`
      background: #0f1628;
      box-shadow: inset 0 0 0 1px #223052;
    `}
  ${({ $state }) =>
    $state === 'gem' &&
    css`
      background: radial-gradient(circle at 50% 45%, #0f3b30 0%, #0b1a22 75%);
      box-shadow: inset 0 0 0 1.5px #12b981;
    `}
  ${({ $state }) =>
    $state === 'boom' &&
    css`
      z-index: 1;
      background: radial-gradient(circle at 50% 50%, #6b1420 0%, #2a0a12 80%);
      box-shadow: inset 0 0 0 2px #f0445a;
      animation: ${shake} 380ms ease-out;
    `}
  ${Face} {
    animation: ${({ $animate }) => ($animate ? css`${pop} 380ms cubic-bezier(0.2, 0.9, 0.3, 1.3) both` : 'none')};
    ${({ $state, $delay }) =>
      ($state === 'mine' || $state === 'gemDim') &&
      css`
        --dim: ${$state === 'mine' ? 0.85 : 0.3};
        animation: ${dimIn} 320ms ease-out ${$delay}ms both;
      `}
  }
`;

const Result = styled.div`
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  pointer-events: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-width: 150px;
  padding: 14px 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(8, 12, 24, 0.92);
  border: 2px solid ${({ theme }) => theme.colors.accent};
  box-shadow: 0 0 40px rgba(18, 185, 129, 0.45);
  animation: ${fadeUp} 300ms ease-out 150ms both;
  strong {
    font-size: 28px;
    color: ${({ theme }) => theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: 16px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const MinesPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const PickerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  > span {
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  output {
    min-width: 36px;
    text-align: center;
    font-weight: 800;
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
`;
const StepBtn = styled.button`
  width: 36px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 18px;
  font-weight: 700;
  touch-action: manipulation;
  &:disabled {
    opacity: 0.4;
  }
`;
const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 6px;
`;
const Preset = styled.button<{ $on: boolean }>`
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ $on, theme }) => ($on ? 'rgba(18,185,129,0.16)' : theme.colors.surfaceAlt)};
  color: ${({ $on, theme }) => ($on ? theme.colors.accent : theme.colors.text)};
  font-weight: 700;
  touch-action: manipulation;
  &:disabled {
    opacity: 0.45;
  }
`;
const Row2 = styled.div`
  display: flex;
  gap: 8px;
  > :first-child {
    flex: none;
  }
`;
