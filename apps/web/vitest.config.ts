import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

// Each project below says which files it runs (a project extending the root adds to its `include`).
const base = clorofilTest({ setupFiles: ['./src/test-setup.ts'] });
const { include: allTests = [], ...shared } = base.test ?? {};

// The server render's test runs in workers of its own. React's server renderer sets the contexts it
// renders with on the same context objects the browser's renderer reads, and the browser tests
// share a worker's modules (`isolate: false`): after a server render, a browser test met the
// router's context of that render («a <Router> inside another <Router>»). In production the
// server bundle has a process of its own.
const serverTests = ['src/server/entry-server.test.tsx'];

export default defineConfig({
  ...base,
  test: {
    ...shared,
    projects: [
      { extends: true, test: { name: 'browser', include: allTests, exclude: serverTests } },
      { extends: true, test: { name: 'server-render', include: serverTests, isolate: true } },
    ],
  },
});
