import { randomUUID } from 'node:crypto';
import { endpoints, type SpinResult } from '@clorofil/api-client/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { fingerprintOf, withIdempotency } from '../http/idempotency.js';
import { memberCounters } from '../http/rate-limit.js';
import { SpinClaims } from './spin-claims.js';
import { spin } from './wheel.js';

const UNDO = Symbol('undo the warm-up');
const PLANNED_RUNS = 6;
// The limit's figures are parameters of the statements; their text, which is what is warmed, is
// the same for any limit.
const RULE = { max: 1_000, windowMs: 60_000 };

/**
 * Runs the spin's statements once on every connection that serves queries, each inside a
 * transaction that is rolled back, before the API takes requests. Nothing is written: no spin, no
 * points, no code, no counter, no idempotency record, and no NOTIFY (PostgreSQL sends a
 * transaction's notifications only when it commits).
 *
 * Why: a statement's first run on a connection costs several times the next ones. PostgreSQL
 * plans it (the named prepared statements of db/database.ts are per connection), loads the catalog
 * entries of every table, index and trigger it touches, and compiles the trigger functions. After
 * a start or a deploy, the first burst of spins paid that on every pooled connection: in
 * `pnpm bench` all 25 slowest of 2,000 spins were among the first ~80 answered (62–80 ms; 22–37 ms
 * after them), which made the spin's p99 51–64 ms; with this warm-up it was 37–43 ms
 * (apps/api/README.md). The answer's check against the contract is run once too, since the
 * schema builds its checks on the first: without that the p99 was 39–50 ms in alternating runs.
 *
 * Both ways a spin may take are warmed: the statement that spins arriving together share, with
 * their limit counted and, for the web app's spins, their Idempotency-Key's record written in it
 * (domain/spin-claims.ts); and the way a key whose record decides takes (the limit counted in
 * front, then the key's record and the spin in one transaction). Each connection uses another member and another (documentation)
 * address, so no warm-up waits for another's rows. Resolves to the number of connections warmed:
 * none without an active wheel or without members (a database just created).
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
        // Without a key spins share one statement (domain/spin-claims.ts); with one spin it is the same
        // text. PostgreSQL plans a prepared statement afresh on each of its first five runs on a
        // connection (custom plans) and only then settles on one plan: run past that here.
        // The first run with a key, as the web app sends a spin: the same text, its record written.
        let answer: SpinResult | undefined;
        for (let run = 0; run < PLANNED_RUNS; run += 1) {
          const claimed = await new SpinClaims(here).claim(
            memberId,
            wheel.id,
            memberCounters(ctx.clock, address, memberId, 'spin', RULE),
            run === 0 ? { key: randomUUID(), fingerprint, owner: randomUUID() } : undefined,
          );
          if (claimed.kind !== 'answer') throw new Error(`the warm-up's spin was not answered (${claimed.kind})`);
          answer ??= claimed.result;
        }
        // The route checks every answer against the contract; the first check builds the schema's checks.
        JSON.stringify(endpoints.spin.response.parse(answer));
        await memberCounters(ctx.clock, address, memberId, 'spin', RULE).count(trx);
        await withIdempotency(trx, ctx.clock, memberId, randomUUID(), fingerprint, (finalize) =>
          spin(here, memberId, wheel.id, finalize),
        );
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
