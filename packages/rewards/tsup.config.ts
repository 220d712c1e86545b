import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2023',
  // Pages are `lazy` imports, so tsup splits each into its own chunk.
  splitting: true,
  external: [/^react/, /^@chakra-ui/, /^@emotion/, /^@clorofil\//, /^@tanstack/, 'lucide-react'],
});
