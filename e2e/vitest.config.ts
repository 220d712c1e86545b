import { readdirSync } from 'node:fs';
import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// One stack for the run (src/global-setup.ts), each test file with its own Chromium. Most files run
// two at a time: one at a time left about a quarter of the 2-core machine idle (the stack and the
// browser wait on each other) — one full run took 719 s that way, 581 s as set here, all 257
// tests passing. The files below change what other files read, so they run afterwards, one at a
// time: the hostile corpus written into shared content (and written back), the student's buy (the
// scores and the member menu compare the API's balance with the page's), the partner's bank
// details, the wheel's spins.
const ONE_AT_A_TIME = [
  'src/hostile-content.test.ts',
  'src/rewards.test.ts',
  'src/commissions.test.ts',
  'src/web-storage.test.ts',
  'src/wheel.test.ts',
];
// A project's `include` adds to the preset's, so each project names what it leaves out.
const SIDE_BY_SIDE = readdirSync(new URL('./src', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `src/${name}`)
  .filter((file) => !ONE_AT_A_TIME.includes(file));

export default defineConfig(
  mergeConfig(clorofilTest({ environment: 'node', testTimeout: 180_000, setupFiles: ['src/support/stack-alive.ts'] }), {
    test: {
      globalSetup: ['src/global-setup.ts'],
      pool: 'forks',
      hookTimeout: 120_000,
      teardownTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: { name: 'side-by-side', exclude: ONE_AT_A_TIME, maxWorkers: 2, sequence: { groupOrder: 0 } },
        },
        {
          extends: true,
          test: {
            name: 'one-at-a-time',
            exclude: SIDE_BY_SIDE,
            fileParallelism: false,
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
