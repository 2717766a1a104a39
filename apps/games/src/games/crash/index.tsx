import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@khela/ui';
import { useMessage, useTranslation } from '@khela/i18n';
import { toApiError, useCrashBetMutation, useCrashCashoutMutation } from '@khela/api/games';
import { crashMultiplierAt, GAME_MESSAGES, toWire, tryParseMoney, type CrashBetView, localDigits } from '@khela/domain';
import { BetAmount, GameLayout, newRequestId, parseBet, PlainInput, useGame, useGameError, useMoney, useSound, verifyCrashUrl } from '../../shell';
import { StageBox } from '../common/ui';
import { FieldRow } from '../common/layout';
import { CrashCanvas, type CrashTexts } from './CrashCanvas';
import { useCrashRound } from './useCrashRound';
import { CrashRules } from './Rules';
import { BetsList, CrashHistory } from './Lists';
import { BIG_MULTIPLIER, Celebrate, Verdict } from '../common/celebrate';

const AUTO_MIN = 1.01;
const AUTO_MAX = 1_000_000;

const Hint = styled.div<{ $tone?: 'win' | 'lose' }>`
  min-height: 18px;
  text-align: center;
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme, $tone }) => ($tone === 'win' ? theme.colors.success : $tone === 'lose' ? theme.colors.danger : theme.colors.textMuted)};
`;
const CashLabel = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
  small { font-size: 12px; font-weight: 700; opacity: 0.8; }
`;

type Mine = { roundId: string; bet: CrashBetView };
type Queued = { amount: string; auto: number | null };

function readAuto(text: string): number | null | 'bad' {
  if (text.trim() === '') return null;
  const x = Number(text);
  if (!Number.isFinite(x) || x < AUTO_MIN || x > AUTO_MAX) return 'bad';
  return Math.floor(x * 100) / 100;
}

export default function Crash() {
  const { t } = useTranslation('games');
  const msg = useMessage();
  const { info, balance, ended } = useGame();
  const money = useMoney();
  const sound = useSound();
  const onError = useGameError();
  const { state, ref, clock, query } = useCrashRound(info.token, ended);
  const [placeBet, betting] = useCrashBetMutation();
  const [cashout, cashing] = useCrashCashoutMutation();
  const [amount, setAmount] = useState('10.00');
  const [autoText, setAutoText] = useState('');
  const [mine, setMine] = useState<Mine | null>(null);
  const [queued, setQueued] = useState<Queued | null>(null);
  const cashRef = useRef<HTMLSpanElement>(null);
  const multRef = useRef<HTMLElement>(null);

  const round = state?.round ?? null;
  const phase = round?.phase ?? null;
  const myBet = mine && round && mine.roundId === round.id ? mine.bet : null;
  const auto = readAuto(autoText);
  const valid = parseBet(amount, balance) !== null && auto !== 'bad';

  // the state call tells us our own bet (after a reload, or to learn of an auto cash-out)
  useEffect(() => {
    const d = query.data;
    if (d?.my_bet) setMine({ roundId: d.round.id, bet: d.my_bet });
  }, [query.data]);

  // phase changes: sounds, and ask the server about our bet when the round ends
  const lastPhase = useRef<string | null>(null);
  const { refetch } = query;
  useEffect(() => {
    if (!round) return;
    const key = `${round.id}:${round.phase}`;
    if (lastPhase.current === key) return;
    const first = lastPhase.current === null;
    lastPhase.current = key;
    if (first) return;
    if (round.phase === 'crashed') {
      sound.play('crash');
      if (mine?.roundId === round.id && mine.bet.cashed_out_at === null) void refetch();
    }
    if (round.phase === 'running' && mine?.roundId === round.id) sound.play('spin');
  }, [round, mine, sound, refetch]);

  // someone cashed out (maybe us, automatically): refresh our bet, at most once a second
  const lastRefetch = useRef(0);
  useEffect(() => {
    if (!state || !mine || mine.roundId !== state.round.id || mine.bet.cashed_out_at !== null) return;
    if (mine.bet.auto_cashout === null || state.round.phase !== 'running') return;
    if (Date.now() - lastRefetch.current < 1000) return;
    lastRefetch.current = Date.now();
    void refetch();
  }, [state, mine, refetch]);

  async function bet(stake: string, autoCashout: number | null) {
    sound.play('bet');
    try {
      const r = await placeBet({ request_id: newRequestId(), amount: stake, auto_cashout: autoCashout }).unwrap();
      setMine({ roundId: r.round_id, bet: r.bet });
    } catch (e) {
      if (toApiError(e).message === GAME_MESSAGES.bettingClosed) setQueued({ amount: stake, auto: autoCashout });
      else onError(e);
    }
  }

  // a queued bet goes in as soon as the next round takes bets
  const betRef = useRef(bet);
  useEffect(() => {
    betRef.current = bet;
  });
  const placing = betting.isLoading;
  useEffect(() => {
    if (!queued || !round || round.phase !== 'betting' || myBet || placing || ended) return;
    setQueued(null);
    if (parseBet(queued.amount, balance) !== null) void betRef.current(queued.amount, queued.auto);
  }, [queued, round, myBet, placing, ended, balance]);

  async function cashOut() {
    try {
      const r = await cashout().unwrap();
      setMine({ roundId: r.round_id, bet: r.bet });
      sound.play('win');
    } catch (e) {
      onError(e);
      void refetch();
    }
  }

  // the live cash-out figure on the button, one text write per frame
  const stake = myBet ? tryParseMoney(myBet.amount) : null;
  const flying = phase === 'running' && myBet !== null && myBet.cashed_out_at === null;
  useEffect(() => {
    if (!flying || stake === null || !round?.started_at) return;
    const start = Date.parse(round.started_at);
    let raf = 0;
    const frame = () => {
      raf = requestAnimationFrame(frame);
      const m = crashMultiplierAt(clock.now() - start);
      const payout = toWire((stake * BigInt(Math.round(m * 100))) / 100n);
      if (cashRef.current) cashRef.current.textContent = money(payout);
      if (multRef.current) multRef.current.textContent = `@ ${localDigits(m.toFixed(2))}×`;
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [flying, stake, round?.started_at, clock, money]);

  const texts: CrashTexts = useMemo(
    () => ({
      startsIn: (s) => t('crash.startsIn', { seconds: s }),
      starting: t('crash.starting'),
      crashed: t('crash.crashed'),
      flying: t('crash.flying'),
      waiting: t('crash.waiting'),
    }),
    [t],
  );

  let action;
  if (flying) {
    action = (
      <Button block size="lg" variant="gold" loading={cashing.isLoading} onClick={() => void cashOut()} data-testid="cashout">
        <CashLabel>
          <span>
            {t('crash.cashOut')} <span ref={cashRef} />
          </span>
          <small ref={multRef} />
        </CashLabel>
      </Button>
    );
  } else if (myBet && phase === 'betting') {
    action = (
      <Button block size="lg" variant="secondary" disabled data-testid="crash-placed">
        {t('crash.betPlaced')}
      </Button>
    );
  } else if (queued) {
    action = (
      <Button block size="lg" variant="secondary" onClick={() => setQueued(null)} data-testid="crash-cancel-queued">
        {t('crash.cancelQueued')}
      </Button>
    );
  } else if (phase === 'betting') {
    action = (
      <Button block size="lg" disabled={ended || !valid} loading={betting.isLoading} onClick={() => void bet(amount, auto === 'bad' ? null : auto)} data-testid="bet">
        {t('crash.bet')}
      </Button>
    );
  } else {
    action = (
      <Button
        block
        size="lg"
        variant="secondary"
        disabled={ended || !valid || !round}
        onClick={() => {
          sound.play('click');
          setQueued({ amount, auto: auto === 'bad' ? null : auto });
        }}
        data-testid="bet"
      >
        {t('crash.betNext')}
      </Button>
    );
  }

  let hint: { text: string; tone?: 'win' | 'lose' } | null = null;
  if (myBet?.cashed_out_at) hint = { text: t('crash.cashedOut', { multiplier: localDigits(myBet.cashed_out_at.toFixed(2)), payout: money(myBet.payout ?? '0.00') }), tone: 'win' };
  else if (myBet && phase === 'crashed') hint = { text: t('crash.lost'), tone: 'lose' };
  else if (queued) hint = { text: t('crash.queued') };
  else if (auto === 'bad') hint = { text: msg(GAME_MESSAGES.autoCashout), tone: 'lose' };
  else if (myBet?.auto_cashout) hint = { text: t('crash.autoSet', { multiplier: localDigits(myBet.auto_cashout.toFixed(2)) }) };

  const stage = (
    <StageBox>
      <CrashHistory history={state?.history ?? []} />
      <CrashCanvas stateRef={ref} clock={clock} texts={texts}>
        {myBet?.cashed_out_at != null ? (
          <>
            <Verdict
              key={`w${myBet.cashed_out_at}`}
              won
              big={myBet.cashed_out_at >= BIG_MULTIPLIER}
              text={t('crash.cashedOut', { multiplier: localDigits(myBet.cashed_out_at.toFixed(2)), payout: money(myBet.payout ?? '0.00') })}
              testId="crash-verdict"
            />
            {myBet.cashed_out_at >= BIG_MULTIPLIER && <Celebrate />}
          </>
        ) : myBet && phase === 'crashed' ? (
          <Verdict key="lost" won={false} text={t('crash.lost')} testId="crash-verdict" />
        ) : null}
      </CrashCanvas>
      {round?.phase === 'crashed' && round.hash && (
        <Hint>
          <a href={verifyCrashUrl(round.id)} target="_blank" rel="noopener" style={{ color: 'inherit' }}>
            {/* The round's hash is machine text (hex), not a figure: it keeps its Latin letters and digits in Bangla. */}
            {t('crash.verifyRound')} · <code style={{ font: 'inherit' }}>{round.hash.slice(0, 12)}…</code>
          </a>
        </Hint>
      )}
    </StageBox>
  );

  const busy = betting.isLoading || Boolean(myBet && phase !== 'crashed') || Boolean(queued);
  const controls = (
    <>
      <BetAmount value={amount} onChange={setAmount} disabled={busy} />
      <FieldRow>
        {t('crash.autoCashout')}
        <PlainInput
          inputMode="decimal"
          placeholder={t('crash.autoOff')}
          value={autoText}
          disabled={busy}
          onChange={(e) => /^\d{0,7}(\.\d{0,2})?$/.test(e.target.value) && setAutoText(e.target.value)}
          data-testid="crash-auto"
        />
      </FieldRow>
      {action}
      <Hint $tone={hint?.tone} aria-live="polite" data-testid="crash-hint">
        {hint?.text ?? ''}
      </Hint>
      <BetsList bets={state?.bets ?? []} />
    </>
  );

  return <GameLayout title={t('crash.title')} stage={stage} controls={controls} rules={<CrashRules />} />;
}
