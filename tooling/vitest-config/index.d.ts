import type { ViteUserConfig } from 'vitest/config';

export interface ClorofilTestOptions {
  environment?: 'jsdom' | 'node';
  include?: string[];
  setupFiles?: string[];
  testTimeout?: number;
}

export const sourceCondition: string;
export function clorofilTest(options?: ClorofilTestOptions): ViteUserConfig;
