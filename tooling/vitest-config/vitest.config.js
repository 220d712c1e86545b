import { defineConfig } from 'vitest/config';
import { clorofilTest } from './index.js';

export default defineConfig(clorofilTest({ environment: 'node', include: ['test/**/*.test.js'], testTimeout: 180000 }));
