import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@clorofil/vitest-config/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: rendered by Debian's Chromium (through Playwright's `executablePath`,
// so no Playwright browser download) with the same preview, providers and MSW handlers as
// Storybook itself. `STORIES=packages/<name>` narrows the run like it narrows Storybook.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    // Two cores shared with other engineers: one browser, two story files at a time.
    fileParallelism: true,
    maxWorkers: 2,
    // Story files share their tab's modules (React, Chakra, the providers, MSW) instead of loading
    // them again in a new frame per file, which would more than double the run. Each story still
    // renders afresh, and preview.tsx clears what lives in module state (toasts).
    isolate: false,
    // A hang detector, not a speed target: with two cores shared by turbo's other task, the
    // browser and Vite, the heaviest page's first story (the activity report: five charts, their
    // tables and axe over all of it) takes 15 s of wall time.
    testTimeout: 60000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
