import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// PGlite compiles its WASM per test file and the concurrency suite starts a PostgreSQL server,
// both of which take longer than the default hook timeout on a shared machine. The databases the
// tests copy are made once per run (src/test/support/global-setup.ts).
export default defineConfig(
  mergeConfig(clorofilTest({ environment: 'node', testTimeout: 60000 }), {
    test: { hookTimeout: 180000, globalSetup: ['src/test/support/global-setup.ts'] },
  }),
);
