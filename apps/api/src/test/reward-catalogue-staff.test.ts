import { catalogueMessages } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postLedger } from '../domain/ledger.js';
import { DAY } from './support/test-clock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OPERATOR = '09120000010';
const STUDENT = '09120000001';
const TEACHER = '09120000002';
const REVIEWER = '09129999999';
const PERSIAN = /[\u0600-\u06FF]/;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

describe('the operators’ rewards catalogue', () => {
  let t: TestApp;
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.as(OPERATOR, { method, url, ...(body === undefined ? {} : { body }) });
  const memberList = async (mobile: string) =>
    (await t.as(mobile, { method: 'GET', url: '/api/Rewards' })).json<Json[]>();
  const balance = async (mobile: string) =>
    (await t.as(mobile, { method: 'GET', url: '/api/Profile' })).json<{ score: number }>().score;
  const audit = async (subject: number) =>
    (await staff('GET', '/api/staff/Audit?kind=reward'))
      .json<{ items: Json[] }>()
      .items.filter((entry) => entry.subject === String(subject));

  const fields = () => ({
    title: 'کد تخفیف ۲۰٪ کتاب‌های زبان',
    subTitle: 'برای یک خرید از فروشگاه کتاب',
    description: '<p>کد را در سبد خرید وارد کنید.</p><script>alert(1)</script>',
    image: 'store-1.webp',
    category: 'store',
    score: 100,
    validCount: 2,
    availableFrom: null,
    availableTo: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    eligibility: 'any',
    codeValidDays: 14,
  });
  const create = async (extra: Json = {}) => {
    const res = await staff('POST', '/api/staff/Rewards', {
      ...fields(),
      kind: 'discount-code',
      stock: null,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>();
  };
  const publish = async (id: number, body: Json = {}) => {
    const { editVersion } = (await staff('GET', `/api/staff/Rewards/${id}`)).json<Json>();
    return staff('POST', `/api/staff/Rewards/${id}/Publish`, { editVersion, ...body });
  };

  beforeAll(async () => {
    t = await startTestApp();
    for (const mobile of [OPERATOR, STUDENT, TEACHER, REVIEWER])
      await t.as(mobile, { method: 'GET', url: '/api/Profile' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const members = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', 'in', [STUDENT, TEACHER])
      .execute();
    for (const { id } of members)
      await postLedger(t.ctx.db, { memberId: id, amount: 5000, activity: 'هدیه', source: 'gift', at: t.clock.now() });
  });

  it('is for operators only: members and reviewers get 403 and change nothing', async () => {
    for (const mobile of [STUDENT, REVIEWER]) {
      const list = await t.as(mobile, { method: 'GET', url: '/api/staff/Rewards' });
      expect(list.statusCode).toBe(403);
      const made = await t.as(mobile, {
        method: 'POST',
        url: '/api/staff/Rewards',
        body: { ...fields(), kind: 'item', stock: 3 },
      });
      expect(made.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/staff/Rewards' })).statusCode).toBe(401);
    const staffCreated = await t.ctx.db.selectFrom('rewards').select('id').where('key', 'like', 'staff-%').execute();
    expect(staffCreated).toEqual([]);
  });

  it('creates a draft members do not see, cleaned and with Persian digits as typed, and audits it', async () => {
    const created = await create();
    expect(created).toMatchObject({ kind: 'discount-code', status: 'draft', stock: 0, codes: { total: 0, left: 0 } });
    expect(created.draft.title).toBe('کد تخفیف ۲۰٪ کتاب‌های زبان');
    expect(created.draft.description).toBe('<p>کد را در سبد خرید وارد کنید.</p>');
    expect(created.published).toBeNull();
    expect((await memberList(STUDENT)).map((r) => r.id)).not.toContain(created.id);
    const [entry] = await audit(created.id);
    expect(entry).toMatchObject({ kind: 'reward.create', actor: OPERATOR, before: null });
    expect(entry!.after).toMatchObject({ title: created.draft.title, score: 100, kind: 'discount-code' });
  });

  it('takes a code file only when every line is good, naming each bad line in Persian', async () => {
    const { id } = await create();
    const taken = (await t.ctx.db.selectFrom('discount_codes').select('code').limit(1).executeTakeFirstOrThrow()).code;
    const bad = ['GOOD-0001', '', 'GOOD-0001', 'x'.repeat(41), 'کد فارسی', taken, 'GOOD-0002'].join('\n');
    const refused = await staff('POST', `/api/staff/Rewards/${id}/Codes`, { text: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      Message: '۵ سطر فایل درست نیست؛ هیچ کدی افزوده نشد.',
      errors: {
        'lines.2': catalogueMessages.emptyCode,
        'lines.3': catalogueMessages.repeatedCode(1),
        'lines.4': catalogueMessages.longCode,
        'lines.5': catalogueMessages.badCode,
        'lines.6': catalogueMessages.existingCode,
      },
    });
    expect((await staff('GET', `/api/staff/Rewards/${id}`)).json()).toMatchObject({ stock: 0, codes: { total: 0 } });

    const csv = '\uFEFFcode,note\r\n BOOK-AAAA-0001 ,first\r\nBOOK-AAAA-0002,second\r\nBOOK-AAAA-0003,\r\n\r\n';
    const added = await staff('POST', `/api/staff/Rewards/${id}/Codes`, { text: csv });
    expect(added.json()).toEqual({ added: 3, codes: { total: 3, left: 3 } });
    const again = await staff('POST', `/api/staff/Rewards/${id}/Codes`, { text: 'BOOK-AAAA-0002' });
    expect(again.json().errors).toEqual({ 'lines.1': catalogueMessages.existingCode });
    expect((await audit(id)).map((entry) => entry.kind)).toContain('reward.codes');
  });

  it('publishes in one step; a member buys it and gets the pool’s codes, never one twice', async () => {
    const { id } = await create();
    await staff('POST', `/api/staff/Rewards/${id}/Codes`, { text: 'POOL-0001\nPOOL-0002' });
    expect((await publish(id)).json()).toMatchObject({ status: 'published', draft: null, published: { version: 1 } });
    const listed = (await memberList(STUDENT)).find((r) => r.id === id);
    expect(listed).toMatchObject({
      title: 'کد تخفیف ۲۰٪ کتاب‌های زبان',
      score: 100,
      isDiscountCode: true,
      inStock: true,
    });

    const buy = (mobile: string) =>
      t.as(mobile, { method: 'POST', url: `/api/Rewards/Buy/${id}`, body: { score: 100 } });
    const first = (await buy(STUDENT)).json();
    const second = (await buy(TEACHER)).json();
    expect([first.discountCode.code, second.discountCode.code].sort()).toEqual(['POOL-0001', 'POOL-0002']);
    const soldOut = await buy(STUDENT);
    expect(soldOut.json()).toEqual({ Message: 'متأسفانه موجودی این جایزه به پایان رسیده است.' });
    expect((await staff('GET', `/api/staff/Rewards/${id}`)).json()).toMatchObject({
      stock: 0,
      codes: { total: 2, left: 0 },
    });
    expect((await memberList(TEACHER)).find((r) => r.id === id)?.inStock).toBe(false);
  });

  it('keeps the editor’s bold in the description members read, and strips a script from a saved draft', async () => {
    const created = await create();
    const saved = await staff('PUT', `/api/staff/Rewards/${created.id}/Draft`, {
      ...fields(),
      description:
        '<p>کد را <strong>در سبد خرید</strong> وارد کنید.</p><script>alert(1)</script><p onclick="x()">بعد</p>',
      editVersion: created.editVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const clean = '<p>کد را <strong>در سبد خرید</strong> وارد کنید.</p><p>بعد</p>';
    expect(saved.json().draft.description).toBe(clean);
    await staff('POST', `/api/staff/Rewards/${created.id}/Codes`, { text: 'BOLD-0001' });
    expect((await publish(created.id)).statusCode).toBe(200);
    expect((await memberList(STUDENT)).find((r) => r.id === created.id)?.description).toBe(clean);
  });

  it('refuses a save made on a stale version with the Persian 409, and keeps the other operator’s change', async () => {
    const created = await create();
    const base = { ...fields(), editVersion: created.editVersion };
    const firstSave = await staff('PUT', `/api/staff/Rewards/${created.id}/Draft`, { ...base, title: 'عنوان اول' });
    expect(firstSave.statusCode).toBe(200);
    const stale = await staff('PUT', `/api/staff/Rewards/${created.id}/Draft`, { ...base, title: 'عنوان دوم' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ Message: catalogueMessages.stale });
    expect((await staff('GET', `/api/staff/Rewards/${created.id}`)).json().draft.title).toBe('عنوان اول');
    const stalePublish = await staff('POST', `/api/staff/Rewards/${created.id}/Publish`, {
      editVersion: created.editVersion,
    });
    expect(stalePublish.statusCode).toBe(409);
  });

  it('needs a reason to change a price; a buy at the old price is refused and spends nothing', async () => {
    const { id } = await create({ kind: 'item', stock: 10 });
    await publish(id);
    const detail = (await staff('GET', `/api/staff/Rewards/${id}`)).json<Json>();
    await staff('PUT', `/api/staff/Rewards/${id}/Draft`, { ...fields(), score: 150, editVersion: detail.editVersion });
    const noReason = await publish(id);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      Message: catalogueMessages.reasonForPrice,
      errors: { reason: catalogueMessages.reasonForPrice },
    });
    expect((await memberList(STUDENT)).find((r) => r.id === id)?.score).toBe(100);
    expect((await publish(id, { reason: 'هزینهٔ ارسال بیشتر شد' })).statusCode).toBe(200);

    const before = await balance(STUDENT);
    const old = await t.as(STUDENT, { method: 'POST', url: `/api/Rewards/Buy/${id}`, body: { score: 100 } });
    expect(old.statusCode).toBe(409);
    expect(old.json().Message).toMatch(/قیمت این جایزه تغییر کرده و اکنون ۱۵۰ کلروفیل است/);
    expect(await balance(STUDENT)).toBe(before);
    // A client from before the price field pays the published price.
    const legacy = await t.as(STUDENT, { method: 'POST', url: `/api/Rewards/Buy/${id}` });
    expect(legacy.json().score).toBe(before - 150);
    const entry = (await audit(id)).find((e) => e.kind === 'reward.publish' && e.reason);
    expect(entry).toMatchObject({ reason: 'هزینهٔ ارسال بیشتر شد', before: { score: 100 }, after: { score: 150 } });
  });

  it('rolls a publish back from the audit trail to the version before, and audits the rollback', async () => {
    const { id } = await create({ kind: 'item', stock: null });
    await publish(id);
    const detail = (await staff('GET', `/api/staff/Rewards/${id}`)).json<Json>();
    await staff('PUT', `/api/staff/Rewards/${id}/Draft`, {
      ...fields(),
      title: 'عنوان اشتباه',
      editVersion: detail.editVersion,
    });
    await publish(id);
    expect((await memberList(STUDENT)).find((r) => r.id === id)?.title).toBe('عنوان اشتباه');
    const latest = (await audit(id)).find((e) => e.kind === 'reward.publish')!;
    expect(latest.canRollBack).toBe(true);
    const rolled = await staff('POST', `/api/staff/Audit/${latest.id}/Rollback`, { reason: 'عنوان غلط بود' });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect((await memberList(STUDENT)).find((r) => r.id === id)?.title).toBe('کد تخفیف ۲۰٪ کتاب‌های زبان');
    const back = (await audit(id)).find((e) => e.kind === 'reward.publish.rollback');
    expect(back).toMatchObject({ reason: 'عنوان غلط بود', before: { title: 'عنوان اشتباه' } });
    expect(back!.after).toMatchObject({ title: 'کد تخفیف ۲۰٪ کتاب‌های زبان', restoredFrom: 1 });
  });

  it('lets only the eligible type see and buy a reward, and nobody before its window opens', async () => {
    const { id } = await create({ kind: 'item', stock: null, eligibility: 'teacher' });
    await publish(id);
    expect((await memberList(STUDENT)).map((r) => r.id)).not.toContain(id);
    expect((await memberList(TEACHER)).map((r) => r.id)).toContain(id);
    const student = await t.as(STUDENT, { method: 'POST', url: `/api/Rewards/Buy/${id}`, body: { score: 100 } });
    expect(student.json()).toEqual({ Message: 'این جایزه فقط برای معلمانی است که نوع کاربری‌شان تأیید شده است.' });

    const later = await create({
      kind: 'item',
      stock: null,
      availableFrom: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
    });
    await publish(later.id);
    expect((await memberList(TEACHER)).map((r) => r.id)).not.toContain(later.id);
    const early = await t.as(TEACHER, { method: 'POST', url: `/api/Rewards/Buy/${later.id}`, body: { score: 100 } });
    expect(early.statusCode).toBe(400);
    expect(early.json().Message).toMatch(/^دریافت این جایزه از .* آغاز می‌شود\.$/);
  });

  it('changes a prize’s stock only with a reason; a code reward’s stock is its pool', async () => {
    const item = await create({ kind: 'item', stock: 5 });
    const noReason = await staff('PUT', `/api/staff/Rewards/${item.id}/Stock`, { stock: 8, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: catalogueMessages.reasonForStock });
    const ok = await staff('PUT', `/api/staff/Rewards/${item.id}/Stock`, { stock: 8, reason: 'محموله رسید' });
    expect(ok.json().stock).toBe(8);
    expect((await audit(item.id)).find((e) => e.kind === 'reward.stock')).toMatchObject({
      before: { stock: 5 },
      after: { stock: 8 },
      reason: 'محموله رسید',
    });
    const pool = await create();
    const refused = await staff('PUT', `/api/staff/Rewards/${pool.id}/Stock`, { stock: 8, reason: 'x' });
    expect(refused.json().Message).toBe(catalogueMessages.poolStock);
  });

  it('duplicates into a new draft and retires a reward out of members’ reach', async () => {
    const { id } = await create({ kind: 'item', stock: 4 });
    await publish(id);
    const copy = (await staff('POST', `/api/staff/Rewards/${id}/Duplicate`, {})).json<Json>();
    expect(copy).toMatchObject({ status: 'draft', stock: 4, published: null });
    expect(copy.draft.title).toBe('کد تخفیف ۲۰٪ کتاب‌های زبان (رونوشت)');
    const { editVersion } = (await staff('GET', `/api/staff/Rewards/${id}`)).json<Json>();
    const retired = await staff('POST', `/api/staff/Rewards/${id}/Retire`, { editVersion, reason: 'پایان همکاری' });
    expect(retired.json()).toMatchObject({ status: 'retired' });
    expect((await memberList(STUDENT)).map((r) => r.id)).not.toContain(id);
    const buy = await t.as(STUDENT, { method: 'POST', url: `/api/Rewards/Buy/${id}` });
    expect(buy.statusCode).toBe(404);
    expect(buy.json().Message).toMatch(PERSIAN);
  });

  it('lists every reward with the filters of the console, the seed’s rewards included', async () => {
    const all = (await staff('GET', '/api/staff/Rewards')).json<Json[]>();
    const puzzle = all.find((r) => r.title === 'پازل ۱۰۰۰ تکه');
    expect(puzzle).toMatchObject({ status: 'published', stock: 0, kind: 'item' });
    const soldOut = (await staff('GET', '/api/staff/Rewards?outOfStock=true')).json<Json[]>();
    expect(soldOut.map((r) => r.id)).toContain(puzzle!.id);
    expect(soldOut.every((r) => r.stock === 0)).toBe(true);
    const codes = (await staff('GET', '/api/staff/Rewards?kind=discount-code&category=store')).json<Json[]>();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((r) => r.kind === 'discount-code' && r.category === 'store')).toBe(true);
    const bad = await staff('GET', '/api/staff/Rewards?active=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('exports the list as CSV with the console’s filters: the same rewards in the same order, in Persian', async () => {
    const draft = await create();
    const ids = async (url: string) => (await staff('GET', url)).json<Json[]>().map((r) => String(r.id));
    const file = async (query = '') => {
      const res = await staff('GET', `/api/staff/Rewards.csv${query}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.body.slice(1).split('\r\n').slice(0, -1);
      return { name: res.headers['content-disposition'], lines, ids: lines.slice(1).map((line) => line.split(',')[0]) };
    };
    const all = await file();
    expect(all.name).toBe('attachment; filename="rewards.csv"');
    expect(all.lines[0]).toBe(
      'شناسه,عنوان,دسته‌بندی,نوع,قیمت (کلروفیل),موجودی,کدهای باقی‌مانده,همهٔ کدها,سقف دریافت هر عضو,' +
        'آغاز دریافت,پایان دریافت,چه کسانی می‌توانند بگیرند,وضعیت,پیش‌نویس منتظر انتشار',
    );
    expect(all.ids).toEqual(await ids('/api/staff/Rewards'));
    const line = all.lines.find((text) => text.startsWith(`${draft.id},`))!;
    expect(line).toMatch(
      new RegExp(
        `^${draft.id},کد تخفیف ۲۰٪ کتاب‌های زبان,فروشگاه,کد تخفیف,100,,0,0,2,بدون آغاز,` +
          '"?[۰-۹]{4}/[۰-۹]{2}/[۰-۹]{2}، ساعت [۰-۹]{2}:[۰-۹]{2}"?,همهٔ اعضا,پیش‌نویس,بله$',
      ),
    );
    expect(all.lines.find((text) => text.includes(',پازل ۱۰۰۰ تکه,'))).toMatch(
      /,اسباب‌بازی,جایزهٔ کالایی,\d+,0,,,1,.*,منتشرشده,/,
    );

    for (const query of ['?outOfStock=true', '?kind=discount-code&category=store', '?status=draft', '?active=false']) {
      expect((await file(query)).ids, query).toEqual(await ids(`/api/staff/Rewards${query}`));
    }
    const drafts = await file('?kind=discount-code&status=draft&active=false');
    expect(drafts.name).toBe('attachment; filename="rewards-discount-code-draft-not-active.csv"');
    expect(drafts.ids).toContain(String(draft.id));
    expect(drafts.lines.slice(1).every((text) => text.includes(',کد تخفیف,') && text.includes(',پیش‌نویس,'))).toBe(
      true,
    );

    for (const query of ['?active=maybe', '?status=gone', '?kind=car', '?page=2']) {
      const bad = await staff('GET', `/api/staff/Rewards.csv${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json<{ Message: string }>().Message, query).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('versions a seeded reward on its first edit, so its first publish can be rolled back to the seed', async () => {
    const seeded = (await memberList(STUDENT))[0]!;
    const detail = (await staff('GET', `/api/staff/Rewards/${seeded.id}`)).json<Json>();
    expect(detail.published).toMatchObject({ version: 1, title: seeded.title, score: seeded.score });
    await staff('PUT', `/api/staff/Rewards/${seeded.id}/Draft`, {
      ...fields(),
      title: detail.published.title,
      score: detail.published.score,
      subTitle: 'زیرعنوان تازه',
      editVersion: detail.editVersion,
    });
    expect((await publish(seeded.id)).json().published).toMatchObject({ version: 2, subTitle: 'زیرعنوان تازه' });
    const entry = (await audit(seeded.id)).find((e) => e.kind === 'reward.publish')!;
    expect((await staff('POST', `/api/staff/Audit/${entry.id}/Rollback`, {})).statusCode).toBe(200);
    expect((await memberList(STUDENT)).find((r) => r.id === seeded.id)?.subTitle).toBe(seeded.subTitle);
  });
});
