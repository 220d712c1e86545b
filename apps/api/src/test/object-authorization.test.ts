import { endpoints, type EndpointDef } from '@clorofil/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

// SECURITY 10: object-level authorization for every member endpoint. The victims are
// the demo student (points, codes, rewards, notifications) and the demo partner (commissions,
// payments, bank details); the intruder is another signed-in member who is a commission partner
// too, so the financial endpoints answer them instead of refusing with 403.

const STUDENT = '09120000001';
const PARTNER = '09120000002';
const INTRUDER = '09135550000';
const VICTIMS = [STUDENT, PARTNER];
const SHARED_KEY = 'victim-key-1';
const SPIN_KEY = 'victim-spin-1';
const TEACHER_INFO = {
  schoolName: 'دبستان امید',
  schoolType: 1,
  schoolLevel: 1,
  lessons: [1, 6],
  yearsOfExperience: 9,
  personnelCode: '12345678',
  schoolPhone: '021-88776655',
};

const memberEndpoints = Object.entries(endpoints).filter(([, def]) => (def as EndpointDef).auth === 'member');

describe('another member never reads or changes a member’s data', () => {
  let t: TestApp;
  let victimIds: number[];
  let secrets: string[];
  let victimState: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp();
    for (const mobile of [...VICTIMS, INTRUDER]) await t.as(mobile, { method: 'GET', url: '/api/Profile' });
    await t.ctx.db
      .updateTable('members')
      .set({ user_type_id: 2, user_type_status: 20, user_type_info: JSON.stringify(TEACHER_INFO) })
      .where('mobile', '=', INTRUDER)
      .execute();
    const db = t.ctx.db;
    const victims = await db.selectFrom('members').selectAll().where('mobile', 'in', VICTIMS).execute();
    victimIds = victims.map((member) => member.id);

    // The victims use an idempotency key the intruder will reuse.
    const reward = await db
      .selectFrom('rewards')
      .select(['id', 'score'])
      .where('visible', '=', true)
      .orderBy('score')
      .executeTakeFirstOrThrow();
    const bought = await t.as(STUDENT, {
      method: 'POST',
      url: `/api/Rewards/Buy/${reward.id}`,
      headers: { 'idempotency-key': SHARED_KEY },
    });
    expect(bought.statusCode).toBe(200);
    const wheel = await db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    expect(
      (
        await t.as(STUDENT, {
          method: 'POST',
          url: `/api/wheel/Spin/${wheel.id}`,
          headers: { 'idempotency-key': SPIN_KEY },
        })
      ).statusCode,
    ).toBe(200);

    const text = (values: (string | null | undefined)[]) =>
      values.filter((value): value is string => !!value && value.length >= 4);
    const codes = await db.selectFrom('discount_codes').select('code').where('member_id', 'in', victimIds).execute();
    const bank = await db.selectFrom('bank_accounts').selectAll().where('member_id', 'in', victimIds).execute();
    const commissionCodes = await db
      .selectFrom('commission_codes')
      .select(['id', 'code'])
      .where('member_id', 'in', victimIds)
      .execute();
    const payments = await db
      .selectFrom('payments')
      .select('tracking_code')
      .where('member_id', 'in', victimIds)
      .execute();
    secrets = [
      ...text(victims.flatMap((member) => [member.mobile, member.first_name, member.last_name, member.national_code])),
      ...text(codes.map((code) => code.code)),
      ...text(bank.flatMap((row) => [row.iban, row.account_number, row.card_number])),
      ...text(commissionCodes.map((code) => code.code)),
      ...text(payments.map((payment) => payment.tracking_code)),
    ];
    expect(codes.length).toBeGreaterThan(0);
    expect(bank.length).toBeGreaterThan(0);
    expect(commissionCodes.length).toBeGreaterThan(0);

    const tables = [
      'points_ledger',
      'discount_codes',
      'reward_receipts',
      'bank_accounts',
      'notifications',
      'idempotency_keys',
      'payments',
      'commission_codes',
      'wheel_spins',
      'shop_orders',
    ];
    victimState = async () => {
      const parts = await Promise.all(
        tables.map(async (table) => {
          const { rows } = await sql<{
            digest: string | null;
          }>`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.table(table)} t WHERE t.member_id IN (${sql.join(victimIds)})`.execute(
            db,
          );
          return `${table}:${rows[0]?.digest ?? 'empty'}`;
        }),
      );
      const { rows } = await sql<{
        digest: string;
      }>`SELECT md5(string_agg(m::text, '|' ORDER BY m.id)) AS digest FROM members m WHERE m.id IN (${sql.join(victimIds)})`.execute(
        db,
      );
      return [...parts, `members:${rows[0]?.digest}`].join('\n');
    };
  });
  afterAll(async () => t?.close());

  it('covers every member endpoint of the contract', () => {
    const covered = new Set([
      'getProfile',
      'updateProfile',
      'seeSelfExpressionResult',
      'getUserTypes',
      'getSchoolTypes',
      'getProfileItems',
      'getNotifications',
      'getRewards',
      'buyReward',
      'getScores',
      'getScoreSummary',
      'getMissions',
      'getDiscountCodes',
      'getSpinnable',
      'spin',
      'getCommissions',
      'getCommissionDetail',
      'getPayments',
      'getBankInformation',
      'updateBankInformation',
    ]);
    expect(memberEndpoints.map(([name]) => name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('reads: every member GET answers the intruder with their own (empty) data and none of the victims’', async () => {
    const before = await victimState();
    const wheel = await t.ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    for (const [name, def] of memberEndpoints) {
      if ((def as EndpointDef).method !== 'GET' || name === 'getCommissionDetail') continue;
      const url = def.path.replace('{list}', 'school_grades').replace('{wheelId}', String(wheel.id));
      const res = await t.as(INTRUDER, { method: 'GET', url });
      expect(res.statusCode, name).toBe(200);
      for (const secret of secrets) expect(res.body.includes(secret), `${name} leaks ${secret}`).toBe(false);
    }
    const lists = [
      '/api/Scores',
      '/api/DiscountCode',
      '/api/Notification',
      '/api/profile/Commission',
      '/api/profile/Payment',
    ];
    for (const url of lists) expect((await t.as(INTRUDER, { method: 'GET', url })).json(), url).toEqual([]);
    expect((await t.as(INTRUDER, { method: 'GET', url: '/api/Profile' })).json()).toMatchObject({
      mobile: INTRUDER,
      score: 0,
    });
    // Reading notifications marks them delivered: the victims' must still be waiting for them.
    expect(await victimState()).toBe(before);
  });

  it('reads by id: the victims’ commission ids are 404 for the intruder', async () => {
    const ids = await t.ctx.db
      .selectFrom('commission_codes')
      .select('id')
      .where('member_id', 'in', victimIds)
      .execute();
    for (const { id } of ids) {
      const res = await t.as(INTRUDER, { method: 'GET', url: `/api/profile/Commission/${id}` });
      expect(res.statusCode).toBe(404);
      for (const secret of secrets) expect(res.body.includes(secret)).toBe(false);
    }
  });

  it('writes: the intruder’s writes change only the intruder, and a victim’s idempotency key replays nothing of theirs', async () => {
    const before = await victimState();
    const reward = await t.ctx.db
      .selectFrom('rewards')
      .select('id')
      .where('visible', '=', true)
      .orderBy('score')
      .executeTakeFirstOrThrow();
    const buy = await t.as(INTRUDER, {
      method: 'POST',
      url: `/api/Rewards/Buy/${reward.id}`,
      headers: { 'idempotency-key': SHARED_KEY },
    });
    expect(buy.headers['idempotent-replayed']).toBeUndefined();
    for (const secret of secrets) expect(buy.body.includes(secret)).toBe(false);

    const wheel = await t.ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const spin = await t.as(INTRUDER, {
      method: 'POST',
      url: `/api/wheel/Spin/${wheel.id}`,
      headers: { 'idempotency-key': SPIN_KEY },
    });
    expect(spin.statusCode).toBe(200);
    expect(spin.headers['idempotent-replayed']).toBeUndefined();

    const bank = {
      iban: 'IR820540102680020817909002',
      accountNumber: '207-8000-12345678-1',
      creditCardNumber: '6037997599999993',
    };
    expect(
      (await t.as(INTRUDER, { method: 'PUT', url: '/api/profile/financial/BankInformation', body: bank })).statusCode,
    ).toBe(200);
    expect((await t.as(INTRUDER, { method: 'PUT', url: '/api/Profile/SeeSelfExpressionResult' })).statusCode).toBe(200);
    const profile = {
      firstName: 'نیما',
      lastName: 'رضایی',
      nationalCode: '0072145366',
      userTypeId: 2,
      userTypeInfo: JSON.stringify(TEACHER_INFO),
    };
    expect((await t.as(INTRUDER, { method: 'PUT', url: '/api/Profile', body: profile })).statusCode).toBe(200);
    // Naming a victim in the body is refused, not obeyed.
    for (const extra of [{ mobile: STUDENT }, { memberId: victimIds[0] }, { id: victimIds[0] }]) {
      const res = await t.as(INTRUDER, { method: 'PUT', url: '/api/Profile', body: { ...profile, ...extra } });
      expect(res.statusCode).toBe(400);
    }
    expect(await victimState()).toBe(before);
    const intruder = await t.ctx.db
      .selectFrom('members')
      .select(['first_name'])
      .where('mobile', '=', INTRUDER)
      .executeTakeFirstOrThrow();
    expect(intruder.first_name).toBe('نیما');
  });
});
