import { readdirSync } from 'node:fs';
import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// One stack for the run (src/global-setup.ts), each test file with its own Chromium. Most files run
// two at a time: one at a time leaves about a quarter of a 2-core machine idle (the stack and the
// browser wait on each other). The files below change what other files read, so they run afterwards, in the
// groups below, one group after another: the wheel's spins (members 09120000004 and 09129999999)
// beside the partner's bank details (09120000002) and the FAQ question and header link the
// content operator adds for a while (neither of the two reads the FAQ or the header), the
// student's buy (09120000001: the scores and the member menu compare the API's balance with the
// page's) beside the partner's personal data in web storage, and last, alone, the hostile corpus
// written into shared content (the wheel's prize titles and the rewards' descriptions among it) and
// written back. Two files of a group never touch the same member or content. The other operator
// files work with demo staff, members and a page of their own (apps/api seed data, DEMO_E2E_MOBILES),
// so they run side by side.
const AFTERWARDS = [
  ['src/wheel.test.ts', 'src/commissions.test.ts', 'src/operator-site.test.ts'],
  ['src/rewards.test.ts', 'src/web-storage.test.ts'],
  ['src/hostile-content.test.ts'],
];
const ALL = readdirSync(new URL('./src', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `src/${name}`);
// A project's `include` adds to the preset's, so each project names what it leaves out.
const allBut = (files: readonly string[]) => ALL.filter((file) => !files.includes(file));

export default defineConfig(
  mergeConfig(clorofilTest({ environment: 'node', testTimeout: 180_000, setupFiles: ['src/support/stack-alive.ts'] }), {
    test: {
      globalSetup: ['src/global-setup.ts'],
      pool: 'forks',
      // The files share their worker's modules (vitest, playwright-core, the support code) instead of
      // loading them again for each file: each file launches its own browser and keeps its state in
      // its own module, and the support modules keep none between files (in-app.ts's WeakMap is
      // keyed by page).
      isolate: false,
      hookTimeout: 120_000,
      // A poll waits on the stack as `see` does (support/browser.ts WAIT_MS): the default second
      // is shorter than a dialog's round trip to the API on a busy machine. A poll that is met
      // returns at once, so the bound costs nothing when the page is right.
      expect: { poll: { timeout: 20_000 } },
      teardownTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: { name: 'side-by-side', exclude: AFTERWARDS.flat(), maxWorkers: 2, sequence: { groupOrder: 0 } },
        },
        ...AFTERWARDS.map((files, index) => ({
          extends: true,
          test: {
            name: `afterwards-${index + 1}`,
            exclude: allBut(files),
            maxWorkers: Math.min(files.length, 2),
            sequence: { groupOrder: index + 1 },
          },
        })),
      ],
    },
  }),
);
