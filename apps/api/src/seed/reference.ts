import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { plainTextToHtml } from '@clorofil/rules';
import { sanitizeServerHtml } from '../domain/html.js';
import * as seed from '../seed-data/index.js';

const DAY_MS = 86_400_000;

/** Lists, places, images, rewards, the wheel and content: upserted, so reseeding is harmless (content as seedContent says). */
export async function seedReference(trx: Transaction<DB>, now: Date): Promise<void> {
  for (const type of seed.userTypes) {
    await trx
      .insertInto('user_types')
      .values(type)
      .onConflict((oc) => oc.column('id').doUpdateSet({ text: type.text, value: type.value }))
      .execute();
  }
  const lists: [string, readonly seed.ProfileItem[]][] = [
    ['school_types', seed.schoolTypes],
    ...seed.profileItemKeys.map((key) => [key, seed.profileItems[key]] as [string, readonly seed.ProfileItem[]]),
  ];
  for (const [list, items] of lists) {
    for (const [index, item] of items.entries()) {
      const values = { list, id: item.id, text: item.text, parent_id: item.parentId ?? null, sort: index };
      await trx
        .insertInto('list_items')
        .values(values)
        .onConflict((oc) => oc.columns(['list', 'id']).doUpdateSet(values))
        .execute();
    }
  }
  for (const [index, province] of seed.provinces.entries()) {
    const values = { id: province.provinceId, name: province.provinceName, sort: index };
    await trx
      .insertInto('provinces')
      .values(values)
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    for (const [cityIndex, city] of province.cities.entries()) {
      const cityValues = { id: city.id, province_id: province.provinceId, name: city.name, sort: cityIndex };
      await trx
        .insertInto('cities')
        .values(cityValues)
        .onConflict((oc) => oc.column('id').doUpdateSet(cityValues))
        .execute();
    }
  }
  await seedImages(trx);
  await seedRewards(trx, now);
  await seedWheel(trx, now);
  await seedContent(trx);
}

async function seedImages(trx: Transaction<DB>): Promise<void> {
  const dir = fileURLToPath(seed.REWARD_IMAGE_DIR_URL);
  for (const file of readdirSync(dir).filter(seed.isRewardImageName)) {
    const values = { file, content_type: 'image/webp', body: readFileSync(`${dir}/${file}`) };
    await trx
      .insertInto('images')
      .values(values)
      .onConflict((oc) => oc.column('file').doUpdateSet(values))
      .execute();
  }
}

async function seedRewards(trx: Transaction<DB>, now: Date): Promise<void> {
  for (const [index, reward] of seed.rewards.entries()) {
    const discount = reward.issuesDiscountCode;
    const content = {
      title: reward.title,
      sub_title: reward.subTitle,
      type_label: reward.type,
      category: reward.category,
      image_file: reward.image,
      description_html: sanitizeServerHtml(reward.description),
      score: reward.score,
      valid_count: reward.validCount,
      discount_percent: discount?.percent ?? null,
      discount_amount_toman: discount?.amountToman ?? null,
      discount_valid_days: discount?.validDays ?? null,
      code_source: discount ? ('generated' as const) : null,
      sort: index,
    };
    // The offer window is fixed when the reward first appears; reseeding must not extend it.
    await trx
      .insertInto('rewards')
      .values({
        key: reward.key,
        ...content,
        stock: reward.stock ?? null,
        validity_date: new Date(now.getTime() + reward.validityDays * DAY_MS),
      })
      .onConflict((oc) => oc.column('key').doUpdateSet(content))
      .execute();
  }
}

async function seedWheel(trx: Transaction<DB>, now: Date): Promise<void> {
  const wheel = seed.luckyWheel;
  const { id } = await trx
    .insertInto('wheels')
    .values({ key: wheel.key, title: wheel.title, is_active: wheel.active })
    .onConflict((oc) => oc.column('key').doUpdateSet({ title: wheel.title }))
    .returning('id')
    .executeTakeFirstOrThrow();
  // The seeded prizes are version 1 of the wheel's odds table, in effect since the epoch; later
  // versions are staff's (the operator console) and reseeding leaves them alone.
  const table =
    (await trx
      .selectFrom('wheel_tables')
      .select('id')
      .where('wheel_id', '=', id)
      .where('version', '=', 1)
      .executeTakeFirst()) ??
    (await trx
      .insertInto('wheel_tables')
      .values({
        wheel_id: id,
        version: 1,
        status: 'published',
        effective_from: new Date(0),
        draft: null,
        created_by: null,
        created_at: now,
        updated_by: null,
        updated_at: now,
        decided_by: null,
        decided_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const existing = await trx
    .selectFrom('wheel_prizes')
    .select(['id', 'sort'])
    .where('table_id', '=', table.id)
    .execute();
  for (const [index, prize] of wheel.prizes.entries()) {
    const values = {
      wheel_id: id,
      table_id: table.id,
      title: prize.title,
      image_file: null,
      color: prize.color,
      // Seeded odds are whole percents; a table's are basis points.
      weight: prize.weight * 100,
      prize_type: prize.prizeType,
      score: prize.score ?? 0,
      discount_percent: prize.discount?.percent ?? null,
      discount_valid_days: prize.discount?.validDays ?? null,
      summary: prize.summary,
      sort: index,
      daily_budget: prize.dailyBudget ?? null,
      is_fallback: prize.fallback === true,
    };
    // Prizes are referenced by past spins, so they are updated in place rather than replaced.
    const match = existing.find((row) => row.sort === index);
    if (match) await trx.updateTable('wheel_prizes').set(values).where('id', '=', match.id).execute();
    else await trx.insertInto('wheel_prizes').values(values).execute();
  }
}

/** A list's edit version: 1 until an operator first writes it (content_lists, migrations/014). */
async function untouched(trx: Transaction<DB>, name: 'menus' | 'faq'): Promise<boolean> {
  const row = await trx.selectFrom('content_lists').select('edit_version').where('name', '=', name).executeTakeFirst();
  return (row?.edit_version ?? 1) === 1;
}

/**
 * The pages, the menus and the FAQ, as far as the operators have left them to the seed: what an
 * operator changed in the console stays as they left it when the seed runs again (a redeploy, a
 * `db:seed`), so their work never vanishes and every page members read is a version the console
 * knows. A page an operator has saved or published (it has versions) keeps its title and body;
 * once the menus have been saved, no page moves and no link entry comes back or changes; once the
 * FAQ has been written, it stays as it is. What nobody has touched follows the seed, and a page
 * new to the seed is added (in its menu).
 */
async function seedContent(trx: Transaction<DB>): Promise<void> {
  const menusUntouched = await untouched(trx, 'menus');
  const edited = new Set(
    (await trx.selectFrom('page_versions').select('slug').distinct().execute()).map((row) => row.slug),
  );
  const existing = new Map(
    (await trx.selectFrom('pages').selectAll().execute()).map((row) => [row.slug, row] as const),
  );
  const pages = [
    ...seed.contentPages.map((page) => ({
      slug: page.slug,
      type: page.type,
      url: seed.pageUrl(page),
      title: page.title,
      description: page.description,
      visible: page.visible,
      sort: page.order,
      content_html: sanitizeServerHtml(page.content),
    })),
    // The footer's links to other sites and to the wheel are page entries without content.
    ...seed.externalFooterLinks.map((link, index) => ({
      slug: `link-${index + 1}`,
      type: 'footer' as const,
      url: link.url,
      title: link.title,
      description: '',
      visible: true,
      sort: 100 + index,
      content_html: '',
    })),
  ];
  for (const page of pages) {
    const row = existing.get(page.slug);
    const isLink = page.slug.startsWith('link-');
    if (!row) {
      // A link the operators removed from the menus stays removed.
      if (!isLink || menusUntouched) await trx.insertInto('pages').values(page).execute();
      continue;
    }
    // A link's label and target are the menus'; a page's title and body its own versions'.
    const placement = menusUntouched ? { type: page.type, sort: page.sort, visible: page.visible } : {};
    let text = {};
    if (isLink && menusUntouched) text = { title: page.title, url: page.url };
    if (!isLink && !edited.has(page.slug))
      text = { title: page.title, description: page.description, content_html: page.content_html };
    const changes = Object.fromEntries(
      Object.entries({ ...placement, ...text }).filter(([column, value]) => row[column as keyof typeof row] !== value),
    );
    if (Object.keys(changes).length === 0) continue;
    // An editor opened on the seed's old text would publish over the new one: its save is refused.
    const moved = 'title' in changes || 'content_html' in changes ? { edit_version: row.edit_version + 1 } : {};
    await trx
      .updateTable('pages')
      .set({ ...changes, ...moved })
      .where('slug', '=', page.slug)
      .execute();
  }
  if (await untouched(trx, 'faq')) {
    await trx.deleteFrom('faq_items').execute();
    await trx
      .insertInto('faq_items')
      .values(
        seed.faqItems.map((item, index) => ({
          question: item.question,
          // The seed's answers are written as plain text; stored as the HTML members read.
          answer: sanitizeServerHtml(plainTextToHtml(item.answer)),
          sort: index,
        })),
      )
      .execute();
  }
}
