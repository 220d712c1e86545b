import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

// The form tests type a whole teacher form key by key, which takes tens of seconds on a busy
// shared machine; the preset's 15 s is for screens with a click or two.
export default defineConfig(clorofilTest({ setupFiles: ['./src/test-setup.ts'], testTimeout: 60000 }));
