import { defineConfig } from 'vitest/config';

// Not the shared preset: @clorofil/vitest-config is linted with this package, so depending on it
// here would make the two packages a cycle in the workspace graph (turbo refuses cycles).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.js'],
    testTimeout: 120000,
    // The CI summary sums every package's test-results/vitest.json.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
