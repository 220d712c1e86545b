import type { RateLimitRule } from '../context.js';
import { Catalogue, memberTag } from '../cache/cache-hub.js';
import { currentWheel, spin, spinnable, tehranDay } from '../domain/wheel.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function wheelRoutes(kit: RouteKit, spinLimit: RateLimitRule): void {
  const wheel = [Catalogue.wheel];
  // The table in effect changes at a scheduled Tehran midnight without any write (every other
  // change notifies), so the Tehran day is part of the key: the first read of a day reads afresh.
  defineRoute(kit, 'getWheelPrizes', () => currentWheel(kit.ctx.db, kit.ctx.publicOrigin, kit.ctx.clock.now()), {
    cache: { key: () => `wheel:prizes:${tehranDay(kit.ctx.clock.now())}`, tags: () => wheel },
  });
  // The answer changes at Tehran midnight, so the day is part of the key.
  defineRoute(kit, 'getSpinnable', ({ member, params }) => spinnable(kit.ctx, member.id, params.wheelId), {
    cache: {
      key: ({ member, params }) => `spinnable:${member.id}:${params.wheelId}:${tehranDay(kit.ctx.clock.now())}`,
      tags: ({ member }) => [memberTag(member.id), Catalogue.wheel],
    },
  });
  defineRoute(
    kit,
    'spin',
    ({ member, params, finalize, request }) => spin(kit.ctx, member.id, params.wheelId, finalize, request.ip),
    {
      rateLimit: spinLimit,
    },
  );
}
