import { useEffect, useState } from 'react';
import { liveStepMs, type LiveRoundView } from '@khela/domain';
import type { ServerClock } from './useLiveTable';

/** A dealt card turns face up this far into its step (it lands face down first). */
export const FLIP_AT = 0.45;

export interface DealProgress {
  /** Steps on the table (face down or up). */
  shown: number;
  /** Steps turned face up (dice: stopped rolling). */
  up: number;
  /** Every step shown and turned: the result may be told. */
  done: boolean;
}

const NONE: DealProgress = { shown: 0, up: 0, done: false };

/** Where the deal of `round` is at `now` (server clock): step i lands at dealt_at + i × step and turns at + FLIP_AT × step. */
export function dealProgressAt(round: LiveRoundView | null, tableStepMs: number, now: number): DealProgress {
  if (!round?.deal || !round.dealt_at) return NONE;
  const steps = round.deal.steps.length;
  if (round.phase === 'settled' || round.phase === 'voided') return { shown: steps, up: steps, done: true };
  const step = liveStepMs(steps, tableStepMs);
  const t = now - Date.parse(round.dealt_at);
  if (!Number.isFinite(t)) return { shown: steps, up: steps, done: true };
  const shown = Math.max(0, Math.min(steps, Math.floor(t / step) + 1));
  const up = Math.max(0, Math.min(steps, Math.floor(t / step - FLIP_AT) + 1));
  return { shown, up, done: t >= steps * step };
}

/** The next moment (server clock) the progress changes, or null when the deal is done. */
function nextChange(round: LiveRoundView, tableStepMs: number, now: number): number | null {
  if (!round.deal || !round.dealt_at || round.phase !== 'dealing') return null;
  const steps = round.deal.steps.length;
  const step = liveStepMs(steps, tableStepMs);
  const start = Date.parse(round.dealt_at);
  const moments: number[] = [];
  for (let i = 0; i < steps; i++) moments.push(start + i * step, start + (i + FLIP_AT) * step);
  moments.push(start + steps * step);
  return moments.find((m) => m > now) ?? null;
}

/** The deal's progress, re-rendered only at the moments it changes (one timer at a time). */
export function useDealProgress(round: LiveRoundView | null, tableStepMs: number, clock: ServerClock): DealProgress {
  const [, setTick] = useState(0);
  const now = clock.now();
  const progress = dealProgressAt(round, tableStepMs, now);
  const next = round ? nextChange(round, tableStepMs, now) : null;
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, next - clock.now()) + 5);
    return () => clearTimeout(timer);
  }, [next, clock]);
  return progress;
}

/** Seconds left of the betting window (server clock), whole seconds rounded up; null outside betting. */
export function secondsLeft(round: LiveRoundView | null, now: number): number | null {
  if (!round || round.phase !== 'betting' || !round.betting_ends_at) return null;
  return Math.max(0, Math.ceil((Date.parse(round.betting_ends_at) - now) / 1000));
}
