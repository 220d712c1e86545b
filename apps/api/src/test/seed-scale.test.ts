import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMembers } from '../domain/member-search.js';
import { seedScale } from '../seed/scale.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The scale seed at a small size: balances are what the ledger says, and the liability equals it.

describe('seed:scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedScale(t.ctx.db, { members: 500, lines: 20_000, days: 90, now: t.clock.now() });
  }, 60_000);
  afterAll(() => t.close());

  it('writes members and lines whose balances the ledger adds up to', async () => {
    const counts = await sql<{ members: string; lines: string; off: string }>`
      SELECT (SELECT count(*) FROM members WHERE mobile LIKE '0915%') AS members,
             (SELECT count(*) FROM points_ledger l JOIN members m ON m.id = l.member_id WHERE m.mobile LIKE '0915%') AS lines,
             (SELECT count(*) FROM members m WHERE m.balance <> (SELECT coalesce(sum(amount), 0) FROM points_ledger WHERE member_id = m.id)) AS off`.execute(
      t.ctx.db,
    );
    expect(counts.rows[0]).toEqual({ members: 500, lines: 20_000, off: 0 });
    expect((await findMembers(t.ctx.db, '09150000042')).items).toHaveLength(1);
  });

  it('the liability equals the ledger at scale too', async () => {
    const res = await t.as(DEMO_STAFF.finance, { method: 'GET', url: '/api/staff/Reports/Liability' });
    const total = await sql<{ total: string }>`SELECT sum(amount) AS total FROM points_ledger`.execute(t.ctx.db);
    expect(res.json<{ spendable: number }>().spendable).toBe(Number(total.rows[0]!.total));
  });
});
