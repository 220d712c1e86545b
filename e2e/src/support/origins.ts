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

/** SPEC §2: the mobile layout applies under 768 px. */
export const viewports: readonly Viewport[] = [
  { name: 'desktop', width: 1280, height: 800, mobile: false },
  { name: 'mobile', width: 390, height: 844, mobile: true },
];
