import { publicMissionSchema } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';

const STUDENT = '09120000001';
const BUYER = '09125556677';

type MissionJson = {
  id: number;
  title: string;
  points: number;
  kind: string;
  target: number;
  startsAt: string;
  endsAt: string;
  progress: number;
  completedAt: string | null;
};

describe('missions', () => {
  let t: TestApp;
  let shop: string;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await t.auth.shop();
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) =>
    t.request({ method: 'POST', url: `/api/integration/${path}`, token: shop, body });
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const deliver = (mobile: string, itemCount: number | undefined, deliveredAt = at(0)) => {
    seq += 1;
    return post('OrderDelivered', {
      eventId: `md-${seq}`,
      orderId: `M-${seq}`,
      mobile,
      amountToman: 250_000,
      deliveredAt,
      ...(itemCount === undefined ? {} : { itemCount }),
    });
  };
  const missions = async (mobile: string) =>
    (await t.as(mobile, { method: 'GET', url: '/api/Missions' })).json() as MissionJson[];
  const balance = async (mobile: string) =>
    (await t.as(mobile, { method: 'GET', url: '/api/Scores/Summary' })).json().balance as number;
  const byTitle = (list: MissionJson[], title: string) => list.find((mission) => mission.title === title);

  describe('the open missions for anyone (/api/Missions/Open)', () => {
    const open = () => t.request({ method: 'GET', url: '/api/Missions/Open' });
    const PUBLIC_FIELDS = Object.keys(publicMissionSchema.shape).sort();

    it('answers a visitor without a token: the missions’ own fields, nothing of a member, cacheable', async () => {
      const res = await open();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['set-cookie']).toBeUndefined();
      const list = res.json<Record<string, unknown>[]>();
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const mission of list) expect(Object.keys(mission).sort()).toEqual(PUBLIC_FIELDS);
      expect(res.body).not.toMatch(/progress|completedAt/);
    });

    it('is the same answer for every member, and the member list minus the progress', async () => {
      const visitor = (await open()).body;
      expect((await t.as(STUDENT, { method: 'GET', url: '/api/Missions/Open' })).body).toBe(visitor);
      expect((await t.as(BUYER, { method: 'GET', url: '/api/Missions/Open' })).body).toBe(visitor);
      const pick = (mission: MissionJson) =>
        Object.fromEntries(PUBLIC_FIELDS.map((key) => [key, mission[key as keyof MissionJson]]));
      expect(JSON.parse(visitor)).toEqual((await missions(STUDENT)).map(pick));
      expect(JSON.parse(visitor)).toEqual((await missions(BUYER)).map(pick));
    });

    it('leaves out a hidden mission and one whose window has closed', async () => {
      const [first, second] = (await open()).json<MissionJson[]>();
      await t.ctx.db.updateTable('missions').set({ visible: false }).where('id', '=', first!.id).execute();
      const endsAt = (
        await t.ctx.db.selectFrom('missions').select('ends_at').where('id', '=', second!.id).executeTakeFirstOrThrow()
      ).ends_at;
      await t.ctx.db.updateTable('missions').set({ ends_at: t.clock.now() }).where('id', '=', second!.id).execute();
      try {
        const ids = (await open()).json<MissionJson[]>().map((mission) => mission.id);
        expect(ids).not.toContain(first!.id);
        expect(ids).not.toContain(second!.id);
        expect((await missions(STUDENT)).map((mission) => mission.id)).toEqual(ids);
      } finally {
        await t.ctx.db.updateTable('missions').set({ visible: true }).where('id', '=', first!.id).execute();
        await t.ctx.db.updateTable('missions').set({ ends_at: endsAt }).where('id', '=', second!.id).execute();
      }
    });

    it('refuses another method without a 500', async () => {
      const res = await t.request({ method: 'POST', url: '/api/Missions/Open' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });

  describe('the seeded campaigns', () => {
    it('lists the open missions with their windows and the demo student’s progress', async () => {
      const list = await missions(STUDENT);
      expect(list.map((m) => [m.title, m.kind, m.target, m.progress, m.completedAt])).toEqual([
        ['هفتهٔ نظرسنجی', 'surveys', 1, 0, null],
        ['چالش کتاب‌خوانی پاییز', 'items', 3, 2, null],
      ]);
      for (const mission of list) {
        expect(new Date(mission.startsAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
        expect(new Date(mission.endsAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
      }
    });

    it('grants the reading challenge with the third book, once, with a history line and a notification', async () => {
      const before = await balance(STUDENT);
      expect((await deliver(STUDENT, 1)).json()).toMatchObject({ status: 'accepted' });
      expect(await balance(STUDENT)).toBe(before + 100);
      const challenge = byTitle(await missions(STUDENT), 'چالش کتاب‌خوانی پاییز');
      expect(challenge).toMatchObject({ progress: 3, completedAt: t.clock.now().toISOString() });
      const history = (await t.as(STUDENT, { method: 'GET', url: '/api/Scores' })).json();
      expect(history.find((line: { id: string }) => line.id.startsWith('L'))).toMatchObject({
        score: 100,
        operationType: 0,
        status: 'done',
        activity: 'مأموریت «چالش کتاب‌خوانی پاییز»',
      });
      const notes = (await t.as(STUDENT, { method: 'GET', url: '/api/Notification' })).json();
      expect(notes.map((n: { message: string }) => n.message)).toContain(
        'مأموریت «چالش کتاب‌خوانی پاییز» انجام شد و ۱۰۰ کلروفیل به حساب شما اضافه شد.',
      );

      await deliver(STUDENT, 4);
      expect(await balance(STUDENT)).toBe(before + 100);
    });

    it('grants the survey week for a completed survey, on top of the survey’s own 5', async () => {
      const before = await balance(STUDENT);
      const res = await post('SurveyCompleted', { eventId: 'ms-1', orderId: '1489', mobile: STUDENT });
      expect(res.json()).toMatchObject({ status: 'accepted', points: 5 });
      expect(await balance(STUDENT)).toBe(before + 25);
      expect(byTitle(await missions(STUDENT), 'هفتهٔ نظرسنجی')).toMatchObject({ progress: 1 });
      await post('SurveyCompleted', { eventId: 'ms-2', orderId: '1473', mobile: STUDENT });
      expect(await balance(STUDENT)).toBe(before + 30);
    });
  });

  describe('windows and returns', () => {
    let missionId: number;
    beforeEach(async () => {
      await t.ctx.db.updateTable('missions').set({ visible: false }).execute();
      const row = await t.ctx.db
        .insertInto('missions')
        .values({
          key: `test-${Math.random()}`,
          title: 'پنج کتاب در ده روز',
          points: 40,
          kind: 'items',
          target: 5,
          starts_at: new Date(at(-2 * DAY)),
          ends_at: new Date(at(8 * DAY)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      missionId = row.id;
    });

    it('counts only orders delivered inside the window, and an order without itemCount as one', async () => {
      const mobile = '09125550001';
      await deliver(mobile, 3, at(-3 * DAY));
      await deliver(mobile, 3, at(9 * DAY));
      await deliver(mobile, undefined);
      expect(await missions(mobile)).toEqual([expect.objectContaining({ id: missionId, progress: 1 })]);
      await deliver(mobile, 2);
      expect((await missions(mobile))[0]).toMatchObject({ progress: 3, completedAt: null });
      expect(await balance(mobile)).toBe(0);
    });

    it('takes a returned order’s items off, so they do not count towards the grant', async () => {
      await deliver(BUYER, 3);
      const returned = seq;
      expect(
        (
          await post('OrderReturned', { eventId: `mr-${returned}`, orderId: `M-${returned}`, returnedAt: at(DAY) })
        ).json(),
      ).toMatchObject({ status: 'accepted' });
      expect((await missions(BUYER))[0]).toMatchObject({ progress: 0 });
      await deliver(BUYER, 4);
      expect(await balance(BUYER)).toBe(0);
      await deliver(BUYER, 1);
      expect(await balance(BUYER)).toBe(40);
      expect((await missions(BUYER))[0]).toMatchObject({ progress: 5, completedAt: expect.any(String) });
    });

    it('lists a mission only while its window is open', async () => {
      await t.ctx.db
        .insertInto('missions')
        .values({
          key: `future-${Math.random()}`,
          title: 'مأموریت ماه آینده',
          points: 10,
          kind: 'surveys',
          target: 1,
          starts_at: new Date(at(3 * DAY)),
          ends_at: new Date(at(30 * DAY)),
        })
        .execute();
      expect((await missions(BUYER)).map((m) => m.id)).toEqual([missionId]);
      t.clock.advance(8 * DAY);
      expect((await missions(BUYER)).map((m) => m.title)).toEqual(['مأموریت ماه آینده']);
      t.clock.advance(-8 * DAY);
    });
  });

  it('refuses a bad itemCount with a Persian message and changes nothing', async () => {
    for (const itemCount of [-1, 1.5, '2', 10_001]) {
      const res = await post('OrderDelivered', {
        eventId: 'md-bad',
        orderId: 'M-bad',
        mobile: BUYER,
        amountToman: 100_000,
        deliveredAt: at(0),
        itemCount,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.itemCount).toMatch(/[\u0600-\u06FF]/);
    }
    const order = await t.ctx.db.selectFrom('shop_orders').select('order_id').where('order_id', '=', 'M-bad').execute();
    expect(order).toEqual([]);
  });

  it('answers a visitor 401', async () => {
    expect((await t.request({ method: 'GET', url: '/api/Missions' })).statusCode).toBe(401);
  });
});
