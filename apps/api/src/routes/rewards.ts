import type { RateLimitRule } from '../context.js';
import { Catalogue, memberTag } from '../cache/cache-hub.js';
import {
  buyReward,
  listPublicRewards,
  memberKind,
  memberRewards,
  receivedCounts,
  rewardCatalogue,
  type RewardRow,
} from '../domain/rewards.js';
import { defineRoute, type RouteKit } from '../http/route.js';

// The visitor's catalogue is the same for everyone: browsers and shared caches may keep it a few
// minutes (the query layer's staleTime matches), unlike every personal answer (no-store).
const CATALOGUE_CACHE = 'public, max-age=300, stale-while-revalidate=60';
const CATALOGUE_ROWS = 'rewards:rows';
const receivedKey = (memberId: number) => `rewards:received:${memberId}`;

export function rewardRoutes(kit: RouteKit, buyLimit: RateLimitRule): void {
  const { db, cache, publicOrigin } = kit.ctx;
  // Built from two cached parts, so a buy refetches only the member's counts and a catalogue
  // change only the catalogue (once, for everybody).
  defineRoute(
    kit,
    'getRewards',
    async ({ member }) => {
      const [catalogue, counts] = await Promise.all([
        cache.load(CATALOGUE_ROWS, [Catalogue.rewards], () => rewardCatalogue(db)),
        cache.load(receivedKey(member.id), [memberTag(member.id)], () => receivedCounts(db, member.id)),
      ]);
      // The member's approved type is looked up only when some reward is limited to one.
      const limited = catalogue.some((row) => row.eligibility !== 'any');
      const kind = limited ? await memberKind(db, member) : null;
      return memberRewards(catalogue, counts, publicOrigin, kind, kit.ctx.clock.now());
    },
    {
      cache: {
        key: ({ member }) => `rewards:${member.id}`,
        tags: ({ member }) => [memberTag(member.id), Catalogue.rewards],
      },
    },
  );
  defineRoute(kit, 'getPublicRewards', ({ reply }) => {
    reply.header('cache-control', CATALOGUE_CACHE);
    return listPublicRewards(db, publicOrigin, kit.ctx.clock.now());
  });
  defineRoute(
    kit,
    'buyReward',
    async ({ member, params, body, finalize }) => {
      try {
        return await buyReward(kit.ctx, member.id, params.id, finalize, body?.score);
      } finally {
        // A limited reward's stock is in everyone's list: the buyer must see it drop at once.
        const rows = cache.data.peek(CATALOGUE_ROWS) as RewardRow[] | undefined;
        if (rows?.find((row) => row.id === params.id)?.stock !== null) cache.invalidate(Catalogue.rewards);
      }
    },
    { rateLimit: buyLimit },
  );
}
