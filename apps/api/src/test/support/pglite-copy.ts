import { PGlite } from '@electric-sql/pglite';
import { pgliteDump } from '@clorofil/vitest-config/pglite';

/**
 * A new in-memory PGlite that starts as a copy of one of the run's databases
 * (support/global-setup.ts): `empty` as initdb leaves it, or `seeded` — migrated, with the
 * reference data and the demo members. Each copy is the test's own.
 */
export function pgliteCopy(of: 'empty' | 'seeded'): PGlite {
  return new PGlite({ loadDataDir: pgliteDump(of) });
}
