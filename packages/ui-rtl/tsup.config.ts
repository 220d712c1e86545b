import { libraryConfig } from '@clorofil/tsup-config';

export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.tsx',
    validation: 'src/validation/index.ts',
    sanitize: 'src/sanitize/index.ts',
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
    /^@testing-library/,
    'formik',
    'yup',
    'react-hot-toast',
    'sanitize-html',
    'lucide-react',
  ],
});
