import { libraryConfig } from '@clorofil/tsup-config';

export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    'testing-browser': 'src/testing/browser.ts',
    'testing-vitest-setup': 'src/testing/vitest-setup.ts',
  },
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
