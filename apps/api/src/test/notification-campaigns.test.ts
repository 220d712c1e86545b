import { campaignMessages } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CHANNEL } from '../cache/cache-hub.js';
import { campaignsExport } from '../routes/notification-campaigns.js';
import { openDatabase, type Database } from '../db/database.js';
import { pgliteCopy } from './support/pglite-copy.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OPERATOR = DEMO_STAFF.operator;
const STUDENT = '09120000001'; // approved student
const TEACHER = '09120000002'; // approved teacher
const NEW_MEMBER = '09120000003'; // no type yet
const PENDING_TEACHER = '09120000004';
const REJECTED_STUDENT = '09120000005';
const HOUR = 3_600_000;

describe('operators’ notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, mobile = OPERATOR) =>
    t.as(mobile, { method, url, ...(body === undefined ? {} : { body }) });
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  /** The messages a member is shown on their next page change. */
  const read = async (mobile: string): Promise<string[]> =>
    (await t.as(mobile, { method: 'GET', url: '/api/Notification' })).json().map((n: { message: string }) => n.message);
  const send = async (fields: Record<string, unknown>) => {
    const res = await staff('POST', '/api/staff/Notifications', {
      type: 'info',
      mobiles: '',
      startsAt: null,
      endsAt: null,
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const withdraw = (campaign: { id: number; editVersion: number }, reason = 'آزمایش تمام شد.') =>
    staff('POST', `/api/staff/Notifications/${campaign.id}/Withdraw`, { editVersion: campaign.editVersion, reason });
  const audit = (subject: number) =>
    t.ctx.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('kind', 'like', 'notification.%')
      .where('subject', '=', String(subject))
      .orderBy('id')
      .execute();
  const everyone = [STUDENT, TEACHER, NEW_MEMBER, PENDING_TEACHER, REJECTED_STUDENT];

  beforeAll(async () => {
    // What the seed left waiting is taken first, so each test sees only its own notices.
    for (const mobile of everyone) await read(mobile);
  });

  it('reaches the audience it names, once each: everyone, the approved students or teachers, a list', async () => {
    const all = await send({ audience: 'all', message: 'پیام همگانی' });
    const students = await send({ audience: 'student', message: 'پیام دانش‌آموزان' });
    const teachers = await send({ audience: 'teacher', message: 'پیام معلمان', type: 'reward' });
    const list = await send({
      audience: 'mobiles',
      mobiles: `${NEW_MEMBER}\n${PENDING_TEACHER}`,
      message: 'پیام فهرست',
    });
    expect(list).toMatchObject({ state: 'live', recipients: 2, mobiles: [NEW_MEMBER, PENDING_TEACHER] });

    expect(await read(STUDENT)).toEqual(['پیام همگانی', 'پیام دانش‌آموزان']);
    expect(await read(TEACHER)).toEqual(['پیام همگانی', 'پیام معلمان']);
    expect(await read(NEW_MEMBER)).toEqual(['پیام همگانی', 'پیام فهرست']);
    // A teacher waiting for review and a rejected student are not (yet) of that type.
    expect(await read(PENDING_TEACHER)).toEqual(['پیام همگانی', 'پیام فهرست']);
    expect(await read(REJECTED_STUDENT)).toEqual(['پیام همگانی']);
    // Read once: the next page change shows nothing again.
    for (const mobile of everyone) expect(await read(mobile)).toEqual([]);

    const counted = (await staff('GET', '/api/staff/Notifications')).json().items;
    expect(counted.find((c: { id: number }) => c.id === all.id).delivered).toBe(everyone.length);
    expect(counted.find((c: { id: number }) => c.id === teachers.id)).toMatchObject({ delivered: 1, recipients: null });
    for (const campaign of [all, students, teachers, list]) expect((await withdraw(campaign)).statusCode).toBe(200);
  });

  it('shows a scheduled notification only inside its window, by the clock', async () => {
    const campaign = await send({
      audience: 'mobiles',
      mobiles: STUDENT,
      message: 'پیام زمان‌بندی‌شده',
      startsAt: at(2 * HOUR),
      endsAt: at(4 * HOUR),
    });
    expect(campaign.state).toBe('scheduled');
    expect(await read(STUDENT)).toEqual([]);
    t.clock.advance(2 * HOUR + 60_000);
    expect((await staff('GET', `/api/staff/Notifications/${campaign.id}`)).json().state).toBe('live');
    expect(await read(STUDENT)).toEqual(['پیام زمان‌بندی‌شده']);

    const missed = await send({
      audience: 'mobiles',
      mobiles: TEACHER,
      message: 'پیام دیررس',
      endsAt: at(HOUR),
    });
    t.clock.advance(HOUR + 60_000);
    expect(await read(TEACHER)).toEqual([]);
    const listed = (await staff('GET', '/api/staff/Notifications?state=ended')).json().items;
    expect(listed.map((c: { id: number }) => c.id)).toContain(missed.id);
    expect(listed.every((c: { state: string }) => c.state === 'ended')).toBe(true);
  });

  it('reads a pasted list in Persian or Latin digits, by line or comma, repeats once', async () => {
    const mobiles = `۰۹۱۲۰۰۰۰۰۰۱، 0912 000 0002\n+989120000003,09120000001\n\n`;
    const reach = await staff('POST', '/api/staff/Notifications/Audience', { audience: 'mobiles', mobiles });
    expect(reach.json()).toEqual({ count: 3, errors: {} });
    const campaign = await send({ audience: 'mobiles', mobiles, message: 'فهرست فارسی', startsAt: at(HOUR) });
    expect(campaign.mobiles).toEqual([STUDENT, TEACHER, NEW_MEMBER]);
    expect((await withdraw(campaign)).statusCode).toBe(200);
  });

  it('counts the members an audience reaches before sending', async () => {
    const count = async (audience: string) =>
      (await staff('POST', '/api/staff/Notifications/Audience', { audience, mobiles: '' })).json().count;
    const members = await t.ctx.db.selectFrom('members').select('id').execute();
    expect(await count('all')).toBe(members.length);
    expect(await count('student')).toBe(1);
    expect(await count('teacher')).toBe(1);
  });

  it('lists every invalid or unknown mobile back in Persian and saves nothing', async () => {
    const before = (await staff('GET', '/api/staff/Notifications')).json().total;
    const trail = await t.ctx.db.selectFrom('audit_trail').select('id').execute();
    const res = await staff('POST', '/api/staff/Notifications', {
      type: 'info',
      message: 'پیام',
      audience: 'mobiles',
      mobiles: `${STUDENT}\n۰۹۱۲۳\n09350000000\nabc`,
      startsAt: null,
      endsAt: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: campaignMessages.badList(3),
      errors: {
        'mobiles.2': '«۰۹۱۲۳» شمارهٔ موبایل درستی نیست.',
        'mobiles.3': '«۰۹۳۵۰۰۰۰۰۰۰» عضو باشگاه نیست.',
        'mobiles.4': '«abc» شمارهٔ موبایل درستی نیست.',
      },
    });
    const reach = await staff('POST', '/api/staff/Notifications/Audience', {
      audience: 'mobiles',
      mobiles: `${STUDENT}\n09350000000`,
    });
    expect(reach.json()).toEqual({ count: 1, errors: { 'mobiles.2': '«۰۹۳۵۰۰۰۰۰۰۰» عضو باشگاه نیست.' } });
    const empty = await staff('POST', '/api/staff/Notifications', {
      type: 'info',
      message: 'پیام',
      audience: 'mobiles',
      mobiles: ' ,\n',
      startsAt: null,
      endsAt: null,
    });
    expect(empty.json().errors).toEqual({ mobiles: campaignMessages.noMobiles });
    expect((await staff('GET', '/api/staff/Notifications')).json().total).toBe(before);
    expect(await t.ctx.db.selectFrom('audit_trail').select('id').execute()).toHaveLength(trail.length);
  });

  it('refuses a start in the past, an end before the start, an empty message and a bad type, in Persian', async () => {
    const attempt = (fields: Record<string, unknown>) =>
      staff('POST', '/api/staff/Notifications', {
        type: 'info',
        message: 'پیام',
        audience: 'all',
        mobiles: '',
        startsAt: null,
        endsAt: null,
        ...fields,
      });
    const past = await attempt({ startsAt: at(-HOUR) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ startsAt: campaignMessages.startPast });
    const order = await attempt({ startsAt: at(3 * HOUR), endsAt: at(2 * HOUR) });
    expect(order.json().errors).toEqual({ endsAt: campaignMessages.endOrder });
    const blank = await attempt({ message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.message).toMatch(/[\u0600-\u06FF]/);
    const type = await attempt({ type: 'spam' });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.type).toMatch(/[\u0600-\u06FF]/);
    const control = await attempt({ message: 'پیام\u202Eوارونه' });
    expect(control.json().errors.message).toBe('متن شامل نویسه‌های کنترلی نامعتبر است.');
  });

  it('keeps bold, line breaks and https links of the message, sanitised, and hands members its HTML and text', async () => {
    const message =
      '<p><strong>۲۰٪ تخفیف</strong> تا ۱۰ آذر<script>alert(1)</script></p><p><a href="https://shop.example.ir/sale" onclick="x()">خرید</a> <em>کج</em> <a href="javascript:alert(1)">بد</a></p><h2>عنوان</h2>';
    const campaign = await send({ audience: 'mobiles', mobiles: STUDENT, message, type: 'warning' });
    const html =
      '<strong>۲۰٪ تخفیف</strong> تا ۱۰ آذر<br /><a href="https://shop.example.ir/sale" target="_blank" rel="noopener noreferrer nofollow">خرید</a> کج <a target="_blank" rel="noopener noreferrer nofollow">بد</a>عنوان';
    expect(campaign).toMatchObject({ messageHtml: html, message: '۲۰٪ تخفیف تا ۱۰ آذر\nخرید کج بدعنوان' });
    const notes = (await t.as(STUDENT, { method: 'GET', url: '/api/Notification' })).json();
    expect(notes).toEqual([{ id: expect.any(Number), type: 'warning', message: campaign.message, html }]);
    const [create] = await audit(campaign.id);
    expect(create!.after).toMatchObject({ message: campaign.message, messageHtml: html });
    expect((await withdraw(campaign)).statusCode).toBe(200);
  });

  it('counts a message’s text, not its formatting, against the limit', async () => {
    const link = (text: string) => `<a href="https://shop.example.ir/${'x'.repeat(200)}">${text}</a>`;
    const long = await staff('POST', '/api/staff/Notifications', {
      type: 'info',
      message: `<p>${link('ب'.repeat(1001))}</p>`,
      audience: 'all',
      mobiles: '',
      startsAt: at(HOUR),
      endsAt: null,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ message: 'متن واردشده بیش از حد طولانی است.' });
    const fits = await send({ audience: 'all', message: `<p>${link('ب'.repeat(1000))}</p>`, startsAt: at(HOUR) });
    expect(Array.from(fits.message as string)).toHaveLength(1000);
    const empty = await staff('POST', '/api/staff/Notifications', {
      type: 'info',
      message: '<p><img src="https://x.example/a.png"></p>',
      audience: 'all',
      mobiles: '',
      startsAt: null,
      endsAt: null,
    });
    expect(empty.json().errors).toEqual({ message: 'پر کردن این فیلد الزامی است' });
    expect((await withdraw(fits)).statusCode).toBe(200);
  });

  it('shows a notification written as plain text before messages were rich as the text it is', async () => {
    // As migration 014 leaves one: no HTML beside its text.
    const now = t.clock.now();
    const row = await t.ctx.db
      .insertInto('notification_campaigns')
      .values({
        type: 'info',
        message: 'متن ساده <b>بی‌قالب</b>',
        audience: 'mobiles',
        starts_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const student = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', STUDENT)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('notification_campaign_recipients')
      .values({ campaign_id: row.id, member_id: student.id })
      .execute();
    const notes = (await t.as(STUDENT, { method: 'GET', url: '/api/Notification' })).json();
    expect(notes).toEqual([{ id: expect.any(Number), type: 'info', message: 'متن ساده <b>بی‌قالب</b>', html: null }]);
    const detail = (await staff('GET', `/api/staff/Notifications/${row.id}`)).json();
    expect(detail).toMatchObject({ message: 'متن ساده <b>بی‌قالب</b>', messageHtml: null });
    expect((await withdraw(detail)).statusCode).toBe(200);
  });

  it('pages the list on the server, twenty at a time, filtered, searched and sorted as the address asks', async () => {
    const sent = [];
    for (let index = 1; index <= 23; index += 1)
      sent.push(
        await send({ audience: 'teacher', message: `صفحه‌بندی ${index}`, startsAt: at(HOUR + index * 60_000) }),
      );
    const page = async (query: string) => (await staff('GET', `/api/staff/Notifications?${query}`)).json();
    const first = await page('audience=teacher&q=صفحه‌بندی');
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    // Newest start first: the last one sent leads.
    expect(first.items[0].message).toBe('صفحه‌بندی 23');
    const second = await page('audience=teacher&q=صفحه‌بندی&page=2');
    expect(second.items.map((c: { message: string }) => c.message)).toEqual([
      'صفحه‌بندی 3',
      'صفحه‌بندی 2',
      'صفحه‌بندی 1',
    ]);
    const oldest = await page('audience=teacher&q=صفحه‌بندی&sort=startsAt');
    expect(oldest.items[0].message).toBe('صفحه‌بندی 1');
    // Persian digits in the search find the same message.
    expect((await page('q=صفحه‌بندی ۲۳')).items.map((c: { id: number }) => c.id)).toEqual([sent[22].id]);
    expect((await page('state=scheduled&audience=student&q=صفحه‌بندی')).total).toBe(0);
    expect((await page('audience=teacher&q=صفحه‌بندی&page=9')).items).toEqual([]);
    for (const query of ['page=0', 'page=x', 'sort=id', 'state=old'])
      expect((await staff('GET', `/api/staff/Notifications?${query}`)).statusCode, query).toBe(400);
    for (const campaign of sent) expect((await withdraw(campaign)).statusCode).toBe(200);
  });

  it('exports the list as CSV with its filters, search and order, every page of it, in Persian', async () => {
    const sent = [];
    for (let index = 1; index <= 23; index += 1)
      sent.push(await send({ audience: 'teacher', message: `برون‌بری ${index}`, startsAt: at(HOUR + index * 60_000) }));
    const file = async (query: string) => {
      const res = await staff('GET', `/api/staff/Notifications.csv?${query}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.body.slice(1).split('\r\n').slice(0, -1);
      return { name: res.headers['content-disposition'], lines, messages: lines.slice(1).map((l) => l.split(',')[1]) };
    };
    const listed = async (query: string) => {
      const messages: string[] = [];
      for (const page of [1, 2])
        messages.push(
          ...(await staff('GET', `/api/staff/Notifications?${query}&page=${page}`))
            .json()
            .items.map((c: { message: string }) => c.message),
        );
      return messages;
    };
    const all = await file('audience=teacher&q=برون‌بری');
    expect(all.name).toBe('attachment; filename="notifications-teacher.csv"');
    expect(all.lines[0]).toBe(
      'شناسه,متن,نوع,مخاطبان,اعضای فهرست,آغاز,پایان,دیده‌شده,وضعیت,زمان ساخت,سازنده,زمان پس گرفتن,پس‌گیرنده,دلیل پس گرفتن',
    );
    // The list's two pages, one after the other, are the file's rows.
    expect(all.messages).toHaveLength(23);
    expect(all.messages).toEqual(await listed('audience=teacher&q=برون‌بری'));
    expect(all.lines[1]).toMatch(
      new RegExp(
        `^${sent[22].id},برون‌بری 23,[^,]+,معلمان,,"?[۰-۹/، ساعت:]+"?,تا پس گرفتن,0,زمان‌بندی‌شده,"?[۰-۹/، ساعت:]+"?,${OPERATOR},,,$`,
      ),
    );
    const oldest = await file('audience=teacher&q=برون‌بری&sort=startsAt');
    expect(oldest.messages).toEqual(await listed('audience=teacher&q=برون‌بری&sort=startsAt'));
    expect(oldest.messages[0]).toBe('برون‌بری 1');
    expect((await file('q=برون‌بری ۲۳')).messages).toEqual(['برون‌بری 23']);
    const none = await file('state=live&audience=student&q=برون‌بری');
    expect(none.name).toBe('attachment; filename="notifications-live-student.csv"');
    expect(none.lines).toHaveLength(1);

    // A page of five at a time: every campaign once, in the list's order.
    const pages: number[] = [];
    const paged: string[] = [];
    for await (const page of campaignsExport(t.ctx.db, t.clock.now(), { audience: 'teacher', q: 'برون‌بری' }, 5)
      .pages) {
      pages.push(page.length);
      paged.push(...page.map((row) => row.campaign.message));
    }
    expect(pages).toEqual([5, 5, 5, 5, 3]);
    expect(paged).toEqual(all.messages);

    for (const query of ['page=2', 'sort=id', 'state=old', `q=${'ب'.repeat(201)}`]) {
      const bad = await staff('GET', `/api/staff/Notifications.csv?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().Message, query).toMatch(/[\u0600-\u06FF]/);
    }
    for (const campaign of sent) expect((await withdraw(campaign)).statusCode).toBe(200);
  });

  it('edits a scheduled notification, refuses a stale or a live one, and audits before and after', async () => {
    const campaign = await send({ audience: 'student', message: 'پیش از ویرایش', startsAt: at(HOUR) });
    const edited = await staff('PUT', `/api/staff/Notifications/${campaign.id}`, {
      type: 'reward',
      message: 'پس از ویرایش',
      audience: 'mobiles',
      mobiles: TEACHER,
      startsAt: at(HOUR),
      endsAt: null,
      editVersion: campaign.editVersion,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'پس از ویرایش', audience: 'mobiles', mobiles: [TEACHER] });
    const stale = await staff('PUT', `/api/staff/Notifications/${campaign.id}`, {
      type: 'info',
      message: 'دیر',
      audience: 'all',
      mobiles: '',
      startsAt: at(HOUR),
      endsAt: null,
      editVersion: campaign.editVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe(campaignMessages.stale);

    t.clock.advance(HOUR + 60_000);
    const live = await staff('PUT', `/api/staff/Notifications/${campaign.id}`, {
      type: 'info',
      message: 'دیر',
      audience: 'all',
      mobiles: '',
      startsAt: null,
      endsAt: null,
      editVersion: edited.json().editVersion,
    });
    expect(live.statusCode).toBe(409);
    expect(live.json().Message).toBe(campaignMessages.notScheduled);

    const [create, update] = await audit(campaign.id);
    expect(create).toMatchObject({ kind: 'notification.create', actor_mobile: OPERATOR, before: null });
    expect(create!.after).toMatchObject({ message: 'پیش از ویرایش', audience: 'student' });
    expect(update).toMatchObject({ kind: 'notification.update', actor_mobile: OPERATOR, address: '127.0.0.1' });
    expect(update!.before).toMatchObject({ message: 'پیش از ویرایش', audience: 'student' });
    expect(update!.after).toMatchObject({ message: 'پس از ویرایش', audience: 'mobiles', mobiles: [TEACHER] });
    expect(await read(TEACHER)).toEqual(['پس از ویرایش']);
    expect((await withdraw(edited.json())).statusCode).toBe(200);
  });

  it('withdraws a live or scheduled notification with a reason: nobody sees it after, and it is audited', async () => {
    const campaign = await send({ audience: 'mobiles', mobiles: `${STUDENT},${TEACHER}`, message: 'پس‌گرفتنی' });
    expect(await read(STUDENT)).toEqual(['پس‌گرفتنی']);
    const noReason = await staff('POST', `/api/staff/Notifications/${campaign.id}/Withdraw`, {
      editVersion: campaign.editVersion,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: campaignMessages.reasonRequired });
    const done = await withdraw(campaign, 'متن اشتباه بود.');
    expect(done.json()).toMatchObject({
      state: 'withdrawn',
      withdrawnBy: OPERATOR,
      withdrawReason: 'متن اشتباه بود.',
      delivered: 1,
    });
    expect(await read(TEACHER)).toEqual([]);
    const again = await withdraw(done.json());
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(campaignMessages.notOpen);
    const entries = await audit(campaign.id);
    expect(entries.map((e) => e.kind)).toEqual(['notification.create', 'notification.withdraw']);
    expect(entries[1]).toMatchObject({ reason: 'متن اشتباه بود.', actor_mobile: OPERATOR });
    expect(entries[1]!.before).not.toHaveProperty('withdrawnAt');
    expect(entries[1]!.after).toHaveProperty('withdrawnAt');
    const withdrawn = (await staff('GET', '/api/staff/Notifications?state=withdrawn&audience=mobiles')).json().items;
    expect(withdrawn.map((c: { id: number }) => c.id)).toContain(campaign.id);
  });

  it('is for the content permission: a member and a reviewer get 403, nothing is sent', async () => {
    const body = { type: 'info', message: 'x', audience: 'all', mobiles: '', startsAt: null, endsAt: null };
    for (const mobile of [STUDENT, DEMO_STAFF.reviewer, DEMO_STAFF.finance]) {
      expect((await staff('GET', '/api/staff/Notifications', undefined, mobile)).statusCode).toBe(403);
      expect((await staff('POST', '/api/staff/Notifications', body, mobile)).statusCode).toBe(403);
    }
    expect(await read(STUDENT)).toEqual([]);
  });

  it('answers 404 in Persian for a notification that does not exist', async () => {
    const res = await staff('GET', '/api/staff/Notifications/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(campaignMessages.notFound);
  });
});

// Every API process keeps the open campaigns in its read cache: a write anywhere (another process,
// the CLI, hand-written SQL) must reach them through the cache channel when it commits.
describe('operators’ notifications and the read caches of other processes', () => {
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

  it('announces every write of a campaign or its list on the cache channel', async () => {
    const member = await database.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', STUDENT)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const heardAfter = async (write: () => Promise<unknown>) => {
      heard.length = 0;
      await write();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return [...heard];
    };
    let id = 0;
    expect(
      await heardAfter(async () => {
        ({ id } = await database.db
          .insertInto('notification_campaigns')
          .values({ type: 'info', message: 'م', audience: 'mobiles', starts_at: now, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow());
      }),
    ).toContain('notifications');
    expect(
      await heardAfter(() =>
        database.db
          .insertInto('notification_campaign_recipients')
          .values({ campaign_id: id, member_id: member.id })
          .execute(),
      ),
    ).toContain('notifications');
    expect(
      await heardAfter(() =>
        database.db
          .updateTable('notification_campaigns')
          .set({ withdrawn_at: now, withdraw_reason: 'آزمون' })
          .where('id', '=', id)
          .execute(),
      ),
    ).toContain('notifications');
  });
});
