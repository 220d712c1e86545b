import { controlCharactersMessage, fa, missionMessages } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS, SURVEY_POINTS, TOMAN_PER_POINT } from '../domain/earning.js';
import { DAY } from './support/test-clock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OPERATOR = '09120000010';
const STUDENT = '09120000001';
const REVIEWER = '09129999999';
const ADMIN = '09120000012';
const HOUR = 3_600_000;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

describe('the operators’ missions', () => {
  let t: TestApp;
  let shop: string;
  let seq = 0;
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.as(OPERATOR, { method, url, ...(body === undefined ? {} : { body }) });
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const fields = (extra: Json = {}) => ({
    title: 'چالش ۲ کتاب زمستانی',
    description: 'دو کتاب بخرید و ۵۰ کلروفیل بگیرید.',
    kind: 'items',
    target: 2,
    points: 50,
    startsAt: at(-HOUR),
    endsAt: at(10 * DAY),
    ...extra,
  });
  const create = async (extra: Json = {}) => {
    const res = await staff('POST', '/api/staff/Missions', fields(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>();
  };
  const detail = async (id: number) => (await staff('GET', `/api/staff/Missions/${id}`)).json<Json>();
  const memberMissions = async (mobile: string) =>
    (await t.as(mobile, { method: 'GET', url: '/api/Missions' })).json<Json[]>();
  const audit = async (subject: number) =>
    (await t.as(ADMIN, { method: 'GET', url: '/api/staff/Audit?kind=mission' }))
      .json<{ items: Json[] }>()
      .items.filter((entry) => entry.subject === String(subject))
      .reverse();
  const deliver = (mobile: string, itemCount: number) => {
    seq += 1;
    return t.request({
      method: 'POST',
      url: '/api/integration/OrderDelivered',
      token: shop,
      body: { eventId: `mc-${seq}`, orderId: `MC-${seq}`, mobile, amountToman: 120_000, deliveredAt: at(0), itemCount },
    });
  };
  const survey = (mobile: string, orderId: string) => {
    seq += 1;
    return t.request({
      method: 'POST',
      url: '/api/integration/SurveyCompleted',
      token: shop,
      body: { eventId: `ms-${seq}`, orderId, mobile },
    });
  };

  beforeAll(async () => {
    t = await startTestApp();
    shop = await t.auth.shop();
    for (const mobile of [OPERATOR, STUDENT, REVIEWER, ADMIN])
      await t.as(mobile, { method: 'GET', url: '/api/Profile' });
  });
  afterAll(() => t.close());

  it('is for the missions permission: a member and a reviewer get 403 and create nothing', async () => {
    const before = await t.ctx.db.selectFrom('missions').select('id').execute();
    for (const mobile of [STUDENT, REVIEWER]) {
      expect((await t.as(mobile, { method: 'GET', url: '/api/staff/Missions' })).statusCode).toBe(403);
      expect((await t.as(mobile, { method: 'GET', url: '/api/staff/Earning' })).statusCode).toBe(403);
      const made = await t.as(mobile, { method: 'POST', url: '/api/staff/Missions', body: fields() });
      expect(made.statusCode).toBe(403);
      expect(made.json()).toEqual({ Message: fa.forbidden });
    }
    expect((await t.request({ method: 'GET', url: '/api/staff/Missions' })).statusCode).toBe(401);
    expect(await t.ctx.db.selectFrom('missions').select('id').execute()).toEqual(before);
  });

  it('creates a mission members see on their open missions at once, with the text as typed, audited', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: 'چالش ۲ کتاب زمستانی',
      state: 'open',
      editVersion: 1,
      onTheWay: 0,
      done: 0,
      createdBy: OPERATOR,
      endedAt: null,
    });
    const seen = (await memberMissions(STUDENT)).find((mission) => mission.id === created.id);
    expect(seen).toMatchObject({ title: 'چالش ۲ کتاب زمستانی', points: 50, target: 2, progress: 0 });
    const open = (await t.request({ method: 'GET', url: '/api/Missions/Open' })).json<Json[]>();
    expect(open.map((mission) => mission.id)).toContain(created.id);
    const [entry] = await audit(created.id);
    expect(entry).toMatchObject({ kind: 'mission.create', actor: OPERATOR, before: null, reason: null });
    expect(entry!.after).toMatchObject({ title: created.title, kind: 'items', target: 2, points: 50 });
  });

  it('refuses bad input field by field in Persian and saves nothing', async () => {
    const count = async () => (await t.ctx.db.selectFrom('missions').select('id').execute()).length;
    const before = await count();
    const cases: [Json, Record<string, string>][] = [
      [{ title: '  ' }, { title: fa.required }],
      [{ title: 'ب'.repeat(81) }, { title: fa.tooLong }],
      [{ title: 'چالش\u202Eکتاب' }, { title: controlCharactersMessage }],
      [{ target: 0 }, { target: fa.invalidValue }],
      [{ target: 2.5 }, { target: fa.numeric }],
      [{ points: 'صد' }, { points: fa.numeric }],
      [{ points: 1_000_000 }, { points: fa.invalidValue }],
      [{ kind: 'reviews' }, { kind: fa.invalidValue }],
      [{ startsAt: '1405/09/12' }, { startsAt: fa.invalidValue }],
      [{ endsAt: at(-2 * HOUR) }, { endsAt: missionMessages.windowOrder }],
      [{ startsAt: at(-3 * DAY), endsAt: at(-DAY) }, { endsAt: missionMessages.endInPast }],
      [{ owner: 'x' }, { owner: fa.unknownField }],
    ];
    for (const [change, errors] of cases) {
      const res = await staff('POST', '/api/staff/Missions', fields(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual(errors);
      expect(res.json().Message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await count()).toBe(before);
  });

  it('counts members on the way and done from real progress, and filters by state', async () => {
    const created = await create({ target: 3, points: 30, title: 'سه کتاب برای شمارش' });
    const [a, b, c] = ['09125550101', '09125550102', '09125550103'];
    await deliver(a!, 1);
    const aOrder = `MC-${seq}`;
    await deliver(b!, 2);
    await deliver(c!, 3);
    expect(await detail(created.id)).toMatchObject({ onTheWay: 2, done: 1 });
    await deliver(b!, 1);
    expect(await detail(created.id)).toMatchObject({ onTheWay: 1, done: 2 });
    // A returned order takes its items off the way, as on the member's card.
    await t.request({
      method: 'POST',
      url: '/api/integration/OrderReturned',
      token: shop,
      body: { eventId: `mr-${aOrder}`, orderId: aOrder, returnedAt: at(HOUR) },
    });
    expect(await detail(created.id)).toMatchObject({ onTheWay: 0, done: 2 });

    const surveys = await create({ kind: 'surveys', target: 2, points: 10, title: 'دو نظرسنجی' });
    expect((await survey(a!, aOrder)).json()).toMatchObject({ status: 'accepted', points: SURVEY_POINTS });
    expect(await detail(surveys.id)).toMatchObject({ onTheWay: 1, done: 0 });

    const upcoming = await create({ startsAt: at(2 * DAY), endsAt: at(9 * DAY), title: 'مأموریت آینده' });
    const ids = async (state: string) =>
      (await staff('GET', `/api/staff/Missions?state=${state}`)).json<Json[]>().map((mission) => mission.id);
    expect(await ids('upcoming')).toContain(upcoming.id);
    expect(await ids('open')).toEqual(expect.arrayContaining([created.id, surveys.id]));
    expect(await ids('open')).not.toContain(upcoming.id);
    expect(await ids('ended')).not.toContain(created.id);
    const bad = await staff('GET', '/api/staff/Missions?state=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ state: fa.invalidValue });
  });

  it('exports the list as CSV with the screen’s state filter: the mark, Persian titles, the list’s rows', async () => {
    await create({ title: 'هدیه، ویژه, زمستان', target: 3, points: 70 });
    const csv = (query = '') => staff('GET', `/api/staff/Missions.csv${query}`);
    /** The title cell of each line, unquoted. */
    const titles = (body: string) =>
      body
        .slice(1)
        .split('\r\n')
        .slice(1, -1)
        .map((line) =>
          line.startsWith('"') ? line.slice(1, line.indexOf('",')).replaceAll('""', '"') : line.split(',')[0],
        );
    const res = await csv();
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="missions.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.slice(1, res.body.indexOf('\r\n'))).toBe(
      'عنوان,هدف,جایزه (کلروفیل),بازه: آغاز,بازه: پایان,در مسیر,انجام‌داده,وضعیت,دلیل پایان زودهنگام',
    );
    const listed = (query = '') => staff('GET', `/api/staff/Missions${query}`).then((r) => r.json<Json[]>());
    expect(titles(res.body)).toEqual((await listed()).map((mission) => mission.title));
    expect(res.body.split('\r\n').find((line) => line.startsWith('"هدیه'))).toMatch(
      /^"هدیه، ویژه, زمستان",3 کالا,70,[^,]+,[^,]+,\d+,\d+,در جریان,$/,
    );
    const open = await csv('?state=open');
    expect(open.headers['content-disposition']).toBe('attachment; filename="missions-open.csv"');
    expect(titles(open.body)).toEqual((await listed('?state=open')).map((mission) => mission.title));
    expect(titles((await csv('?state=upcoming')).body)).toEqual(
      (await listed('?state=upcoming')).map((mission) => mission.title),
    );
    for (const query of ['?state=soon', '?page=2']) {
      const bad = await csv(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.headers['content-type'], query).toContain('application/json');
      expect(JSON.stringify(bad.json()), query).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await t.as(REVIEWER, { method: 'GET', url: '/api/staff/Missions.csv' })).statusCode).toBe(403);
  });

  it('refuses a save on a stale version with the Persian 409, keeping the first operator’s change', async () => {
    const created = await create({ startsAt: at(DAY), endsAt: at(5 * DAY) });
    const first = await staff('PUT', `/api/staff/Missions/${created.id}`, {
      ...fields({ startsAt: created.startsAt, endsAt: created.endsAt }),
      title: 'عنوان اول',
      editVersion: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().editVersion).toBe(2);
    const second = await staff('PUT', `/api/staff/Missions/${created.id}`, {
      ...fields({ startsAt: created.startsAt, endsAt: created.endsAt }),
      title: 'عنوان دوم',
      editVersion: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ Message: missionMessages.stale });
    expect((await detail(created.id)).title).toBe('عنوان اول');
    const staleEnd = await staff('POST', `/api/staff/Missions/${created.id}/End`, { editVersion: 1, reason: 'آزمون' });
    expect(staleEnd.statusCode).toBe(409);
  });

  it('lets exactly one of two saves sent at once on the same version through', async () => {
    const created = await create({ startsAt: at(DAY), endsAt: at(5 * DAY) });
    const save = (title: string) =>
      staff('PUT', `/api/staff/Missions/${created.id}`, {
        ...fields({ startsAt: created.startsAt, endsAt: created.endsAt }),
        title,
        editVersion: 1,
      });
    const answers = await Promise.all([save('نسخهٔ یکم'), save('نسخهٔ دوم')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((answer) => answer.statusCode === 200)!.json<Json>().title;
    expect(await detail(created.id)).toMatchObject({ title: kept, editVersion: 2 });
    expect((await audit(created.id)).filter((entry) => entry.kind === 'mission.update')).toHaveLength(1);
  });

  it('edits anything before the window opens; after it opens, goal, reward and start are locked', async () => {
    const created = await create({ startsAt: at(DAY), endsAt: at(5 * DAY) });
    const moved = await staff('PUT', `/api/staff/Missions/${created.id}`, {
      ...fields({ target: 4, points: 80, startsAt: at(DAY), endsAt: at(6 * DAY) }),
      editVersion: 1,
    });
    expect(moved.json()).toMatchObject({ target: 4, points: 80, state: 'upcoming' });

    t.clock.advance(DAY + HOUR);
    try {
      const now = await detail(created.id);
      expect(now.state).toBe('open');
      const base = {
        ...fields({ target: 4, points: 80, startsAt: now.startsAt, endsAt: now.endsAt }),
        editVersion: now.editVersion,
      };
      const refused = await staff('PUT', `/api/staff/Missions/${created.id}`, {
        ...base,
        target: 2,
        points: 500,
        kind: 'surveys',
        startsAt: at(-DAY),
        endsAt: at(2 * DAY),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        kind: missionMessages.goalLocked,
        target: missionMessages.goalLocked,
        points: missionMessages.rewardLocked,
        startsAt: missionMessages.startLocked,
        endsAt: missionMessages.endEarlier,
      });
      expect(await detail(created.id)).toMatchObject({ target: 4, points: 80, editVersion: now.editVersion });

      const later = new Date(Date.parse(now.endsAt) + 3 * DAY).toISOString();
      const extended = await staff('PUT', `/api/staff/Missions/${created.id}`, {
        ...base,
        title: 'چهار کتاب، با مهلت بیشتر',
        endsAt: later,
      });
      expect(extended.statusCode, extended.body).toBe(200);
      expect(extended.json()).toMatchObject({ endsAt: later, title: 'چهار کتاب، با مهلت بیشتر', target: 4 });
      // Members read missions afresh: the edit is on their list at once.
      const seen = (await memberMissions(STUDENT)).find((mission) => mission.id === created.id);
      expect(seen).toMatchObject({ title: 'چهار کتاب، با مهلت بیشتر', endsAt: later, target: 4, points: 80 });
      const entries = await audit(created.id);
      expect(entries.map((entry) => entry.kind)).toEqual(['mission.create', 'mission.update', 'mission.update']);
      expect(entries[2]).toMatchObject({
        actor: OPERATOR,
        before: { endsAt: now.endsAt, title: 'چالش ۲ کتاب زمستانی' },
        after: { endsAt: later, title: 'چهار کتاب، با مهلت بیشتر' },
      });
    } finally {
      t.clock.advance(-(DAY + HOUR));
    }
  });

  it('ends a mission early with a reason: members stop seeing it, later events do not count', async () => {
    const created = await create({ target: 2, points: 70, title: 'مأموریتی که زود تمام می‌شود' });
    const mobile = '09125550201';
    // Members of the tests before have bought inside this window too.
    const others = (await detail(created.id)).onTheWay as number;
    await deliver(mobile, 1);
    // The window's end is exclusive: the delivery counts when the end comes after it.
    t.clock.advance(60_000);
    const noReason = await staff('POST', `/api/staff/Missions/${created.id}/End`, { editVersion: 1, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: missionMessages.reasonRequired });
    expect((await detail(created.id)).state).toBe('open');

    const ended = await staff('POST', `/api/staff/Missions/${created.id}/End`, {
      editVersion: 1,
      reason: 'موجودی کتاب‌ها تمام شد',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      state: 'ended',
      endedBy: OPERATOR,
      endReason: 'موجودی کتاب‌ها تمام شد',
      endsAt: t.clock.now().toISOString(),
      onTheWay: others + 1,
      done: 0,
    });
    expect((await memberMissions(mobile)).map((mission) => mission.id)).not.toContain(created.id);
    t.clock.advance(HOUR);
    try {
      await deliver(mobile, 5);
      expect(await detail(created.id)).toMatchObject({ done: 0, onTheWay: others + 1 });
    } finally {
      t.clock.advance(-HOUR - 60_000);
    }
    const again = await staff('PUT', `/api/staff/Missions/${created.id}`, { ...fields(), editVersion: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: missionMessages.ended });
    const entry = (await audit(created.id)).find((item) => item.kind === 'mission.end');
    expect(entry).toMatchObject({
      actor: OPERATOR,
      reason: 'موجودی کتاب‌ها تمام شد',
      before: { endsAt: created.endsAt },
      after: { endsAt: ended.json().endsAt, endReason: 'موجودی کتاب‌ها تمام شد' },
    });
  });

  it('ends a mission that has not opened yet by never opening it', async () => {
    const created = await create({ startsAt: at(DAY), endsAt: at(3 * DAY), title: 'لغو پیش از آغاز' });
    const ended = await staff('POST', `/api/staff/Missions/${created.id}/End`, { editVersion: 1, reason: 'اشتباه' });
    expect(ended.json()).toMatchObject({ state: 'ended', startsAt: created.startsAt, endsAt: created.endsAt });
    t.clock.advance(2 * DAY);
    try {
      expect((await memberMissions(STUDENT)).map((mission) => mission.id)).not.toContain(created.id);
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  it('opens and closes a mission on members’ lists by the clock', async () => {
    const created = await create({ startsAt: at(DAY), endsAt: at(2 * DAY), title: 'یک روزه' });
    const listed = async () => (await memberMissions(STUDENT)).some((mission) => mission.id === created.id);
    expect(await listed()).toBe(false);
    t.clock.advance(DAY);
    try {
      expect(await listed()).toBe(true);
      expect((await detail(created.id)).state).toBe('open');
      t.clock.advance(DAY);
      expect(await listed()).toBe(false);
      expect((await detail(created.id)).state).toBe('ended');
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  it('shows the earning settings the API applies, with where each is written', async () => {
    const res = await staff('GET', '/api/staff/Earning');
    expect(res.json()).toEqual({
      tomanPerPoint: { value: TOMAN_PER_POINT, source: 'apps/api/src/domain/earning.ts · TOMAN_PER_POINT' },
      surveyPoints: { value: SURVEY_POINTS, source: 'apps/api/src/domain/earning.ts · SURVEY_POINTS' },
      returnWindowDays: { value: RETURN_WINDOW_DAYS, source: 'apps/api/src/domain/earning.ts · RETURN_WINDOW_DAYS' },
    });
  });

  it('answers 404 in Persian for a mission that does not exist', async () => {
    const res = await staff('GET', '/api/staff/Missions/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: missionMessages.notFound });
  });
});
