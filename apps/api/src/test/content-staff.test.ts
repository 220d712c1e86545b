import { contentStaffMessages as m, fa, nothingSafeLeftMessage } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../domain/html.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OPERATOR = '09120000010';
const SECOND_OPERATOR = '09120000012';
const STUDENT = '09120000001';
const PERSIAN = /[\u0600-\u06FF]/;
const ABOUT = '/api/staff/Pages/about-us';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

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
    // The second operator: the demo admin, given the operator role for the concurrent edit.
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

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates, edits, reorders and removes questions; members’ FAQ follows; each step audited', async () => {
    const start = (await staff('GET', '/api/staff/Faq')).json<Json[]>();
    expect(start.length).toBeGreaterThan(2);

    const created = await staff('POST', '/api/staff/Faq', {
      question: 'کلروفیل به دیگری منتقل می‌شود؟',
      answer: 'خیر.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const added = created.json<Json[]>().at(-1)!;
    expect(added).toMatchObject({ question: 'کلروفیل به دیگری منتقل می‌شود؟', answer: 'خیر.', order: start.length });
    expect((await memberFaq()).at(-1)).toEqual({ id: added.id, question: added.question, answer: 'خیر.' });

    const saved = await staff('PUT', `/api/staff/Faq/${added.id}`, {
      question: added.question,
      answer: 'خیر، در ۲ سال.',
    });
    expect(saved.json<Json[]>().at(-1)!.answer).toBe('خیر، در ۲ سال.');

    const ids = [added.id, ...start.map((item) => item.id)];
    const ordered = await staff('PUT', '/api/staff/Faq/Order', { ids });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await memberFaq()).map((item) => item.id)).toEqual(ids);

    const removed = await staff('POST', `/api/staff/Faq/${added.id}/Remove`, {});
    expect(removed.statusCode).toBe(200);
    expect((await memberFaq()).map((item) => item.id)).toEqual(start.map((item) => item.id));

    const kinds = (await staff('GET', '/api/staff/Audit?kind=content.faq')).json<{ items: Json[] }>().items;
    expect(kinds.map((entry) => entry.kind)).toEqual([
      'content.faq.remove',
      'content.faq.order',
      'content.faq.save',
      'content.faq.create',
    ]);
    expect(kinds[0]).toMatchObject({ subject: String(added.id), before: { answer: 'خیر، در ۲ سال.' }, after: null });
    expect(kinds[2]).toMatchObject({ before: { answer: 'خیر.' }, after: { answer: 'خیر، در ۲ سال.' } });
  });

  it('refuses bad input in Persian and changes nothing', async () => {
    const before = await memberFaq();
    const bad: [string, string, unknown][] = [
      ['POST', '/api/staff/Faq', { question: '', answer: 'پاسخ' }],
      ['POST', '/api/staff/Faq', { question: 'پرسش', answer: 'x'.repeat(4001) }],
      ['POST', '/api/staff/Faq', { question: 'پرسش\u202E', answer: 'پاسخ' }],
      ['PUT', '/api/staff/Faq/Order', { ids: [before[0]!.id] }],
      ['PUT', '/api/staff/Faq/Order', { ids: [...before.map((item) => item.id), before[0]!.id] }],
      ['PUT', '/api/staff/Faq/Order', { ids: 'همه' }],
    ];
    for (const [method, url, body] of bad) {
      const res = await staff(method as 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(PERSIAN);
    }
    const missing = await staff('PUT', '/api/staff/Faq/999999', { question: 'پرسش', answer: 'پاسخ' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Message: m.faqNotFound });
    expect((await staff('POST', '/api/staff/Faq/999999/Remove', {})).statusCode).toBe(404);
    expect((await staff('POST', '/api/staff/Faq', { question: 'x', answer: 'y' }, STUDENT)).json()).toEqual({
      Message: fa.forbidden,
    });
    expect(await memberFaq()).toEqual(before);
  });
});

describe('the operators’ menus', () => {
  let t: TestApp;
  const staff = (method: 'GET' | 'PUT', url: string, body?: unknown, as = OPERATOR) =>
    t.as(as, { method, url, ...(body === undefined ? {} : { body }) });
  const publicMenus = async () => (await t.request({ method: 'GET', url: '/api/Pages' })).json<Json[]>();
  /** The menus as a save request: every entry in place, as the console sends them. */
  const asRequest = (menus: Json): Record<'header' | 'footer', Json[]> =>
    Object.fromEntries(
      (['header', 'footer'] as const).map((name) => [
        name,
        (menus[name] as Json[]).map((link) =>
          link.page
            ? { key: link.key, visible: link.visible }
            : { key: link.key, label: link.label, url: link.url, visible: link.visible },
        ),
      ]),
    ) as unknown as Record<'header' | 'footer', Json[]>;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

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
