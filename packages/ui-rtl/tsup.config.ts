import { libraryConfig } from '@clorofil/tsup-config';

export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.tsx',
    // A separate entry so the font's CSS side effect is imported once by apps, never by accident.
    fonts: 'src/fonts.ts',
  },
  // The font subsets travel with fonts.css (src/fonts/vazirmatn.css).
  loader: { '.woff2': 'file' },
  external: [
    /^react/,
    /^@chakra-ui/,
    /^@emotion/,
    /^@fontsource/,
    /^@clorofil\//,
    /^@testing-library/,
    'formik',
    'yup',
    'react-hot-toast',
    'lucide-react',
  ],
});
