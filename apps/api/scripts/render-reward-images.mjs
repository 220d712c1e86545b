// Renders the demo catalogue's hand-drawn SVG pictures (src/seed-data/reward-images/source/) to the
// WebP files the seed stores and the API serves (src/seed-data/reward-images/). Chromium draws each
// SVG image as a document of its own: 50–80 ms of a phone's main thread per picture (bench profile
// of /rewards at 4x CPU, stop 43), where a WebP is a plain decode off the main thread. The shop's
// own pictures are photos; only this demo set was drawn. Run after changing a source SVG:
//   pnpm --filter @clorofil/api render-images        (CHROMIUM_PATH, else Debian's chromium)
/* global document, Image -- page.evaluate runs in Chromium */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const IMAGES = new URL('../src/seed-data/reward-images/', import.meta.url);
const SOURCE = new URL('source/', IMAGES);
// Square, like the drawings; the widest place a picture is shown (a reward's page on a phone,
// ~360 CSS px at 2–3 device pixels each) is drawn from 480 px with little loss.
const SIZE = 480;
const QUALITY = 0.85;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const file of readdirSync(SOURCE).filter((name) => /^[a-z0-9-]+\.svg$/.test(name))) {
    const svg = readFileSync(new URL(file, SOURCE), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, size, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        canvas.getContext('2d').drawImage(image, 0, 0, size, size);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, size: SIZE, quality: QUALITY },
    );
    const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const name = file.replace(/\.svg$/, '.webp');
    writeFileSync(new URL(name, IMAGES), webp);
    console.log(`${name}: ${webp.length} bytes`);
  }
} finally {
  await browser.close();
}
