// The lint of a package runs beside its build (`turbo run lint typecheck test build`). tsup and Vite
// bundle their config into a file next to it and delete it once loaded; if ESLint lists that file and
// it is gone when ESLint reads it, the whole lint crashes (ENOENT, exit 2) — CI of 6ca29c9 failed so.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clorofil } from '../index.js';

let dir;
let eslint;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'clorofil-eslint-'));
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: clorofil({ kind: 'library', name: 'api-client' }),
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('build tools’ throw-away config bundles are never linted', () => {
  it.each([
    'tsup.config.bundled_xk2j9d81b0.mjs',
    'tsup.config.bundled_xk2j9d81b0.cjs',
    'vite.config.ts.timestamp-1764150000000-5c1e2a.mjs',
    'vitest.config.ts.timestamp-1764150000000-5c1e2a.mjs',
  ])('%s is ignored', async (file) => {
    expect(await eslint.isPathIgnored(path.join(dir, file))).toBe(true);
  });

  it('the config files themselves and ordinary .mjs files are still linted', async () => {
    for (const file of ['tsup.config.ts', 'vite.config.ts', 'scripts/build.mjs']) {
      expect(await eslint.isPathIgnored(path.join(dir, file))).toBe(false);
    }
  });
});
