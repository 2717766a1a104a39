import { memo } from 'react';
import styled, { css, keyframes } from 'styled-components';

/** From this multiplier a win is celebrated (confetti burst and a glowing badge). */
export const BIG_MULTIPLIER = 10;

const pop = keyframes`
  0% { transform: scale(0.6); opacity: 0; }
  60% { transform: scale(1.08); opacity: 1; }
  100% { transform: scale(1); opacity: 1; }
`;
const glow = keyframes`
  0%, 100% { box-shadow: 0 0 0 1px rgba(245, 194, 66, 0.6), 0 0 10px rgba(245, 194, 66, 0.35); }
  50% { box-shadow: 0 0 0 1px rgba(255, 241, 191, 0.9), 0 0 22px rgba(245, 194, 66, 0.7); }
`;

/**
 * The outcome said in words with an icon (a tick or a cross), never by colour alone: "You won ৳19.80", "No win".
 * `big` makes it the gold badge of a big multiplier.
 */
export function Verdict({ won, big = false, text, testId }: { won: boolean; big?: boolean; text: string; testId?: string }) {
  return (
    <Badge $won={won} $big={big} role="status" data-testid={testId} data-won={won ? '1' : '0'} data-big={big ? '1' : '0'}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {won ? (
          <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        )}
      </svg>
      <span>{text}</span>
    </Badge>
  );
}

const Badge = styled.div<{ $won: boolean; $big: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 800;
  line-height: 1.3;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  svg { flex: none; }
  span { overflow: hidden; text-overflow: ellipsis; }
  color: ${({ $won }) => ($won ? '#22c55e' : '#ff8a9a')};
  background: ${({ $won }) => ($won ? 'rgba(34, 197, 94, 0.14)' : 'rgba(240, 68, 90, 0.14)')};
  border: 1px solid ${({ $won }) => ($won ? 'rgba(34, 197, 94, 0.45)' : 'rgba(240, 68, 90, 0.4)')};
  animation: ${pop} 0.3s ease-out both;
  ${({ $big }) =>
    $big &&
    css`
      color: #1c1300;
      background: linear-gradient(180deg, #ffe27a, #f5c242);
      border-color: #fff1bf;
      animation: ${pop} 0.3s ease-out both, ${glow} 1.2s ease-in-out 0.3s infinite;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const fly = keyframes`
  0% { transform: translate(0, 0) rotate(0deg); opacity: 1; }
  100% { transform: translate(var(--dx), var(--dy)) rotate(var(--rot)); opacity: 0; }
`;
const COLORS = ['#f5c242', '#22c55e', '#4de1ff', '#ff5ca8', '#fff1bf', '#b78cff'];
/** 18 pieces with fixed, spread-out paths (no randomness: the same every time, nothing to compute per frame). */
const PIECES = Array.from({ length: 18 }, (_, i) => {
  const a = (i / 18) * Math.PI * 2 + (i % 2) * 0.17;
  const r = 70 + (i % 3) * 28;
  return { dx: Math.round(Math.cos(a) * r), dy: Math.round(Math.sin(a) * r * 0.8 - 20), rot: (i % 2 ? 1 : -1) * (180 + i * 23), color: COLORS[i % COLORS.length]!, delay: (i % 4) * 40 };
});

/**
 * A one-off confetti burst from the middle of its (positioned) parent, for a big multiplier: 18 CSS-animated
 * pieces, no canvas, no library, gone after a second; nothing at all with prefers-reduced-motion (the badge says it).
 * Give it a new `key` to burst again.
 */
export const Celebrate = memo(function Celebrate() {
  return (
    <Burst aria-hidden="true" data-testid="celebrate">
      {PIECES.map((p, i) => (
        <i
          key={i}
          style={{ ['--dx' as string]: `${p.dx}px`, ['--dy' as string]: `${p.dy}px`, ['--rot' as string]: `${p.rot}deg`, background: p.color, animationDelay: `${p.delay}ms` }}
        />
      ))}
    </Burst>
  );
});

const Burst = styled.div`
  position: absolute;
  left: 50%;
  top: 45%;
  width: 0;
  height: 0;
  pointer-events: none;
  z-index: 3;
  i {
    position: absolute;
    left: -4px;
    top: -3px;
    width: 8px;
    height: 6px;
    border-radius: 1px;
    opacity: 0;
    animation: ${fly} 1s cubic-bezier(0.15, 0.7, 0.35, 1) both;
    will-change: transform, opacity;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;
