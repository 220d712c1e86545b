import type { RateLimitRule } from '../context.js';
import { buyReward, listRewards } from '../domain/rewards.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function rewardRoutes(kit: RouteKit, buyLimit: RateLimitRule): void {
  defineRoute(kit, 'getRewards', ({ member }) => listRewards(kit.ctx.db, member.id, kit.ctx.publicOrigin));
  defineRoute(kit, 'buyReward', ({ member, params, finalize }) => buyReward(kit.ctx, member.id, params.id, finalize), {
    rateLimit: buyLimit,
  });
}
