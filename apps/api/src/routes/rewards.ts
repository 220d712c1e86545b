import type { RateLimitRule } from '../context.js';
import { buyReward, listPublicRewards, listRewards } from '../domain/rewards.js';
import { defineRoute, type RouteKit } from '../http/route.js';

// The visitor's catalogue is the same for everyone: browsers and shared caches may keep it a few
// minutes (the query layer's staleTime matches), unlike every personal answer (no-store).
const CATALOGUE_CACHE = 'public, max-age=300, stale-while-revalidate=60';

export function rewardRoutes(kit: RouteKit, buyLimit: RateLimitRule): void {
  defineRoute(kit, 'getRewards', ({ member }) => listRewards(kit.ctx.db, member.id, kit.ctx.publicOrigin));
  defineRoute(kit, 'getPublicRewards', ({ reply }) => {
    reply.header('cache-control', CATALOGUE_CACHE);
    return listPublicRewards(kit.ctx.db, kit.ctx.publicOrigin, kit.ctx.clock.now());
  });
  defineRoute(kit, 'buyReward', ({ member, params, finalize }) => buyReward(kit.ctx, member.id, params.id, finalize), {
    rateLimit: buyLimit,
  });
}
