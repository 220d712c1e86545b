import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { assertStudentLedger } from '../seed-data/index.js';
import { seedDemoMembers } from './demo-members.js';
import { seedReference } from './reference.js';

export interface SeedReport {
  createdMembers: string[];
}

/** Seeds an empty database and reseeds an existing one idempotently, in one transaction. */
export async function seedDatabase(db: Kysely<DB>, now: Date): Promise<SeedReport> {
  assertStudentLedger();
  return db.transaction().execute(async (trx) => {
    await seedReference(trx, now);
    return { createdMembers: await seedDemoMembers(trx, now) };
  });
}

/** True when the reference data has never been seeded. */
export async function needsSeed(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('user_types').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
