// Dev, tests and typecheck read workspace packages from `src/`, never from a
// `dist/` that may be stale or missing (a fresh clone has none). Checked three ways: every export
// declares the source condition first; Vite with this preset's conditions (what Vitest, the web
// app and Storybook use) resolves each entry to `src/`; tsc with the shared tsconfig does too.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createViteServer } from 'vitest/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clorofilTest, sourceCondition } from '../index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const packageDirs = ['packages', 'apps']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)))
  .filter((dir) => existsSync(path.join(dir, 'package.json')));
const manifest = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** [package name, subpath, export entry] for every built (dist) entry of every workspace package. */
const builtEntries = packageDirs.flatMap((dir) => {
  const { name, exports = {} } = manifest(dir);
  return Object.entries(exports)
    .filter(([, entry]) => JSON.stringify(entry).includes('/dist/'))
    .map(([subpath, entry]) => [name, subpath, entry, dir]);
});

describe('every built export has its source first', () => {
  it('there are built entries to check', () => {
    expect(builtEntries.length).toBeGreaterThan(5);
  });
  it.each(builtEntries)('%s %s', (_name, _subpath, entry, dir) => {
    expect(Object.keys(entry)[0]).toBe(sourceCondition);
    expect(existsSync(path.join(dir, entry[sourceCondition]))).toBe(true);
  });
});

describe('Vite with the preset resolves workspace packages to src/', () => {
  const web = path.join(root, 'apps/web');
  const importer = path.join(web, 'src/main.tsx');
  const webDeps = Object.keys(manifest(web).dependencies ?? {});
  const specifiers = builtEntries
    .filter(([name]) => webDeps.includes(name))
    .map(([name, subpath]) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`));
  let server;
  beforeAll(async () => {
    const preset = clorofilTest();
    server = await createViteServer({
      configFile: false,
      root: web,
      logLevel: 'silent',
      resolve: preset.resolve,
      ssr: preset.ssr,
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  });
  afterAll(() => server?.close());

  it.each(specifiers)('%s', async (specifier) => {
    for (const ssr of [false, true]) {
      const resolved = await server.environments[ssr ? 'ssr' : 'client'].pluginContainer.resolveId(specifier, importer);
      expect(resolved?.id, `${specifier} (${ssr ? 'node' : 'browser'})`).toMatch(/\/(packages|apps)\/[^/]+\/src\//);
    }
  });
});

describe('tsc with the shared tsconfig', () => {
  it('type-checks a consumer from its libraries’ sources, never their dist/', () => {
    const consumer = path.join(root, 'packages/content');
    // The compiler every typecheck task runs (tooling/tsconfig/tsc7.mjs). Type errors are the
    // typecheck task's business; this test reads only where imports went, so tsc builds the
    // program (resolving every import) and lists its files without checking them.
    const listed = spawnSync(path.join(consumer, 'node_modules/.bin/tsc7'), ['--listFilesOnly', '-p', consumer], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).stdout.split('\n');
    const libraries = Object.keys(manifest(consumer).dependencies ?? {})
      .map((name) =>
        packageDirs.find((dir) => dir.includes(`${path.sep}packages${path.sep}`) && manifest(dir).name === name),
      )
      .filter((dir) => dir !== undefined);
    expect(libraries.length).toBeGreaterThan(0);
    for (const dir of libraries) {
      const own = listed.filter((file) => file.startsWith(`${dir}${path.sep}`));
      expect(
        own.some((file) => file.startsWith(path.join(dir, 'src', path.sep))),
        dir,
      ).toBe(true);
      expect(
        own.filter((file) => file.startsWith(path.join(dir, 'dist', path.sep))),
        dir,
      ).toEqual([]);
    }
  });
});
