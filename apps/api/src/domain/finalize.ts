import type { RawBuilder, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Given to a write sent with an Idempotency-Key (http/idempotency.ts): the write stores its answer
 * in the key's record in the same commit as its effect, and only while that record is still this
 * request's, so a request whose key was taken over after the lease leaves no effect behind.
 */
export interface Finalize {
  /**
   * Stores `answer` inside the write's own transaction; throws (rolling the write back) when the
   * record is no longer this request's.
   */
  inTransaction(trx: Transaction<DB>, answer: unknown): Promise<void>;
  /**
   * For a write that is one statement, which then needs no transaction of its own: `held`, as a
   * CTE, yields a row while the record is still this request's and locks it until the statement
   * commits (the effect is made to depend on that row); `store(answer)`, as a later CTE, stores
   * `answer` — SQL for the answer's JSON as text, or NULL to store nothing.
   */
  held: RawBuilder<unknown>;
  store(answer: RawBuilder<unknown>): RawBuilder<unknown>;
  /** The refusal to throw when the statement found the record no longer held. */
  takenOver(): Error;
}
