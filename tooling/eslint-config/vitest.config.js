import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = clorofilTest({ environment: 'node', include: ['test/**/*.test.js'], testTimeout: 120000 });

export default defineConfig(preset);
