// The globalSetup half of pglite.js: writes a package's dumped databases to a temp folder for the
// run and hands their paths to the tests (Vitest's provide/inject); the folder goes at teardown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The shared buffers of every copy: more than a test database fills (the API's seeded one is a
 * few MB), and a fraction of PostgreSQL's default 128 MB.
 */
export const COPY_SHARED_BUFFERS = '16MB';

/**
 * Readies `pglite` (a new database, before it is dumped) to be copied cheaply. Each copy is a new
 * PGlite that unpacks the dump and starts PostgreSQL, and two defaults cost that start most of its
 * CPU (2-core machine, one copy of a new database): the WebAssembly engine allocates and zeroes the
 * 128 MB of shared buffers on every start (about half of that CPU), and every copy unpacks
 * template0 and template1 (over a third of what it unpacks), which nothing a test runs uses —
 * PGlite connects to `postgres` and no test creates a database. The setting goes into the
 * data directory (`ALTER SYSTEM`: postgresql.auto.conf), so every copy starts with it; the
 * database readied keeps its own buffers until it stops.
 * @param {{ exec(query: string): Promise<unknown> }} pglite
 */
export async function readyForCopies(pglite) {
  await pglite.exec(`ALTER SYSTEM SET shared_buffers = '${COPY_SHARED_BUFFERS}'`);
  await pglite.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await pglite.exec('DROP DATABASE template0');
  await pglite.exec('DROP DATABASE template1');
  await pglite.exec('CHECKPOINT');
}

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
