import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// One file at a time: each starts its own PostgreSQL and servers (src/support/stack.ts) and the
// faults it injects are timed, so two files side by side on a 2-core machine would measure each
// other's load instead of the servers' limits.
export default defineConfig(
  mergeConfig(clorofilTest({ environment: 'node', testTimeout: 60_000 }), {
    test: { pool: 'forks', maxWorkers: 1, fileParallelism: false, hookTimeout: 120_000, teardownTimeout: 30_000 },
  }),
);
