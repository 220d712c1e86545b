import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import * as seed from '../seed-data/index.js';
import { assertStudentLedger } from '../seed-data/index.js';
import { seedDemoMembers } from './demo-members.js';
import { seedDemoMissions } from './demo-missions.js';
import { seedReference } from './reference.js';

export interface SeedReport {
  createdMembers: string[];
}

/**
 * Seeds an empty database and reseeds an existing one idempotently, in one transaction. Reference
 * data (user types, lists, provinces, images, the rewards catalogue, the wheel, content pages) is
 * what every deployment needs; members and the demo missions are created only with `demo`
 * (CLOROFIL_DEMO=1), so a production database never holds the demo accounts, their reviewer or
 * the demo campaigns.
 */
export async function seedDatabase(db: Kysely<DB>, now: Date, { demo }: { demo: boolean }): Promise<SeedReport> {
  if (demo) assertStudentLedger();
  return db.transaction().execute(async (trx) => {
    await seedReference(trx, now);
    if (!demo) return { createdMembers: [] };
    await seedDemoMissions(trx, now);
    return { createdMembers: await seedDemoMembers(trx, now) };
  });
}

/** True when demo mode is on but a demo account is missing (the database predates demo mode). */
export async function needsDemoMembers(db: Kysely<DB>): Promise<boolean> {
  const mobiles = seed.demoMembers.map((member) => member.mobile);
  const rows = await db.selectFrom('members').select('mobile').where('mobile', 'in', mobiles).execute();
  return rows.length < mobiles.length;
}

/** True when the reference data has never been seeded. */
export async function needsSeed(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('user_types').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
