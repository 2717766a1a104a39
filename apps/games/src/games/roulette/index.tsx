import { useCallback, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button, useToast } from '@khela/ui';
import { GAME_LIMITS, toWire, tryParseMoney, type OutcomeOf, type RouletteParams, type RoundView, localDigits } from '@khela/domain';
import { usePlayMutation } from '@khela/api/games';
import { BetAmount, GameLayout, HistoryStrip, newRequestId, useGame, useGameError, useMoney, useSound, WIDE_MEDIA } from '../../shell';
import { Controls, RulesTable as SharedRulesTable, RulesWrap, Stage } from '../common/layout';
import { layoutTotal, specOf, type Layout, type SpotKey } from './bets';
import { chipColor, chipLabel, Table } from './Table';
import { pocketColor, POCKET_FILL, Wheel, type WheelHandle } from './Wheel';
import { netWin } from '../common/net';

const CHIPS = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n];
const RECENT = 10;

type Phase = 'betting' | 'spinning' | 'settled';

interface Settled {
  id: string;
  pocket: number;
  payout: string;
  amount: string;
}

function place(layout: Layout, key: SpotKey, amount: bigint): Layout {
  const next = new Map(layout);
  const cur = next.get(key);
  next.set(key, { amount: (cur?.amount ?? 0n) + amount, chips: (cur?.chips ?? 0) + 1 });
  return next;
}


export default function Roulette() {
  const { t } = useTranslation('games');
  const { ended, balance, hold } = useGame();
  const money = useMoney();
  const onError = useGameError();
  const toast = useToast();
  const { play: sound } = useSound();
  const [playBet] = usePlayMutation();
  const wheel = useRef<WheelHandle>(null);

  const [chip, setChip] = useState('10.00');
  const [layout, setLayout] = useState<Layout>(new Map());
  /** Each placement, for Undo. */
  const [placed, setPlaced] = useState<{ key: SpotKey; amount: bigint }[]>([]);
  const [lastLayout, setLastLayout] = useState<Layout | null>(null);
  const [phase, setPhase] = useState<Phase>('betting');
  const [result, setResult] = useState<Settled | null>(null);
  const [recent, setRecent] = useState<{ id: string; n: number }[]>([]);

  const total = layoutTotal(layout);
  const chipValue = tryParseMoney(chip);
  const spinning = phase === 'spinning';

  const onPlace = useCallback(
    (key: SpotKey) => {
      if (spinning || ended) return;
      if (chipValue === null || chipValue < 1n) return;
      // a settled table clears at the first new chip
      const base = phase === 'settled' ? new Map() : layout;
      const bal = balance === null ? null : tryParseMoney(balance);
      const sum = layoutTotal(base) + chipValue;
      if (sum > GAME_LIMITS.maxBet || (bal !== null && sum > bal)) {
        toast.show(t(sum > GAME_LIMITS.maxBet ? 'roulette.overMax' : 'roulette.overBalance'), 'error');
        return;
      }
      sound('click');
      setLayout(place(base, key, chipValue));
      setPlaced((p) => [...(phase === 'settled' ? [] : p), { key, amount: chipValue }]);
      if (phase === 'settled') {
        setPhase('betting');
        setResult(null);
      }
    },
    [spinning, ended, chipValue, phase, layout, balance, toast, t, sound],
  );

  const onUndo = () => {
    if (phase === 'settled') return onClear();
    const last = placed[placed.length - 1];
    if (!last) return;
    sound('click');
    const next = new Map(layout);
    const cur = next.get(last.key);
    if (cur) {
      if (cur.chips <= 1) next.delete(last.key);
      else next.set(last.key, { amount: cur.amount - last.amount, chips: cur.chips - 1 });
    }
    setLayout(next);
    setPlaced(placed.slice(0, -1));
  };

  const onClear = () => {
    sound('click');
    setLayout(new Map());
    setPlaced([]);
    setPhase('betting');
    setResult(null);
  };

  const onRebet = () => {
    if (!lastLayout) return;
    sound('click');
    setLayout(new Map(lastLayout));
    setPlaced([]);
    setPhase('betting');
    setResult(null);
  };

  const onSpin = async () => {
    if (spinning || ended || layout.size === 0) return;
    const bets: RouletteParams['bets'] = [...layout].map(([key, v]) => ({ bet: specOf(key), amount: toWire(v.amount) }));
    const amount = toWire(total);
    setPhase('spinning');
    setResult(null);
    sound('bet');
    let round: RoundView;
    // the balance and the strip move when the ball settles in its pocket
    const release = hold(amount);
    try {
      round = (await playBet({ request_id: newRequestId(), amount, params: { bets } }).unwrap()).round;
    } catch (e) {
      release();
      onError(e);
      setPhase('betting');
      return;
    }
    const pocket = (round.outcome as OutcomeOf['roulette']).pocket;
    setLastLayout(layout);
    sound('spin');
    await wheel.current?.spin(pocket, () => sound('tick'));
    sound('stop');
    release(round.payout);
    setRecent((r) => [{ id: round.id, n: pocket }, ...r].slice(0, RECENT));
    setResult({ id: round.id, pocket, payout: round.payout, amount: round.amount });
    setPhase('settled');
    const won = netWin(round) > 0n;
    window.setTimeout(() => sound(won ? 'win' : 'lose'), 150);
  };

  // what the spin won over its stake: "You win" shows the net, like the other games; a spin that paid back
  // no more than it staked is not a win
  const net = result ? netWin(result) : 0n;
  const won = result && net > 0n;
  const returned = result ? (tryParseMoney(result.payout) ?? 0n) : 0n;

  const stage = (
    <Stage>
      <Top>
        <WheelWrap>
          <Wheel ref={wheel} />
          {result && (
            <Pocket key={result.id} style={{ background: POCKET_FILL[pocketColor(result.pocket)] }} data-testid="rl-result">
              {result.pocket}
            </Pocket>
          )}
        </WheelWrap>
        <Side>
          <Recent aria-label={t('roulette.recent')}>
            {recent.map(({ id, n }) => (
              <RecentBall key={id} style={{ background: POCKET_FILL[pocketColor(n)] }}>
                {n}
              </RecentBall>
            ))}
          </Recent>
          <Outcome $won={Boolean(won)} aria-live="polite">
            {spinning && <span>{t('roulette.noMoreBets')}</span>}
            {result && !spinning && (
              <>
                <small>{won ? t('roulette.youWin') : t('roulette.noWin')}</small>
                <b data-testid="rl-win">{won ? money(toWire(net)) : returned > 0n ? t('roulette.returned', { amount: money(result.payout) }) : money('0.00')}</b>
              </>
            )}
            {!result && !spinning && <span>{t('roulette.placeBets')}</span>}
          </Outcome>
        </Side>
      </Top>
      <Table layout={layout} pocket={phase === 'settled' && result ? result.pocket : null} disabled={spinning || ended} onPlace={onPlace} />
      <HistoryStrip />
    </Stage>
  );

  const controls = (
    <Controls>
      <Chips role="radiogroup" aria-label={t('roulette.chip')}>
        {CHIPS.map((c) => (
          <ChipBtn
            key={String(c)}
            type="button"
            role="radio"
            aria-checked={chipValue === c}
            $color={chipColor(c)}
            $on={chipValue === c}
            disabled={spinning || ended}
            onClick={() => {
              sound('click');
              setChip(toWire(c));
            }}
          >
            {chipLabel(c)}
          </ChipBtn>
        ))}
      </Chips>
      <BetAmount value={chip} onChange={setChip} disabled={spinning || ended} label={t('roulette.chipValue')} />
      <Actions>
        <Button variant="secondary" onClick={onUndo} disabled={spinning || (placed.length === 0 && phase !== 'settled')} data-testid="rl-undo">
          {t('roulette.undo')}
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={spinning || layout.size === 0} data-testid="rl-clear">
          {t('roulette.clear')}
        </Button>
        <Button variant="secondary" onClick={onRebet} disabled={spinning || !lastLayout || phase === 'settled' || layout.size > 0} data-testid="rl-rebet">
          {t('roulette.rebet')}
        </Button>
      </Actions>
      <Button variant="primary" size="lg" block onClick={() => void onSpin()} disabled={spinning || ended || layout.size === 0} loading={spinning} data-testid="rl-spin">
        {layout.size === 0 ? t('roulette.placeChips') : t('roulette.spin', { amount: money(toWire(total)) })}
      </Button>
    </Controls>
  );

  return <GameLayout title={t('roulette.title')} stage={stage} controls={controls} rules={<RouletteRules />} />;
}

function RouletteRules() {
  const { t } = useTranslation('games');
  const rows: [string, string, string][] = [
    [t('roulette.rules.straight'), localDigits('35:1'), localDigits('×36')],
    [t('roulette.rules.evenMoney'), localDigits('1:1'), localDigits('×2')],
    [t('roulette.rules.dozen'), localDigits('2:1'), localDigits('×3')],
    [t('roulette.rules.column'), localDigits('2:1'), localDigits('×3')],
  ];
  return (
    <RulesWrap>
      <p>{t('roulette.rules.intro')}</p>
      <p>{t('roulette.rules.howTo')}</p>
      <RulesTable>
        <thead>
          <tr>
            <th>{t('roulette.rules.bet')}</th>
            <th>{t('roulette.rules.pays')}</th>
            <th>{t('roulette.rules.returns')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([a, b, c]) => (
            <tr key={a}>
              <td>{a}</td>
              <td>{b}</td>
              <td>{c}</td>
            </tr>
          ))}
        </tbody>
      </RulesTable>
      <p>{t('roulette.rules.zero')}</p>
    </RulesWrap>
  );
}

// ------------------------------------------------------------------ styles

const popIn = keyframes`
  0% { transform: translate(-50%, -50%) scale(0.3); opacity: 0; }
  70% { transform: translate(-50%, -50%) scale(1.15); opacity: 1; }
  100% { transform: translate(-50%, -50%) scale(1); opacity: 1; }
`;
const slide = keyframes`
  from { transform: translateX(-12px) scale(0.6); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;
const WheelWrap = styled.div`
  position: relative;
  width: 100%;
  /* phone: the wheel takes what the table and the strip leave of the stage's height */
  max-width: min(260px, calc(100cqh - 270px));
  @container stage (max-height: 440px) {
    max-width: calc(100cqh - 244px);
  }
  justify-self: center;
  ${WIDE_MEDIA} {
    max-width: 340px;
  }
`;
const Pocket = styled.div`
  position: absolute;
  left: 50%;
  top: 50%;
  width: 22%;
  aspect-ratio: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: #fff;
  font-size: 22px;
  font-weight: 900;
  border: 2px solid #f5c242;
  box-shadow: 0 0 18px rgba(245, 194, 66, 0.7);
  transform: translate(-50%, -50%);
  animation: ${popIn} 320ms ease-out both;
  pointer-events: none;
`;
const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  @container stage (max-height: 440px) {
    gap: 6px;
  }
`;
const Recent = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  min-height: 26px;
  /* a short phone: no empty row before the first spin */
  @container stage (max-height: 440px) {
    min-height: 0;
  }
`;
const RecentBall = styled.span`
  width: 26px;
  height: 26px;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 11px;
  font-weight: 800;
  color: #fff;
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.25);
  animation: ${slide} 220ms ease-out;
  &:first-child {
    box-shadow: 0 0 0 2px #f5c242;
  }
`;
const Outcome = styled.div<{ $won: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ $won, theme }) => ($won ? theme.colors.gold : theme.colors.border)};
  min-height: 62px;
  justify-content: center;
  span,
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  b {
    font-size: 20px;
    color: ${({ $won, theme }) => ($won ? theme.colors.gold : theme.colors.text)};
    font-variant-numeric: tabular-nums;
  }
`;

const Chips = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 6px;
`;
const ChipBtn = styled.button<{ $color: string; $on: boolean }>`
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: 50%;
  color: #fff;
  font-weight: 900;
  font-size: 13px;
  text-shadow: 0 1px 1px rgba(0, 0, 0, 0.6);
  background: ${({ $color }) => $color};
  border: 4px dashed rgba(255, 255, 255, 0.85);
  box-shadow: ${({ $on }) => ($on ? '0 0 0 3px #f5c242, 0 0 16px rgba(245,194,66,0.8)' : '0 3px 0 rgba(0,0,0,0.5)')};
  transform: ${({ $on }) => ($on ? 'translateY(-3px)' : 'none')};
  transition: transform 120ms ease, box-shadow 120ms ease;
  touch-action: manipulation;
  &:disabled {
    opacity: 0.5;
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
`;

/** The shared pay table with proportional digits, as this table has always shown. */
const RulesTable = styled(SharedRulesTable)`
  font-variant-numeric: normal;
`;
