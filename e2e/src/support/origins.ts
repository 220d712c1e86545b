import { inject } from 'vitest';
import type { StackOrigins } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackOrigins;
  }
}

/** The running stack's origins (started by global-setup.ts). */
export function origins(): StackOrigins {
  return inject('stack');
}

export type Viewport = { name: 'desktop' | 'mobile'; width: number; height: number; mobile: boolean };

/**
 * A phone's user agent (Lighthouse's mobile preset device): the web server renders the phone layout
 * for it (apps/web/scripts/prerender-cache.mjs requestIsMobile).
 */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** SPEC §2: the mobile layout applies under 768 px. */
export const viewports: readonly Viewport[] = [
  { name: 'desktop', width: 1280, height: 800, mobile: false },
  { name: 'mobile', width: 390, height: 844, mobile: true },
];
