import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { localDigits, type LiveGame, type LiveRoundView } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { WIDE_MEDIA } from '../../shell';
import { Die, PlayingCard } from './Cards';
import type { DealProgress } from './deal';
import { placesOf, type LiveGameView } from './games';
import { useLabels } from './labels';
import type { ServerClock } from './useLiveTable';

const Green = styled.div`
  position: relative;
  flex: none;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 8px 8px 4px;
  border-radius: 16px;
  background: radial-gradient(120% 100% at 50% 0%, #17633f 0%, #0c3f29 70%, #08301f 100%);
  border: 2px solid #b08d3a;
  box-shadow: inset 0 0 0 3px rgba(0, 0, 0, 0.25), 0 6px 16px rgba(0, 0, 0, 0.35);
  /* a tall phone: bigger cards; a short one (360×640): the felt gives its room to the spots */
  @container stage (min-height: 560px) {
    --card-w: 62px;
    padding: 14px 8px 6px;
  }
  ${WIDE_MEDIA} {
    min-height: 300px;
    padding: 24px 16px 12px;
  }
`;
const Places = styled.div`
  display: flex;
  justify-content: space-evenly;
  align-items: flex-start;
  gap: 8px;
`;
const Place = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  h3 {
    margin: 0;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #f3e3c0;
    white-space: nowrap;
  }
  ${WIDE_MEDIA} {
    h3 { font-size: 15px; }
  }
`;
const Hand = styled.div<{ $fan: boolean }>`
  display: flex;
  gap: 4px;
  min-height: calc(var(--card-w, 48px) * 1.4);
  ${({ $fan }) => ($fan ? '& > * + * { margin-left: -28px; }' : '')}
`;
const Slot = styled.div`
  width: var(--card-w, 48px);
  height: calc(var(--card-w, 48px) * 1.4);
  border-radius: 5px;
  border: 2px dashed rgba(243, 227, 192, 0.35);
  ${WIDE_MEDIA} {
    --card-w: 96px;
  }
`;
const DiceRow = styled.div`
  display: flex;
  justify-content: center;
  gap: 14px;
  padding: 8px 0;
`;
/** Under the cards: the round's status, and the result once the deal is shown (a fixed height: nothing jumps). */
const Line = styled.div`
  min-height: 38px;
  margin-top: 6px;
  @container stage (max-height: 470px) {
    min-height: 34px;
    margin-top: 4px;
  }
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  font-size: 13px;
  font-weight: 700;
  color: #f3e3c0;
  ${WIDE_MEDIA} {
    min-height: 56px;
    margin-top: 12px;
    font-size: 16px;
  }
`;
const Ring = styled.div`
  position: absolute;
  top: 6px;
  right: 8px;
  width: 42px;
  height: 42px;
  svg { position: absolute; inset: 0; transform: rotate(-90deg); }
  b {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 15px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  ${WIDE_MEDIA} {
    width: 56px;
    height: 56px;
    b { font-size: 19px; }
  }
`;

/**
 * The betting window's countdown: a ring that empties on the server's clock (written each frame, no re-render) and
 * the seconds left (re-rendered once a second).
 */
export function CountdownRing({ endsAt, totalMs, clock }: { endsAt: string; totalMs: number; clock: ServerClock }) {
  const circle = useRef<SVGCircleElement>(null);
  const text = useRef<HTMLElement>(null);
  useEffect(() => {
    const end = Date.parse(endsAt);
    let raf = 0;
    let shown = -1;
    const frame = () => {
      const left = Math.max(0, end - clock.now());
      const f = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
      if (circle.current) {
        circle.current.style.strokeDashoffset = String(100 * (1 - f));
        circle.current.style.stroke = left < 5_000 ? '#f0445a' : left < 10_000 ? '#f5c242' : '#22c55e';
      }
      const s = Math.ceil(left / 1000);
      if (s !== shown && text.current) {
        shown = s;
        text.current.textContent = localDigits(String(s));
      }
      if (left > 0) raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [endsAt, totalMs, clock]);
  return (
    <Ring data-testid="live-countdown" role="timer">
      <svg viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="15.9" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.15)" strokeWidth="3" />
        <circle ref={circle} cx="18" cy="18" r="15.9" fill="none" strokeWidth="3" strokeDasharray="100 100" pathLength={100} strokeLinecap="round" />
      </svg>
      <b ref={text} />
    </Ring>
  );
}

interface FeltProps {
  game: LiveGame;
  view: LiveGameView;
  round: LiveRoundView | null;
  progress: DealProgress;
  /** The deal's places while nothing is dealt (the last deal's, so the table keeps its shape). */
  lastPlaces: string[];
  status: ReactNode;
  ring: ReactNode;
  banner: ReactNode;
  wide: boolean;
}

/** The table's felt: the places with their cards (or the dice), dealt step by step, the status and the countdown. */
export function Felt({ game, view, round, progress, lastPlaces, status, ring, banner, wide }: FeltProps) {
  const { t } = useTranslation('games');
  const labels = useLabels(game);
  const steps = round?.deal && round.phase !== 'betting' ? round.deal.steps : [];
  const cardSize = wide ? 96 : 48;
  const dieSize = wide ? 72 : 46;
  const cardSteps = steps.map((s, i) => ({ ...s, i })).filter((s) => s.card !== undefined);
  const diceSteps = steps.map((s, i) => ({ ...s, i })).filter((s) => s.die !== undefined);
  const places = steps.length ? placesOf(view, cardSteps) : lastPlaces.length ? lastPlaces : view.places;
  const isDice = steps.length ? diceSteps.length > 0 && cardSteps.length === 0 : game === 'seven-up-down';
  return (
    <Green data-testid="live-felt" aria-label={t('live.table')}>
      {ring}
      {isDice ? (
        <DiceRow>
          {(diceSteps.length ? diceSteps : [{ i: 0, die: null }, { i: 1, die: null }]).map((s) =>
            s.i < progress.shown ? (
              <Die key={s.i} value={s.i < progress.up ? (s.die ?? null) : null} rolling={s.i >= progress.up} size={dieSize} testId="live-die" />
            ) : (
              <Die key={s.i} value={null} size={dieSize} />
            ),
          )}
        </DiceRow>
      ) : (
        <Places>
          {places.length === 0 && (
            <Place>
              <Hand $fan={false}>
                <Slot />
              </Hand>
            </Place>
          )}
          {places.map((place) => {
            const mine = cardSteps.filter((s) => s.to === place);
            const fan = (view.many ?? []).includes(place) && mine.length > 3;
            const visible = mine.filter((s) => s.i < progress.shown);
            // a fan shows its last cards only, so a long Andar Bahar deal stays on the table
            const drawn = fan ? visible.slice(-6) : visible;
            return (
              <Place key={place} data-testid={`live-place-${place}`}>
                <h3>{labels.place(place)}</h3>
                <Hand $fan={fan}>
                  {drawn.length === 0 ? (
                    <Slot />
                  ) : (
                    drawn.map((s) => <PlayingCard key={s.i} card={s.card ?? null} up={s.i < progress.up} size={cardSize} animate testId="live-card" />)
                  )}
                </Hand>
              </Place>
            );
          })}
        </Places>
      )}
      <Line data-testid="live-status">{banner ?? status}</Line>
    </Green>
  );
}
