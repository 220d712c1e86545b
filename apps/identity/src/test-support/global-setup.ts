// Vitest globalSetup: one new PGlite database (initdb's output) per run, dumped for every
// in-memory database the tests open (memoryStorage below in test-server.ts), instead of an initdb
// per provider (~4 s of CPU each).
import { PGlite } from '@electric-sql/pglite';
import { provideDumps, readyForCopies } from '@clorofil/vitest-config/pglite-setup';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const pglite = new PGlite();
  try {
    await readyForCopies(pglite);
    return await provideDumps(project, { empty: await pglite.dumpDataDir('none') });
  } finally {
    await pglite.close();
  }
}
