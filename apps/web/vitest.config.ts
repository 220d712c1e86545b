import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  clorofilTest({
    setupFiles: ['./src/test-setup.ts'],
    // The build's own plugins (scripts/compile-hints.mjs) are tested beside them.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  }),
);
