import { randomUUID } from 'node:crypto';
import { endpoints } from '@clorofil/api-client/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from './context.js';
import type { DB } from './db/schema.js';
import { spin } from './domain/wheel.js';
import { fingerprintOf, withIdempotency } from './http/idempotency.js';
import { countMemberWrite } from './http/rate-limit.js';

const UNDO = Symbol('undo the warm-up');
// PostgreSQL plans a prepared statement afresh on each of its first five runs on a connection
// (custom plans) and only then settles on one plan: the warm-up runs past that.
const PLANNED_RUNS = 6;
// The limit's figures are parameters of the statements; their text, which is what is warmed, is
// the same for any limit.
const RULE = { max: 1_000, windowMs: 60_000 };

/**
 * Runs a spin's statements — its rate limit, its Idempotency-Key's claim, the spin's statement
 * that also stores the key's answer, and the spin's statement without a key — on every connection
 * that serves queries, each inside a transaction that is rolled back, before the API takes
 * requests. Nothing is written: no spin, no points, no code, no counter, no idempotency record,
 * and no NOTIFY (PostgreSQL sends a transaction's notifications only when it commits).
 *
 * Why: a statement's first runs on a connection cost several times the later ones. PostgreSQL
 * plans it (the named prepared statements of db/database.ts are per connection), loads the catalog
 * entries of every table, index and trigger it touches, and compiles the trigger functions; after
 * a start or a deploy the first burst of spins paid that on every pooled connection. The answer's
 * check against the contract runs once too, since the schema builds its checks on the first.
 *
 * Each connection uses another member and another (documentation) address, so no warm-up waits
 * for another's rows. Resolves to the number of connections warmed: none without an active wheel
 * or without members (a database just created).
 */
export async function warmWrites(ctx: AppContext): Promise<number> {
  const wheel = await ctx.db
    .selectFrom('wheels')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!wheel) return 0;
  const connections = ctx.database.connections;
  const members = await ctx.db.selectFrom('members').select('id').orderBy('id').limit(connections).execute();
  if (members.length === 0) return 0;
  const fingerprint = fingerprintOf('POST', `/api/wheel/Spin/${wheel.id}`, undefined);
  // All at once: each transaction holds its own connection until it is rolled back.
  await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      undone(ctx, async (trx) => {
        const memberId = members[i % members.length]!.id;
        const address = `192.0.2.${i + 1}`;
        const here = { ...ctx, db: trx };
        for (let run = 0; run < PLANNED_RUNS; run += 1) {
          await countMemberWrite(trx, ctx.clock, address, memberId, 'spin', RULE);
          const { body } = await withIdempotency(trx, ctx.clock, memberId, randomUUID(), fingerprint, (finalize) =>
            spin(here, memberId, wheel.id, finalize),
          );
          await spin(here, memberId, wheel.id);
          // The route checks every answer against the contract; the first check builds the schema's checks.
          if (run === 0) JSON.stringify(endpoints.spin.response.parse(body));
        }
      }),
    ),
  );
  return connections;
}

async function undone(ctx: AppContext, work: (trx: Transaction<DB>) => Promise<void>): Promise<void> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await work(trx);
      throw UNDO;
    });
  } catch (error) {
    if (error !== UNDO) throw error;
  }
}
