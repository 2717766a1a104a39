/**
 * The Plinko board on a canvas: pegs (cached on an offscreen layer), buckets, and any number of balls, each
 * following the server's path (0 left / 1 right per row) as a chain of little parabolic hops from peg to peg.
 * One requestAnimationFrame loop runs while something moves and stops when the board is still.
 */
import { localDigits } from '@khela/domain';

export interface BoardConfig {
  rows: number;
  table: number[];
}

interface Ball {
  path: number[];
  bucket: number;
  start: number;
  /** Per segment: duration (ms) and hop height (fraction of a row). */
  segs: { dur: number; hop: number }[];
  total: number;
  done: (bucket: number) => void;
  landed: boolean;
}

interface Geometry {
  w: number;
  h: number;
  cx: number;
  top: number;
  gapX: number;
  gapY: number;
  pegR: number;
  ballR: number;
  bucketY: number;
  bucketH: number;
}

const DROP_MS = 300;
const FLASH_MS = 650;
const PEG_GLOW_MS = 280;

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Center → edge: gold, orange, red. */
function bucketColor(d: number): [number, number, number] {
  const stops: [number, number, number][] = [
    [245, 194, 66],
    [247, 140, 50],
    [240, 68, 90],
  ];
  const x = Math.min(1, Math.max(0, d)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  const a = stops[i]!;
  const b = stops[i + 1]!;
  return [Math.round(lerp(a[0], b[0], f)), Math.round(lerp(a[1], b[1], f)), Math.round(lerp(a[2], b[2], f))];
}

/** A bin's multiplier, short, in the player's digits. */
export function formatMultiplier(m: number): string {
  if (m >= 100) return localDigits(String(Math.floor(m)));
  if (m >= 10) return localDigits(String(Math.floor(m * 10) / 10));
  return localDigits(String(Number(m.toFixed(2))));
}

export class PlinkoBoard {
  private ctx: CanvasRenderingContext2D;
  private pegLayer: HTMLCanvasElement | null = null;
  private ballSprite: HTMLCanvasElement | null = null;
  private g: Geometry | null = null;
  private cfg: BoardConfig;
  private balls: Ball[] = [];
  private pegHits = new Map<string, number>();
  private bucketHits = new Map<number, number>();
  private raf = 0;
  private dpr = 1;
  /** Called for each peg contact (throttled by the caller) and each landing. */
  onPeg: (() => void) | null = null;

  constructor(
    private canvas: HTMLCanvasElement,
    cfg: BoardConfig,
  ) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('2d canvas is not available');
    this.ctx = ctx;
    this.cfg = cfg;
  }

  get inFlight(): number {
    return this.balls.length;
  }

  setConfig(cfg: BoardConfig) {
    this.cfg = cfg;
    this.layout();
  }

  /** Call after the canvas' CSS size changed. */
  resize(width: number, height: number) {
    this.dpr = Math.min(2, window.devicePixelRatio || 1);
    this.canvas.width = Math.round(width * this.dpr);
    this.canvas.height = Math.round(height * this.dpr);
    this.layout();
  }

  destroy() {
    cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.balls = [];
  }

  /** Drops a ball along `path`; resolves when it lands in its bucket. */
  drop(path: number[], bucket: number): Promise<number> {
    return new Promise((resolve) => {
      const segs = [{ dur: DROP_MS, hop: 0 }];
      for (let i = 0; i < path.length; i++) {
        const last = i === path.length - 1;
        segs.push({ dur: (last ? 200 : 118) * (0.9 + Math.random() * 0.2), hop: 0.22 + Math.random() * 0.22 });
      }
      const total = segs.reduce((a, s) => a + s.dur, 0);
      this.balls.push({ path, bucket, start: performance.now(), segs, total, done: resolve, landed: false });
      this.kick();
    });
  }

  private layout() {
    const w = this.canvas.width / this.dpr;
    const h = this.canvas.height / this.dpr;
    if (w === 0 || h === 0) return;
    const rows = this.cfg.rows;
    const bucketH = Math.max(22, Math.min(30, w / (rows + 3) * 1.1));
    const top = Math.max(26, h * 0.07);
    const gapX = Math.min(w / (rows + 2.4), 44);
    const gapY = Math.min((h - top - bucketH - 14) / (rows - 0.2), gapX * 1.05);
    const pegR = Math.max(2, Math.min(4.2, gapX * 0.11));
    const ballR = Math.max(4, Math.min(10, gapX * 0.27));
    const bucketY = top + (rows - 1) * gapY + gapY * 0.75;
    this.g = { w, h, cx: w / 2, top, gapX, gapY, pegR, ballR, bucketY, bucketH };
    this.buildLayers();
    this.kick();
  }

  private pegXY(row: number, j: number): [number, number] {
    const g = this.g!;
    return [g.cx + (j - (row + 2) / 2) * g.gapX, g.top + row * g.gapY];
  }

  private buildLayers() {
    const g = this.g!;
    const layer = document.createElement('canvas');
    layer.width = this.canvas.width;
    layer.height = this.canvas.height;
    const c = layer.getContext('2d')!;
    c.scale(this.dpr, this.dpr);
    for (let row = 0; row < this.cfg.rows; row++) {
      for (let j = 0; j < row + 3; j++) {
        const [x, y] = this.pegXY(row, j);
        c.beginPath();
        c.arc(x, y, g.pegR, 0, Math.PI * 2);
        c.fillStyle = '#dfe6f5';
        c.shadowColor = 'rgba(160, 190, 255, 0.55)';
        c.shadowBlur = 4;
        c.fill();
      }
    }
    this.pegLayer = layer;

    const r = g.ballR;
    const size = Math.ceil((r * 2 + 8) * this.dpr);
    const sprite = document.createElement('canvas');
    sprite.width = size;
    sprite.height = size;
    const s = sprite.getContext('2d')!;
    s.scale(this.dpr, this.dpr);
    const m = r + 4;
    const grad = s.createRadialGradient(m - r * 0.35, m - r * 0.35, r * 0.1, m, m, r);
    grad.addColorStop(0, '#fff6d6');
    grad.addColorStop(0.45, '#ffc94a');
    grad.addColorStop(1, '#e0781e');
    s.shadowColor = 'rgba(255, 170, 40, 0.8)';
    s.shadowBlur = 6;
    s.beginPath();
    s.arc(m, m, r, 0, Math.PI * 2);
    s.fillStyle = grad;
    s.fill();
    this.ballSprite = sprite;
  }

  private kick() {
    if (!this.raf) this.raf = requestAnimationFrame(this.frame);
  }

  /** Ball position at `t` ms into its fall, and the peg it touched last (for the glow). */
  private ballAt(b: Ball, t: number): { x: number; y: number; seg: number } {
    const g = this.g!;
    const contact = (i: number): [number, number] => {
      // before row i the ball has gone right k times; it sits on top of peg k+1 of row i
      let k = 0;
      for (let r = 0; r < i; r++) k += b.path[r]!;
      return [g.cx + (k - i / 2) * g.gapX, g.top + i * g.gapY - g.pegR - g.ballR];
    };
    let acc = 0;
    for (let s = 0; s < b.segs.length; s++) {
      const seg = b.segs[s]!;
      if (t <= acc + seg.dur || s === b.segs.length - 1) {
        const u = Math.min(1, Math.max(0, (t - acc) / seg.dur));
        if (s === 0) {
          const [x1, y1] = contact(0);
          const y0 = Math.max(g.ballR, g.top - g.gapY * 1.3);
          return { x: x1, y: lerp(y0, y1, u * u), seg: 0 };
        }
        const row = s - 1;
        const [xa, ya] = contact(row);
        const last = row === b.path.length - 1;
        const [xb, yb] = last
          ? [g.cx + (b.bucket - b.path.length / 2) * g.gapX, g.bucketY + g.bucketH * 0.35]
          : contact(row + 1);
        const hop = seg.hop * g.gapY;
        const dy = yb - ya;
        // a hop off the peg: up with speed `hop`, then down under constant gravity
        const y = ya - hop * u + (dy + hop) * u * u;
        // horizontal: quick off the peg, easing as it falls
        const x = lerp(xa, xb, 1 - (1 - u) * (0.4 + 0.6 * (1 - u)));
        return { x, y, seg: s };
      }
      acc += seg.dur;
    }
    return { x: g.cx, y: g.bucketY, seg: b.segs.length - 1 };
  }

  private frame = (now: number) => {
    this.raf = 0;
    const g = this.g;
    if (!g) return;
    const c = this.ctx;
    c.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    c.clearRect(0, 0, g.w, g.h);
    if (this.pegLayer) {
      c.setTransform(1, 0, 0, 1, 0, 0);
      c.drawImage(this.pegLayer, 0, 0);
      c.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    }

    // balls: advance, mark peg contacts, land
    const positions: { x: number; y: number }[] = [];
    for (const b of this.balls) {
      const t = now - b.start;
      const p = this.ballAt(b, t);
      if (p.seg >= 1) {
        const row = p.seg - 1;
        let k = 0;
        for (let r = 0; r < row; r++) k += b.path[r]!;
        const key = `${row}:${k + 1}`;
        const prev = this.pegHits.get(key);
        if (prev === undefined || now - prev > PEG_GLOW_MS) {
          // a new contact only when the ball has just arrived on this peg
          let segStart = 0;
          for (let s = 0; s < p.seg; s++) segStart += b.segs[s]!.dur;
          if (t - segStart < 40) {
            this.pegHits.set(key, now);
            this.onPeg?.();
          }
        }
      }
      positions.push(p);
      if (t >= b.total && !b.landed) {
        b.landed = true;
        this.bucketHits.set(b.bucket, now);
        b.done(b.bucket);
      }
    }
    this.balls = this.balls.filter((b) => !b.landed);

    // peg glows
    for (const [key, at] of this.pegHits) {
      const age = now - at;
      if (age > PEG_GLOW_MS) {
        this.pegHits.delete(key);
        continue;
      }
      const [row, j] = key.split(':').map(Number) as [number, number];
      const [x, y] = this.pegXY(row, j);
      c.beginPath();
      c.arc(x, y, g.pegR * (1 + 2.2 * (1 - age / PEG_GLOW_MS)), 0, Math.PI * 2);
      c.fillStyle = `rgba(255, 214, 102, ${0.55 * (1 - age / PEG_GLOW_MS)})`;
      c.fill();
    }

    this.drawBuckets(now);

    if (this.ballSprite) {
      const half = this.ballSprite.width / this.dpr / 2;
      for (const p of positions) c.drawImage(this.ballSprite, p.x - half, p.y - half, half * 2, half * 2);
    }

    for (const [b, at] of this.bucketHits) if (now - at > FLASH_MS) this.bucketHits.delete(b);
    if (this.balls.length > 0 || this.pegHits.size > 0 || this.bucketHits.size > 0) this.kick();
  };

  private drawBuckets(now: number) {
    const g = this.g!;
    const c = this.ctx;
    const n = this.cfg.rows + 1;
    const bw = g.gapX - Math.max(2, g.gapX * 0.1);
    const fontSize = Math.max(8, Math.min(13, g.gapX * 0.36));
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.font = `800 ${fontSize}px system-ui, -apple-system, Roboto, sans-serif`;
    for (let b = 0; b < n; b++) {
      const x = g.cx + (b - this.cfg.rows / 2) * g.gapX;
      const d = Math.abs(b - this.cfg.rows / 2) / (this.cfg.rows / 2);
      const [r, gg, bb] = bucketColor(d);
      const hit = this.bucketHits.get(b);
      const age = hit === undefined ? 1 : Math.min(1, (now - hit) / FLASH_MS);
      const flash = 1 - age;
      const dip = Math.sin(Math.min(1, age * 2) * Math.PI) * 5 * (hit === undefined ? 0 : 1);
      const y = g.bucketY + dip;
      const h = g.bucketH;
      c.save();
      if (flash > 0) {
        c.shadowColor = `rgba(${r}, ${gg}, ${bb}, ${0.9 * flash})`;
        c.shadowBlur = 16 * flash;
      }
      c.fillStyle = `rgb(${Math.round(r * 0.55)}, ${Math.round(gg * 0.55)}, ${Math.round(bb * 0.55)})`;
      roundRect(c, x - bw / 2, y + 3, bw, h, 4);
      c.fill();
      c.fillStyle = `rgb(${Math.min(255, r + 60 * flash)}, ${Math.min(255, gg + 60 * flash)}, ${Math.min(255, bb + 60 * flash)})`;
      roundRect(c, x - bw / 2, y, bw, h, 4);
      c.fill();
      c.restore();
      c.fillStyle = '#1c1204';
      const label = formatMultiplier(this.cfg.table[b] ?? 0);
      c.fillText(g.gapX >= 30 ? `${label}×` : label, x, y + h / 2 + 0.5, bw - 2);
    }
  }
}

function roundRect(c: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  c.beginPath();
  c.moveTo(x + r, y);
  c.arcTo(x + w, y, x + w, y + h, r);
  c.arcTo(x + w, y + h, x, y + h, r);
  c.arcTo(x, y + h, x, y, r);
  c.arcTo(x, y, x + w, y, r);
  c.closePath();
}
