import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { pgliteCopy } from './support/pglite-copy.js';

// Issue 14 (the buy's p99 on PGlite): statements and transactions that queue for the single PGlite
// session must let the event loop turn between them, or new connections wait for the whole queue
// (db/pglite-turns.ts).
describe('the PGlite session between its holders', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  /** Counts the event loop's turns while `work` runs. */
  async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns += 1;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      await work();
    } finally {
      counting = false;
    }
    return turns;
  }

  it('lets the event loop turn between queued transactions, and runs each whole, in order', async () => {
    database = await openDatabase({ kind: 'pglite', instance: pgliteCopy('empty') });
    const db = database.db;
    await sql`CREATE TABLE turns (holder int, step int)`.execute(db);
    const holders = 20;
    const turns = await turnsDuring(() =>
      Promise.all(
        Array.from({ length: holders }, (_, holder) =>
          db.transaction().execute(async (trx) => {
            await sql`INSERT INTO turns VALUES (${holder}, 1)`.execute(trx);
            await sql`INSERT INTO turns VALUES (${holder}, 2)`.execute(trx);
          }),
        ),
      ),
    );
    // A turn at least between each two holders (without db/pglite-turns.ts: 1, the whole queue).
    expect(turns).toBeGreaterThanOrEqual(holders - 1);
    const rows = (await sql<{ holder: number; step: number }>`SELECT holder, step FROM turns`.execute(db)).rows;
    // One session: each transaction's statements next to each other, holders first come, first served.
    expect(rows).toEqual(
      Array.from({ length: holders }, (_, holder) => [1, 2].map((step) => ({ holder, step }))).flat(),
    );
  });

  it('hands the session on after a transaction that failed', async () => {
    database = await openDatabase({ kind: 'pglite', instance: pgliteCopy('empty') });
    const db = database.db;
    const failed = db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      throw new Error('refused');
    });
    const next = db.transaction().execute(async (trx) => (await sql<{ n: number }>`SELECT 2 AS n`.execute(trx)).rows);
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toEqual([{ n: 2 }]);
  });
});
