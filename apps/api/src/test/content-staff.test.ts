import { contentStaffMessages as m, fa, nothingSafeLeftMessage } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../domain/html.js';
import { seedDatabase } from '../seed/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OPERATOR = '09120000010';
const SECOND_OPERATOR = '09120000012';
const STUDENT = '09120000001';
const PERSIAN = /[\u0600-\u06FF]/;
const ABOUT = '/api/staff/Pages/about-us';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

/** The second operator: the demo admin, given the operator role for the concurrent edits. */
async function giveSecondOperator(t: TestApp): Promise<void> {
  const admin = await t.ctx.db
    .selectFrom('members')
    .select(['id', 'roles'])
    .where('mobile', '=', SECOND_OPERATOR)
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .updateTable('members')
    .set({ roles: [...admin.roles, 'operator'] })
    .where('id', '=', admin.id)
    .execute();
}

describe('the operators’ pages', () => {
  let t: TestApp;
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as = OPERATOR) =>
    t.as(as, { method, url, ...(body === undefined ? {} : { body }) });
  const publicPage = async (slug: string) =>
    (await t.request({ method: 'GET', url: `/api/Pages/${encodeURIComponent(slug)}` })).json<Json>();
  const trail = async (kind: string) =>
    (await staff('GET', `/api/staff/Audit?kind=${kind}`)).json<{ items: Json[] }>().items;
  const detail = async (slug = 'about-us') =>
    (await staff('GET', `/api/staff/Pages/${encodeURIComponent(slug)}`)).json<Json>();

  beforeAll(async () => {
    t = await startTestApp();
    await giveSecondOperator(t);
  });
  afterAll(() => t.close());

  it('lists the content pages, never the menus’ links, with who published them', async () => {
    const res = await staff('GET', '/api/staff/Pages');
    expect(res.statusCode).toBe(200);
    const pages = res.json<Json[]>();
    const slugs = pages.map((page) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(['about-us', 'contact-us', 'faq', 'باشگاه-مشتریان-چیست', 'welcome']));
    expect(slugs.some((slug) => slug.startsWith('link-'))).toBe(false);
    expect(pages.find((page) => page.slug === 'contact-us')).toMatchObject({
      hasDraft: false,
      publishedAt: null,
      publishedBy: null,
    });
    expect((await staff('GET', '/api/staff/Pages', undefined, STUDENT)).statusCode).toBe(403);
    expect((await staff('GET', '/api/staff/Pages/link-1')).statusCode).toBe(404);
  });

  it('saves a sanitised draft members do not see, then publishes it in one step, audited', async () => {
    const before = await publicPage('about-us');
    const opened = await detail();
    expect(opened.draft).toBeNull();
    expect(opened.published).toMatchObject({ version: 1, title: before.title, content: before.content });

    const body =
      '<h2>ما</h2><p>متن <strong>تازه</strong> ۱۴۰۵</p><script>alert(1)</script><a href="javascript:x">x</a>';
    const saved = await staff('PUT', `${ABOUT}/Draft`, {
      title: 'دربارهٔ ما (تازه)',
      content: body,
      editVersion: opened.editVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<Json>();
    expect(draft.draft).toMatchObject({ version: 2, title: 'دربارهٔ ما (تازه)', createdBy: OPERATOR });
    // Sanitised with the one allowlist; Persian digits kept as written.
    expect(draft.draft.content).toBe(sanitizeServerHtml(body).trim());
    expect(draft.draft.content).not.toMatch(/script|javascript/);
    expect(draft.draft.content).toContain('۱۴۰۵');
    expect(await publicPage('about-us')).toEqual(before);

    const published = await staff('POST', `${ABOUT}/Publish`, { editVersion: draft.editVersion });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Json>()).toMatchObject({
      draft: null,
      published: { version: 2, title: 'دربارهٔ ما (تازه)', publishedBy: OPERATOR },
    });
    const live = await publicPage('about-us');
    expect(live).toMatchObject({ title: 'دربارهٔ ما (تازه)', content: draft.draft.content });
    const listed = (await staff('GET', '/api/staff/Pages')).json<Json[]>().find((page) => page.slug === 'about-us');
    expect(listed).toMatchObject({ hasDraft: false, publishedBy: OPERATOR });
    expect(listed!.publishedAt).not.toBeNull();

    const [publish, save] = await trail('content.page');
    expect(save).toMatchObject({
      kind: 'content.page.save',
      subject: 'about-us',
      actor: OPERATOR,
      before: { version: 1, title: before.title, content: before.content },
      after: { version: 2, title: 'دربارهٔ ما (تازه)' },
    });
    expect(publish).toMatchObject({
      kind: 'content.page.publish',
      subject: 'about-us',
      before: { version: 1 },
      after: { version: 2, title: 'دربارهٔ ما (تازه)' },
      canRollBack: true,
    });
  });

  it('refuses the second of two operators’ saves in Persian (409), leaving the first as it is', async () => {
    const { editVersion } = await detail('contact-us');
    const first = await staff('PUT', '/api/staff/Pages/contact-us/Draft', {
      title: 'تماس با ما',
      content: '<p>نسخهٔ اول</p>',
      editVersion,
    });
    expect(first.statusCode).toBe(200);
    const second = await staff(
      'PUT',
      '/api/staff/Pages/contact-us/Draft',
      { title: 'تماس با ما', content: '<p>نسخهٔ دوم</p>', editVersion },
      SECOND_OPERATOR,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ Message: m.stale });
    expect((await detail('contact-us')).draft.content).toBe('<p>نسخهٔ اول</p>');
    // A publish built on the old version is refused too.
    const stalePublish = await staff('POST', '/api/staff/Pages/contact-us/Publish', { editVersion }, SECOND_OPERATOR);
    expect(stalePublish.statusCode).toBe(409);
    expect((await trail('content.page.save')).filter((entry) => entry.subject === 'contact-us')).toHaveLength(1);
  });

  it('refuses bad input in Persian and changes nothing', async () => {
    const opened = await detail('faq');
    const cases: [unknown, string][] = [
      [{ title: '', content: '<p>x</p>', editVersion: opened.editVersion }, 'title'],
      [{ title: 'x'.repeat(201), content: '<p>x</p>', editVersion: opened.editVersion }, 'title'],
      [{ title: 'پرسش‌ها', content: '<script>alert(1)</script>', editVersion: opened.editVersion }, 'content'],
      [{ title: 'پرسش‌ها', content: '<p>x</p>', editVersion: 'یک' }, 'editVersion'],
      [{ title: 'پرسش‌ها', content: 5, editVersion: opened.editVersion }, 'content'],
    ];
    for (const [body, field] of cases) {
      const res = await staff('PUT', '/api/staff/Pages/faq/Draft', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json<Json>();
      expect(Object.keys(error.errors)).toContain(field);
      expect(Object.values(error.errors).join(' ')).toMatch(PERSIAN);
    }
    const unsafe = await staff('PUT', '/api/staff/Pages/faq/Draft', {
      title: 'پرسش‌ها',
      content: '<script>alert(1)</script>',
      editVersion: opened.editVersion,
    });
    expect(unsafe.json<Json>().errors).toEqual({ content: nothingSafeLeftMessage });
    const noDraft = await staff('POST', '/api/staff/Pages/faq/Publish', { editVersion: opened.editVersion });
    expect(noDraft.statusCode).toBe(400);
    expect(noDraft.json<Json>().Message).toBe(m.noDraft);
    const missing = await staff('PUT', '/api/staff/Pages/no-such-page/Draft', {
      title: 'x',
      content: '<p>x</p>',
      editVersion: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Json>().Message).toBe(m.pageNotFound);
    expect(await detail('faq')).toEqual(opened);
  });

  it('rolls a publish back from the audit trail to the version before it, and that rollback too', async () => {
    const original = await publicPage('welcome');
    let opened = await detail('welcome');
    const saved = await staff('PUT', '/api/staff/Pages/welcome/Draft', {
      title: 'خوش آمدید!',
      content: '<p>خوشامد تازه</p>',
      editVersion: opened.editVersion,
    });
    await staff('POST', '/api/staff/Pages/welcome/Publish', {
      editVersion: saved.json<Json>().editVersion,
      reason: 'متن جشنواره',
    });
    expect((await publicPage('welcome')).content).toBe('<p>خوشامد تازه</p>');
    const publish = (await trail('content.page.publish')).find((entry) => entry.subject === 'welcome')!;
    expect(publish.reason).toBe('متن جشنواره');

    const rolled = await staff('POST', `/api/staff/Audit/${publish.id}/Rollback`, { reason: 'اشتباه منتشر شد' });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(await publicPage('welcome')).toEqual(original);
    const rollback = (await trail('content.page.publish.rollback'))[0]!;
    expect(rollback).toMatchObject({
      kind: 'content.page.publish.rollback',
      subject: 'welcome',
      actor: OPERATOR,
      before: { version: 2, content: '<p>خوشامد تازه</p>' },
      after: { version: 3, content: original.content, restoredFrom: 1 },
      reason: 'اشتباه منتشر شد',
    });
    opened = await detail('welcome');
    expect(opened.published).toMatchObject({ version: 3, content: original.content });

    // The publish is no longer the latest change: refused; the rollback itself can be undone.
    const again = await staff('POST', `/api/staff/Audit/${publish.id}/Rollback`, {});
    expect(again.statusCode).toBe(409);
    const undo = await staff('POST', `/api/staff/Audit/${rollback.id}/Rollback`, {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await publicPage('welcome')).content).toBe('<p>خوشامد تازه</p>');
  });

  it('exports the pages list as CSV with the screen’s state filter: the mark, Persian titles, the list’s rows', async () => {
    const opened = await detail('contact-us');
    const saved = await staff('PUT', '/api/staff/Pages/contact-us/Draft', {
      title: 'تماس با ما، تازه',
      content: '<p>متن</p>',
      editVersion: opened.editVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const csv = (query = '') => staff('GET', `/api/staff/Pages.csv${query}`);
    const lines = (body: string) => body.slice(1).split('\r\n').slice(0, -1);
    const res = await csv();
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pages.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const all = lines(res.body);
    expect(all[0]).toBe('عنوان,نشانی,وضعیت,آخرین انتشار,منتشرکننده');
    const listed = (await staff('GET', '/api/staff/Pages')).json<Json[]>();
    // A page's url holds no comma, and each line names one: the lines are the list's pages, in order.
    expect(all.slice(1).map((line) => listed.findIndex((page) => line.includes(`,${page.url},`)))).toEqual(
      listed.map((_, index) => index),
    );
    const contact = listed.find((page) => page.slug === 'contact-us')!;
    // The list names a page by its published title while a draft waits.
    expect(all).toContain(`${contact.title},${contact.url},پیش‌نویس در انتظار انتشار,متن اولیه,`);
    const drafts = lines((await csv('?state=draft')).body).slice(1);
    expect(drafts).toHaveLength(listed.filter((page) => page.hasDraft).length);
    expect(drafts.length).toBeGreaterThan(0);
    const published = await csv('?state=published');
    expect(published.headers['content-disposition']).toBe('attachment; filename="pages-published.csv"');
    expect(lines(published.body).slice(1)).toHaveLength(listed.filter((page) => !page.hasDraft).length);
    for (const query of ['?state=soon', '?page=2']) {
      const bad = await csv(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.headers['content-type'], query).toContain('application/json');
      expect(JSON.stringify(bad.json()), query).toMatch(PERSIAN);
    }
    expect((await staff('GET', '/api/staff/Pages.csv', undefined, STUDENT)).statusCode).toBe(403);
  });

  it('keeps the older editorial endpoint in the versions: a draft built before it is refused', async () => {
    const { editVersion } = await detail('contact-us');
    const direct = await staff('PUT', '/api/review/Pages/contact-us', { content: '<p>مستقیم</p>' });
    expect(direct.statusCode).toBe(200);
    const opened = await detail('contact-us');
    expect(opened.published.content).toBe('<p>مستقیم</p>');
    const stale = await staff('POST', '/api/staff/Pages/contact-us/Publish', { editVersion });
    expect(stale.statusCode).toBe(409);
  });
});

describe('the operators’ FAQ', () => {
  let t: TestApp;
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as = OPERATOR) =>
    t.as(as, { method, url, ...(body === undefined ? {} : { body }) });
  const memberFaq = async () => (await t.request({ method: 'GET', url: '/api/Faq' })).json<Json[]>();
  const staffFaq = async () => (await staff('GET', '/api/staff/Faq')).json<Json[]>();

  beforeAll(async () => {
    t = await startTestApp();
    await giveSecondOperator(t);
  });
  afterAll(() => t.close());

  it('serves the seed’s answers as the HTML of their paragraphs', async () => {
    const faq = await memberFaq();
    expect(faq.length).toBeGreaterThan(5);
    for (const item of faq) expect(item.answer).toMatch(/^<p>[\s\S]*<\/p>$/);
    // An answer written in paragraphs keeps them, one <p> each.
    expect(faq.some((item) => (item.answer as string).split('</p><p>').length > 3)).toBe(true);
  });

  it('creates, edits, reorders and removes questions; members’ FAQ follows; each step audited', async () => {
    const start = await staffFaq();
    expect(start.length).toBeGreaterThan(2);
    expect(start[0]).toMatchObject({ editVersion: 1 });

    const created = await staff('POST', '/api/staff/Faq', {
      question: 'کلروفیل به دیگری منتقل می‌شود؟',
      answer: '<p><strong>خیر.</strong></p>',
    });
    expect(created.statusCode, created.body).toBe(200);
    const added = created.json<Json[]>().at(-1)!;
    expect(added).toMatchObject({
      question: 'کلروفیل به دیگری منتقل می‌شود؟',
      answer: '<p><strong>خیر.</strong></p>',
      order: start.length,
      editVersion: 1,
    });
    expect((await memberFaq()).at(-1)).toEqual({
      id: added.id,
      question: added.question,
      answer: '<p><strong>خیر.</strong></p>',
    });

    const saved = await staff('PUT', `/api/staff/Faq/${added.id}`, {
      question: added.question,
      answer: '<p>خیر، در ۲ سال.</p><ul><li>مگر با <a href="https://club.example.ir/rules">قوانین</a></li></ul>',
      editVersion: added.editVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Json[]>().at(-1)).toMatchObject({
      answer:
        '<p>خیر، در ۲ سال.</p><ul><li>مگر با <a href="https://club.example.ir/rules" target="_blank" rel="noopener noreferrer nofollow">قوانین</a></li></ul>',
      editVersion: 2,
    });

    const ids = [added.id, ...start.map((item) => item.id)];
    const ordered = await staff('PUT', '/api/staff/Faq/Order', { ids });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await memberFaq()).map((item) => item.id)).toEqual(ids);

    const removed = await staff('POST', `/api/staff/Faq/${added.id}/Remove`, { editVersion: 2 });
    expect(removed.statusCode).toBe(200);
    expect((await memberFaq()).map((item) => item.id)).toEqual(start.map((item) => item.id));

    const kinds = (await staff('GET', '/api/staff/Audit?kind=content.faq')).json<{ items: Json[] }>().items;
    expect(kinds.map((entry) => entry.kind)).toEqual([
      'content.faq.remove',
      'content.faq.order',
      'content.faq.save',
      'content.faq.create',
    ]);
    expect(kinds[0]).toMatchObject({ subject: String(added.id), before: { answer: expect.stringContaining('۲ سال') } });
    expect(kinds[0]!.after).toBeNull();
    expect(kinds[2]).toMatchObject({
      before: { question: added.question, answer: '<p><strong>خیر.</strong></p>' },
      after: { question: added.question, answer: expect.stringContaining('rel="noopener noreferrer nofollow"') },
    });
    expect(kinds[3]).toMatchObject({ before: null, after: { answer: '<p><strong>خیر.</strong></p>' } });
  });

  it('sanitises an answer like a page body, and refuses one with nothing safe left', async () => {
    const [first] = await staffFaq();
    const saved = await staff('PUT', `/api/staff/Faq/${first!.id}`, {
      question: first!.question,
      answer:
        '<p onclick="x()">پاسخ <img src="https://x.example/a.png"><a href="javascript:alert(1)">بد</a></p><script>alert(1)</script>',
      editVersion: first!.editVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Json[]>()[0]!.answer).toBe(
      '<p>پاسخ <a target="_blank" rel="noopener noreferrer nofollow">بد</a></p>',
    );
    const nothing = await staff('PUT', `/api/staff/Faq/${first!.id}`, {
      question: first!.question,
      answer: '<script>alert(1)</script>',
      editVersion: first!.editVersion + 1,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<Json>().errors).toEqual({ answer: nothingSafeLeftMessage });
  });

  it('refuses the second of two operators’ saves of one question in Persian (409), keeping the first', async () => {
    const [, second] = await staffFaq();
    const opened = second!.editVersion;
    const first = await staff('PUT', `/api/staff/Faq/${second!.id}`, {
      question: second!.question,
      answer: '<p>پاسخ اپراتور اول</p>',
      editVersion: opened,
    });
    expect(first.statusCode, first.body).toBe(200);
    const late = await staff(
      'PUT',
      `/api/staff/Faq/${second!.id}`,
      { question: second!.question, answer: '<p>پاسخ اپراتور دوم</p>', editVersion: opened },
      SECOND_OPERATOR,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ Message: m.faqStale });
    // Removing what someone else has just changed is refused too.
    const removal = await staff(
      'POST',
      `/api/staff/Faq/${second!.id}/Remove`,
      { editVersion: opened },
      SECOND_OPERATOR,
    );
    expect(removal.statusCode).toBe(409);
    expect((await memberFaq()).find((item) => item.id === second!.id)!.answer).toBe('<p>پاسخ اپراتور اول</p>');
    const saves = (await staff('GET', '/api/staff/Audit?kind=content.faq.save')).json<{ items: Json[] }>().items;
    expect(saves.filter((entry) => entry.subject === String(second!.id))).toHaveLength(1);
  });

  it('refuses bad input in Persian and changes nothing', async () => {
    const before = await memberFaq();
    const first = (await staffFaq())[0]!;
    const bad: [string, string, unknown][] = [
      ['POST', '/api/staff/Faq', { question: '', answer: '<p>پاسخ</p>' }],
      ['POST', '/api/staff/Faq', { question: 'پرسش', answer: '' }],
      ['POST', '/api/staff/Faq', { question: 'پرسش', answer: `<p>${'x'.repeat(12_001)}</p>` }],
      ['POST', '/api/staff/Faq', { question: 'پرسش\u202E', answer: '<p>پاسخ</p>' }],
      ['POST', '/api/staff/Faq', { question: 'پرسش', answer: '<p></p>' }],
      ['PUT', `/api/staff/Faq/${first.id}`, { question: 'پرسش', answer: '<p>پاسخ</p>' }],
      ['PUT', `/api/staff/Faq/${first.id}`, { question: 'پرسش', answer: '<p>پاسخ</p>', editVersion: 'یک' }],
      ['POST', `/api/staff/Faq/${first.id}/Remove`, {}],
      ['PUT', '/api/staff/Faq/Order', { ids: [before[0]!.id] }],
      ['PUT', '/api/staff/Faq/Order', { ids: [...before.map((item) => item.id), before[0]!.id] }],
      ['PUT', '/api/staff/Faq/Order', { ids: 'همه' }],
    ];
    for (const [method, url, body] of bad) {
      const res = await staff(method as 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(PERSIAN);
    }
    const missing = await staff('PUT', '/api/staff/Faq/999999', {
      question: 'پرسش',
      answer: '<p>پاسخ</p>',
      editVersion: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Message: m.faqNotFound });
    expect((await staff('POST', '/api/staff/Faq/999999/Remove', { editVersion: 1 })).statusCode).toBe(404);
    expect((await staff('POST', '/api/staff/Faq', { question: 'x', answer: '<p>y</p>' }, STUDENT)).json()).toEqual({
      Message: fa.forbidden,
    });
    expect(await memberFaq()).toEqual(before);
  });

  it('exports the FAQ as CSV in its order, each answer as the text members read, with the mark and Persian titles', async () => {
    const created = await staff('POST', '/api/staff/Faq', {
      question: 'کلروفیل، چیست؟',
      answer: '<p>امتیاز <strong>باشگاه</strong> &amp; جایزه‌ها</p><p>خط دوم</p>',
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await staff('GET', '/api/staff/Faq.csv');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="faq.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.slice(1, res.body.indexOf('\r\n'))).toBe('ردیف,پرسش,پاسخ');
    const listed = await staffFaq();
    // A line of the file per question, in the list's order: numbered, with the question as written.
    for (const [index, item] of listed.entries()) {
      const question = /[",\r\n]/.test(item.question) ? `"${item.question.replaceAll('"', '""')}"` : item.question;
      expect(res.body, item.question).toContain(`\r\n${index + 1},${question},`);
    }
    expect(res.body).toContain(`\r\n${listed.length},کلروفیل، چیست؟,"امتیاز باشگاه & جایزه‌ها\nخط دوم"\r\n`);
    expect(res.body).not.toContain('<p>');
    expect((await staff('GET', '/api/staff/Faq.csv', undefined, STUDENT)).statusCode).toBe(403);
  });
});

describe('the operators’ menus', () => {
  let t: TestApp;
  const staff = (method: 'GET' | 'PUT', url: string, body?: unknown, as = OPERATOR) =>
    t.as(as, { method, url, ...(body === undefined ? {} : { body }) });
  const publicMenus = async () => (await t.request({ method: 'GET', url: '/api/Pages' })).json<Json[]>();
  /** The menus as a save request: every entry in place, as the console sends them. */
  const asRequest = (menus: Json): Record<'header' | 'footer', Json[]> & { editVersion: number } => ({
    ...(Object.fromEntries(
      (['header', 'footer'] as const).map((name) => [
        name,
        (menus[name] as Json[]).map((link) =>
          link.page
            ? { key: link.key, visible: link.visible }
            : { key: link.key, label: link.label, url: link.url, visible: link.visible },
        ),
      ]),
    ) as unknown as Record<'header' | 'footer', Json[]>),
    editVersion: menus.editVersion,
  });

  beforeAll(async () => {
    t = await startTestApp();
    await giveSecondOperator(t);
  });
  afterAll(() => t.close());

  it('exports both menus as CSV, header first, each entry in its menu’s order, with the mark and Persian titles', async () => {
    const res = await staff('GET', '/api/staff/Menus.csv');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="menus.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('منو,ردیف,برچسب,مقصد,نمایش در منو,صفحهٔ محتوایی');
    const menus = (await staff('GET', '/api/staff/Menus')).json<Json>();
    const yes = (value: boolean) => (value ? 'بله' : 'خیر');
    const expected = (['header', 'footer'] as const).flatMap((menu) =>
      (menus[menu] as Json[]).map(
        (link, index) =>
          `${menu === 'header' ? 'منوی بالای صفحه' : 'منوی پانویس'},${index + 1},${link.label},${link.url},${yes(link.visible)},${yes(link.page)}`,
      ),
    );
    expect(lines.slice(1)).toEqual(expected);
    expect(lines[1]).toMatch(/^منوی بالای صفحه,1,باشگاه مشتریان چیست؟,/);
    expect((await staff('GET', '/api/staff/Menus.csv', undefined, STUDENT)).statusCode).toBe(403);
  });

  it('moves, hides and adds links; the public menus follow at once; the save is audited', async () => {
    const menus = (await staff('GET', '/api/staff/Menus')).json<Json>();
    expect(menus.header.map((link: Json) => link.label)).toEqual([
      'باشگاه مشتریان چیست؟',
      'چگونه پروفایل خود را تغییر دهم؟',
    ]);
    expect(menus.footer.find((link: Json) => link.url.startsWith('https://'))).toMatchObject({ page: false });
    await publicMenus(); // cached now: the save must reach it anyway

    const request = asRequest(menus);
    const faq = request.footer.findIndex((entry) => entry.key === 'faq');
    const [moved] = request.footer.splice(faq, 1);
    request.header.unshift(moved!);
    request.header.push({ label: 'جایزه‌ها', url: '/rewards', visible: true });
    request.header.push({ label: 'وبلاگ', url: 'https://blog.example.ir/fa', visible: true });
    request.footer[0]!.visible = false;
    const saved = await staff('PUT', '/api/staff/Menus', request);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<Json>();
    expect(after.header.map((link: Json) => link.label)).toEqual([
      'پرسش‌های متداول',
      'باشگاه مشتریان چیست؟',
      'چگونه پروفایل خود را تغییر دهم؟',
      'جایزه‌ها',
      'وبلاگ',
    ]);

    const live = await publicMenus();
    const header = live
      .filter((entry) => entry.type === 'header-menu' && entry.visible)
      .sort((a, b) => a.order - b.order);
    expect(header.map((entry) => entry.url)).toEqual([
      '/page/faq',
      '/باشگاه-مشتریان-چیست',
      '/چگونه-پروفایل-خود-را-تغییر-دهم',
      '/rewards',
      'https://blog.example.ir/fa',
    ]);
    expect(live.find((entry) => entry.slug === menus.footer[0].key)).toMatchObject({ visible: false });
    // The FAQ page itself is unchanged for members.
    expect((await t.request({ method: 'GET', url: '/api/Pages/faq' })).statusCode).toBe(200);

    const entry = (await staff('GET', '/api/staff/Audit?kind=content.menu')).json<{ items: Json[] }>().items[0]!;
    expect(entry).toMatchObject({ kind: 'content.menu.save', subject: 'menus', actor: OPERATOR });
    expect(entry.before.header).toHaveLength(2);
    expect(entry.after.header).toHaveLength(5);

    // A link left out of the next save is dropped.
    const next = asRequest(after);
    next.header = next.header.filter((link) => link.label !== 'وبلاگ');
    const dropped = await staff('PUT', '/api/staff/Menus', next);
    expect(dropped.json<Json>().header).toHaveLength(4);
    expect((await publicMenus()).some((link) => link.url === 'https://blog.example.ir/fa')).toBe(false);
  });

  it('refuses the second of two operators’ saves in Persian (409), keeping the first', async () => {
    const opened = (await staff('GET', '/api/staff/Menus')).json<Json>();
    const mine = asRequest(opened);
    mine.header.push({ label: 'اپراتور اول', url: '/scores', visible: true });
    const first = await staff('PUT', '/api/staff/Menus', mine);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Json>().editVersion).toBe(opened.editVersion + 1);
    const theirs = asRequest(opened);
    theirs.header.push({ label: 'اپراتور دوم', url: '/rewards', visible: true });
    const late = await t.as(SECOND_OPERATOR, { method: 'PUT', url: '/api/staff/Menus', body: theirs });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ Message: m.menusStale });
    const labels = (await publicMenus()).map((entry) => entry.title);
    expect(labels).toContain('اپراتور اول');
    expect(labels).not.toContain('اپراتور دوم');
    // Put back as it was, from the version the first save answered with.
    const back = asRequest(first.json<Json>());
    back.header = back.header.filter((entry) => entry.label !== 'اپراتور اول');
    expect((await staff('PUT', '/api/staff/Menus', back)).statusCode).toBe(200);
  });

  it('refuses unsafe or unknown targets, a page left out and unknown keys, in Persian, and changes nothing', async () => {
    const menus = (await staff('GET', '/api/staff/Menus')).json<Json>();
    const before = await publicMenus();
    const audited = (await staff('GET', '/api/staff/Audit?kind=content.menu')).json<{ total: number }>().total;
    const base = asRequest(menus);
    const withLink = (url: string, label = 'پیوند') => ({
      ...base,
      header: [...base.header, { label, url, visible: true }],
    });
    for (const url of [
      'javascript:alert(1)',
      'http://shop.example.ir',
      '//evil.example.com',
      '/admin',
      'https://',
      'data:text/html,x',
      'JAVASCRIPT:alert(1)',
    ]) {
      const res = await staff('PUT', '/api/staff/Menus', withLink(url));
      expect(res.statusCode, url).toBe(400);
      expect(res.json<Json>().errors).toEqual({ [`header.${base.header.length}.url`]: m.menuTarget });
    }
    const missingPage = await staff('PUT', '/api/staff/Menus', withLink('/page/no-such-page'));
    expect(missingPage.json<Json>().errors).toEqual({ [`header.${base.header.length}.url`]: m.menuPageMissing });
    const noLabel = await staff('PUT', '/api/staff/Menus', withLink('/rewards', ''));
    expect(Object.values(noLabel.json<Json>().errors)).toEqual([fa.required]);

    const withoutPage = { ...base, footer: base.footer.filter((entry) => entry.key !== 'about-us') };
    const left = await staff('PUT', '/api/staff/Menus', withoutPage);
    expect(left.statusCode).toBe(400);
    expect(left.json<Json>().Message).toBe(m.menuPages);

    const twice = { ...base, header: [...base.header, base.footer[0]] };
    expect(Object.values((await staff('PUT', '/api/staff/Menus', twice)).json<Json>().errors)).toEqual([m.menuUnknown]);
    const unknown = { ...base, header: [...base.header, { key: 'link-nope', label: 'x', url: '/', visible: true }] };
    expect((await staff('PUT', '/api/staff/Menus', unknown)).statusCode).toBe(400);
    const tooMany = { ...base, header: Array.from({ length: 21 }, () => ({ label: 'x', url: '/', visible: true })) };
    expect((await staff('PUT', '/api/staff/Menus', tooMany)).json<Json>().errors.header).toBe(m.menuTooMany);
    expect((await staff('PUT', '/api/staff/Menus', { header: 'همه', footer: [] })).statusCode).toBe(400);
    expect((await staff('PUT', '/api/staff/Menus', base, STUDENT)).statusCode).toBe(403);

    expect(await publicMenus()).toEqual(before);
    expect((await staff('GET', '/api/staff/Audit?kind=content.menu')).json<{ total: number }>().total).toBe(audited);
  });
});

describe('the seed run again (a redeploy, `db:seed`)', () => {
  let t: TestApp;
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.as(OPERATOR, { method, url, ...(body === undefined ? {} : { body }) });
  const row = (slug: string) =>
    t.ctx.db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('leaves what the operators changed as they left it, and brings untouched content back to the seed', async () => {
    // An operator publishes a page, rearranges the menus and rewrites an answer.
    const opened = (await staff('GET', ABOUT)).json<Json>();
    const draft = await staff('PUT', `${ABOUT}/Draft`, {
      title: 'دربارهٔ ما (اپراتور)',
      content: '<p>متن اپراتور</p>',
      editVersion: opened.editVersion,
    });
    await staff('POST', `${ABOUT}/Publish`, { editVersion: draft.json<Json>().editVersion });
    const menus = (await staff('GET', '/api/staff/Menus')).json<Json>();
    const footer = (menus.footer as Json[]).filter((link) => link.key !== 'link-1');
    const welcome = footer.find((link) => link.key === 'welcome')!;
    welcome.visible = !welcome.visible;
    const savedMenus = await staff('PUT', '/api/staff/Menus', {
      header: menus.header.map((link: Json) => ({ key: link.key, visible: link.visible })),
      footer: footer.map((link) =>
        link.page
          ? { key: link.key, visible: link.visible }
          : { key: link.key, label: link.label, url: link.url, visible: link.visible },
      ),
      editVersion: menus.editVersion,
    });
    expect(savedMenus.statusCode, savedMenus.body).toBe(200);
    const [question] = (await staff('GET', '/api/staff/Faq')).json<Json[]>();
    await staff('PUT', `/api/staff/Faq/${question!.id}`, {
      question: question!.question,
      answer: '<p>پاسخ اپراتور</p>',
      editVersion: question!.editVersion,
    });
    // A page nobody edited, holding an older seed's text.
    const contact = await row('contact-us');
    await t.ctx.db
      .updateTable('pages')
      .set({ content_html: '<p>متن قدیمی</p>' })
      .where('slug', '=', 'contact-us')
      .execute();

    const before = {
      about: await row('about-us'),
      detail: (await staff('GET', ABOUT)).json<Json>(),
      menus: (await staff('GET', '/api/staff/Menus')).json<Json>(),
      faq: (await staff('GET', '/api/staff/Faq')).json<Json[]>(),
    };
    expect(await seedDatabase(t.ctx.db, new Date(), { demo: true })).toEqual({ createdMembers: [] });

    expect(await row('about-us')).toEqual(before.about);
    // Members read the version the editor shows as published: nothing written beside the versions.
    expect((await staff('GET', ABOUT)).json<Json>()).toEqual(before.detail);
    expect(before.detail.published).toMatchObject({ title: 'دربارهٔ ما (اپراتور)', content: '<p>متن اپراتور</p>' });
    expect((await staff('GET', '/api/staff/Menus')).json<Json>()).toEqual(before.menus);
    expect(before.menus.footer.some((link: Json) => link.key === 'link-1')).toBe(false);
    expect((await staff('GET', '/api/staff/Faq')).json<Json[]>()).toEqual(before.faq);
    expect(before.faq[0]).toMatchObject({ answer: '<p>پاسخ اپراتور</p>' });

    const restored = await row('contact-us');
    expect(restored.content_html).toBe(contact.content_html);
    // An editor opened on the older text is refused rather than published over the seed's.
    expect(restored.edit_version).toBe(contact.edit_version + 1);
    expect((await staff('GET', '/api/staff/Audit?kind=content')).json<{ total: number }>().total).toBe(4);
  });
});
