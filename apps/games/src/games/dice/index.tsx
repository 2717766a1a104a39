import { useState } from 'react';
import { Button } from '@khela/ui';
import type { DiceParams } from '@khela/domain';
import { BetAmount, GameLayout, HistoryStrip, newRequestId, parseBet } from '../../shell';
import { useOneShotGame } from '../common/useOneShotGame';
import { AutoSettingsFields, DEFAULT_AUTO, useAutoBet, type AutoSettings } from '../common/auto';
import { profitOn } from '../common/anim';
import { Note, Segment, Segmented, StageBox, Stat, Stats } from '../common/ui';
import { diceChance, diceMult, rollOf, targetBounds } from './logic';
import { Track } from './Track';
import { DiceRules } from './Rules';
import { Face, LAND_MS } from './Face';
import { netWinWire } from '../common/net';
import { localDigits } from '@khela/domain';

type Result = { roll: number; won: boolean; n: number; payout: string; amount: string } | null;

export default function Dice() {
  const { t, balance, ended, money, sound, onError, play, isLoading, amount, setAmount, hold } = useOneShotGame();
  const [params, setParams] = useState<DiceParams>({ target: 50, direction: 'under' });
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [auto, setAuto] = useState<AutoSettings>(DEFAULT_AUTO);
  const [result, setResult] = useState<Result>(null);

  const mult = diceMult(params);
  const chance = diceChance(params);
  const valid = parseBet(amount, balance) !== null;

  async function once(): Promise<string | null> {
    sound.play('bet');
    // the balance and the history strip move when the dice lands (Face shows the result after LAND_MS)
    const release = hold(amount);
    try {
      const r = await play({ request_id: newRequestId(), amount, params }).unwrap();
      const roll = rollOf(r.round.outcome);
      const won = r.round.status === 'won';
      if (roll !== null) setResult((p) => ({ roll, won, n: (p?.n ?? 0) + 1, payout: r.round.payout, amount: r.round.amount }));
      await new Promise((ok) => setTimeout(ok, LAND_MS));
      release(r.round.payout);
      sound.play(won ? 'win' : 'lose');
      return parseBet(amount, r.balance) === null ? null : r.balance;
    } catch (e) {
      release();
      onError(e);
      return null;
    }
  }
  const autoBet = useAutoBet(once);
  const busy = isLoading || autoBet.running;

  const setTarget = (target: number) => {
    setParams((p) => ({ ...p, target }));
    sound.play('tick');
  };
  const flip = (direction: DiceParams['direction']) => {
    if (direction === params.direction) return;
    sound.play('click');
    // keep the same win chance when flipping
    setParams({ direction, target: 100 - params.target });
  };

  const stage = (
    <StageBox>
      <HistoryStrip render={(r) => (rollOf(r.outcome) ?? 0).toFixed(2)} />
      <Face
        roll={result?.roll ?? null}
        n={result?.n ?? 0}
        state={result ? (result.won ? 'won' : 'lost') : 'idle'}
        caption={result ? (result.won ? t('dice.won', { payout: money(netWinWire(result)) }) : t('dice.lost')) : t('dice.idle')}
      />
      <Track
        params={params}
        bounds={targetBounds(params.direction)}
        roll={result?.roll ?? null}
        state={result ? (result.won ? 'won' : 'lost') : 'idle'}
        disabled={busy}
        onTarget={setTarget}
        label={t('dice.target')}
      />
      <Stats>
        <Stat>
          <small>{t('dice.multiplier')}</small>
          <b data-testid="dice-multiplier">{localDigits(mult.toFixed(4))}×</b>
        </Stat>
        <Stat>
          <small>{params.direction === 'under' ? t('dice.rollUnder') : t('dice.rollOver')}</small>
          <b>{localDigits(params.target.toFixed(2))}</b>
        </Stat>
        <Stat>
          <small>{t('dice.winChance')}</small>
          <b>{localDigits(chance.toFixed(2))}%</b>
        </Stat>
      </Stats>
    </StageBox>
  );

  const controls = (
    <>
      <Segmented role="tablist" aria-label={t('auto.mode')}>
        <Segment type="button" $active={mode === 'manual'} disabled={busy} onClick={() => setMode('manual')}>
          {t('auto.manual')}
        </Segment>
        <Segment type="button" $active={mode === 'auto'} disabled={busy} onClick={() => setMode('auto')} data-testid="mode-auto">
          {t('auto.auto')}
        </Segment>
      </Segmented>
      <BetAmount value={amount} onChange={setAmount} disabled={busy} />
      <Segmented>
        <Segment type="button" $active={params.direction === 'under'} disabled={busy} onClick={() => flip('under')} data-testid="dice-under">
          {t('dice.under')}
        </Segment>
        <Segment type="button" $active={params.direction === 'over'} disabled={busy} onClick={() => flip('over')} data-testid="dice-over">
          {t('dice.over')}
        </Segment>
      </Segmented>
      {mode === 'auto' && <AutoSettingsFields value={auto} onChange={setAuto} disabled={busy} />}
      <Note>
        <span>{t('dice.profitOnWin')}</span>
        <b>{money(profitOn(amount, mult) ?? '0.00')}</b>
      </Note>
      {mode === 'manual' ? (
        <Button block size="lg" disabled={ended || !valid} loading={isLoading} onClick={() => void once()} data-testid="bet">
          {t('dice.roll')}
        </Button>
      ) : autoBet.running ? (
        <Button block size="lg" variant="danger" onClick={autoBet.stop} data-testid="auto-stop">
          {t('auto.stop', { count: autoBet.left ?? 0 })}
        </Button>
      ) : (
        <Button block size="lg" disabled={ended || !valid} onClick={() => void autoBet.start(auto)} data-testid="auto-start">
          {t('auto.start')}
        </Button>
      )}
    </>
  );

  return <GameLayout title={t('dice.title')} stage={stage} controls={controls} rules={<DiceRules />} />;
}
