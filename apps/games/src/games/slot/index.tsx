import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Button, Modal } from '@khela/ui';
import { SLOT_STRIPS, toWire, tryParseMoney, type OutcomeOf, type SlotSymbol } from '@khela/domain';
import { BetAmount, GameLayout, HistoryStrip, newRequestId, parseBet, WIDE_MEDIA } from '../../shell';
import { useOneShotGame } from '../common/useOneShotGame';
import { countTo } from '../common/anim';
import { Controls, Stage } from '../common/layout';
import { ReelSet } from './reels';
import { SymbolIcon, SymbolSheet } from './symbols';
import { SlotPaytable } from './Paytable';
import { stepCount, winCells, WinOverlay, type WinView } from './WinOverlay';

const REELS = 5;
const CELLS = 4;
/** A win of at least this many total bets gets the big-win banner. */
const BIG_WIN = 15;

type Banner = { kind: 'award'; count: number } | { kind: 'total'; amount: string; spins: number } | { kind: 'big'; amount: string };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export default function Slot() {
  const { t, ended, balance, money, onError, sound: { play: sound }, play: playBet, amount, setAmount, hold } = useOneShotGame();
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<WinView | null>(null);
  const [free, setFree] = useState<{ n: number; of: number } | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [paytable, setPaytable] = useState(false);

  const windowRef = useRef<HTMLDivElement>(null);
  const inners = useRef<(HTMLDivElement | null)[]>([]);
  const cells = useRef<(SVGUseElement | null)[][]>(Array.from({ length: REELS }, () => []));
  const reels = useRef<ReelSet | null>(null);
  const winRef = useRef<HTMLElement>(null);
  const stopCount = useRef<() => void>(() => undefined);
  const alive = useRef(true);
  /** Where the reels rest, to return there if a bet fails mid-spin. */
  const rest = useRef<{ grid: SlotSymbol[][]; stops: number[]; free: boolean }>({
    grid: SLOT_STRIPS.base.map((s) => [s[0]!, s[1]!, s[2]!]),
    stops: [0, 0, 0, 0, 0],
    free: false,
  });

  useEffect(() => {
    alive.current = true;
    const box = windowRef.current;
    if (!box) return;
    const set = new ReelSet(
      inners.current.map((el) => el!),
      cells.current.map((col) => col.map((el) => el!)),
      SLOT_STRIPS.base,
      () => box.getBoundingClientRect().height / 3,
    );
    reels.current = set;
    const ro = new ResizeObserver(() => set.relayout());
    ro.observe(box);
    return () => {
      alive.current = false;
      ro.disconnect();
      set.destroy();
      reels.current = null;
      stopCount.current();
    };
  }, []);

  // between rounds, the last spin's wins keep cycling: all of them, then line by line
  useEffect(() => {
    if (busy || !view || stepCount(view.spin) < 2) return;
    const id = window.setInterval(() => {
      setView((v) => (v ? { ...v, step: v.step + 1 >= stepCount(v.spin) ? -1 : v.step + 1 } : v));
    }, 1400);
    return () => window.clearInterval(id);
  }, [busy, view]);

  const stake = tryParseMoney(amount) ?? 0n;
  const showWin = (fromMult: number, toMult: number, ms: number) => {
    const el = winRef.current;
    if (!el) return;
    stopCount.current();
    const poisha = Number(stake);
    stopCount.current = countTo(el, fromMult * poisha, toMult * poisha, ms, (x) => money(toWire(BigInt(Math.floor(x)))));
  };

  const onSpin = async () => {
    const set = reels.current;
    if (!set || busy || ended || parseBet(amount, balance) === null) return;
    setBusy(true);
    setView(null);
    setBanner(null);
    setFree(null);
    showWin(0, 0, 1);
    sound('spin');
    set.start();
    let outcome: OutcomeOf['slot'];
    let payout: string;
    // the balance and the strip move when the last reel of the last spin stops
    const release = hold(amount);
    try {
      const res = await playBet({ request_id: newRequestId(), amount, params: {} }).unwrap();
      outcome = res.round.outcome as OutcomeOf['slot'];
      payout = res.round.payout;
    } catch (e) {
      release();
      onError(e);
      const r = rest.current;
      await set.stop(r.grid, r.stops, r.free ? SLOT_STRIPS.free : SLOT_STRIPS.base);
      if (alive.current) setBusy(false);
      return;
    }

    let total = 0;
    const last = outcome.spins.length - 1;
    for (let i = 0; i <= last; i++) {
      const spin = outcome.spins[i]!;
      if (i > 0) {
        setView(null);
        setFree({ n: i, of: outcome.free_spins });
        sound('spin');
        set.start();
        await sleep(320);
      }
      await set.stop(spin.grid, spin.stops, spin.free ? SLOT_STRIPS.free : SLOT_STRIPS.base, () => sound('stop'));
      if (!alive.current) return;
      rest.current = { grid: spin.grid, stops: spin.stops, free: spin.free };
      if (spin.multiplier > 0) {
        setView({ spin, step: stepCount(spin) > 1 ? -1 : 0 });
        sound('win');
        showWin(total, total + spin.multiplier, 650);
        total += spin.multiplier;
        // during free spins each win shows briefly; the last spin's wins keep cycling afterwards
        await sleep(i < last ? 1100 : 700);
      }
      if (spin.free_spins_awarded > 0) {
        setBanner({ kind: 'award', count: spin.free_spins_awarded });
        sound('reveal');
        await sleep(1900);
        setBanner(null);
      } else if (i < last) {
        await sleep(260);
      }
      if (!alive.current) return;
    }

    stopCount.current();
    release(payout);
    if (winRef.current) winRef.current.textContent = money(payout);
    setFree(null);
    if (last > 0) {
      setBanner({ kind: 'total', amount: payout, spins: last });
      sound('win');
      await sleep(2400);
    } else if (outcome.multiplier >= BIG_WIN) {
      setBanner({ kind: 'big', amount: payout });
      await sleep(2000);
    }
    if (!alive.current) return;
    setBanner(null);
    setBusy(false);
  };

  const lit = view ? winCells(view) : null;
  const lineInfo = (() => {
    if (!view) return null;
    const { spin, step } = view;
    if (step === -1) return t('slot.linesWon', { count: spin.wins.length + (spin.scatters >= 3 ? 1 : 0) });
    const w = spin.wins[step];
    if (w) {
      return t('slot.lineWin', {
        line: w.line + 1,
        n: w.count,
        symbol: t(`slot.symbols.${w.symbol}`),
        amount: money(toWire((stake * BigInt(Math.round(w.multiplier * 10_000))) / 10_000n)),
      });
    }
    return t('slot.scatterWin', {
      n: spin.scatters,
      amount: money(toWire((stake * BigInt(Math.round(spin.scatter_multiplier * 10_000))) / 10_000n)),
    });
  })();

  const stage = (
    <Stage>
      <SymbolSheet wild={t('slot.badge.wild')} scatter={t('slot.badge.scatter')} />
      <Cabinet>
        <Marquee $free={Boolean(free)}>
          <SymbolIcon symbol="tiger" size={30} />
          {free ? (
            <span data-testid="slot-free">
              {t('slot.freeSpins')} {t('slot.freeOf', { n: free.n, of: free.of })}
            </span>
          ) : (
            <span>{t('slot.title')}</span>
          )}
          <SymbolIcon symbol="tiger" size={30} />
        </Marquee>
        <Window ref={windowRef} data-testid="slot-reels">
          {Array.from({ length: REELS }, (_, i) => (
            <Reel key={i}>
              <Strip
                ref={(el) => {
                  inners.current[i] = el;
                }}
              >
                {Array.from({ length: CELLS }, (_, j) => (
                  <Cell key={j} $win={Boolean(lit?.has(`${i}-${j}`))}>
                    <svg viewBox="0 0 100 100" aria-hidden="true">
                      <use
                        ref={(el) => {
                          cells.current[i]![j] = el;
                        }}
                      />
                    </svg>
                  </Cell>
                ))}
              </Strip>
            </Reel>
          ))}
          {view && <WinOverlay view={view} />}
          {banner && (
            <BannerBox $kind={banner.kind} data-testid="slot-banner">
              {banner.kind === 'award' && (
                <>
                  <small>{t('slot.congrats')}</small>
                  <strong>{t('slot.freeWon', { n: banner.count })}</strong>
                </>
              )}
              {banner.kind === 'total' && (
                <>
                  <small>{t('slot.totalWin', { n: banner.spins })}</small>
                  <strong>{money(banner.amount)}</strong>
                </>
              )}
              {banner.kind === 'big' && (
                <>
                  <small>{t('slot.bigWin')}</small>
                  <strong>{money(banner.amount)}</strong>
                </>
              )}
            </BannerBox>
          )}
        </Window>
        <InfoBar>
          <WinBox>
            <small>{t('slot.win')}</small>
            <b ref={winRef} data-testid="slot-win">
              {money('0.00')}
            </b>
          </WinBox>
          <LineInfo aria-live="polite">{lineInfo ?? (busy ? t('slot.goodLuck') : t('slot.linesInfo'))}</LineInfo>
        </InfoBar>
      </Cabinet>
      <HistoryStrip />
    </Stage>
  );

  const controls = (
    <Controls>
      <BetAmount value={amount} onChange={setAmount} disabled={busy || ended} label={t('slot.totalBet')} />
      <Row>
        <Button variant="secondary" size="lg" onClick={() => setPaytable(true)} data-testid="slot-paytable">
          {t('slot.paytable')}
        </Button>
        <Button
          variant="gold"
          size="lg"
          block
          onClick={() => void onSpin()}
          disabled={busy || ended || parseBet(amount, balance) === null}
          loading={busy}
          data-testid="slot-spin"
        >
          {t('slot.spin')}
        </Button>
      </Row>
      <Modal open={paytable} onClose={() => setPaytable(false)} title={t('slot.paytable')} testId="slot-paytable-sheet">
        <SlotPaytable amount={amount} showRtp />
      </Modal>
    </Controls>
  );

  return <GameLayout title={t('slot.title')} stage={stage} controls={controls} rules={<SlotPaytable amount={amount} showRtp={false} />} />;
}

// ------------------------------------------------------------------ styles

const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.1); }
`;
const bannerIn = keyframes`
  0% { transform: translate(-50%, -50%) scale(0.4); opacity: 0; }
  60% { transform: translate(-50%, -50%) scale(1.08); opacity: 1; }
  100% { transform: translate(-50%, -50%) scale(1); opacity: 1; }
`;
const shine = keyframes`
  0% { background-position: -120% 0; }
  100% { background-position: 220% 0; }
`;

const Cabinet = styled.div`
  position: relative;
  width: 100%;
  max-width: 520px;
  ${WIDE_MEDIA} {
    /* as large as the stage's height allows (the reel window is 0.7 of the width, plus marquee and win bar) */
    max-width: clamp(520px, calc((100dvh - 270px) / 0.7), 860px);
  }
  margin: 0 auto;
  padding: 8px;
  border-radius: 18px;
  background: linear-gradient(180deg, #f6d26b 0%, #b07a1c 45%, #7a4e0c 100%);
  box-shadow:
    0 14px 34px rgba(0, 0, 0, 0.55),
    inset 0 1px 0 rgba(255, 255, 255, 0.5);
`;
const Marquee = styled.div<{ $free: boolean }>`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 6px;
  margin: -2px 0 8px;
  svg {
    filter: drop-shadow(0 2px 2px rgba(0, 0, 0, 0.4));
  }
  span {
    padding: 3px 18px;
    border-radius: 999px;
    font-size: 15px;
    font-weight: 900;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    white-space: nowrap;
    color: ${({ $free }) => ($free ? '#fff3c4' : '#3a1a02')};
    background: ${({ $free }) =>
      $free
        ? 'linear-gradient(100deg, #8e1533 0%, #d42a5c 40%, #8e1533 60%, #b3122b 100%)'
        : 'linear-gradient(100deg, #ffe9a6 0%, #fff8dd 40%, #ffe9a6 60%, #f5c242 100%)'};
    background-size: 200% 100%;
    animation: ${shine} 4s linear infinite;
    box-shadow: inset 0 -2px 0 rgba(0, 0, 0, 0.2);
  }
`;
const Window = styled.div`
  position: relative;
  display: flex;
  aspect-ratio: 5 / 3.5;
  border-radius: 12px;
  overflow: hidden;
  background: radial-gradient(120% 100% at 50% 0%, #3b1460 0%, #1b0a33 60%, #12061f 100%);
  box-shadow: inset 0 0 0 2px rgba(0, 0, 0, 0.5);
`;
const Reel = styled.div`
  position: relative;
  flex: 1;
  overflow: hidden;
  & + & {
    box-shadow: inset 1px 0 0 rgba(255, 215, 120, 0.14);
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background: linear-gradient(180deg, rgba(0, 0, 0, 0.45) 0%, transparent 16%, transparent 84%, rgba(0, 0, 0, 0.45) 100%);
  }
`;
const Strip = styled.div`
  position: absolute;
  inset: 0;
  will-change: transform;
`;
const Cell = styled.div<{ $win: boolean }>`
  height: calc(100% / 3);
  display: flex;
  align-items: center;
  justify-content: center;
  svg {
    width: 92%;
    height: 92%;
    display: block;
  }
  ${({ $win }) =>
    $win &&
    css`
      svg {
        animation: ${pulse} 700ms ease-in-out infinite;
      }
    `}
`;
const BannerBox = styled.div<{ $kind: Banner['kind'] }>`
  position: absolute;
  left: 50%;
  top: 50%;
  z-index: 3;
  transform: translate(-50%, -50%);
  min-width: 70%;
  padding: 14px 18px;
  border-radius: 16px;
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: 4px;
  background: rgba(20, 6, 36, 0.94);
  border: 2px solid #f5c242;
  box-shadow:
    0 0 40px rgba(245, 194, 66, 0.55),
    0 10px 30px rgba(0, 0, 0, 0.6);
  animation: ${bannerIn} 380ms cubic-bezier(0.2, 0.9, 0.3, 1.3) both;
  small {
    font-size: 13px;
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: #ffe9a6;
  }
  strong {
    font-size: 26px;
    font-weight: 900;
    color: #f5c242;
    font-variant-numeric: tabular-nums;
  }
`;
const InfoBar = styled.div`
  display: flex;
  align-items: stretch;
  gap: 8px;
  margin-top: 8px;
`;
const WinBox = styled.div`
  flex: none;
  min-width: 112px;
  padding: 4px 10px;
  border-radius: 10px;
  background: #1b0a33;
  box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.5);
  small {
    display: block;
    font-size: 10px;
    font-weight: 800;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: #d9b3ff;
  }
  b {
    display: block;
    font-size: 17px;
    font-weight: 900;
    color: #f5c242;
    font-variant-numeric: tabular-nums;
  }
`;
const LineInfo = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  padding: 4px 10px;
  border-radius: 10px;
  background: rgba(27, 10, 51, 0.85);
  color: #f3e6ff;
  font-size: 12px;
  font-weight: 700;
  line-height: 1.3;
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  > :first-child {
    flex: none;
  }
`;
