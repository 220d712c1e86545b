import { defineConfig } from 'vitest/config';

// Not the shared preset: every package, @clorofil/vitest-config's users among them, depends on this one.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.js'],
    testTimeout: 60000,
    // The CI summary sums every package's test-results/vitest.json.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
