// The globalSetup half of pglite.js: writes a package's dumped databases to a temp folder for the
// run and hands their paths to the tests (Vitest's provide/inject); the folder goes at teardown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {{ provide(key: 'pgliteDumps', value: Record<string, string>): void }} project
 * @param {Record<string, Blob>} dumps PGlite's `dumpDataDir('none')` of each database, by name
 * @returns {Promise<() => void>} the teardown
 */
export async function provideDumps(project, dumps) {
  const dir = mkdtempSync(join(tmpdir(), 'clorofil-pglite-'));
  /** @type {Record<string, string>} */
  const files = {};
  for (const [name, blob] of Object.entries(dumps)) {
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    files[name] = file;
  }
  project.provide('pgliteDumps', files);
  return () => rmSync(dir, { recursive: true, force: true });
}
