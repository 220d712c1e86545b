// Vitest globalSetup: the databases the tests start from, made once per run (not once per test
// file) and handed to them as dumps (@clorofil/vitest-config/pglite, support/pglite-copy.ts).
import { PGlite } from '@electric-sql/pglite';
import { provideDumps, readyForCopies } from '@clorofil/vitest-config/pglite-setup';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { seedDatabase } from '../../seed/index.js';

export default async function setup(project: TestProject) {
  const pglite = new PGlite();
  const database = await openDatabase({ kind: 'pglite', instance: pglite });
  try {
    await readyForCopies(pglite);
    const empty = await pglite.dumpDataDir('none');
    await migrate(database);
    await seedDatabase(database.db, new Date(), { demo: true });
    return await provideDumps(project, { empty, seeded: await pglite.dumpDataDir('none') });
  } finally {
    await database.close();
  }
}
