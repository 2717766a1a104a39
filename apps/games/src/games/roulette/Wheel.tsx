import { memo, useImperativeHandle, useRef, type Ref } from 'react';
import styled from 'styled-components';
import { ROULETTE_RED, localDigits } from '@khela/domain';

/** European wheel, clockwise from the zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const SLOT = 360 / WHEEL_ORDER.length;

export function pocketColor(n: number): 'green' | 'red' | 'black' {
  return n === 0 ? 'green' : ROULETTE_RED.has(n) ? 'red' : 'black';
}
export const POCKET_FILL = { green: '#0f9d58', red: '#d42a3c', black: '#161b27' } as const;

/** Ball orbit radii, in the wheel's 200-unit view box. */
const TRACK_R = 89;
const POCKET_R = 69;
const SETTLE_MS = 4300;
const STOP_MS = 5600;

export interface WheelHandle {
  /** Spins to `pocket`; resolves when the ball has dropped into it (the wheel keeps slowing a moment longer). */
  spin(pocket: number, onBounce?: () => void): Promise<void>;
}

const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;
const easeOutQuad = (x: number) => 1 - (1 - x) ** 2;

function Art() {
  const pockets = WHEEL_ORDER.map((n, i) => {
    const a0 = ((i - 0.5) * SLOT * Math.PI) / 180;
    const a1 = ((i + 0.5) * SLOT * Math.PI) / 180;
    const p = (r: number, a: number) => `${(100 + r * Math.sin(a)).toFixed(2)} ${(100 - r * Math.cos(a)).toFixed(2)}`;
    const d = `M${p(84, a0)} A84 84 0 0 1 ${p(84, a1)} L${p(60, a1)} A60 60 0 0 0 ${p(60, a0)} Z`;
    return (
      <g key={n}>
        <path d={d} fill={POCKET_FILL[pocketColor(n)]} stroke="#c9a14a" strokeWidth="0.6" />
        <text
          x="100"
          y="23.5"
          transform={`rotate(${i * SLOT} 100 100)`}
          textAnchor="middle"
          fontSize="8.2"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, Roboto, sans-serif"
        >
          {localDigits(String(n))}
        </text>
      </g>
    );
  });
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true">
      <defs>
        <radialGradient id="rl-cone" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#7a4a1f" />
          <stop offset="0.7" stopColor="#4a2a10" />
          <stop offset="1" stopColor="#2a1708" />
        </radialGradient>
        <linearGradient id="rl-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe7a0" />
          <stop offset="0.5" stopColor="#d9a93e" />
          <stop offset="1" stopColor="#8a6218" />
        </linearGradient>
      </defs>
      {pockets}
      <circle cx="100" cy="100" r="60" fill="url(#rl-cone)" stroke="#c9a14a" strokeWidth="1.2" />
      <circle cx="100" cy="100" r="66" fill="none" stroke="#c9a14a" strokeWidth="0.5" opacity="0.6" />
      {Array.from({ length: 8 }, (_, i) => (
        <line key={i} x1="100" y1="44" x2="100" y2="72" transform={`rotate(${i * 45} 100 100)`} stroke="#c9a14a" strokeOpacity="0.35" strokeWidth="1" />
      ))}
      <g fill="url(#rl-gold)">
        {Array.from({ length: 4 }, (_, i) => (
          <g key={i} transform={`rotate(${i * 90} 100 100)`}>
            <rect x="97.5" y="64" width="5" height="30" rx="2.5" />
            <circle cx="100" cy="63" r="4.5" />
          </g>
        ))}
      </g>
      <circle cx="100" cy="100" r="13" fill="url(#rl-gold)" stroke="#5b3f0c" strokeWidth="1" />
      <circle cx="100" cy="100" r="5" fill="#fff3c4" opacity="0.7" />
    </svg>
  );
}
const WheelArt = memo(Art);

function Bowl() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true">
      <defs>
        <radialGradient id="rl-rim" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.86" stopColor="#3b220d" />
          <stop offset="0.93" stopColor="#6e4419" />
          <stop offset="1" stopColor="#24140a" />
        </radialGradient>
        <linearGradient id="rl-diamond" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe7a0" />
          <stop offset="1" stopColor="#a87a22" />
        </linearGradient>
        <radialGradient id="rl-track" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.8" stopColor="#0b0f1a" />
          <stop offset="1" stopColor="#1d2436" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="100" r="99" fill="url(#rl-rim)" />
      <circle cx="100" cy="100" r="94" fill="url(#rl-track)" stroke="#c9a14a" strokeWidth="1.2" />
      {Array.from({ length: 8 }, (_, i) => (
        <polygon key={i} points="100,10.5 102.6,14.5 100,18.5 97.4,14.5" transform={`rotate(${i * 45 + 22.5} 100 100)`} fill="url(#rl-diamond)" opacity="0.9" />
      ))}
    </svg>
  );
}

/** The wheel: the bowl stands still, the rotor and the ball move by CSS transforms set from one rAF loop. */
export function Wheel({ ref, className }: { ref?: Ref<WheelHandle>; className?: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const rotorRef = useRef<HTMLDivElement>(null);
  const ballRef = useRef<HTMLSpanElement>(null);
  const state = useRef({ wheel: 0, ball: 0, raf: 0 });

  useImperativeHandle(
    ref,
    () => ({
      spin(pocket, onBounce) {
        const box = boxRef.current;
        const rotor = rotorRef.current;
        const ball = ballRef.current;
        if (!box || !rotor || !ball) return Promise.resolve();
        cancelAnimationFrame(state.current.raf);
        const idx = WHEEL_ORDER.indexOf(pocket);
        const half = box.getBoundingClientRect().width / 2;
        const w0 = state.current.wheel;
        const wTurn = 360 * 1.3 + Math.random() * 90;
        const target = idx * SLOT;
        // relative to the rotor the ball runs backwards; K is chosen so that it starts where it last rested
        const b0 = state.current.ball;
        const base = 360 * 4;
        const want = (((b0 - w0 - target - base) % 360) + 360) % 360;
        const k = base + want;
        const t0 = performance.now();
        let settled = false;
        let lastBounce = 0;
        ball.style.opacity = '1';
        return new Promise<void>((resolve) => {
          const frame = (now: number) => {
            const t = now - t0;
            const w = w0 + wTurn * easeOutCubic(Math.min(1, t / STOP_MS));
            const u = Math.min(1, t / SETTLE_MS);
            const rel = target + k * (1 - easeOutQuad(u));
            const b = w + rel;
            // out to the track at the launch, then down across the diamonds into the pocket with a few bounces
            const s = Math.min(1, Math.max(0, (u - 0.5) / 0.42));
            const launch = Math.min(1, t / 300);
            const orbit = TRACK_R - (TRACK_R - POCKET_R) * s ** 1.4 + 6 * Math.abs(Math.sin(3 * Math.PI * s)) * (1 - s);
            const r = POCKET_R + (orbit - POCKET_R) * launch;
            const bounce = Math.floor(s * 3);
            if (s > 0 && s < 1 && bounce !== lastBounce) {
              lastBounce = bounce;
              onBounce?.();
            }
            rotor.style.transform = `rotate(${w}deg)`;
            ball.style.transform = `translate(-50%, -50%) rotate(${b}deg) translateY(${(-r / 100) * half}px)`;
            state.current.wheel = w;
            state.current.ball = b;
            if (!settled && u >= 1) {
              settled = true;
              resolve();
            }
            if (t < STOP_MS) state.current.raf = requestAnimationFrame(frame);
            else {
              state.current.wheel = w % 360;
              state.current.ball = b % 360;
            }
          };
          state.current.raf = requestAnimationFrame(frame);
        });
      },
    }),
    [],
  );

  return (
    <Box ref={boxRef} className={className}>
      <Layer>
        <Bowl />
      </Layer>
      <Rotor ref={rotorRef}>
        <WheelArt />
      </Rotor>
      <Ball ref={ballRef} />
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: 50%;
  box-shadow: 0 12px 30px rgba(0, 0, 0, 0.55);
`;
const Layer = styled.div`
  position: absolute;
  inset: 0;
  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
`;
const Rotor = styled(Layer)`
  will-change: transform;
`;
const Ball = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  width: 3.6%;
  height: 3.6%;
  border-radius: 50%;
  opacity: 0;
  will-change: transform;
  background: radial-gradient(circle at 35% 30%, #ffffff 0%, #e4e8f0 45%, #8a93a6 100%);
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.7);
`;
