// Shared Vitest preset. Component packages run in jsdom with Testing Library's matchers;
// `renderWithProviders` (Chakra system, fa-IR, rtl, memory router, toasts) lives in
// `@clorofil/ui-rtl/testing`, because the providers belong to the design system and tooling
// sits below the libraries in the dependency graph.
import { fileURLToPath } from 'node:url';

const setupFile = fileURLToPath(new URL('./setup.js', import.meta.url));

// Workspace packages export `src/` under this condition, so tests never read a stale `dist/`.
// Vite's own defaults follow it (spelled out: this preset does not depend on vite directly).
export const sourceCondition = '@clorofil/source';
const clientConditions = [sourceCondition, 'module', 'browser', 'development|production'];
const serverConditions = [sourceCondition, 'module', 'node', 'development|production'];

/** @param {{ environment?: 'jsdom' | 'node', include?: string[], setupFiles?: string[], testTimeout?: number, isolate?: boolean, maxWorkers?: number }} [options] */
export function clorofilTest(options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    resolve: { conditions: clientConditions },
    ssr: { resolve: { conditions: serverConditions, externalConditions: [sourceCondition] } },
    test: {
      environment,
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: environment === 'jsdom' ? [setupFile, ...(options.setupFiles ?? [])] : (options.setupFiles ?? []),
      testTimeout: options.testTimeout ?? 15000,
      pool: 'threads',
      // A component package's run is mostly evaluating React, Chakra and its own sources (import
      // and transform), which its files then share: a second worker would evaluate all of it again
      // to take over a few files, costing more CPU than it saves, and turbo already runs two
      // packages side by side. A server's files are mostly their own work (an app and a database
      // per file), which two workers split.
      maxWorkers: options.maxWorkers ?? (environment === 'jsdom' ? 1 : 2),
      // Component tests share a worker's modules (React, Chakra, the system) across files instead of
      // evaluating them again for each file, which would be most of their run time. Testing
      // Library's cleanup and renderWithProviders (no toast left from an earlier file) keep the
      // files apart. Node packages stay isolated unless they say otherwise: a server with
      // module-level state would carry it from file to file. The API and the identity provider keep none and share their
      // workers' modules (`isolate: false` in their configs, which say what it saves).
      isolate: options.isolate ?? environment !== 'jsdom',
      restoreMocks: true,
      css: false,
      // The CI summary sums every package's test-results/vitest.json.
      reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    },
  };
}
