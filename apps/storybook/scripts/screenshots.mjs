#!/usr/bin/env node
// Screenshots of built stories at the two product widths, for looking at RTL layout by eye
// (each shows the story after its play function, as its test leaves it):
//   pnpm --filter @clorofil/storybook build
//   node scripts/screenshots.mjs table message-view form   # story ids containing any of these
//   node scripts/screenshots.mjs --all
// Serves storybook-static from a throwaway local server (a service worker needs http, not
// file://), drives Debian's Chromium and writes <out>/<story-id>-<width>.png.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(appDir, 'storybook-static');
const outDir = process.env.SCREENS_DIR ?? '/work/screens/storybook';
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

function serve(dir) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function pickStories(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  if (args.includes('--all')) return stories.map((s) => s.id);
  return stories.map((s) => s.id).filter((id) => args.some((arg) => id.includes(arg)));
}

async function shoot(page, base, id, size) {
  await page.setViewportSize(size);
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  // 'finished' comes after loaders, render, play function and the a11y check.
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', null, {
    timeout: 30000,
  });
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // document.fonts.check() is true for a family that was never declared, so look for the face.
  const vazirmatn = await page.evaluate(() =>
    [...document.fonts].some((face) => face.family.includes('Vazirmatn') && face.status === 'loaded'),
  );
  const file = path.join(outDir, `${id}-${size.width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return { file, overflow, vazirmatn };
}

async function main() {
  if (!fs.existsSync(path.join(staticDir, 'index.json'))) {
    throw new Error('No storybook-static: run `pnpm --filter @clorofil/storybook build` first.');
  }
  const ids = pickStories(process.argv.slice(2));
  if (ids.length === 0) throw new Error('No story id matches; pass parts of ids, or --all.');
  fs.mkdirSync(outDir, { recursive: true });
  const server = await serve(staticDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    for (const id of ids) {
      for (const size of widths) {
        const { file, overflow, vazirmatn } = await shoot(page, base, id, size);
        const warnings = [
          // A page wider than the window means something pokes out sideways (a scrollbar on phones).
          overflow > 0 && `${overflow}px horizontal overflow`,
          !vazirmatn && 'Vazirmatn not loaded (fallback font)',
        ].filter(Boolean);
        console.log(`${file}${warnings.length ? `  ⚠ ${warnings.join('; ')}` : ''}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
