import type { ViteUserConfig } from 'vitest/config';

export interface ClorofilTestOptions {
  environment?: 'jsdom' | 'node';
  include?: string[];
  setupFiles?: string[];
  testTimeout?: number;
  /** Evaluate modules again for each test file; default: only outside jsdom (servers, tooling). */
  isolate?: boolean;
  /** Test files run at once; default: one in jsdom (its files share the worker's modules), two elsewhere. */
  maxWorkers?: number;
}

export const sourceCondition: string;
export function clorofilTest(options?: ClorofilTestOptions): ViteUserConfig;
