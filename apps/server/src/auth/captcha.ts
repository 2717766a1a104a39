import { randomInt } from 'node:crypto';

/**
 * Draws a 4-digit captcha as SVG paths (no <text>, so the digits are not in the markup), each digit stroked from a
 * segment skeleton with its own jitter, rotation and colour, over noise curves and dots.
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

const COLOURS = ['#0f7a4f', '#8a5a00', '#1f3f8f', '#7a1f4f', '#3b3b3b'];

function jitter(v: number, amount: number): number {
  return v + (randomInt(0, 2001) / 1000 - 1) * amount;
}

export function drawCaptcha(digits: string): string {
  const W = 120;
  const H = 44;
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" rx="6" fill="#f4f1e8"/>`);
  for (let i = 0; i < 5; i++) {
    const y1 = randomInt(4, H - 4);
    const y2 = randomInt(4, H - 4);
    parts.push(
      `<path d="M0 ${y1} Q ${randomInt(20, 100)} ${randomInt(0, H)} ${W} ${y2}" stroke="${COLOURS[randomInt(0, COLOURS.length)]}" stroke-opacity="0.35" stroke-width="${randomInt(1, 3)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${randomInt(0, W)}" cy="${randomInt(0, H)}" r="${randomInt(1, 3) / 2}" fill="#555" fill-opacity="0.4"/>`);
  }
  [...digits].forEach((d, i) => {
    const segs = SEGMENTS[d] ?? [];
    const x0 = 12 + i * 26 + randomInt(-3, 4);
    const y0 = 10 + randomInt(-3, 4);
    const rot = randomInt(-18, 19);
    const scale = 1.25 + randomInt(0, 20) / 100;
    const path = segs
      .map(([x1, y1, x2, y2]) => `M${jitter(x1, 0.6).toFixed(1)} ${jitter(y1, 0.6).toFixed(1)}L${jitter(x2, 0.6).toFixed(1)} ${jitter(y2, 0.6).toFixed(1)}`)
      .join('');
    parts.push(
      `<path transform="translate(${x0} ${y0}) rotate(${rot} 5 9) scale(${scale.toFixed(2)} 1)" d="${path}" stroke="${COLOURS[randomInt(0, COLOURS.length)]}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}
