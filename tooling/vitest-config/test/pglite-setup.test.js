// readyForCopies: what a copy of a readied database starts with, and what its start costs.
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { COPY_SHARED_BUFFERS, readyForCopies } from '../pglite-setup.js';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** One new database with a table, dumped as initdb leaves it and again once readied. */
let plain;
let readied;
beforeAll(async () => {
  const pglite = new PGlite();
  try {
    await pglite.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1), (2), (3)');
    plain = await pglite.dumpDataDir('none');
    await readyForCopies(pglite);
    readied = await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
  // initdb inside WebAssembly: ~5 s of CPU, much longer on a busy machine (CI).
}, 120_000);

/** Starts a copy of `dump`, runs `look` on it; the CPU of the start is the least of `starts` tries. */
async function copy(dump, look, starts = 2) {
  let startMs = Infinity;
  let seen;
  for (let i = 0; i < starts; i++) {
    const before = cpuMs();
    const pglite = new PGlite({ loadDataDir: dump });
    await pglite.query('SELECT 1');
    startMs = Math.min(startMs, cpuMs() - before);
    seen = await look(pglite);
    await pglite.close();
  }
  return { startMs, seen };
}

const look = async (pglite) => ({
  buffers: (await pglite.query('SHOW shared_buffers')).rows[0].shared_buffers,
  databases: (await pglite.query('SELECT datname FROM pg_database ORDER BY datname')).rows.map((row) => row.datname),
  kept: (await pglite.query('SELECT count(*)::int AS n FROM kept')).rows[0].n,
});

describe('readyForCopies', () => {
  it('gives every copy small shared buffers and only the database it connects to, its data intact', async () => {
    const before = await copy(plain, look);
    const after = await copy(readied, look);
    console.info(
      `a copy's start: ${before.startMs.toFixed(0)} ms of CPU as initdb leaves it, ${after.startMs.toFixed(0)} ms readied; ` +
        `dump ${(plain.size / 1e6).toFixed(1)} → ${(readied.size / 1e6).toFixed(1)} MB`,
    );
    expect(before.seen).toEqual({ buffers: '128MB', databases: ['postgres', 'template0', 'template1'], kept: 3 });
    expect(after.seen).toEqual({ buffers: COPY_SHARED_BUFFERS, databases: ['postgres'], kept: 3 });
    expect(readied.size).toBeLessThan(plain.size * 0.7);
    // CPU time, not wall time, so a busy machine slows both alike.
    expect(after.startMs).toBeLessThan(before.startMs * 0.6);
  });

  it('leaves a copy that writes more than its buffers hold and reads it all back', async () => {
    const { seen } = await copy(
      readied,
      async (pglite) => {
        // ~30 MB of rows: twice the shared buffers, so pages leave them and come back.
        await pglite.exec("CREATE TABLE big AS SELECT n, repeat('x', 100) AS pad FROM generate_series(1, 200000) AS n");
        return (await pglite.query('SELECT count(*)::int AS n, sum(n)::float8 AS total FROM big')).rows[0];
      },
      1,
    );
    expect(seen).toEqual({ n: 200000, total: 20000100000 });
  });
});
