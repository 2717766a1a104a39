import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { crashMsFor, crashMultiplierAt, CRASH_BETTING_MS, type CrashState, localDigits } from '@khela/domain';
import type { ServerClock } from './useCrashRound';
import { WIDE_MEDIA } from '../../shell';

const Box = styled.div`
  position: relative;
  flex: 1;
  min-height: 250px;
  /* a short phone: the graph gives way so the whole game fits (see the shell's stage container) */
  @container stage (max-height: 440px) {
    min-height: 180px;
  }
  max-height: 420px;
  ${WIDE_MEDIA} {
    max-height: none;
  }
  border-radius: 18px;
  overflow: hidden;
  background: linear-gradient(180deg, #0e1730 0%, #0a1020 100%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  canvas { position: absolute; inset: 0; width: 100%; height: 100%; }
`;
const Over = styled.div`
  position: absolute;
  left: 8px;
  right: 8px;
  top: 8px;
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: 2;
`;
const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  pointer-events: none;
  text-align: center;
`;
const Big = styled.div`
  font-size: 60px;
  font-weight: 900;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  line-height: 1;
  color: #eef2f9;
  text-shadow: 0 2px 14px rgba(10, 16, 32, 0.9);
  &[data-phase='crashed'] { color: #f0445a; }
  &[data-phase='betting'] { font-size: 34px; color: #eef2f9; }
`;
const Label = styled.div`
  margin-top: 8px;
  padding: 2px 10px;
  border-radius: 999px;
  background: rgba(10, 16, 32, 0.65);
  font-size: 14px;
  font-weight: 700;
  color: #9aa6c0;
  &[data-phase='crashed'] { color: #f0445a; text-transform: uppercase; letter-spacing: 0.08em; }
`;
const Progress = styled.div`
  width: 60%;
  height: 6px;
  margin-top: 14px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.08);
  overflow: hidden;
  i {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, #12b981, #f5c242);
    transform-origin: left center;
    will-change: transform;
  }
`;

export interface CrashTexts {
  startsIn(seconds: string): string;
  starting: string;
  crashed: string;
  flying: string;
  waiting: string;
}

const GROWTH = 0.00006;

/**
 * The flight: a canvas curve and the big multiplier, computed every frame from the round's start on the server's
 * clock (crashMultiplierAt). Only the canvas and three text nodes are written per frame; React renders on phase
 * changes only.
 */
export function CrashCanvas({
  stateRef,
  clock,
  texts,
  children,
}: {
  stateRef: RefObject<CrashState | null>;
  clock: ServerClock;
  texts: CrashTexts;
  /** Drawn over the graph's top (the player's own result). */
  children?: ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const big = useRef<HTMLDivElement>(null);
  const label = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  });

  useEffect(() => {
    const cv = canvas.current!;
    const ctx = cv.getContext('2d');
    if (!ctx) return;
    let w = 0;
    let h = 0;
    const resize = () => {
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      w = cv.clientWidth;
      h = cv.clientHeight;
      cv.width = Math.round(w * dpr);
      cv.height = Math.round(h * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      lastKey = '';
    };
    const ro = new ResizeObserver(resize);
    ro.observe(cv);
    let lastKey = '';
    let raf = 0;

    const draw = (ms: number, crashed: boolean) => {
      const padL = 8;
      const padR = 22;
      const padT = 24;
      const padB = 18;
      const m = Math.exp(GROWTH * ms);
      const tMax = Math.max(10_000, ms * 1.15);
      const yMax = Math.max(2, 1 + (m - 1) * 1.25);
      const X = (t: number) => padL + (t / tMax) * (w - padL - padR);
      const Y = (v: number) => h - padB - ((v - 1) / (yMax - 1)) * (h - padT - padB);
      ctx.clearRect(0, 0, w, h);
      // grid: a few multiplier lines
      ctx.lineWidth = 1;
      ctx.font = '600 11px system-ui, sans-serif';
      ctx.textAlign = 'right';
      const stepY = niceStep((yMax - 1) / 4);
      for (let v = 1 + stepY; v < yMax; v += stepY) {
        const y = Math.round(Y(v)) + 0.5;
        ctx.strokeStyle = 'rgba(255,255,255,0.06)';
        ctx.beginPath();
        ctx.moveTo(padL, y);
        ctx.lineTo(w - padR, y);
        ctx.stroke();
        ctx.fillStyle = 'rgba(154,166,192,0.7)';
        ctx.fillText(`${localDigits(v.toFixed(v < 10 ? 1 : 0))}×`, w - 4, y - 3);
      }
      // time axis: a few second marks along the bottom
      ctx.textAlign = 'center';
      const stepS = niceStep(tMax / 1000 / 4);
      for (let s = stepS; s * 1000 < tMax; s += stepS) {
        const x = Math.round(X(s * 1000)) + 0.5;
        ctx.strokeStyle = 'rgba(255,255,255,0.12)';
        ctx.beginPath();
        ctx.moveTo(x, h - padB);
        ctx.lineTo(x, h - padB + 4);
        ctx.stroke();
        ctx.fillStyle = 'rgba(154,166,192,0.7)';
        ctx.fillText(textsRef.current.startsIn(localDigits(String(Number(s.toFixed(1))))), x, h - 3);
      }
      // the base line (1.00×)
      ctx.strokeStyle = 'rgba(255,255,255,0.14)';
      ctx.beginPath();
      ctx.moveTo(padL, Math.round(Y(1)) + 0.5);
      ctx.lineTo(w - padR, Math.round(Y(1)) + 0.5);
      ctx.stroke();
      if (ms <= 0) return;
      const color = crashed ? '#f0445a' : '#12b981';
      const n = 64;
      ctx.beginPath();
      ctx.moveTo(X(0), Y(1));
      for (let i = 1; i <= n; i++) {
        const t = (ms * i) / n;
        ctx.lineTo(X(t), Y(Math.exp(GROWTH * t)));
      }
      const ex = X(ms);
      const ey = Y(m);
      // fill under the curve
      ctx.save();
      ctx.lineTo(ex, Y(1));
      ctx.closePath();
      const g = ctx.createLinearGradient(0, ey, 0, Y(1));
      g.addColorStop(0, crashed ? 'rgba(240,68,90,0.35)' : 'rgba(18,185,129,0.35)');
      g.addColorStop(1, 'rgba(18,185,129,0)');
      ctx.fillStyle = g;
      ctx.fill();
      ctx.restore();
      // the line: a wide soft stroke under a crisp one (no shadowBlur: cheap on phones)
      ctx.beginPath();
      ctx.moveTo(X(0), Y(1));
      for (let i = 1; i <= n; i++) {
        const t = (ms * i) / n;
        ctx.lineTo(X(t), Y(Math.exp(GROWTH * t)));
      }
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      ctx.strokeStyle = crashed ? 'rgba(240,68,90,0.25)' : 'rgba(18,185,129,0.25)';
      ctx.lineWidth = 10;
      ctx.stroke();
      ctx.strokeStyle = color;
      ctx.lineWidth = 4;
      ctx.stroke();
      // the head
      ctx.fillStyle = crashed ? '#f0445a' : '#f5c242';
      ctx.beginPath();
      ctx.arc(ex, ey, crashed ? 7 : 6, 0, Math.PI * 2);
      ctx.fill();
      if (!crashed) {
        ctx.fillStyle = 'rgba(245,194,66,0.25)';
        ctx.beginPath();
        ctx.arc(ex, ey, 13, 0, Math.PI * 2);
        ctx.fill();
      }
    };

    const frame = () => {
      raf = requestAnimationFrame(frame);
      const s = stateRef.current;
      if (!s || w === 0) return;
      const r = s.round;
      const tx = textsRef.current;
      const now = clock.now();
      if (r.phase === 'betting') {
        const ends = r.betting_ends_at ? Date.parse(r.betting_ends_at) : now;
        const left = Math.max(0, ends - now);
        setText(big.current, left > 0 ? tx.startsIn(localDigits((left / 1000).toFixed(1))) : tx.starting, 'betting');
        setText(label.current, tx.waiting, 'betting');
        if (progress.current) progress.current.style.display = '';
        if (bar.current) bar.current.style.transform = `scaleX(${Math.min(1, left / CRASH_BETTING_MS)})`;
        const key = `b${r.id}`;
        if (key !== lastKey) {
          lastKey = key;
          draw(0, false);
        }
        return;
      }
      if (progress.current) progress.current.style.display = 'none';
      const start = r.started_at ? Date.parse(r.started_at) : now;
      if (r.phase === 'crashed') {
        const key = `c${r.id}:${w}`;
        if (key !== lastKey) {
          lastKey = key;
          const cp = r.crash_point ?? 1;
          draw(crashMsFor(Math.max(1, cp)) - 1, true);
          setText(big.current, `${localDigits(cp.toFixed(2))}×`, 'crashed');
          setText(label.current, tx.crashed, 'crashed');
        }
        return;
      }
      const ms = Math.max(0, now - start);
      lastKey = 'r';
      draw(ms, false);
      setText(big.current, `${localDigits(crashMultiplierAt(ms).toFixed(2))}×`, 'running');
      setText(label.current, tx.flying, 'running');
    };
    raf = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(raf);
      ro.disconnect();
    };
  }, [stateRef, clock]);

  return (
    <Box data-testid="crash-stage">
      <canvas ref={canvas} aria-hidden />
      <Center aria-live="off">
        <Big ref={big} data-testid="crash-multiplier" />
        <Label ref={label} />
        <Progress ref={progress}>
          <i ref={bar} />
        </Progress>
      </Center>
      {children && <Over>{children}</Over>}
    </Box>
  );
}

function setText(el: HTMLElement | null, text: string, phase: string) {
  if (!el) return;
  if (el.textContent !== text) el.textContent = text;
  if (el.dataset.phase !== phase) el.dataset.phase = phase;
}

function niceStep(x: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(x, 1e-6)));
  const f = x / p;
  return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * p;
}
