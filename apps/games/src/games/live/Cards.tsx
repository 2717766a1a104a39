import styled, { css, keyframes } from 'styled-components';
import { isRed, rankOf, suitOf, type Card } from '@khela/domain';

/** A card's face as printed: A 2 … 10 J Q K and ♠ ♥ ♣ ♦ (symbols, the same in every language). */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♣', '♦'];

export function rankText(card: Card): string {
  return RANKS[rankOf(card) - 1]!;
}
export function suitText(card: Card): string {
  return SUITS[suitOf(card)]!;
}
export function cardText(card: Card): string {
  return `${rankText(card)}${suitText(card)}`;
}

const dealIn = keyframes`
  from { transform: translateY(-40px) scale(0.8); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Box = styled.div<{ $size: number; $animate: boolean }>`
  --w: var(--card-w, ${({ $size }) => $size}px);
  flex: none;
  width: var(--w);
  height: calc(var(--w) * 1.4);
  perspective: 600px;
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${dealIn} 260ms ease-out both;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Inner = styled.div<{ $up: boolean }>`
  position: relative;
  width: 100%;
  height: 100%;
  transform-style: preserve-3d;
  transition: transform 380ms ease-in-out;
  transform: rotateY(${({ $up }) => ($up ? 180 : 0)}deg);
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
const Side = styled.div`
  position: absolute;
  inset: 0;
  border-radius: calc(var(--w) * 0.1);
  backface-visibility: hidden;
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.45);
`;
const Back = styled(Side)`
  background:
    repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.12) 0 4px, transparent 4px 8px),
    linear-gradient(160deg, #7a1c2c, #3d0d18);
  border: 2px solid #f3e3c0;
`;
const Face = styled(Side)<{ $red: boolean }>`
  transform: rotateY(180deg);
  background: #fbfaf6;
  border: 1px solid #d9d4c7;
  color: ${({ $red }) => ($red ? '#c8102e' : '#141821')};
  font-family: Georgia, 'Times New Roman', serif;
  font-weight: 700;
  display: flex;
  align-items: center;
  justify-content: center;
  .corner {
    position: absolute;
    top: 4%;
    left: 8%;
    display: flex;
    flex-direction: column;
    align-items: center;
    line-height: 0.95;
    font-size: calc(var(--w) * 0.3);
    letter-spacing: -0.04em;
  }
  .corner small { font-size: calc(var(--w) * 0.24); }
  .pip { font-size: calc(var(--w) * 0.55); margin-top: 18%; margin-left: 18%; }
`;

/**
 * A playing card: face down until `up`, then it turns over (a 3D flip). `card` null is a card not known yet (a back).
 * `animate` slides it in as it is dealt.
 */
export function PlayingCard({ card, up, size = 48, animate = false, testId }: { card: Card | null; up: boolean; size?: number; animate?: boolean; testId?: string }) {
  const showFace = up && card !== null;
  return (
    <Box $size={size} $animate={animate} data-testid={testId} data-card={showFace ? cardText(card) : undefined} aria-label={showFace ? cardText(card) : undefined} role="img">
      <Inner $up={showFace}>
        <Back />
        {card !== null && (
          <Face $red={isRed(card)} aria-hidden="true">
            <span className="corner">
              {rankText(card)}
              <small>{suitText(card)}</small>
            </span>
            <span className="pip">{suitText(card)}</span>
          </Face>
        )}
      </Inner>
    </Box>
  );
}

/** Where the pips of a die's face sit, on a 3×3 grid (cells 0..8). */
const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

const roll = keyframes`
  0% { transform: rotate(0deg) scale(0.7); }
  60% { transform: rotate(300deg) scale(1.08); }
  100% { transform: rotate(360deg) scale(1); }
`;
const DieBox = styled.div<{ $size: number; $rolling: boolean }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 12%;
  display: grid;
  grid-template: repeat(3, 1fr) / repeat(3, 1fr);
  border-radius: 18%;
  background: linear-gradient(145deg, #ffffff, #dfe3ea);
  box-shadow: 0 3px 8px rgba(0, 0, 0, 0.45), inset 0 -3px 0 rgba(0, 0, 0, 0.12);
  ${({ $rolling }) =>
    $rolling &&
    css`
      animation: ${roll} 420ms ease-out both;
    `}
  i {
    align-self: center;
    justify-self: center;
    width: 62%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: #1a1f2b;
  }
  i.red { background: #c8102e; }
`;

/** A die showing `value` (1..6; null: still rolling, blank). */
export function Die({ value, size = 46, rolling = false, testId }: { value: number | null; size?: number; rolling?: boolean; testId?: string }) {
  const pips = value ? (PIPS[value] ?? []) : [];
  return (
    <DieBox $size={size} $rolling={rolling} role="img" aria-label={value ? String(value) : undefined} data-testid={testId} data-die={value ?? undefined}>
      {Array.from({ length: 9 }, (_, i) => (
        <i key={i} className={value === 1 && i === 4 ? 'red' : undefined} style={{ visibility: pips.includes(i) ? 'visible' : 'hidden' }} />
      ))}
    </DieBox>
  );
}
