import { fa, memberCareMessages as m, type MemberSession } from '@clorofil/api-client/contract';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseMaturedPoints } from '../domain/earning.js';
import type { MemberSessions } from '../domain/member-sessions.js';
import { searchQuery, searchTerm } from '../domain/member-search.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Member care's reads: finding a member, the member page, the ledger's pages and the sign-in
// sessions (held by the identity provider, stood in for here by a recording fake).

const SUPPORT = '09120000014';
const FINANCE = '09120000013';
const STUDENT = '09120000001';
const PARTNER = '09120000002';
const REJECTED = '09120000005';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

class FakeSessions implements MemberSessions {
  live = new Map<string, MemberSession[]>();
  failing = false;
  async list(mobile: string) {
    if (this.failing) throw new Error('provider down');
    return this.live.get(mobile) ?? [];
  }
  async endAll(mobile: string) {
    if (this.failing) throw new Error('provider down');
    const ended = this.live.get(mobile)?.length ?? 0;
    this.live.delete(mobile);
    return ended;
  }
}

describe('member care: finding a member and the member page', () => {
  let t: TestApp;
  const sessions = new FakeSessions();
  const get = (url: string, mobile = SUPPORT) => t.as(mobile, { method: 'GET', url });
  const idOf = async (mobile: string) =>
    (await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    t = await startTestApp({ memberSessions: sessions });
  });
  afterAll(() => t.close());

  it('finds a member by a mobile typed any way: Persian digits, +98, without the zero', async () => {
    for (const typed of ['۰۹۱۲۰۰۰۰۰۰۱', '+98 912 000 0001', '9120000001', '0098-912-000-0001']) {
      const res = await get(`/api/staff/Members?q=${encodeURIComponent(typed)}`);
      expect(res.statusCode, typed).toBe(200);
      const body = res.json<Json>();
      expect(body.by).toBe('mobile');
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({ mobile: STUDENT, name: 'امیرحسین محمدی', balance: 1250 });
      expect(body.items[0].nationalCode).toBe('*******366');
    }
  });

  it('finds by national code (its leading zeros optional) and by the start of a name, Arabic letters too', async () => {
    for (const typed of ['0072145366', '۷۲۱۴۵۳۶۶']) {
      const body = (await get(`/api/staff/Members?q=${encodeURIComponent(typed)}`)).json<Json>();
      expect(body).toMatchObject({ by: 'nationalCode', items: [{ mobile: STUDENT }] });
    }
    const byLast = (await get(`/api/staff/Members?q=${encodeURIComponent('محمد')}`)).json<Json>();
    expect(byLast.by).toBe('name');
    expect(byLast.items.map((item: Json) => item.mobile)).toContain(STUDENT);
    const byFull = (await get(`/api/staff/Members?q=${encodeURIComponent('امیرحسین مح')}`)).json<Json>();
    expect(byFull.items.map((item: Json) => item.mobile)).toEqual([STUDENT]);
    // Arabic yeh and kaf, as an Arabic keyboard types «نگار موسوی».
    const arabic = (await get(`/api/staff/Members?q=${encodeURIComponent('نگار موسوي')}`)).json<Json>();
    expect(arabic.items.map((item: Json) => item.mobile)).toEqual([REJECTED]);
    const none = (await get(`/api/staff/Members?q=${encodeURIComponent('کسی_نیست')}`)).json<Json>();
    expect(none.items).toEqual([]);
  });

  it('refuses a partial number or a single letter in Persian, with 400', async () => {
    for (const [typed, message] of [
      ['0912', m.searchDigits],
      ['۱۲۳۴۵', m.searchDigits],
      ['ا', m.searchTooShort],
      ['', m.searchTooShort],
    ] as const) {
      const res = await get(`/api/staff/Members?q=${encodeURIComponent(typed)}`);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json<Json>().errors.q).toBe(message);
    }
    expect((await get('/api/staff/Members')).statusCode).toBe(400);
  });

  it('looks every form up through an index, never by reading the members table through', async () => {
    const plan = async (text: string) => {
      const compiled = searchQuery(t.ctx.db, searchTerm(text)).compile();
      await t.ctx.db.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
      try {
        const result = await t.ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
        );
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await t.ctx.db.executeQuery(CompiledQuery.raw('RESET enable_seqscan'));
      }
    };
    expect(await plan('09120000001')).toContain('members_mobile_key');
    expect(await plan('0072145366')).toContain('members_national_code_idx');
    const ambiguous = await plan('9120000001');
    expect(ambiguous).toContain('members_mobile_key');
    expect(ambiguous).toContain('members_national_code_idx');
    const byName = await plan('امیرحسین');
    expect(byName).toContain('members_full_name_idx');
    expect(byName).toContain('members_last_name_idx');
    for (const text of ['09120000001', '0072145366', 'امیرحسین']) expect(await plan(text)).not.toContain('Seq Scan');
  });

  it('shows the member page: profile, masked national code, the summary members read, orders, codes, history', async () => {
    const id = await idOf(STUDENT);
    const page = (await get(`/api/staff/Members/${id}`)).json<Json>();
    expect(page).toMatchObject({
      id,
      mobile: STUDENT,
      firstName: 'امیرحسین',
      nationalCode: '*******366',
      userType: { value: 'student' },
      userTypeStatus: 20,
      approvalThreshold: 500,
      bank: null,
    });
    const summary = (await t.as(STUDENT, { method: 'GET', url: '/api/Scores/Summary' })).json<Json>();
    expect(page.points).toEqual(summary);
    expect(page.points.pendingItems.map((item: Json) => item.orderId).sort()).toEqual(['1473', '1489']);
    expect(page.orders.find((order: Json) => order.orderId === '1489')).toMatchObject({
      status: 'pending',
      amountToman: 1_850_000,
      points: 185,
    });
    expect(Object.fromEntries(page.codes.map((code: Json) => [code.code, code.state]))).toEqual({
      'EBK30-7K2M9': 'usable',
      'WHL15-Q8RT4': 'usable',
      'CLUB20-X3PL6': 'expired',
    });
    expect(page.codes.find((code: Json) => code.code === 'EBK30-7K2M9').paidPoints).toBe(80);
    expect(page.codes.find((code: Json) => code.code === 'WHL15-Q8RT4').paidPoints).toBeNull();
    expect(JSON.stringify(page)).not.toContain('0072145366');
  });

  it('shows a rejected member’s review history and a partner’s bank details masked', async () => {
    const rejected = (await get(`/api/staff/Members/${await idOf(REJECTED)}`)).json<Json>();
    expect(rejected.reviews).toEqual([
      expect.objectContaining({ decision: 'reject', decidedBy: 'seed', note: expect.stringContaining('پایهٔ تحصیلی') }),
    ]);
    const partner = (await get(`/api/staff/Members/${await idOf(PARTNER)}`, FINANCE)).json<Json>();
    expect(partner.bank.iban).toMatch(/^IR\d{6}\*{14}\d{4}$/);
    expect(partner.bank.creditCardNumber).toMatch(/^\d{6}\*{6}\d{4}$/);
    const notFound = await get('/api/staff/Members/999999');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json<Json>().Message).toBe(m.memberNotFound);
  });

  it('pages the whole ledger newest first, each line with its cause', async () => {
    const id = await idOf(STUDENT);
    const first = (await get(`/api/staff/Members/${id}/Ledger`)).json<Json>();
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    const all = [...first.items];
    for (let page = 2; page <= Math.ceil(first.total / 20); page += 1) {
      all.push(...(await get(`/api/staff/Members/${id}/Ledger?page=${page}`)).json<Json>().items);
    }
    expect(all).toHaveLength(first.total);
    expect(all.reduce((sum: number, line: Json) => sum + line.amount, 0)).toBe(1250);
    const times = all.map((line: Json) => Date.parse(line.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((line: Json) => line.cause))).toEqual(
      new Set(['order', 'survey', 'mission', 'wheel', 'reward']),
    );
    expect(all.find((line: Json) => line.cause === 'order').reference).toMatch(/^\d+$/);
    expect((await get(`/api/staff/Members/${id}/Ledger?page=0`)).statusCode).toBe(400);
  });

  it('pages the wheel spins and the notifications sent, newest first, 10 at a time', async () => {
    const id = await idOf(REJECTED);
    const wheel = await t.ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9));
    await t.ctx.db
      .insertInto('wheel_spins')
      .values(
        Array.from({ length: 13 }, (_, index) => ({
          member_id: id,
          wheel_id: wheel.id,
          tehran_day: at(index + 1)
            .toISOString()
            .slice(0, 10),
          prize_id: null,
          status: 0,
          created_at: at(index + 1),
        })),
      )
      .execute();
    const before = Number(
      (
        await t.ctx.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('member_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await t.ctx.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          member_id: id,
          type: 'info' as const,
          message: `پیام ${index + 1}`,
          created_at: at(index + 1),
        })),
      )
      .execute();

    const spins = (await get(`/api/staff/Members/${id}/Spins`)).json<Json>();
    expect(spins).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(spins.items).toHaveLength(10);
    expect(spins.items[0]).toMatchObject({ at: at(13).toISOString(), prize: null });
    const lastSpins = (await get(`/api/staff/Members/${id}/Spins?page=2`)).json<Json>();
    expect(lastSpins.items.map((spin: Json) => spin.at)).toEqual([at(3), at(2), at(1)].map((d) => d.toISOString()));

    const sent = (await get(`/api/staff/Members/${id}/Notifications`)).json<Json>();
    expect(sent).toMatchObject({ total: before + 12, page: 1, pageSize: 10 });
    const all = [...sent.items];
    for (let page = 2; page <= Math.ceil(sent.total / 10); page += 1)
      all.push(...(await get(`/api/staff/Members/${id}/Notifications?page=${page}`)).json<Json>().items);
    expect(all).toHaveLength(before + 12);
    const times = all.map((note: Json) => Date.parse(note.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.filter((note: Json) => /^پیام \d+$/.test(note.message))).toHaveLength(12);

    for (const list of ['Spins', 'Notifications']) {
      expect((await get(`/api/staff/Members/${id}/${list}?page=0`)).statusCode, list).toBe(400);
      expect((await get(`/api/staff/Members/${id}/${list}?page=x`)).statusCode, list).toBe(400);
      const missing = await get(`/api/staff/Members/999999/${list}`);
      expect(missing.statusCode, list).toBe(404);
      expect(missing.json<Json>().Message).toBe(m.memberNotFound);
    }
  });

  it('lists the member’s sessions and ends them all with a reason, in the audit trail', async () => {
    const id = await idOf(STUDENT);
    const session = { id: 's1', signedInAt: new Date().toISOString(), expiresAt: null, clients: ['clorofil-web'] };
    sessions.live.set(STUDENT, [session, { ...session, id: 's2' }]);
    expect((await get(`/api/staff/Members/${id}/Sessions`)).json<Json>().sessions).toHaveLength(2);

    const end = (body: unknown) =>
      t.as(SUPPORT, { method: 'POST', url: `/api/staff/Members/${id}/Sessions/End`, body });
    const noReason = await end({});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<Json>().errors.reason).toBe(m.reasonRequired);
    expect(sessions.live.get(STUDENT)).toHaveLength(2);

    const ended = await end({ reason: 'عضو گفت گوشی‌اش گم شده است' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<Json>().ended).toBe(2);
    expect((await get(`/api/staff/Members/${id}/Sessions`)).json<Json>().sessions).toEqual([]);
    const trail = (await t.as(FINANCE, { method: 'GET', url: '/api/staff/Audit?kind=member.sessions' })).json<Json>();
    expect(trail.items[0]).toMatchObject({
      kind: 'member.sessions.end',
      actor: SUPPORT,
      subject: String(id),
      before: { sessions: 2 },
      reason: 'عضو گفت گوشی‌اش گم شده است',
    });
  });

  it('answers 503 in Persian while the identity provider is away, and records nothing', async () => {
    const id = await idOf(STUDENT);
    sessions.failing = true;
    try {
      const list = await get(`/api/staff/Members/${id}/Sessions`);
      expect(list.statusCode).toBe(503);
      expect(list.json<Json>().Message).toBe(m.sessionsUnavailable);
      const end = await t.as(SUPPORT, {
        method: 'POST',
        url: `/api/staff/Members/${id}/Sessions/End`,
        body: { reason: 'آزمون' },
      });
      expect(end.statusCode).toBe(503);
      const trail = (await t.as(FINANCE, { method: 'GET', url: '/api/staff/Audit?kind=member.sessions' })).json<Json>();
      expect(trail.items.filter((entry: Json) => entry.reason === 'آزمون')).toEqual([]);
    } finally {
      sessions.failing = false;
    }
  });

  it('is closed to members and to staff without the permission', async () => {
    const id = await idOf(STUDENT);
    for (const mobile of [STUDENT, '09120000010']) {
      const res = await get(`/api/staff/Members/${id}`, mobile);
      expect(res.statusCode).toBe(403);
      expect(res.json<Json>()).toEqual({ Message: fa.forbidden });
    }
  });
});

describe('member care: why an order earned what it earned', () => {
  let t: TestApp;
  let shop: string;
  let seq = 0;
  const NEW_MEMBER = '09120000003';
  const idOf = async (mobile: string) =>
    (await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
  const explain = async (mobile: string, orderId: string) =>
    (
      await t.as(SUPPORT, {
        method: 'GET',
        url: `/api/staff/Members/${await idOf(mobile)}/Orders/${encodeURIComponent(orderId)}`,
      })
    ).json<Json>();
  const shopEvent = (kind: string, body: Json) => {
    seq += 1;
    return t.request({
      method: 'POST',
      url: `/api/integration/${kind}`,
      token: shop,
      body: { eventId: `ex-${seq}`, ...body },
    });
  };
  const deliver = (orderId: string, amountToman: number, mobile = NEW_MEMBER) =>
    shopEvent('OrderDelivered', { orderId, mobile, amountToman, deliveredAt: t.clock.now().toISOString() });
  beforeAll(async () => {
    t = await startTestApp();
    shop = await t.auth.shop();
  });
  afterAll(() => t.close());

  it('an order the shop never reported (for this member) is unknown, with the rule’s constants', async () => {
    expect(await explain(NEW_MEMBER, 'X-404')).toMatchObject({
      orderId: 'X-404',
      standing: 'unknown',
      points: 0,
      amountToman: null,
      tomanPerPoint: 10_000,
      returnWindowDays: 7,
    });
    // The student's order, asked about on another member's page, tells nothing.
    expect((await explain(NEW_MEMBER, '1489')).standing).toBe('unknown');
    expect((await explain(STUDENT, '۱۴۸۹')).standing).toBe('pending');
  });

  it('follows an order through the rule: pending with the member’s own date, due, then released', async () => {
    expect((await deliver('EX-1', 1_234_567)).statusCode).toBe(200);
    const pending = await explain(NEW_MEMBER, 'EX-1');
    const summary = (await t.as(NEW_MEMBER, { method: 'GET', url: '/api/Scores/Summary' })).json<Json>();
    expect(pending).toMatchObject({ standing: 'pending', points: 123, amountToman: 1_234_567 });
    expect(pending.availableAt).toBe(summary.pendingItems.find((item: Json) => item.orderId === 'EX-1').availableAt);

    t.clock.set(new Date(Date.parse(pending.availableAt) + 1000));
    expect((await explain(NEW_MEMBER, 'EX-1')).standing).toBe('due');
    await releaseMaturedPoints(t.ctx.db, t.clock.now());
    const released = await explain(NEW_MEMBER, 'EX-1');
    expect(released.standing).toBe('released');
    expect(Date.parse(released.releasedAt)).toBe(t.clock.now().getTime());
  });

  it('a small order is not eligible, a returned one earns nothing, a survey adds its points', async () => {
    await deliver('EX-2', 9_999);
    expect(await explain(NEW_MEMBER, 'EX-2')).toMatchObject({ standing: 'not-eligible', points: 0 });
    await deliver('EX-3', 300_000);
    await shopEvent('OrderReturned', { orderId: 'EX-3', returnedAt: t.clock.now().toISOString() });
    const returned = await explain(NEW_MEMBER, 'EX-3');
    expect(returned).toMatchObject({ standing: 'returned', points: 30 });
    expect(returned.returnedAt).not.toBeNull();
    await deliver('EX-4', 200_000);
    await shopEvent('SurveyCompleted', { orderId: 'EX-4', mobile: NEW_MEMBER });
    expect(await explain(NEW_MEMBER, 'EX-4')).toMatchObject({ standing: 'pending', points: 20, surveyPoints: 5 });
  });

  it('refuses an order number that cannot be one', async () => {
    const id = await idOf(NEW_MEMBER);
    const res = await t.as(SUPPORT, {
      method: 'GET',
      url: `/api/staff/Members/${id}/Orders/${encodeURIComponent('a b')}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('member care: a partner’s bank details in full, for finance alone', () => {
  let t: TestApp;
  const view = (mobile: string, id: number) =>
    t.as(mobile, { method: 'POST', url: `/api/staff/Members/${id}/BankInformation/View` });
  const idOf = async (mobile: string) =>
    (await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
  const views = () =>
    t.ctx.db.selectFrom('audit_trail').selectAll().where('kind', '=', 'member.bank.view').orderBy('id').execute();
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives finance the stored numbers and writes down who read whose, and when', async () => {
    const partner = await idOf(PARTNER);
    const started = Date.now();
    const res = await view(FINANCE, partner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<Json>()).toEqual({
      iban: 'IR050120000000004512389760',
      accountNumber: '4512389760',
      creditCardNumber: '6104337912458039',
    });
    const [entry, ...rest] = await views();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor_mobile: FINANCE,
      actor_member_id: await idOf(FINANCE),
      subject: String(partner),
    });
    expect(new Date(entry!.at).getTime()).toBeGreaterThanOrEqual(started - 1000);
    // The trail names the reading, never the numbers read.
    expect(JSON.stringify(entry)).not.toContain('4512389760');
    await view(FINANCE, partner);
    expect(await views()).toHaveLength(2);
    const trail = (await t.as(FINANCE, { method: 'GET', url: '/api/staff/Audit?kind=member.bank' })).json<Json>();
    expect(trail.items[0]).toMatchObject({ kind: 'member.bank.view', actor: FINANCE, subject: String(partner) });
  });

  it('keeps the member page masked for finance too: the full numbers come only from the explicit reading', async () => {
    const page = (
      await t.as(FINANCE, { method: 'GET', url: `/api/staff/Members/${await idOf(PARTNER)}` })
    ).json<Json>();
    expect(page.bank.iban).toBe('IR050120**************9760');
    expect(JSON.stringify(page)).not.toContain('4512389760');
  });

  it('refuses support and every member, the partner included, with 403, and records nothing', async () => {
    const partner = await idOf(PARTNER);
    const before = (await views()).length;
    for (const mobile of [SUPPORT, PARTNER, STUDENT]) {
      const res = await view(mobile, partner);
      expect(res.statusCode, mobile).toBe(403);
      expect(res.json<Json>(), mobile).toEqual({ Message: fa.forbidden });
      expect(res.body, mobile).not.toContain('4512389760');
    }
    // Support reads the same member's page, masked.
    const page = (await t.as(SUPPORT, { method: 'GET', url: `/api/staff/Members/${partner}` })).json<Json>();
    expect(page.bank.creditCardNumber).toBe('610433******8039');
    expect(await views()).toHaveLength(before);
  });

  it('answers 404 in Persian for a member without bank details or no member at all, recording nothing', async () => {
    const before = (await views()).length;
    const none = await view(FINANCE, await idOf(STUDENT));
    expect(none.statusCode).toBe(404);
    expect(none.json<Json>().Message).toBe(m.noBankInformation);
    const missing = await view(FINANCE, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Json>().Message).toBe(m.memberNotFound);
    expect(await views()).toHaveLength(before);
  });
});
