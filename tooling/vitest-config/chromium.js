// The Chromium the browser tests drive (story tests, end-to-end) and how they start it.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

/**
 * $CHROMIUM_PATH when set, else Debian's headless shell, else Debian's Chromium. The headless
 * shell is the browser Playwright itself runs headless: Chromium's engine without the desktop
 * browser's UI layer, so the same pages cost less CPU.
 * @returns {string}
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

/** Switches for a test browser: none of the background work a test never looks at. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The headless shell hints glyphs to whole pixels unless told not to; the desktop browser (and a
  // member's) places them at fractional widths, which the font checks measure.
  '--font-render-hinting=none',
  // No `--disable-features` here: Chromium keeps only the last one given, and Playwright passes its
  // own list (PaintHolding, ThirdPartyStoragePartitioning, …) that a second one would replace.
];
