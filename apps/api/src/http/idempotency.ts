import { createHash, randomUUID } from 'node:crypto';
import { fa } from '@clorofil/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AppContext, Clock } from '../context.js';
import type { Finalize } from '../domain/finalize.js';
import { ApiError, errorAnswer } from './errors.js';

const KEY_PATTERN = /^[\x21-\x7E]{1,100}$/;
// A record left in flight this long probably belongs to a process that died mid-request (the
// lease; IDEMPOTENCY_LEASE_MS). If that request is merely slow, the owner fence below makes it
// roll back rather than commit twice.
export const DEFAULT_LEASE_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key (the contract's `idempotent`). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while an idempotent route's handler runs with a key: the write stores its answer through it. */
    finalize: Finalize | undefined;
  }
}

/**
 * The Idempotency-Key protocol as a plugin: the handler of every route whose `config.idempotent`
 * is set runs through withIdempotency when a signed-in member sends a key (after the route's rate
 * limit and its input's validation, so neither a 429 nor a malformed request is stored as the
 * key's answer); the stored answer of a repeat is sent with `idempotent-replayed: true`.
 */
export function installIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('finalize', undefined);
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const handler = route.handler;
    route.handler = async function idempotent(request, reply) {
      const key = request.headers['idempotency-key'];
      if (key === undefined || !request.member) return handler.call(this, request, reply);
      const outcome = await withIdempotency(
        ctx.db,
        ctx.clock,
        request.member.id,
        String(key),
        fingerprintOf(request.method, request.url.split('?')[0] ?? '', request.input?.body),
        async (finalize) => {
          request.finalize = finalize;
          return handler.call(this, request, reply);
        },
        ctx.idempotencyLeaseMs,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(outcome.status).send(outcome.body);
    };
  });
}

export interface IdempotentOutcome {
  status: number;
  body: unknown;
  replayed: boolean;
}

export function fingerprintOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path} ${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * SECURITY 15: the first request with a key runs; a repeat with the same fingerprint replays the
 * stored status and body; another route or body → 422; a repeat while the first still runs → 409.
 * Expected failures (4xx) are stored and replayed too; unexpected ones (5xx) free the key.
 * Each claim writes a fresh `owner`; every later write to the record requires that owner, and the
 * successful outcome is written in the same commit as the operation's effect — inside its
 * transaction, or inside its one statement (`Finalize`). A request whose stale key was taken over
 * therefore finds no row to finalise and leaves no effect behind.
 */
export async function withIdempotency(
  db: Kysely<DB>,
  clock: Clock,
  memberId: number,
  key: string,
  fingerprint: string,
  run: (finalize: Finalize) => Promise<unknown>,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<IdempotentOutcome> {
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, fa.idempotencyKeyInvalid);
  const now = clock.now();
  const owner = randomUUID();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ member_id: memberId, key, fingerprint, state: 'in_flight', created_at: now, response: null, owner })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();

  if (!claimed) {
    const existing = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (existing.fingerprint !== fingerprint) throw new ApiError(422, fa.idempotencyMismatch);
    if (existing.state === 'done') {
      return { status: existing.status_code ?? 200, body: existing.response, replayed: true };
    }
    const takenOver =
      new Date(existing.created_at).getTime() < now.getTime() - leaseMs &&
      (
        await db
          .updateTable('idempotency_keys')
          .set({ created_at: now, owner })
          .where('member_id', '=', memberId)
          .where('key', '=', key)
          .where('state', '=', 'in_flight')
          .where('created_at', '=', existing.created_at)
          .executeTakeFirst()
      ).numUpdatedRows > 0n;
    if (!takenOver) throw new ApiError(409, fa.idempotencyInFlight);
  }

  const record = (status: number, body: unknown) => ({
    state: 'done' as const,
    status_code: status,
    response: JSON.stringify(body),
  });
  const mine = { member_id: memberId, key, owner } as const;
  const stillMine = sql`member_id = ${memberId}::int AND key = ${key}::text AND owner = ${owner}::text
    AND state = 'in_flight'`;
  const takenOver = () => new ApiError(409, fa.idempotencyInFlight);
  const finalize: Finalize = {
    async inTransaction(trx, answer) {
      const { numUpdatedRows } = await trx
        .updateTable('idempotency_keys')
        .set(record(200, answer))
        .where('member_id', '=', mine.member_id)
        .where('key', '=', mine.key)
        .where('owner', '=', mine.owner)
        .where('state', '=', 'in_flight')
        .executeTakeFirst();
      // Thrown inside the transaction, so the write it was about to commit is undone.
      if (numUpdatedRows === 0n) throw takenOver();
    },
    held: sql`SELECT 1 FROM idempotency_keys WHERE ${stillMine} FOR UPDATE`,
    store: (answer) => sql`
      UPDATE idempotency_keys SET state = 'done', status_code = 200, response = a.answer::jsonb
      FROM (SELECT ${answer} AS answer) AS a WHERE a.answer IS NOT NULL AND ${stillMine}`,
    takenOver,
  };
  try {
    const body = await run(finalize);
    return { status: 200, body, replayed: false };
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer && answer.status < 500) {
      await db
        .updateTable('idempotency_keys')
        .set(record(answer.status, answer.body))
        .where('member_id', '=', mine.member_id)
        .where('key', '=', mine.key)
        .where('owner', '=', mine.owner)
        .where('state', '=', 'in_flight')
        .execute();
    } else {
      await db
        .deleteFrom('idempotency_keys')
        .where('member_id', '=', mine.member_id)
        .where('key', '=', mine.key)
        .where('owner', '=', mine.owner)
        .where('state', '=', 'in_flight')
        .execute();
    }
    throw error;
  }
}
