import { sql } from 'kysely';
import { memberTag } from '../cache/cache-hub.js';
import { listDiscountCodes } from '../domain/discount-codes.js';
import { takeNotifications } from '../domain/notifications.js';
import { buildScores, scoreRows, scoreRowsJson, type ScoreRows } from '../domain/scores.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** The member's read-only lists: scores, discount codes and pending notifications. */
export function memberListRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  const rowsKey = (memberId: number) => `scores:rows:${memberId}`;
  defineRoute(
    kit,
    'getScores',
    async ({ member }) =>
      buildScores(await kit.ctx.cache.load(rowsKey(member.id), [memberTag(member.id)], () => scoreRows(db, member.id))),
    {
      cache: {
        key: ({ member }) => `scores:${member.id}`,
        tags: ({ member }) => [memberTag(member.id)],
        // A cold member's rows come with the member's lookup: one query, not two.
        preload: { key: rowsKey, json: scoreRowsJson(sql.ref('members.id')), decode: (rows: ScoreRows) => rows },
      },
    },
  );
  defineRoute(kit, 'getDiscountCodes', ({ member }) => listDiscountCodes(db, member.id, clock.now()));
  defineRoute(kit, 'getNotifications', ({ member }) => takeNotifications(db, member.id, clock.now()));
}
