import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = clorofilTest({ environment: 'node', testTimeout: 30000 });
// @clorofil/auth against this provider, in process: jsdom plays the browser (the jsdom preset
// brings Testing Library's matchers and the browser APIs Chakra needs).
const authPackage = clorofilTest({
  setupFiles: ['./test/auth-package/setup.ts'],
  testTimeout: 60000,
  // Each file starts a provider of its own: its modules are evaluated per file, and the files are
  // their own work, which two workers split.
  isolate: true,
  maxWorkers: 2,
});

// Each test file starts its own provider on an in-memory PGlite, which takes a few seconds on a
// busy machine: give the start-up hooks the same room as the tests. Those databases are copies of
// one made per run (src/test-support/global-setup.ts), in both projects.
const hookTimeout = 180000;
// Each worker is a process of its own, not a thread, in both projects: V8 keeps one registry of the
// WebAssembly code pages per process, and PGlite instances created and freed in several threads of
// one process race it until V8 aborts the process (nodejs/node#64500; apps/api/vitest.config.ts).
const pool = 'forks';
const globalSetup = ['src/test-support/global-setup.ts'];

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    hookTimeout,
    globalSetup,
    projects: [
      // The provider's own files share each worker's modules: each starts its own provider on its own
      // database copy, and src/ keeps no state between providers at module level (the auth
      // package's files, in jsdom, stay isolated).
      { extends: true, test: { name: 'identity', pool, isolate: false } },
      {
        resolve: authPackage.resolve,
        ssr: authPackage.ssr,
        test: {
          ...authPackage.test,
          name: 'auth-package',
          pool,
          include: ['test/auth-package/**/*.test.{ts,tsx}'],
          // The root's include is merged in; the provider's own tests belong to the other project.
          exclude: ['src/**', 'node_modules/**'],
          hookTimeout,
          globalSetup,
          // jsdom with server-side module transforms, so the provider runs in the same process.
          environment: './test/auth-package/jsdom-server-environment.ts',
          // The page runs on the web client's registered origin, so redirect URIs match the provider's.
          environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
        },
      },
    ],
  },
});
