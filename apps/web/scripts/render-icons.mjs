// Renders the club's leaf (icons/favicon.svg) to the PNG icon the web app links (public/favicon.png)
// and the identity provider's sign-in pages serve (apps/identity/src/assets/favicon.png). An SVG
// icon costs a phone 35–75 ms of main thread at 4x CPU while the page starts: Chromium builds it a
// document of its own (bench profile of / and /rewards); a PNG is decoded off the main
// thread. Run after changing the SVG:
//   pnpm --filter @clorofil/web render-icons        (CHROMIUM_PATH, else Debian's chromium)
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { renderSvg } from '../../../scripts/lib/render-svg.mjs';

// A tab's icon is 16 CSS px, 32 in some lists; 64 device px is sharp on a 3x phone and ~1 KB.
const SIZE = 64;
const SOURCE = new URL('../icons/favicon.svg', import.meta.url);
const TARGETS = [
  new URL('../public/favicon.png', import.meta.url),
  new URL('../../identity/src/assets/favicon.png', import.meta.url),
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const png = await renderSvg(page, readFileSync(SOURCE, 'utf8'), { size: SIZE, type: 'image/png' });
  for (const target of TARGETS) {
    writeFileSync(target, png);
    console.log(`${target.pathname}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
