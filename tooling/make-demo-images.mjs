#!/usr/bin/env node
// Rasterises the demo banners and strips (apps/server/seed-assets/sliders/*.svg, the sources) into WebP files beside
// them, which the demo content shows. Run it after changing a source: `node tooling/make-demo-images.mjs` (needs
// Chromium: bash tooling/ensure-chromium.sh). The WebP files are committed; nothing runs this at build or start.
//
// Why raster: an SVG in an <img> is parsed and painted on the page's main thread, a document of its own per image.
// On the phone's home at 4× CPU the demo's SVG banners and strips cost a paint task of 40–100 ms each time they came
// into view (issue 15: a good part of the home's blocking time); a WebP is decoded off the main thread. Operators'
// own banners are pictures (JPEG, PNG, WebP) in any case.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const dir = resolve(import.meta.dirname, '../apps/server/seed-assets/sliders');
/** Pixel size per source, by its viewBox and where it shows (CSS px on the phone, at about 2.6 device px each). */
const SCALE = { main: 1, fav: 1.5, feat: 1.1 };
const QUALITY = 0.82;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg')).sort()) {
    const svg = readFileSync(join(dir, file), 'utf8');
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    if (!w) throw new Error(`${file}: no viewBox`);
    const scale = SCALE[file.split('-')[0]] ?? 1;
    const width = Math.round(Number(w) * scale);
    const height = Math.round(Number(h) * scale);
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const img = new Image(width, height);
        img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(img, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width, height, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this Chromium does not encode WebP`);
    const out = file.replace(/\.svg$/, '.webp');
    const bytes = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
    writeFileSync(join(dir, out), bytes);
    console.log(`${out.padEnd(30)} ${width}×${height}  ${(bytes.length / 1024).toFixed(1)} KiB (source ${(svg.length / 1024).toFixed(1)} KiB)`);
  }
} finally {
  await browser.close();
}
