import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// One stack and one browser at a time: the files share the stack's ports and the demo members,
// and a shared 2-core machine gains nothing from running Chromiums side by side.
export default defineConfig(
  mergeConfig(clorofilTest({ environment: 'node', testTimeout: 180_000, setupFiles: ['src/support/stack-alive.ts'] }), {
    test: {
      globalSetup: ['src/global-setup.ts'],
      fileParallelism: false,
      pool: 'forks',
      maxWorkers: 1,
      hookTimeout: 120_000,
      teardownTimeout: 60_000,
    },
  }),
);
