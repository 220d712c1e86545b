import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CACHE_CHANNEL } from '../cache/cache-hub.js';
import { openDatabase, type Database } from '../db/database.js';
import { postLedger } from '../domain/ledger.js';
import { loadWheelDraw } from '../domain/wheel.js';
import { pgliteCopy } from './support/pglite-copy.js';

// migrations/005_lean_write_triggers.sql: the wheel's draw version and the read caches' member
// notifications, as every write meets them (PGlite runs the same migrations as PostgreSQL).
describe('write triggers (migration 005)', () => {
  let database: Database;
  let stop: () => Promise<void>;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', instance: pgliteCopy('seeded') });
    stop = await database.listen(CACHE_CHANNEL, { message: (payload) => heard.push(payload), state: () => undefined });
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });

  /** What one write (or transaction) notified, once PGlite has delivered it. */
  async function notified(write: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await write();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return [...heard].sort();
  }

  const wheelId = async () =>
    (await database.db.selectFrom('wheels').select('id').where('is_active', '=', true).executeTakeFirstOrThrow()).id;
  const versionOf = async (id: number) => (await loadWheelDraw(database.db, id, new Date())).version;
  const memberId = async (mobile: string) =>
    (await database.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;

  it('moves the wheel’s draw version on every change to the wheel or its prizes, in the same transaction', async () => {
    const id = await wheelId();
    const prizes = await database.db
      .selectFrom('wheel_prizes')
      .selectAll()
      .where('wheel_id', '=', id)
      .orderBy('id')
      .execute();
    const first = prizes[0]!;
    const seen = [await versionOf(id)];
    const step = async (change: () => Promise<unknown>) => {
      await change();
      seen.push(await versionOf(id));
    };

    await step(() =>
      database.db
        .updateTable('wheel_prizes')
        .set({ weight: first.weight + 1 })
        .where('id', '=', first.id)
        .execute(),
    );
    const { id: added } = await database.db
      .insertInto('wheel_prizes')
      .values({ ...first, id: undefined, title: 'جایزهٔ آزمایشی', sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    seen.push(await versionOf(id));
    await step(() => database.db.deleteFrom('wheel_prizes').where('id', '=', added).execute());
    await step(() => database.db.updateTable('wheels').set({ title: 'گردونهٔ تازه' }).where('id', '=', id).execute());
    // Inside the changing transaction the new version is already there; rolled back, nothing moved.
    let inside = '';
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('wheel_prizes').set({ weight: 0 }).where('id', '=', first.id).execute();
        inside = (await loadWheelDraw(trx, id, new Date())).version;
        throw new Error('undo');
      })
      .catch(() => undefined);
    const afterRollback = await versionOf(id);

    expect(new Set(seen).size).toBe(seen.length);
    expect(inside).not.toBe(seen.at(-1));
    expect(afterRollback).toBe(seen.at(-1));
  });

  it('a prize moved to another wheel moves both wheels’ versions', async () => {
    const from = await wheelId();
    const { id: to } = await database.db
      .insertInto('wheels')
      .values({ key: 'second-wheel', title: 'گردونهٔ دوم', is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prize = await database.db
      .selectFrom('wheel_prizes')
      .select('id')
      .where('wheel_id', '=', from)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = [await versionOf(from), await versionOf(to)];
    await database.db.updateTable('wheel_prizes').set({ wheel_id: to }).where('id', '=', prize.id).execute();
    const after = [await versionOf(from), await versionOf(to)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    await database.db.updateTable('wheel_prizes').set({ wheel_id: from }).where('id', '=', prize.id).execute();
  });

  it('a spin, a code or a ledger row leaves the wheel’s version alone', async () => {
    const id = await wheelId();
    const before = await versionOf(id);
    const member = await memberId('09120000001');
    await postLedger(database.db, { memberId: member, amount: 3, activity: 'هدیه', source: 'gift', at: new Date() });
    await database.db
      .insertInto('wheel_spins')
      .values({
        member_id: member,
        wheel_id: id,
        tehran_day: '2026-01-01',
        prize_id: null,
        status: 20,
        created_at: new Date(),
      })
      .execute();
    expect(await versionOf(id)).toBe(before);
  });

  it('notifies the member of each write to their data, once per transaction', async () => {
    const student = await memberId('09120000001');
    const teacher = await memberId('09120000002');
    const id = await wheelId();

    // The ledger has no trigger of its own: its balance update on members notifies.
    expect(
      await notified(() =>
        postLedger(database.db, { memberId: student, amount: 2, activity: 'هدیه', source: 'gift', at: new Date() }),
      ),
    ).toEqual([`m:${student}`]);
    expect(
      await notified(() =>
        database.db
          .insertInto('wheel_spins')
          .values({
            member_id: teacher,
            wheel_id: id,
            tehran_day: '2026-01-02',
            prize_id: null,
            status: 20,
            created_at: new Date(),
          })
          .execute(),
      ),
    ).toEqual([`m:${teacher}`]);
    const { id: code } = await database.db
      .insertInto('discount_codes')
      .values({
        member_id: student,
        code: 'TRIGGER-TEST-1',
        title: 'کد',
        sub_title: 'زیرعنوان',
        source: 'wheel',
        expires_at: null,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // An update that hands a row to another member notifies both; one that keeps it, its member.
    expect(
      await notified(() =>
        database.db.updateTable('discount_codes').set({ member_id: teacher }).where('id', '=', code).execute(),
      ),
    ).toEqual([`m:${student}`, `m:${teacher}`].sort());
    expect(
      await notified(() =>
        database.db.updateTable('discount_codes').set({ title: 'کد تازه' }).where('id', '=', code).execute(),
      ),
    ).toEqual([`m:${teacher}`]);
    expect(
      await notified(() =>
        database.db.updateTable('members').set({ first_name: 'نام' }).where('id', '=', student).execute(),
      ),
    ).toEqual([`m:${student}`]);
    // A rolled-back transaction notifies no one.
    expect(
      await notified(() =>
        database.db
          .transaction()
          .execute(async (trx) => {
            await postLedger(trx, { memberId: student, amount: 1, activity: 'هدیه', source: 'gift', at: new Date() });
            throw new Error('undo');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
  });

  it('TRUNCATE of the prizes moves every wheel’s version and drops every process’s cached wheel', async () => {
    const id = await wheelId();
    const before = await versionOf(id);
    const heardNow = await notified(() => sql`TRUNCATE wheel_prizes CASCADE`.execute(database.db));
    expect(heardNow).toContain('wheel');
    expect(await versionOf(id)).not.toBe(before);
  });
});
