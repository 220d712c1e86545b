import type { PGlite } from '@electric-sql/pglite';
import type { Driver } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

/**
 * kysely-pglite-dialect with one change: the single PGlite session passes to the next waiting
 * statement or transaction on a turn of the event loop of its own (`setImmediate`), not at once.
 *
 * PGlite runs a query inside this process, and its answer arrives as a resolved promise. The
 * dialect hands the session straight to the next waiter, so while statements queue, one runs after
 * another in the same turn: under 50 parallel buys a turn lasted ~300 ms, the whole queue. Node
 * accepts a new connection once per turn, so a member whose connection arrived meanwhile waited
 * several turns before their request was even read (`pnpm bench`'s buy on PGlite: p99 3–5 s, the
 * slowest answers all from the first second). With a turn between holders, a turn is one statement
 * or transaction (~10 ms), and the buy's p99 fell to ~1 s: 50 buys queued on one session.
 */
export class TurnTakingPGliteDialect extends PGliteDialect {
  constructor(pglite: PGlite) {
    super(pglite);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const release = driver.releaseConnection.bind(driver);
    // The holder goes on at once; the session stays taken until the next turn, so a statement
    // that arrives meanwhile queues behind those already waiting, as before.
    driver.releaseConnection = async (connection) => {
      setImmediate(() => void release(connection));
    };
    return driver;
  }
}
