import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { postLedger } from '../domain/ledger.js';
import { startPostgresApp, type PostgresApp } from './support/postgres-app.js';
import type { TestAuth } from './support/tokens.js';

// A price changed while members are buying: under real parallelism (PostgreSQL, a pool of
// connections), nobody pays a price they did not confirm, the stock never goes below zero and a
// pool's code is never handed out twice.
const available = postgresAvailable();
if (!available) console.warn('SKIPPED catalogue storm: PostgreSQL binaries not found (set PG_BIN).');

const OPERATOR = '09120000010';
const BUYERS = 48;
const CODES = 20;

describe.skipIf(!available)('a price change during a storm of purchases (PostgreSQL)', () => {
  let stack: PostgresApp;
  let app: FastifyInstance;
  let ctx: AppContext;
  let auth: TestAuth;

  beforeAll(async () => {
    stack = await startPostgresApp({ poolSize: 20, rateLimit: 100_000 });
    ({ app, ctx, auth } = stack);
  });
  afterAll(async () => stack?.close());

  const call = async (mobile: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await auth.member(mobile)}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('charges each buyer the price they confirmed or refuses them, and never oversells the pool', async () => {
    const fields = {
      title: 'کد تخفیف طوفان',
      subTitle: '',
      description: '',
      image: 'store-1.webp',
      category: 'store',
      score: 100,
      validCount: 3,
      availableFrom: null,
      availableTo: null,
      eligibility: 'any',
      codeValidDays: null,
    };
    const created = (
      await call(OPERATOR, 'POST', '/api/staff/Rewards', { ...fields, kind: 'discount-code', stock: null })
    ).json();
    const codes = Array.from({ length: CODES }, (_, i) => `STORM-${String(i).padStart(4, '0')}`);
    await call(OPERATOR, 'POST', `/api/staff/Rewards/${created.id}/Codes`, { text: codes.join('\n') });
    const published = (
      await call(OPERATOR, 'POST', `/api/staff/Rewards/${created.id}/Publish`, { editVersion: created.editVersion })
    ).json();
    expect(published.status).toBe('published');
    const draft = (
      await call(OPERATOR, 'PUT', `/api/staff/Rewards/${created.id}/Draft`, {
        ...fields,
        score: 130,
        editVersion: published.editVersion,
      })
    ).json();

    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const mobile = `0913${String(i).padStart(7, '0')}`;
        await call(mobile, 'GET', '/api/Profile');
        const { id } = await ctx.db
          .selectFrom('members')
          .select('id')
          .where('mobile', '=', mobile)
          .executeTakeFirstOrThrow();
        await postLedger(ctx.db, { memberId: id, amount: 1000, activity: 'هدیه', source: 'gift', at: new Date() });
        // Half saw the old price, half the new one (a page loaded after the change).
        return { mobile, id, confirmed: i % 2 === 0 ? 100 : 130 };
      }),
    );

    // The first half of the purchases race the publish of the new price; the second half go out
    // as it commits. Buyers at both prices are in flight around the change.
    const buy = (buyer: (typeof buyers)[number]) =>
      call(buyer.mobile, 'POST', `/api/Rewards/Buy/${created.id}`, { score: buyer.confirmed }).then((res) => ({
        buyer,
        res,
      }));
    const firstWave = buyers.slice(0, BUYERS / 2).map(buy);
    const published2 = await call(OPERATOR, 'POST', `/api/staff/Rewards/${created.id}/Publish`, {
      editVersion: draft.editVersion,
      reason: 'قیمت تازه',
    });
    const secondWave = buyers.slice(BUYERS / 2).map(buy);
    const results = await Promise.all([...firstWave, ...secondWave]);
    expect(published2.statusCode, published2.body).toBe(200);

    const succeeded = results.filter(({ res }) => res.statusCode === 200);
    const refused = results.filter(({ res }) => res.statusCode !== 200);
    for (const { res } of refused) {
      expect([400, 409], res.body).toContain(res.statusCode);
      expect(res.json().Message).toMatch(/قیمت این جایزه تغییر کرده|موجودی این جایزه به پایان رسیده/);
    }
    // After the publish committed, the old price is refused every time.
    for (const { buyer, res } of results.slice(BUYERS / 2))
      if (buyer.confirmed === 100) expect(res.statusCode, res.body).toBe(409);
    expect(succeeded.some(({ buyer }) => buyer.confirmed === 130)).toBe(true);
    expect(succeeded.length).toBeLessThanOrEqual(CODES);

    // Every debit is the price its buyer confirmed; every refused buyer paid nothing.
    const debits = await ctx.db
      .selectFrom('points_ledger')
      .select(['member_id', 'amount'])
      .where('source', '=', 'reward')
      .where('source_ref', '=', String(created.id))
      .execute();
    expect(debits).toHaveLength(succeeded.length);
    for (const { buyer } of succeeded) {
      expect(debits.filter((debit) => debit.member_id === buyer.id).map((debit) => debit.amount)).toEqual([
        -buyer.confirmed,
      ]);
    }
    for (const { buyer } of refused) expect(debits.some((debit) => debit.member_id === buyer.id)).toBe(false);

    // The pool and the stock agree, nothing below zero, no code twice.
    const received = succeeded.map(({ res }) => res.json().discountCode.code as string);
    expect(new Set(received).size).toBe(received.length);
    expect(received.every((code) => codes.includes(code))).toBe(true);
    const { rows } = await sql<{ stock: number; left: number; assigned: number; distinct_assigned: number }>`
      SELECT r.stock,
        (SELECT count(*)::int FROM reward_codes c WHERE c.reward_id = r.id AND c.discount_code_id IS NULL) AS left,
        (SELECT count(*)::int FROM reward_codes c WHERE c.reward_id = r.id AND c.discount_code_id IS NOT NULL) AS assigned,
        (SELECT count(DISTINCT c.discount_code_id)::int FROM reward_codes c WHERE c.reward_id = r.id) AS distinct_assigned
      FROM rewards r WHERE r.id = ${created.id}`.execute(ctx.db);
    const pool = rows[0]!;
    expect(pool.stock).toBeGreaterThanOrEqual(0);
    expect(pool.stock).toBe(pool.left);
    expect(pool.assigned).toBe(succeeded.length);
    expect(pool.distinct_assigned).toBe(succeeded.length);
    const balances = await ctx.db
      .selectFrom('members')
      .select(['id', 'balance'])
      .where(
        'id',
        'in',
        buyers.map((buyer) => buyer.id),
      )
      .execute();
    for (const buyer of buyers) {
      const paid = succeeded.some((s) => s.buyer.id === buyer.id) ? buyer.confirmed : 0;
      expect(balances.find((row) => row.id === buyer.id)?.balance).toBe(1000 - paid);
    }
  }, 120_000);
});
