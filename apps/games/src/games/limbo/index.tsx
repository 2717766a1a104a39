import { useLayoutEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '@khela/ui';
import { LIMBO_MAX, limboWinChance, localDigits } from '@khela/domain';
import { BetAmount, GameLayout, HistoryStrip, newRequestId, parseBet, PlainInput } from '../../shell';
import { useOneShotGame } from '../common/useOneShotGame';
import { AutoSettingsFields, DEFAULT_AUTO, useAutoBet, type AutoSettings } from '../common/auto';
import { profitOn } from '../common/anim';
import { Note, Segment, Segmented, StageBox, Stat, Stats } from '../common/ui';
import { FieldRow } from '../common/layout';
import { BIG_MULTIPLIER, Celebrate, Verdict } from '../common/celebrate';
import { LimboRules } from './Rules';
import { netWinWire } from '../common/net';

const MIN_TARGET = 1.01;

/** The result recorded by the server. */
function resultOf(outcome: unknown): number | null {
  const o = outcome as { result?: unknown } | null;
  return o && typeof o.result === 'number' ? o.result : null;
}

const pulse = keyframes`
  0% { transform: scale(0.96); }
  60% { transform: scale(1.06); }
  100% { transform: scale(1); }
`;
const Dial = styled.div`
  position: relative;
  flex: 1;
  min-height: 230px;
  @container stage (max-height: 440px) { min-height: 150px; }
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: 20px;
  background: radial-gradient(closest-side, rgba(18, 185, 129, 0.16), transparent 75%), #0d1528;
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;
const Big = styled.div<{ $state: 'idle' | 'rolling' | 'won' | 'lost' }>`
  font-size: 64px;
  @container stage (max-height: 440px) { font-size: 52px; }
  font-weight: 900;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  color: ${({ $state }) => ($state === 'won' ? '#22c55e' : $state === 'lost' ? '#f0445a' : '#eef2f9')};
  text-shadow: ${({ $state }) => ($state === 'won' ? '0 0 28px rgba(34,197,94,0.55)' : $state === 'lost' ? '0 0 28px rgba(240,68,90,0.45)' : 'none')};
  animation: ${({ $state }) => ($state === 'won' || $state === 'lost' ? pulse : 'none')} 0.35s ease-out;
`;
const Sub = styled.div`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
const TargetRow = styled(FieldRow)`
  div { display: flex; gap: 6px; }
  button {
    flex: none;
    min-width: 52px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

function clampTarget(x: number): number {
  if (!Number.isFinite(x)) return 2;
  return Math.min(LIMBO_MAX, Math.max(MIN_TARGET, Math.floor(x * 100) / 100));
}

export default function Limbo() {
  const { t, balance, ended, money, sound, onError, play, isLoading, amount, setAmount, hold } = useOneShotGame();
  const [targetText, setTargetText] = useState('2.00');
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [auto, setAuto] = useState<AutoSettings>(DEFAULT_AUTO);
  const [state, setState] = useState<'idle' | 'rolling' | 'won' | 'lost'>('idle');
  /** The settled bet the verdict speaks of. */
  const [last, setLast] = useState<{ payout: string; amount: string; target: number } | null>(null);
  const [roll, setRoll] = useState<{ value: number; n: number } | null>(null);
  const shown = roll?.value ?? null;
  const big = useRef<HTMLDivElement>(null);
  const target = clampTarget(Number(targetText));
  const chance = limboWinChance(target) * 100;
  const valid = parseBet(amount, balance) !== null && Number(targetText) >= MIN_TARGET;

  // the number rises from 1.00 to the result on a log scale (longer for bigger results), one write per frame
  useLayoutEffect(() => {
    if (!roll || !big.current) return;
    const el = big.current;
    const v = roll.value;
    const end = Math.log(v);
    const ms = Math.min(1100, 260 + 260 * Math.log10(v + 1));
    const t0 = performance.now();
    let raf = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - t0) / ms);
      const e = 1 - (1 - k) ** 3;
      el.textContent = `${localDigits((Math.floor(Math.exp(end * e) * 100) / 100).toFixed(2))}×`;
      if (k < 1) raf = requestAnimationFrame(step);
    };
    el.textContent = '1.00×';
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [roll]);

  async function once(): Promise<string | null> {
    sound.play('bet');
    const p = { target };
    // the balance and the strip move when the number stops rising
    const release = hold(amount);
    try {
      setState('rolling');
      const r = await play({ request_id: newRequestId(), amount, params: p }).unwrap();
      const res = resultOf(r.round.outcome) ?? 1;
      const won = r.round.status === 'won';
      setRoll((p) => ({ value: res, n: (p?.n ?? 0) + 1 }));
      const ms = Math.min(1100, 260 + 260 * Math.log10(res + 1));
      await new Promise((ok) => setTimeout(ok, ms));
      release(r.round.payout);
      setLast({ payout: r.round.payout, amount: r.round.amount, target: p.target });
      setState(won ? 'won' : 'lost');
      sound.play(won ? 'win' : 'lose');
      return parseBet(amount, r.balance) === null ? null : r.balance;
    } catch (e) {
      release();
      setState('idle');
      onError(e);
      return null;
    }
  }
  const autoBet = useAutoBet(once);
  const busy = isLoading || autoBet.running || state === 'rolling';

  const stage = (
    <StageBox>
      <HistoryStrip render={(r) => `${(resultOf(r.outcome) ?? 0).toFixed(2)}×`} />
      <Dial>
        <Big ref={big} $state={state} data-testid="limbo-result" key={state === 'won' || state === 'lost' ? `${state}${roll?.n ?? 0}` : 'x'}>
          {localDigits((shown ?? 1).toFixed(2))}×
        </Big>
        {(state === 'won' || state === 'lost') && roll && last ? (
          <Verdict
            key={roll.n}
            won={state === 'won'}
            big={state === 'won' && roll.value >= BIG_MULTIPLIER}
            text={state === 'won' ? t('limbo.won', { payout: money(netWinWire(last)) }) : t('limbo.lost', { target: localDigits(last.target.toFixed(2)) })}
            testId="limbo-verdict"
          />
        ) : (
          <Sub>{t('limbo.targetLine', { target: localDigits(target.toFixed(2)) })}</Sub>
        )}
        {state === 'won' && roll && roll.value >= BIG_MULTIPLIER && <Celebrate key={roll.n} />}
      </Dial>
      <Stats>
        <Stat>
          <small>{t('limbo.target')}</small>
          <b>{localDigits(target.toFixed(2))}×</b>
        </Stat>
        <Stat>
          <small>{t('limbo.winChance')}</small>
          <b>{localDigits(chance < 0.01 ? chance.toExponential(2) : chance.toFixed(chance < 1 ? 4 : 2))}%</b>
        </Stat>
      </Stats>
    </StageBox>
  );

  const step = (k: number) => {
    sound.play('click');
    setTargetText(clampTarget(k === 0 ? 2 : target * k).toFixed(2));
  };

  const controls = (
    <>
      <Segmented aria-label={t('auto.mode')}>
        <Segment type="button" $active={mode === 'manual'} disabled={busy} onClick={() => setMode('manual')}>
          {t('auto.manual')}
        </Segment>
        <Segment type="button" $active={mode === 'auto'} disabled={busy} onClick={() => setMode('auto')}>
          {t('auto.auto')}
        </Segment>
      </Segmented>
      <BetAmount value={amount} onChange={setAmount} disabled={busy} />
      <TargetRow>
        {t('limbo.targetMultiplier')}
        <div>
          <PlainInput
            inputMode="decimal"
            value={targetText}
            disabled={busy}
            data-testid="limbo-target"
            onChange={(e) => /^\d{0,7}(\.\d{0,2})?$/.test(e.target.value) && setTargetText(e.target.value)}
            onBlur={() => setTargetText(target.toFixed(2))}
          />
          <button type="button" disabled={busy} onClick={() => step(0.5)}>
            ÷{localDigits('2')}
          </button>
          <button type="button" disabled={busy} onClick={() => step(2)}>
            ×{localDigits('2')}
          </button>
        </div>
      </TargetRow>
      {mode === 'auto' && <AutoSettingsFields value={auto} onChange={setAuto} disabled={busy} />}
      <Note>
        <span>{t('limbo.profitOnWin')}</span>
        <b>{money(profitOn(amount, target) ?? '0.00')}</b>
      </Note>
      {mode === 'manual' ? (
        <Button block size="lg" disabled={ended || !valid || busy} loading={isLoading} onClick={() => void once()} data-testid="bet">
          {t('limbo.bet')}
        </Button>
      ) : autoBet.running ? (
        <Button block size="lg" variant="danger" onClick={autoBet.stop}>
          {t('auto.stop', { count: autoBet.left ?? 0 })}
        </Button>
      ) : (
        <Button block size="lg" disabled={ended || !valid || busy} onClick={() => void autoBet.start(auto)}>
          {t('auto.start')}
        </Button>
      )}
    </>
  );

  return <GameLayout title={t('limbo.title')} stage={stage} controls={controls} rules={<LimboRules />} />;
}
