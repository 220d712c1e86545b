import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = clorofilTest({ testTimeout: 60000, setupFiles: ['./src/test-support/setup.ts'] });
// Tests that run the real identity provider in process.
const providerTests = 'src/**/*.provider.test.{ts,tsx}';

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    // The page runs on the web client's registered origin, so redirect URIs match the provider's.
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
    // The in-process identity provider takes a few seconds to start on a busy machine.
    hookTimeout: 60000,
    projects: [
      { extends: true, test: { name: 'unit', exclude: [providerTests] } },
      {
        extends: true,
        // jsdom with server-side module transforms, so apps/identity can run in the same process.
        test: {
          name: 'provider',
          exclude: ['src/**/!(*.provider).test.{ts,tsx}'],
          environment: './src/test-support/jsdom-server-environment.ts',
        },
      },
    ],
  },
});
