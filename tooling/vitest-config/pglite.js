// Copies of PGlite databases for the tests of a run. A new PGlite database runs initdb inside the
// WebAssembly engine (~4–6 s of CPU on a 2-core machine), and migrating and seeding it takes more:
// one per test file would be most of those packages' test time. A package's globalSetup makes each
// database once per run, readies it for copies and dumps it (pglite-setup.js); a test loads a copy
// (~0.5 s of CPU): the same data every time, nothing shared between tests.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** @type {Map<string, Blob>} */
const read = new Map();

/**
 * The dumped data directory named `name`, for `new PGlite({ loadDataDir })`: read from disk once
 * per test file, then the same (immutable) Blob for every copy.
 * @param {string} name
 * @returns {Blob}
 */
export function pgliteDump(name) {
  const cached = read.get(name);
  if (cached) return cached;
  const file = inject('pgliteDumps')?.[name];
  if (!file)
    throw new Error(`No PGlite dump named "${name}": list the package's PGlite setup in its vitest globalSetup.`);
  const blob = new Blob([readFileSync(file)]);
  read.set(name, blob);
  return blob;
}
