import type { RateLimitRule } from '../context.js';
import { currentWheel, spin, spinnable } from '../domain/wheel.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function wheelRoutes(kit: RouteKit, spinLimit: RateLimitRule): void {
  defineRoute(kit, 'getWheelPrizes', () => currentWheel(kit.ctx.db, kit.ctx.publicOrigin));
  defineRoute(kit, 'getSpinnable', ({ member, params }) => spinnable(kit.ctx, member.id, params.wheelId));
  defineRoute(kit, 'spin', ({ member, params, finalize }) => spin(kit.ctx, member.id, params.wheelId, finalize), {
    rateLimit: spinLimit,
  });
}
