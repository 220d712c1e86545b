import { Catalogue, memberTag } from '../cache/cache-hub.js';
import { listDiscountCodes } from '../domain/discount-codes.js';
import { openCampaigns } from '../domain/notification-campaigns.js';
import { takeNotifications } from '../domain/notifications.js';
import { buildScores, scoreRows } from '../domain/scores.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** The member's read-only lists: scores, discount codes and pending notifications. */
export function memberListRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  defineRoute(
    kit,
    'getScores',
    async ({ member }) =>
      buildScores(
        await kit.ctx.cache.load(`scores:rows:${member.id}`, [memberTag(member.id)], () => scoreRows(db, member.id)),
      ),
    {
      cache: {
        key: ({ member }) => `scores:${member.id}`,
        tags: ({ member }) => [memberTag(member.id)],
      },
    },
  );
  defineRoute(kit, 'getDiscountCodes', ({ member }) => listDiscountCodes(db, member.id, clock.now()));
  // Every page change of every member asks: the open campaigns come from the read cache (dropped by
  // any campaign write), so a member outside every window costs one indexed UPDATE, as before.
  const open = () =>
    kit.ctx.cache.load('notifications:open-campaigns', [Catalogue.notifications], () => openCampaigns(db, clock.now()));
  defineRoute(kit, 'getNotifications', ({ member }) => takeNotifications(db, member.id, clock.now(), open));
}
