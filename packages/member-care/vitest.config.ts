import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(clorofilTest({ setupFiles: ['./src/test-setup.ts'] }));
