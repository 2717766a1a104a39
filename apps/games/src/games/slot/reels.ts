import type { SlotSymbol } from '@khela/domain';
import { symbolHref } from './symbols';

/**
 * The five reels, driven by one requestAnimationFrame loop. Each reel is a window of 3 rows over an endless strip;
 * its position `p` is the strip index at the top row, and it falls (p decreases) so symbols move down. A reel
 * holds four cells (the visible three plus the one sliding in) and only swaps their <use href> as the strip passes.
 *
 * Near a stop the strip is the real reel strip aligned to the server's stop, and the three rows where it lands are
 * pinned to the server's grid, so the reels always come to rest on exactly what the server says.
 */

type Strip = readonly SlotSymbol[];

interface Reel {
  inner: HTMLElement;
  cells: SVGUseElement[];
  hrefs: string[];
  p: number;
  /** Strip index k ≥ boundary reads `old`, below it reads `next` (the strip the reel is about to stop on). */
  old: { strip: Strip; offset: number };
  next: { strip: Strip; offset: number };
  boundary: number;
  pinned: Map<number, SlotSymbol>;
  phase: 'idle' | 'spin' | 'stop';
  t0: number;
  p0: number;
  /** Stop plan. */
  tDecel: number;
  pDecel: number;
  target: number;
  tLand: number;
  landed: boolean;
}

/** Cells per millisecond at full speed. */
const SPEED = 0.026;
const RAMP_MS = 220;
const DECEL_MS = 420;
const BOUNCE_MS = 200;
const MIN_SPIN_MS = 650;
const STAGGER_MS = 240;

const mod = (a: number, n: number) => ((a % n) + n) % n;

export class ReelSet {
  private reels: Reel[];
  private raf = 0;
  private cellH = 0;
  private stopResolve: (() => void) | null = null;
  private onReelStop: ((reel: number) => void) | null = null;

  constructor(
    inners: HTMLElement[],
    cells: SVGUseElement[][],
    strips: readonly Strip[],
    private measure: () => number,
  ) {
    this.reels = inners.map((inner, i) => ({
      inner,
      cells: cells[i]!,
      hrefs: ['', '', '', ''],
      p: 0,
      old: { strip: strips[i]!, offset: 0 },
      next: { strip: strips[i]!, offset: 0 },
      boundary: -Infinity,
      pinned: new Map(),
      phase: 'idle',
      t0: 0,
      p0: 0,
      tDecel: 0,
      pDecel: 0,
      target: 0,
      tLand: 0,
      landed: true,
    }));
    this.cellH = measure();
    for (const r of this.reels) this.render(r);
  }

  destroy() {
    cancelAnimationFrame(this.raf);
    this.raf = 0;
  }

  /** Re-reads the cell height (after a resize) and redraws. */
  relayout() {
    this.cellH = this.measure();
    for (const r of this.reels) this.render(r);
  }

  get spinning(): boolean {
    return this.reels.some((r) => r.phase !== 'idle');
  }

  /** All reels start falling now, left to right a few ms apart. */
  start() {
    const now = performance.now();
    this.cellH = this.measure();
    this.reels.forEach((r, i) => {
      r.phase = 'spin';
      r.t0 = now + i * 55;
      r.p0 = r.p;
      r.landed = false;
    });
    this.kick();
  }

  /**
   * Brings the reels to rest, left to right, on `grid` (grid[reel][row]) at `stops` of `strips`. Resolves once the
   * last reel has settled. Call after start().
   */
  stop(grid: readonly (readonly SlotSymbol[])[], stops: readonly number[], strips: readonly Strip[], onReelStop?: (reel: number) => void): Promise<void> {
    const now = performance.now();
    this.onReelStop = onReelStop ?? null;
    let prevLand = 0;
    this.reels.forEach((r, i) => {
      // the earliest moment this reel may begin to slow down
      const tDecel = Math.max(now + 30, r.t0 + MIN_SPIN_MS, prevLand + STAGGER_MS - DECEL_MS);
      const pAt = this.spinPos(r, tDecel);
      const a = SPEED * DECEL_MS;
      const target = Math.floor(pAt - a / 2);
      r.tDecel = tDecel;
      r.pDecel = pAt;
      r.target = target;
      r.tLand = tDecel + DECEL_MS;
      prevLand = r.tLand;
      // from here up the reel reads the new strip, aligned so that `target` is the server's stop
      const strip = strips[i] ?? r.next.strip;
      r.old = this.readerAt(r, Math.floor(r.p));
      r.next = { strip, offset: mod((stops[i] ?? 0) - target, strip.length) };
      const keep = [...r.pinned].filter(([k]) => k > target + 2 && k <= Math.floor(r.p) + 4);
      r.pinned = new Map([...keep, ...[0, 1, 2].map((row) => [target + row, grid[i]?.[row] ?? strip[0]!] as [number, SlotSymbol])]);
      r.boundary = target + 3;
      r.phase = 'stop';
    });
    this.kick();
    return new Promise((resolve) => {
      this.stopResolve = resolve;
    });
  }

  /** The strip reader that applies to index k right now (used to freeze the part already on screen). */
  private readerAt(r: Reel, k: number): { strip: Strip; offset: number } {
    return k >= r.boundary ? r.old : r.next;
  }

  private symbolAt(r: Reel, k: number): SlotSymbol {
    const pin = r.pinned.get(k);
    if (pin) return pin;
    const { strip, offset } = this.readerAt(r, k);
    return strip[mod(k + offset, strip.length)]!;
  }

  /** Position while spinning freely: a small kick up, then accelerating down to full speed. */
  private spinPos(r: Reel, t: number): number {
    const dt = t - r.t0;
    if (dt <= 0) return r.p0;
    const kick = 0.18 * Math.sin(Math.PI * Math.min(1, dt / 160));
    const run = dt < RAMP_MS ? (SPEED * dt * dt) / (2 * RAMP_MS) : SPEED * (dt - RAMP_MS / 2);
    return r.p0 + kick - run;
  }

  private position(r: Reel, now: number): number {
    if (r.phase === 'spin' || (r.phase === 'stop' && now < r.tDecel)) return this.spinPos(r, now);
    if (r.phase === 'stop') {
      if (now < r.tLand) {
        // cubic from full speed to rest exactly on `target`
        const u = (now - r.tDecel) / DECEL_MS;
        const a = SPEED * DECEL_MS;
        const d = r.pDecel - r.target;
        const b = 3 * d - 2 * a;
        const c = a - 2 * d;
        return r.pDecel - (a * u + b * u * u + c * u * u * u);
      }
      const w = Math.min(1, (now - r.tLand) / BOUNCE_MS);
      return r.target - 0.13 * Math.sin(Math.PI * w) * (1 - w * 0.3);
    }
    return r.p;
  }

  private render(r: Reel) {
    const base = Math.floor(r.p);
    const frac = r.p - base;
    r.inner.style.transform = `translate3d(0, ${(-frac * this.cellH).toFixed(2)}px, 0)`;
    for (let j = 0; j < r.cells.length; j++) {
      const href = symbolHref(this.symbolAt(r, base + j));
      if (r.hrefs[j] !== href) {
        r.hrefs[j] = href;
        r.cells[j]!.setAttribute('href', href);
      }
    }
  }

  private kick() {
    if (!this.raf) this.raf = requestAnimationFrame(this.frame);
  }

  private frame = (now: number) => {
    this.raf = 0;
    let moving = false;
    this.reels.forEach((r, i) => {
      if (r.phase === 'idle') return;
      r.p = this.position(r, now);
      if (r.phase === 'stop' && !r.landed && now >= r.tLand) {
        r.landed = true;
        this.onReelStop?.(i);
      }
      if (r.phase === 'stop' && now >= r.tLand + BOUNCE_MS) {
        r.p = r.target;
        r.phase = 'idle';
        // settle: the whole strip now reads the new alignment, with the grid pinned where it shows
        r.old = r.next;
        r.boundary = -Infinity;
      } else moving = true;
      this.render(r);
    });
    if (moving) this.kick();
    else if (this.stopResolve) {
      const done = this.stopResolve;
      this.stopResolve = null;
      done();
    }
  };
}
