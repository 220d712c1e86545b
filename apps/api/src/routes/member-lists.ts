import { sql } from 'kysely';
import type { Preload } from '../auth/member-batch.js';
import { memberTag } from '../cache/cache-hub.js';
import { listDiscountCodes } from '../domain/discount-codes.js';
import { takeNotifications } from '../domain/notifications.js';
import { buildScores, scoreRows, scoreRowsJson, type ScoreRows } from '../domain/scores.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** The member's read-only lists: scores, discount codes and pending notifications. */
export function memberListRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  // A cold member's rows come with the member's lookup (one query, not two); those of a member
  // held already, with the other members' asked for at the same moment (auth/member-batch.ts).
  const rows: Preload<ScoreRows> = {
    key: (memberId) => `scores:rows:${memberId}`,
    json: scoreRowsJson(sql.ref('members.id')),
    decode: (json: ScoreRows) => json,
  };
  defineRoute(
    kit,
    'getScores',
    async ({ member }) =>
      buildScores(
        await kit.ctx.cache.load(
          rows.key(member.id),
          [memberTag(member.id)],
          async () => (await kit.members.preloaded(member.id, rows)) ?? scoreRows(db, member.id),
        ),
      ),
    {
      cache: {
        key: ({ member }) => `scores:${member.id}`,
        tags: ({ member }) => [memberTag(member.id)],
        preload: rows,
      },
    },
  );
  defineRoute(kit, 'getDiscountCodes', ({ member }) => listDiscountCodes(db, member.id, clock.now()));
  defineRoute(kit, 'getNotifications', ({ member }) => takeNotifications(db, member.id, clock.now()));
}
