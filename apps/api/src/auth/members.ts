import { normalizeMobile } from '@clorofil/rules';
import type { Kysely, Selectable } from 'kysely';
import type { DB, MembersTable } from '../db/schema.js';

export type MemberRow = Selectable<MembersTable>;

/**
 * The member behind a token, by `sub`. On the first call a seeded (or shop-created) member with
 * the token's PhoneNumber is bound to the sub, otherwise a member is created. If the identity
 * provider issues a new sub for a mobile we already know (its database was reset), the verified
 * PhoneNumber wins and the member is rebound: whoever proved the number owns its membership.
 */
export async function resolveMember(db: Kysely<DB>, sub: string, phoneClaim: unknown): Promise<MemberRow | null> {
  const existing = await db.selectFrom('members').selectAll().where('sub', '=', sub).executeTakeFirst();
  if (existing) return existing;
  if (typeof phoneClaim !== 'string') return null;
  const mobile = normalizeMobile(phoneClaim);
  if (!/^09\d{9}$/.test(mobile)) return null;

  const bound = await db
    .updateTable('members')
    .set({ sub, updated_at: new Date() })
    .where('mobile', '=', mobile)
    .returningAll()
    .executeTakeFirst();
  if (bound) return bound;

  await db
    .insertInto('members')
    .values({ sub, mobile })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await db.selectFrom('members').selectAll().where('sub', '=', sub).executeTakeFirst()) ?? null;
}
