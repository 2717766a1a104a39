import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { countTo } from '../common/anim';
import { localDigits } from '@khela/domain';

const tumble = keyframes`
  0% { transform: rotate(0deg) scale(1); }
  45% { transform: rotate(200deg) scale(0.86); }
  100% { transform: rotate(360deg) scale(1); }
`;
const Area = styled.div`
  flex: 1;
  min-height: 170px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  @container stage (max-height: 440px) {
    min-height: 0;
    gap: 4px;
  }
`;
const Cube = styled.div<{ $state: 'idle' | 'won' | 'lost' }>`
  width: 140px;
  height: 140px;
  border-radius: 30px;
  display: grid;
  place-items: center;
  background: ${({ $state }) =>
    $state === 'won'
      ? 'linear-gradient(145deg, #34d399, #059669)'
      : $state === 'lost'
        ? 'linear-gradient(145deg, #fb7185, #be123c)'
        : 'linear-gradient(145deg, #24314f, #141d33)'};
  box-shadow: 0 18px 40px rgba(0, 0, 0, 0.45), inset 0 2px 0 rgba(255, 255, 255, 0.18), inset 0 -6px 0 rgba(0, 0, 0, 0.25);
  transition: background 0.25s ease;
  will-change: transform;
  &[data-rolling='1'] { animation: ${tumble} 0.45s cubic-bezier(0.3, 0.7, 0.3, 1); }
  @container stage (max-height: 440px) {
    width: 84px;
    height: 84px;
    border-radius: 20px;
    span { font-size: 26px; }
  }
  span {
    font-size: 40px;
    font-weight: 900;
    color: #fff;
    font-variant-numeric: tabular-nums;
    text-shadow: 0 2px 0 rgba(0, 0, 0, 0.25);
  }
`;
const Caption = styled.div`
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  min-height: 18px;
`;

/** When a roll lands after its bet answer (ms): the result, the balance and the history show then. */
export const LAND_MS = 460;

/** The big dice showing the last roll: it tumbles and counts to the result. */
export function Face({ roll, n, state, caption }: { roll: number | null; n: number; state: 'idle' | 'won' | 'lost'; caption: string }) {
  const text = useRef<HTMLSpanElement>(null);
  const cube = useRef<HTMLDivElement>(null);
  const last = useRef(0);
  // colour and caption change when the dice lands, not when it starts rolling
  const [shown, setShown] = useState({ state, caption });
  const landedN = useRef(n);
  useEffect(() => {
    const delay = landedN.current === n ? 0 : LAND_MS;
    landedN.current = n;
    const id = setTimeout(() => setShown({ state, caption }), delay);
    return () => clearTimeout(id);
  }, [n, state, caption]);
  useEffect(() => {
    if (roll === null || !text.current || !cube.current) return;
    const el = cube.current;
    el.dataset.rolling = '0';
    void el.offsetWidth; // restart the tumble
    el.dataset.rolling = '1';
    const from = last.current;
    last.current = roll;
    return countTo(text.current, from, roll, 450, (x) => localDigits(x.toFixed(2)));
  }, [roll, n]);
  return (
    <Area>
      <Cube ref={cube} $state={shown.state} data-testid="dice-face">
        <span ref={text}>{roll === null ? '–' : localDigits(roll.toFixed(2))}</span>
      </Cube>
      <Caption>{shown.caption}</Caption>
    </Area>
  );
}
