import type { RateLimitRule } from '../context.js';
import { Catalogue, memberTag } from '../cache/cache-hub.js';
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
  defineRoute(kit, 'spin', ({ member, params, finalize }) => spin(kit.ctx, member.id, params.wheelId, finalize), {
    rateLimit: spinLimit,
  });
}
