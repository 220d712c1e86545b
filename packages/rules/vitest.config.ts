import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig } from 'vitest/config';

// jsdom by default, for the sanitiser's test; the rules' own tests say `@vitest-environment node`.
export default defineConfig(clorofilTest());
