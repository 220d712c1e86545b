import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(clorofilTest({ environment: 'node', include: ['test/**/*.test.js'], testTimeout: 60000 }));
