import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    'testing-browser': 'src/testing/browser.ts',
    'testing-vitest-setup': 'src/testing/vitest-setup.ts',
  },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: [
    /^react/,
    /^@clorofil\//,
    /^@storybook\//,
    /^@tanstack\//,
    /^@testing-library\//,
    'oidc-client-ts',
    'react-oidc-context',
    'zustand',
    'msw',
    'vitest',
  ],
});
