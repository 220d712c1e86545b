import { listMissions } from '../domain/missions.js';
import { scoreSummary } from '../domain/scores.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** The top of «کلروفیل‌های من»: the summary with pending points, and the open missions. */
export function scoreRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  defineRoute(kit, 'getScoreSummary', ({ member }) => scoreSummary(db, member.id));
  defineRoute(kit, 'getMissions', ({ member }) => listMissions(db, member.id, clock.now()));
}
