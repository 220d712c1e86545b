import { libraryConfig } from '@clorofil/tsup-config';

export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    // Apart from the main entry, so sanitize-html reaches only the bundles that import it.
    sanitize: 'src/sanitize/index.ts',
    testing: 'src/testing.ts',
  },
  external: ['yup', 'sanitize-html'],
});
