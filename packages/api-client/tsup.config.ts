import { libraryConfig } from '@clorofil/tsup-config';

export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract/index.ts',
    mocks: 'src/mocks/index.ts',
    testing: 'src/testing/index.ts',
    'testing-browser': 'src/testing/browser.ts',
  },
  external: ['axios', 'zod', /^msw/, /^react/, /^@tanstack\//, 'vitest'],
});
