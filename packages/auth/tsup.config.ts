import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: [/^react/, /^@clorofil\//, 'oidc-client-ts', 'react-oidc-context', 'zustand'],
});
