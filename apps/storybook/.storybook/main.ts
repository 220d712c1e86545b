import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addons, framework, sourceCondition, storyGlobs } from '@clorofil/storybook-config';
import type { StorybookConfig } from '@storybook/react-vite';
import { createLogger, defaultClientConditions, mergeConfig, type UserConfig } from 'vite';
import { ensureMswWorker } from './msw-worker.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(configDir, '../../..');

const viteOverrides: UserConfig = {
  resolve: {
    // Every workspace package declares the source condition, so stories read `src` (fast HMR,
    // no tsup build first); `dist` is only for publishing.
    conditions: [sourceCondition, ...defaultClientConditions],
  },
  server: { fs: { allow: [root] } },
  // Pre-bundled up front: discovered mid-run, Vite reloads and a story test sees two Reacts.
  optimizeDeps: {
    include: [
      '@clorofil/content > keen-slider/react',
      '@clorofil/auth > react-oidc-context',
      '@clorofil/auth > oidc-client-ts',
      '@clorofil/auth > zustand',
      '@tanstack/react-query',
    ],
  },
  // Warnings and errors only: the list of every emitted chunk is noise in CI logs.
  customLogger: createLogger('warn', { allowClearScreen: false }),
  build: {
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: false,
    rolldownOptions: {
      // Chakra's and zag's "use client" banners mean nothing in a client-only bundle, and a
      // thousand of these warnings would bury a real one.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  stories: storyGlobs({ root, configDir, only: process.env.STORIES || undefined }),
  addons,
  framework,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [ensureMswWorker(path.join(configDir, '../public'))],
  // No docs pages, so no prop tables to extract: skipping docgen keeps build and tests quick.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, viteOverrides),
};

export default config;
