import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Given to a write sent with an Idempotency-Key (http/idempotency.ts), which calls it inside its
 * own transaction with the answer it returns, so the effect and the key's stored answer commit
 * together; it throws (rolling the write back) when the key was taken over meanwhile.
 */
export type Finalize = (trx: Transaction<DB>, answer: unknown) => Promise<void>;
