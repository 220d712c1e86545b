import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { TestClock, DAY } from './support/test-clock.js';
import type { TestAuth } from './support/tokens.js';
import { startPostgresApp, type PostgresApp } from './support/postgres-app.js';
// Mission grants under real parallelism (PGlite has one connection): shop events of one member
// arriving together must grant a mission exactly once — never twice, and never zero times
// because each event saw only its own order.
const available = postgresAvailable();
if (!available) console.warn('SKIPPED mission concurrency tests: PostgreSQL binaries not found (set PG_BIN).');

describe.skipIf(!available)('mission grants on PostgreSQL', () => {
  let stack: PostgresApp;
  let app: FastifyInstance;
  let ctx: AppContext;
  let auth: TestAuth;
  let shop: string;
  const clock = new TestClock();

  beforeAll(async () => {
    stack = await startPostgresApp({
      poolSize: 20,
      clock,
      afterSeed: async (database) => {
        await database.db.updateTable('missions').set({ visible: false }).execute();
      },
    });
    ({ app, ctx, auth } = stack);
    shop = await auth.shop();
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function mission(kind: 'items' | 'surveys', target: number, points: number): Promise<number> {
    // One mission at a time, so each test's figures are its own.
    await ctx.db.updateTable('missions').set({ visible: false }).execute();
    const row = await ctx.db
      .insertInto('missions')
      .values({
        key: `${kind}-${target}-${Math.random()}`,
        title: `مأموریت آزمایشی ${target}`,
        points,
        kind,
        target,
        starts_at: new Date(clock.now().getTime() - DAY),
        ends_at: new Date(clock.now().getTime() + 10 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const event = (path: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/integration/${path}`,
      headers: { authorization: `Bearer ${shop}` },
      payload: body as Record<string, unknown>,
    });

  async function state(mobile: string, missionId: number) {
    const member = await ctx.db
      .selectFrom('members')
      .select(['id', 'balance'])
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    const lines = await ctx.db
      .selectFrom('points_ledger')
      .select('amount')
      .where('member_id', '=', member.id)
      .where('source', '=', 'mission')
      .execute();
    const grants = await ctx.db
      .selectFrom('mission_grants')
      .select('member_id')
      .where('mission_id', '=', missionId)
      .where('member_id', '=', member.id)
      .execute();
    return { balance: member.balance, missionLines: lines.length, grants: grants.length };
  }

  it('30 parallel one-item deliveries against a 3-item mission grant it exactly once', async () => {
    const mobile = '09131110001';
    const id = await mission('items', 3, 50);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        event('OrderDelivered', {
          eventId: `pc-d-${index}`,
          orderId: `PC-${index}`,
          mobile,
          amountToman: 90_000,
          deliveredAt: clock.now().toISOString(),
          itemCount: 1,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(await state(mobile, id)).toEqual({ balance: 50, missionLines: 1, grants: 1 });
  });

  it('exactly the target in parallel (3 deliveries for 3 items) still grants once, never zero times', async () => {
    for (let round = 0; round < 5; round += 1) {
      const mobile = `0913222000${round}`;
      const id = await mission('items', 3, 30);
      await Promise.all(
        Array.from({ length: 3 }, (_, index) =>
          event('OrderDelivered', {
            eventId: `pe-${round}-${index}`,
            orderId: `PE-${round}-${index}`,
            mobile,
            amountToman: 0,
            deliveredAt: clock.now().toISOString(),
            itemCount: 1,
          }),
        ),
      );
      expect(await state(mobile, id), `round ${round}`).toEqual({ balance: 30, missionLines: 1, grants: 1 });
    }
  });

  it('parallel surveys, deliveries and replays of one member grant a survey mission once', async () => {
    const mobile = '09133330001';
    const id = await mission('surveys', 2, 20);
    for (let index = 0; index < 6; index += 1) {
      await event('OrderDelivered', {
        eventId: `ps-d-${index}`,
        orderId: `PS-${index}`,
        mobile,
        amountToman: 0,
        deliveredAt: clock.now().toISOString(),
      });
    }
    const surveys = Array.from({ length: 6 }, (_, index) => ({
      eventId: `ps-s-${index}`,
      orderId: `PS-${index}`,
      mobile,
    }));
    const responses = await Promise.all([
      ...surveys.map((body) => event('SurveyCompleted', body)),
      ...surveys.map((body) => event('SurveyCompleted', body)),
    ]);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().status === 'accepted')).toHaveLength(6);
    expect(await state(mobile, id)).toEqual({ balance: 6 * 5 + 20, missionLines: 1, grants: 1 });
  });
});
