import { readdirSync } from 'node:fs';
import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// One stack for the run (src/global-setup.ts), each test file with its own Chromium. Most files run
// two at a time: one at a time leaves about a quarter of a 2-core machine idle (the stack and the
// browser wait on each other). The files below change what other files read, so they run afterwards, in the
// groups below, one group after another: the wheel's spins (members 09120000004 and 09129999999)
// beside the partner's bank details (09120000002), the student's buy (09120000001: the scores and
// the member menu compare the API's balance with the page's) beside the partner's personal data
// in web storage, and last, alone, the hostile corpus written into shared content (the wheel's
// prize titles and the rewards' descriptions among it) and written back. Two files of a group
// never touch the same member or content. In groups they take less wall time than one after
// another.
const AFTERWARDS = [
  ['src/wheel.test.ts', 'src/commissions.test.ts'],
  ['src/rewards.test.ts', 'src/web-storage.test.ts'],
  ['src/hostile-content.test.ts'],
  // A published reward joins every member's list, and the student spends on it.
  ['src/operator-catalogue.test.ts'],
  // Its mission is on the student's open missions (scores.test.ts counts them) until it ends it.
  ['src/operator-missions.test.ts'],
  // It publishes «درباره‌ی ما» and adds an FAQ question for a while: pages other files read.
  ['src/operator-content.test.ts'],
  // Its notification reaches the student's next page (a toast other files would meet) until withdrawn.
  ['src/operator-notifications.test.ts'],
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
      hookTimeout: 120_000,
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
            maxWorkers: files.length,
            sequence: { groupOrder: index + 1 },
          },
        })),
      ],
    },
  }),
);
