import type { RateLimitRule } from '../context.js';
import { Catalogue, memberTag } from '../cache/cache-hub.js';
import { SpinClaims } from '../domain/spin-claims.js';
import { currentWheel, spin, spinnable, tehranDay } from '../domain/wheel.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function wheelRoutes(kit: RouteKit, spinLimit: RateLimitRule): void {
  const wheel = [Catalogue.wheel];
  defineRoute(kit, 'getWheelPrizes', () => currentWheel(kit.ctx.db, kit.ctx.publicOrigin), {
    cache: { key: () => 'wheel:prizes', tags: () => wheel },
  });
  // The answer changes at Tehran midnight, so the day is part of the key.
  defineRoute(kit, 'getSpinnable', ({ member, params }) => spinnable(kit.ctx, member.id, params.wheelId), {
    cache: {
      key: ({ member, params }) => `spinnable:${member.id}:${params.wheelId}:${tehranDay(kit.ctx.clock.now())}`,
      tags: ({ member }) => [memberTag(member.id), Catalogue.wheel],
    },
  });
  // The spin draws from the cached wheel, and its one statement claims the day only if the wheel
  // in the database is still exactly that wheel (domain/wheel.ts); the member comes from the cache
  // as for reads, since the statement's constraints (one spin a Tehran day) hold for any member id.
  // Spins that arrive together share that statement (domain/spin-claims.ts), with or without an
  // Idempotency-Key: a key's finished record is written in it too.
  const together = new SpinClaims(kit.ctx);
  defineRoute(
    kit,
    'spin',
    ({ member, params, finalize, rateLimit, keyed }) =>
      spin(kit.ctx, member.id, params.wheelId, finalize, rateLimit, together, keyed),
    {
      rateLimit: spinLimit,
      memberFromCache: true,
      // The limit is counted in the spin's own statement (one round trip), and so is the key's record.
      countInStatement: true,
      keyInStatement: true,
    },
  );
}
