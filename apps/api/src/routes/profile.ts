import type { ListItem, ProfileItemListName } from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { memberTag } from '../cache/cache-hub.js';
import { acknowledgeResult, loadProfile } from '../domain/profile.js';
import { updateProfile } from '../domain/profile-update.js';
import { defineRoute, type RouteKit } from '../http/route.js';

async function listOf(db: Kysely<DB>, list: 'school_types' | ProfileItemListName): Promise<ListItem[]> {
  return db
    .selectFrom('list_items')
    .select(['id', 'text'])
    .where('list', '=', list)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function profileRoutes(kit: RouteKit): void {
  const { db } = kit.ctx;
  defineRoute(kit, 'getProfile', ({ member }) => loadProfile(db, member.id), {
    cache: { key: ({ member }) => `profile:${member.id}`, tags: ({ member }) => [memberTag(member.id)] },
  });
  defineRoute(kit, 'updateProfile', ({ member, body }) => updateProfile(kit.ctx, member, body));
  defineRoute(kit, 'seeSelfExpressionResult', ({ member }) => acknowledgeResult(db, member));
  defineRoute(kit, 'getUserTypes', () =>
    db.selectFrom('user_types').select(['id', 'text', 'value']).orderBy('id').execute(),
  );
  defineRoute(kit, 'getSchoolTypes', () => listOf(db, 'school_types'));
  defineRoute(kit, 'getProfileItems', ({ params }) => listOf(db, params.list));
  defineRoute(kit, 'getProvinces', async () => {
    const provinces = await db.selectFrom('provinces').selectAll().orderBy('sort').orderBy('id').execute();
    const cities = await db.selectFrom('cities').selectAll().orderBy('sort').orderBy('id').execute();
    return provinces.map((p) => ({
      provinceId: p.id,
      provinceName: p.name,
      cities: cities.filter((c) => c.province_id === p.id).map((c) => ({ id: c.id, name: c.name })),
    }));
  });
}
