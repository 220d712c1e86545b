// Renders the demo catalogue's hand-drawn SVG pictures (src/seed-data/reward-images/source/) to the
// WebP files the seed stores and the API serves (src/seed-data/reward-images/). Chromium draws each
// SVG image as a document of its own: 50–80 ms of a phone's main thread per picture (bench profile
// of /rewards at 4x CPU), where a WebP is a plain decode off the main thread. The shop's
// own pictures are photos; only this demo set was drawn. Run after changing a source SVG:
//   pnpm --filter @clorofil/api render-images        (CHROMIUM_PATH, else Debian's chromium)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { renderSvg } from '../../../scripts/lib/render-svg.mjs';

const IMAGES = new URL('../src/seed-data/reward-images/', import.meta.url);
const SOURCE = new URL('source/', IMAGES);
// Square, like the drawings. Every picture of the rewards page loads at once (16 on a phone), so
// bytes count on a slow connection: 480 px at 0.85 (4–7 KB each) made /rewards' LCP 260 ms later
// and its blocking time longer in Lighthouse (bench/results/compare-stop43-webp.md); 320 px at
// 0.8 (3–4 KB) is sharp in the cards (~180 CSS px on a phone) and a little soft on a reward's own
// page (compare-stop43-webp-320.md).
const SIZE = 320;
const QUALITY = 0.8;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const file of readdirSync(SOURCE).filter((name) => /^[a-z0-9-]+\.svg$/.test(name))) {
    const svg = readFileSync(new URL(file, SOURCE), 'utf8');
    const webp = await renderSvg(page, svg, { size: SIZE, type: 'image/webp', quality: QUALITY });
    const name = file.replace(/\.svg$/, '.webp');
    writeFileSync(new URL(name, IMAGES), webp);
    console.log(`${name}: ${webp.length} bytes`);
  }
} finally {
  await browser.close();
}
