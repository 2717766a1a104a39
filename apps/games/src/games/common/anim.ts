import { toWire, tryParseMoney } from '@khela/domain';

/** Counts a number shown in `el` from `from` to `to` over `ms` with an ease-out, one write per frame. */
export function countTo(el: HTMLElement, from: number, to: number, ms: number, format: (x: number) => string, done?: () => void): () => void {
  let raf = 0;
  const t0 = performance.now();
  const step = (now: number) => {
    const k = Math.min(1, (now - t0) / ms);
    const e = 1 - (1 - k) ** 3;
    el.textContent = format(from + (to - from) * e);
    if (k < 1) raf = requestAnimationFrame(step);
    else done?.();
  };
  raf = requestAnimationFrame(step);
  return () => cancelAnimationFrame(raf);
}

/** Profit of a bet at a multiplier, as a decimal string (truncated to poisha). */
export function profitOn(amount: string, multiplier: number): string | null {
  const stake = tryParseMoney(amount);
  if (stake === null || !Number.isFinite(multiplier)) return null;
  return toWire((stake * BigInt(Math.floor(multiplier * 10_000 + 1e-6))) / 10_000n - stake);
}
