import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * The desktop sign-up's 4-digit code as a distorted raster picture (PNG): each digit is drawn as thick anti-aliased
 * strokes from a segment skeleton with its own size, slant, rotation and colour, then the whole picture is warped by
 * random waves and crossed by curves and speckles. The file holds pixels only (IHDR, IDAT, IEND: no text chunk, no
 * paths), so its answer is not in its bytes; reading it takes optical recognition, not a script.
 */
const SEGMENTS: Record<string, [number, number, number, number][]> = {
  // 10 x 18 box; strokes as x1,y1,x2,y2
  '0': [[1, 1, 9, 1], [9, 1, 9, 17], [9, 17, 1, 17], [1, 17, 1, 1], [2, 15, 8, 3]],
  '1': [[3, 4, 6, 1], [6, 1, 6, 17], [3, 17, 9, 17]],
  '2': [[1, 3, 4, 1], [4, 1, 8, 1], [8, 1, 9, 5], [9, 5, 1, 17], [1, 17, 9, 17]],
  '3': [[1, 1, 9, 1], [9, 1, 5, 8], [5, 8, 9, 12], [9, 12, 7, 17], [7, 17, 1, 16]],
  '4': [[7, 17, 7, 1], [7, 1, 1, 12], [1, 12, 10, 12]],
  '5': [[9, 1, 1, 1], [1, 1, 1, 8], [1, 8, 8, 8], [8, 8, 9, 14], [9, 14, 6, 17], [6, 17, 1, 16]],
  '6': [[8, 1, 2, 6], [2, 6, 1, 14], [1, 14, 4, 17], [4, 17, 8, 16], [8, 16, 9, 11], [9, 11, 1, 10]],
  '7': [[1, 1, 9, 1], [9, 1, 3, 17]],
  '8': [[2, 1, 8, 1], [8, 1, 8, 8], [8, 8, 2, 8], [2, 8, 2, 1], [1, 9, 9, 9], [9, 9, 9, 17], [9, 17, 1, 17], [1, 17, 1, 9]],
  '9': [[9, 8, 1, 8], [1, 8, 1, 1], [1, 1, 9, 1], [9, 1, 9, 12], [9, 12, 3, 17]],
};

const INKS: [number, number, number][] = [
  [15, 122, 79],
  [138, 90, 0],
  [31, 63, 143],
  [122, 31, 79],
  [59, 59, 59],
];

/** Picture size in pixels: twice the 120 × 46 box it is shown in, so it stays sharp on dense screens. */
const CAPTCHA_WIDTH = 240;
const CAPTCHA_HEIGHT = 92;

/** A uniform random number in [min, max) with 1/1000 steps, from the crypto generator. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1000) / 1000) * (max - min);
}

function distToSegment(px: number, py: number, x1: number, y1: number, x2: number, y2: number): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / len2));
  const ex = px - (x1 + t * dx);
  const ey = py - (y1 + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

/** Blends `ink` over pixel (x, y) of an RGB buffer with coverage `a` (0..1). */
function blend(buf: Float32Array, w: number, x: number, y: number, ink: [number, number, number], a: number) {
  if (a <= 0) return;
  const i = (y * w + x) * 3;
  buf[i] = buf[i]! * (1 - a) + ink[0] * a;
  buf[i + 1] = buf[i + 1]! * (1 - a) + ink[1] * a;
  buf[i + 2] = buf[i + 2]! * (1 - a) + ink[2] * a;
}

/** Strokes the polyline segments given in picture coordinates with anti-aliased thickness `width`. */
function stroke(buf: Float32Array, w: number, h: number, segs: [number, number, number, number][], width: number, ink: [number, number, number], alpha = 1) {
  const half = width / 2;
  for (const [x1, y1, x2, y2] of segs) {
    const minX = Math.max(0, Math.floor(Math.min(x1, x2) - half - 1));
    const maxX = Math.min(w - 1, Math.ceil(Math.max(x1, x2) + half + 1));
    const minY = Math.max(0, Math.floor(Math.min(y1, y2) - half - 1));
    const maxY = Math.min(h - 1, Math.ceil(Math.max(y1, y2) + half + 1));
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const d = distToSegment(x + 0.5, y + 0.5, x1, y1, x2, y2);
        const cover = Math.max(0, Math.min(1, half - d + 0.5));
        // Overlapping strokes of one glyph do not darken twice: blend only what adds coverage.
        if (cover > 0) blend(buf, w, x, y, ink, cover * alpha);
      }
    }
  }
}

/** Samples `src` at a real position (bilinear), for the warp. */
function sample(src: Float32Array, w: number, h: number, x: number, y: number, c: number): number {
  const cx = Math.max(0, Math.min(w - 1.001, x));
  const cy = Math.max(0, Math.min(h - 1.001, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const p = (xx: number, yy: number) => src[(yy * w + xx) * 3 + c]!;
  return (p(x0, y0) * (1 - fx) + p(x0 + 1, y0) * fx) * (1 - fy) + (p(x0, y0 + 1) * (1 - fx) + p(x0 + 1, y0 + 1) * fx) * fy;
}

/** The RGB pixels of a new picture of `digits` (exported for the test that checks the drawing varies). */
function drawCaptchaPixels(digits: string): { width: number; height: number; rgb: Uint8Array } {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const img = new Float32Array(W * H * 3);
  // Background: a warm paper tone with a soft random gradient.
  const g0 = [rand(236, 250), rand(232, 246), rand(220, 236)];
  const gx = rand(-12, 12);
  const gy = rand(-12, 12);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const s = (x / W) * gx + (y / H) * gy;
      img[i] = g0[0]! + s;
      img[i + 1] = g0[1]! + s;
      img[i + 2] = g0[2]! + s;
    }
  }
  // Background curves under the digits.
  for (let n = 0; n < 4; n++) curve(img, W, H, INKS[randomInt(0, INKS.length)]!, rand(1.5, 3), 0.35);

  // The digits: each its own scale, slant, rotation, colour and offset.
  const slot = (W - 24) / digits.length;
  [...digits].forEach((d, k) => {
    const ink = INKS[randomInt(0, INKS.length)]!;
    const sx = rand(3.6, 4.6);
    const sy = rand(3.3, 4.0);
    const rot = (rand(-22, 22) * Math.PI) / 180;
    const shear = rand(-0.25, 0.25);
    const cx = 12 + slot * (k + 0.5) + rand(-5, 5);
    const cy = H / 2 + rand(-6, 6);
    const cos = Math.cos(rot);
    const sin = Math.sin(rot);
    const place = (gx: number, gy: number): [number, number] => {
      const lx = (gx - 5 + shear * (gy - 9)) * sx;
      const ly = (gy - 9) * sy;
      return [cx + lx * cos - ly * sin, cy + lx * sin + ly * cos];
    };
    const segs = (SEGMENTS[d] ?? []).map(([x1, y1, x2, y2]) => {
      const a = place(x1 + rand(-0.5, 0.5), y1 + rand(-0.5, 0.5));
      const b = place(x2 + rand(-0.5, 0.5), y2 + rand(-0.5, 0.5));
      return [a[0], a[1], b[0], b[1]] as [number, number, number, number];
    });
    stroke(img, W, H, segs, rand(5, 7), ink);
  });

  // Curves across the digits, in the digits' own colours.
  for (let n = 0; n < 3; n++) curve(img, W, H, INKS[randomInt(0, INKS.length)]!, rand(1.5, 2.5), 0.8);

  // Warp the whole picture by two random waves.
  const out = new Float32Array(W * H * 3);
  const ax = rand(3, 6);
  const fx = rand(0.03, 0.07);
  const px = rand(0, Math.PI * 2);
  const ay = rand(2, 5);
  const fy = rand(0.02, 0.05);
  const py = rand(0, Math.PI * 2);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const sxp = x + ax * Math.sin(y * fx + px);
      const syp = y + ay * Math.sin(x * fy + py);
      const i = (y * W + x) * 3;
      out[i] = sample(img, W, H, sxp, syp, 0);
      out[i + 1] = sample(img, W, H, sxp, syp, 1);
      out[i + 2] = sample(img, W, H, sxp, syp, 2);
    }
  }

  // Speckles and grain.
  for (let n = 0; n < 260; n++) {
    const x = randomInt(0, W);
    const y = randomInt(0, H);
    const v = randomInt(0, 2) === 0 ? rand(40, 110) : rand(200, 255);
    const i = (y * W + x) * 3;
    out[i] = v;
    out[i + 1] = v;
    out[i + 2] = v;
  }
  const rgb = new Uint8Array(W * H * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = Math.max(0, Math.min(255, Math.round(out[i]! + rand(-5, 5))));
  return { width: W, height: H, rgb };
}

/** A random quadratic curve across the picture. */
function curve(img: Float32Array, W: number, H: number, ink: [number, number, number], width: number, alpha: number) {
  const x0 = rand(-10, 20);
  const y0 = rand(5, H - 5);
  const x2 = rand(W - 20, W + 10);
  const y2 = rand(5, H - 5);
  const x1 = rand(W * 0.25, W * 0.75);
  const y1 = rand(-H * 0.3, H * 1.3);
  const segs: [number, number, number, number][] = [];
  let prev: [number, number] = [x0, y0];
  const steps = 24;
  for (let s = 1; s <= steps; s++) {
    const t = s / steps;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * x1 + t * t * x2;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * y1 + t * t * y2;
    segs.push([prev[0], prev[1], x, y]);
    prev = [x, y];
  }
  stroke(img, W, H, segs, width, ink, alpha);
}

// ------------------------------------------------------------------ PNG

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(parts: Buffer[]): number {
  let c = 0xffffffff;
  for (const b of parts) for (let i = 0; i < b.length; i++) c = CRC_TABLE[(c ^ b[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const t = Buffer.from(type, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([t, data]));
  return Buffer.concat([len, t, data, crc]);
}

/** An 8-bit RGB PNG of the pixels: signature, IHDR, one IDAT, IEND; nothing else. */
function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A new PNG picture of the 4-digit code. */
export function drawCaptcha(digits: string): Buffer {
  const { width, height, rgb } = drawCaptchaPixels(digits);
  return encodePng(width, height, rgb);
}
