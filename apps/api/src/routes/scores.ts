import { memberTag } from '../cache/cache-hub.js';
import { listMissions, listPublicMissions } from '../domain/missions.js';
import { scoreSummary } from '../domain/scores.js';
import { defineRoute, type RouteKit } from '../http/route.js';

const PUBLIC_MISSIONS_CACHE = 'public, max-age=60';

/** The top of «کلروفیل‌های من»: the summary with pending points, and the open missions. */
export function scoreRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  defineRoute(kit, 'getScoreSummary', ({ member }) => scoreSummary(db, member.id), {
    cache: { key: ({ member }) => `score-summary:${member.id}`, tags: ({ member }) => [memberTag(member.id)] },
  });
  // Missions depend on the time (windows open and close), so they are read afresh.
  defineRoute(kit, 'getMissions', ({ member }) => listMissions(db, member.id, clock.now()));
  // The same for everyone (the server renders «کلروفیل‌های من» for a member's browser from it):
  // shared caches may keep it a minute, the query layer's staleTime matches.
  defineRoute(kit, 'getPublicMissions', ({ reply }) => {
    reply.header('cache-control', PUBLIC_MISSIONS_CACHE);
    return listPublicMissions(db, clock.now());
  });
}
