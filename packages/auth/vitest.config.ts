import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = clorofilTest({ testTimeout: 60000, setupFiles: ['./src/testing/vitest-setup.ts'] });

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    // The page runs on the web client's registered origin, so redirect URIs match the provider's.
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
  },
});
