import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_PER_LOOKUP, MemberLookups, type Preload } from '../auth/member-batch.js';
import { CacheHub } from '../cache/cache-hub.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { recordingPGlite } from './support/recording-pglite.js';

// Issue 14: the cold reads' member lookups (auth/member-batch.ts), on PGlite with every statement
// recorded: how a turn's lookups are split into statements, and what a failed statement does.
describe('batched member lookups', () => {
  let database: Database;
  let cache: CacheHub;
  let lookups: MemberLookups;
  const statements: string[] = [];
  const ids = new Map<string, number>();

  beforeAll(async () => {
    const pglite = recordingPGlite(statements);
    database = await openDatabase({ kind: 'pglite', instance: pglite });
    await migrate(database);
    const rows = await database.db
      .insertInto('members')
      .values(Array.from({ length: 5 }, (_, i) => ({ mobile: `0913500000${i}`, sub: `sub-known-${i}` })))
      .returning(['id', 'sub'])
      .execute();
    for (const row of rows) ids.set(row.sub!, row.id);
    cache = new CacheHub();
    await cache.follow(database);
    lookups = new MemberLookups(database.db, cache);
  });
  afterAll(async () => {
    await cache.close();
    await database.close();
  });

  const memberStatements = () => statements.filter((text) => /from "members"/.test(text));

  it(`asks for at most ${MEMBERS_PER_LOOKUP} members a statement, and answers each lookup its own`, async () => {
    statements.length = 0;
    // 245 subs nobody has, the 5 members among them: 250 lookups in one turn.
    const subs = Array.from({ length: 245 }, (_, i) => `sub-unknown-${i}`);
    subs.splice(100, 0, ...ids.keys());
    const found = await Promise.all(subs.map((sub) => lookups.find(sub)));
    expect(memberStatements()).toHaveLength(Math.ceil(250 / MEMBERS_PER_LOOKUP));
    subs.forEach((sub, i) => expect(found[i]?.id, sub).toBe(ids.get(sub)));
  });

  it('looks a sub asked for twice in a turn up once, and answers both', async () => {
    statements.length = 0;
    const [first, second] = await Promise.all([lookups.find('sub-known-1'), lookups.find('sub-known-1')]);
    expect(memberStatements()).toHaveLength(1);
    expect(first?.id).toBe(ids.get('sub-known-1'));
    expect(second).toBe(first);
  });

  it('fails every lookup of a failed statement, and the next turn runs afresh', async () => {
    const broken: Preload = { key: (id) => `broken:${id}`, json: sql`no_such_column`, decode: (json) => json };
    const answers = await Promise.allSettled([
      lookups.find('sub-known-0', broken),
      lookups.find('sub-known-2', broken),
      // Another kind of lookup in the same turn is its own statement, and unharmed.
      lookups.find('sub-known-3'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((await lookups.find('sub-known-0'))?.id).toBe(ids.get('sub-known-0'));
  });

  it('brings a held member’s preload by id, for the members asked for together', async () => {
    const counts: Preload<number> = {
      key: (id) => `count:${id}`,
      json: sql`(SELECT count(*)::int FROM points_ledger l WHERE l.member_id = members.id)`,
      decode: (json: number) => json,
    };
    await database.db
      .insertInto('points_ledger')
      .values({
        member_id: ids.get('sub-known-4')!,
        amount: 3,
        activity: 'هدیه',
        source: 'gift',
        created_at: new Date(),
      })
      .execute();
    statements.length = 0;
    const [none, one, gone] = await Promise.all([
      lookups.preloaded(ids.get('sub-known-3')!, counts),
      lookups.preloaded(ids.get('sub-known-4')!, counts),
      lookups.preloaded(2_000_000_000, counts),
    ]);
    expect(memberStatements()).toHaveLength(1);
    expect([none, one, gone]).toEqual([0, 1, undefined]);
  });
});
