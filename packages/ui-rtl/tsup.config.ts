import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing.tsx', validation: 'src/validation/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: [/^react/, /^@chakra-ui/, /^@emotion/, 'formik', 'yup', 'react-hot-toast', 'sanitize-html'],
  onSuccess: 'node scripts/copy-fonts.mjs',
});
