import styled, { keyframes } from 'styled-components';
import { SLOT_PAYLINES, type SlotSpin } from '@khela/domain';

export const LINE_COLORS = ['#ffd84d', '#4de1ff', '#ff5ca8', '#7dff7a', '#ff9b3d', '#b78cff', '#ff6b6b', '#3dffc5', '#fff07a', '#6fa8ff'];

/** What a settled spin is showing: every win at once (-1), one line (its index in `wins`), or the scatters (wins.length). */
export interface WinView {
  spin: SlotSpin;
  step: number;
}

export function scatterPays(spin: SlotSpin): boolean {
  return spin.scatters >= 3;
}

/** Steps of a spin's presentation: each line, then the scatters when they paid. */
export function stepCount(spin: SlotSpin): number {
  return spin.wins.length + (scatterPays(spin) ? 1 : 0);
}

/** The cells ("reel-row") that take part in what is shown. */
export function winCells({ spin, step }: WinView): Set<string> {
  const cells = new Set<string>();
  spin.wins.forEach((w, i) => {
    if (step !== -1 && step !== i) return;
    const rows = SLOT_PAYLINES[w.line]!;
    for (let reel = 0; reel < w.count; reel++) cells.add(`${reel}-${rows[reel]}`);
  });
  if (scatterPays(spin) && (step === -1 || step === spin.wins.length)) {
    spin.grid.forEach((col, reel) => col.forEach((s, row) => s === 'scatter' && cells.add(`${reel}-${row}`)));
  }
  return cells;
}

const center = (reel: number, row: number) => `${reel * 100 + 50},${row * 100 + 50}`;

/** Lines and frames over the 5 × 3 window (view box 500 × 300, one cell = 100). */
export function WinOverlay({ view }: { view: WinView }) {
  const cells = winCells(view);
  const lines = view.spin.wins.filter((_, i) => view.step === -1 || view.step === i);
  return (
    <Svg viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" key={`${view.step}`}>
      {Array.from({ length: 15 }, (_, c) => {
        const reel = c % 5;
        const row = Math.floor(c / 5);
        const on = cells.has(`${reel}-${row}`);
        return on ? (
          <rect key={c} x={reel * 100 + 4} y={row * 100 + 4} width="92" height="92" rx="12" fill="none" stroke="#ffd84d" strokeWidth="3" vectorEffect="non-scaling-stroke" className="frame" />
        ) : (
          <rect key={c} x={reel * 100} y={row * 100} width="100" height="100" fill="rgba(4, 6, 14, 0.62)" />
        );
      })}
      {lines.map((w) => {
        const rows = SLOT_PAYLINES[w.line]!;
        const pts = [`0,${rows[0]! * 100 + 50}`, ...rows.map((row, reel) => center(reel, row)), `500,${rows[4]! * 100 + 50}`].join(' ');
        const color = LINE_COLORS[w.line % LINE_COLORS.length];
        return (
          <g key={w.line} className="line">
            <polyline points={pts} fill="none" stroke="rgba(0,0,0,0.6)" strokeWidth="9" vectorEffect="non-scaling-stroke" strokeLinejoin="round" strokeLinecap="round" />
            <polyline points={pts} fill="none" stroke={color} strokeWidth="5" vectorEffect="non-scaling-stroke" strokeLinejoin="round" strokeLinecap="round" />
          </g>
        );
      })}
    </Svg>
  );
}

const draw = keyframes`
  from { stroke-dashoffset: 900; }
  to { stroke-dashoffset: 0; }
`;
const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const glow = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Svg = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  animation: ${fade} 180ms ease-out;
  .line polyline {
    stroke-dasharray: 900;
    animation: ${draw} 420ms ease-out both;
  }
  .frame {
    animation: ${glow} 700ms ease-in-out infinite;
  }
`;
