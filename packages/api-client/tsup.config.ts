import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract/index.ts',
    'early-reads': 'src/client/early-reads.ts',
    mocks: 'src/mocks/index.ts',
    testing: 'src/testing/index.ts',
    'testing-browser': 'src/testing/browser.ts',
  },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: ['axios', 'zod', /^msw/, /^react/, /^@tanstack\//, 'vitest'],
});
