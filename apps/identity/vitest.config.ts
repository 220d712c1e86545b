import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = clorofilTest({ environment: 'node', testTimeout: 30000 });

// Each test file starts its own provider on an in-memory PGlite, which takes a few seconds on a
// busy machine: give the start-up hooks the same room as the tests.
export default defineConfig({ ...preset, test: { ...preset.test, hookTimeout: 180000 } });
