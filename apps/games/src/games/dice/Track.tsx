import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DiceParams } from '@khela/domain';
import { countTo } from '../common/anim';
import { localDigits } from '@khela/domain';

const Wrap = styled.div`
  position: relative;
  padding: 60px 0 4px;
  @container stage (max-height: 440px) { padding-top: 42px; }
`;
const Pad = styled.div`
  position: relative;
  margin: 0 16px;
`;
const Bar = styled.div`
  position: relative;
  height: 14px;
  border-radius: 999px;
  overflow: hidden;
  background: #f0445a;
  box-shadow: inset 0 2px 4px rgba(0, 0, 0, 0.35);
`;
const WinZone = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, #10b981, #22c55e);
  transform-origin: left center;
  will-change: transform;
`;
const Range = styled.input`
  position: absolute;
  left: -15px;
  top: 50%;
  width: calc(100% + 30px);
  height: 34px;
  transform: translateY(-50%);
  margin: 0;
  background: transparent;
  appearance: none;
  -webkit-appearance: none;
  touch-action: none;
  &::-webkit-slider-runnable-track { height: 34px; background: transparent; }
  &::-moz-range-track { height: 34px; background: transparent; }
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    width: 30px;
    height: 30px;
    margin-top: 2px;
    border-radius: 8px;
    background: linear-gradient(180deg, #ffffff, #cfd8ea);
    border: 3px solid #2a3656;
    box-shadow: 0 3px 10px rgba(0, 0, 0, 0.45);
  }
  &::-moz-range-thumb {
    width: 26px;
    height: 26px;
    border-radius: 8px;
    background: linear-gradient(180deg, #ffffff, #cfd8ea);
    border: 3px solid #2a3656;
  }
  &:disabled { opacity: 1; }
  &:focus-visible { outline: 2px solid #7dd3fc; }
`;
const Rail = styled.div`
  position: absolute;
  left: 16px;
  right: 16px;
  top: 4px;
  height: 48px;
  pointer-events: none;
`;
const Mover = styled.div`
  position: absolute;
  inset: 0;
  transition: transform 0.45s cubic-bezier(0.2, 0.9, 0.25, 1.15);
  will-change: transform;
`;
const Marker = styled.div<{ $state: 'idle' | 'won' | 'lost' }>`
  position: absolute;
  left: 0;
  top: 0;
  transform: translateX(-50%);
  min-width: 64px;
  padding: 8px 8px;
  border-radius: 10px;
  text-align: center;
  font-weight: 800;
  font-size: 17px;
  font-variant-numeric: tabular-nums;
  color: #fff;
  background: ${({ $state }) => ($state === 'won' ? '#16a34a' : $state === 'lost' ? '#e11d48' : '#2a3656')};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.45);
  transition: background-color 0.2s ease;
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -6px;
    width: 12px;
    height: 12px;
    transform: translateX(-50%) rotate(45deg);
    background: inherit;
  }
`;
const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  margin: 16px 16px 0;
  font-size: 11px;
  color: #9aa6c0;
  font-variant-numeric: tabular-nums;
`;

/** The 0–100 track: green win zone, the target slider and the roll marker sliding to the result. */
export function Track({
  params,
  bounds,
  roll,
  state,
  disabled,
  onTarget,
  label,
}: {
  params: DiceParams;
  bounds: [number, number];
  roll: number | null;
  state: 'idle' | 'won' | 'lost';
  disabled: boolean;
  onTarget(t: number): void;
  label: string;
}) {
  const text = useRef<HTMLSpanElement>(null);
  const last = useRef(50);
  useEffect(() => {
    if (roll === null || !text.current) return;
    const from = last.current;
    last.current = roll;
    return countTo(text.current, from, roll, 450, (x) => localDigits(x.toFixed(2)));
  }, [roll]);
  const under = params.direction === 'under';
  const zone = under ? params.target / 100 : (100 - params.target) / 100;
  return (
    <Wrap>
      <Rail aria-hidden>
        <Mover style={{ transform: `translateX(${roll ?? 50}%)` }}>
          <Marker $state={state} style={{ opacity: roll === null ? 0 : 1 }}>
            <span ref={text}>{localDigits((roll ?? 50).toFixed(2))}</span>
          </Marker>
        </Mover>
      </Rail>
      <Pad>
      <Bar>
        <WinZone
          style={{
            transform: `scaleX(${zone})`,
            transformOrigin: under ? 'left center' : 'right center',
          }}
        />
      </Bar>
      <Range
        type="range"
        min={bounds[0]}
        max={bounds[1]}
        step={1}
        value={params.target}
        disabled={disabled}
        aria-label={label}
        data-testid="dice-target"
        onChange={(e) => onTarget(Number(e.target.value))}
      />
      </Pad>
      <Scale aria-hidden>
        {[0, 25, 50, 75, 100].map((n) => (
          <span key={n}>{localDigits(String(n))}</span>
        ))}
      </Scale>
    </Wrap>
  );
}
