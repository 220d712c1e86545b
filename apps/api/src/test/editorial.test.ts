import { controlCharactersMessage, nothingSafeLeftMessage } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../domain/html.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { XSS_VECTORS } from '@clorofil/rules/testing';

const OPERATOR = '09120000010';
const REVIEWER = '09129999999';
const STUDENT = '09120000001';
const CORPUS = XSS_VECTORS.map((vector) => vector.html).join('\n');

// Staff edit everything members read from the server; HTML is sanitised before it is
// stored (once), served as stored, and a second save of what was stored changes nothing.
describe('editorial writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const edit = (method: 'PUT' | 'POST', url: string, body: unknown, as = OPERATOR) => t.as(as, { method, url, body });

  it('are for operators only', async () => {
    const body = { content: '<p>سلام</p>' };
    expect((await t.request({ method: 'PUT', url: '/api/review/Pages/about-us', body })).statusCode).toBe(401);
    expect((await edit('PUT', '/api/review/Pages/about-us', body, STUDENT)).statusCode).toBe(403);
    expect((await edit('PUT', '/api/review/Pages/about-us', body, REVIEWER)).statusCode).toBe(403);
    const faq = (await t.request({ method: 'GET', url: '/api/Faq' })).json();
    const student = await edit('PUT', `/api/review/Faq/${faq[0].id}`, { question: 'س', answer: 'ج' }, STUDENT);
    expect(student.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/Faq' })).json()).toEqual(faq);
  });

  it('store the whole corpus in a page sanitised, serve it as stored, and a second save changes nothing', async () => {
    const saved = await edit('PUT', '/api/review/Pages/about-us', { content: CORPUS });
    expect(saved.statusCode).toBe(200);
    const stored = saved.json().content as string;
    expect(stored).toBe(sanitizeServerHtml(CORPUS).trim());
    expect(stored).not.toMatch(/<(script|svg|math|iframe|style)|\son\w+=/i);
    expect((await t.request({ method: 'GET', url: '/api/Pages/about-us' })).json().content).toBe(stored);
    const again = await edit('PUT', '/api/review/Pages/about-us', { content: stored });
    expect(again.json().content).toBe(stored);
  });

  it('store a reward description sanitised', async () => {
    const [reward] = (await t.as(STUDENT, { method: 'GET', url: '/api/Rewards' })).json();
    const saved = await edit('PUT', `/api/review/Rewards/${reward.id}/Description`, { description: CORPUS });
    expect(saved.json()).toEqual({ id: reward.id, description: sanitizeServerHtml(CORPUS).trim() });
    const list = (await t.as(STUDENT, { method: 'GET', url: '/api/Rewards' })).json();
    expect(list[0].description).toBe(saved.json().description);
  });

  it('refuse, in Persian, HTML with nothing safe left, and change nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/Pages/contact-us' })).json();
    const refused = await edit('PUT', '/api/review/Pages/contact-us', {
      content: '<script>alert(1)</script><svg onload=alert(1)>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ content: nothingSafeLeftMessage });
    expect((await t.request({ method: 'GET', url: '/api/Pages/contact-us' })).json()).toEqual(before);
  });

  it('keep FAQ questions and prize titles as the text they are (screens show them as text), FAQ answers sanitised', async () => {
    const [first] = (await t.request({ method: 'GET', url: '/api/Faq' })).json();
    const vector = '<p><img src=x onerror=alert(1)> <strong>پاسخ</strong></p>';
    const faq = await edit('PUT', `/api/review/Faq/${first.id}`, { question: 'پرسش <b>؟</b>', answer: vector });
    expect(faq.json()).toEqual({ id: first.id, question: 'پرسش <b>؟</b>', answer: '<p> <strong>پاسخ</strong></p>' });
    const { prizes } = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
    const prize = await edit('PUT', `/api/review/wheel/Prizes/${prizes[0].id}`, { title: '<svg onload=alert(1)>' });
    expect(prize.json()).toEqual({ id: prizes[0].id, title: '<svg onload=alert(1)>' });
    const after = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
    expect(after.prizes[0].title).toBe('<svg onload=alert(1)>');
  });

  it('refuse control characters and overlong text in plain text and FAQ answers, in Persian', async () => {
    const [first] = (await t.request({ method: 'GET', url: '/api/Faq' })).json();
    const nul = await edit('PUT', `/api/review/Faq/${first.id}`, { question: 'پرسش', answer: 'java\u0000script' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ answer: controlCharactersMessage });
    const { prizes } = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
    const spoof = await edit('PUT', `/api/review/wheel/Prizes/${prizes[1].id}`, { title: '\u202Eپوچ' });
    expect(spoof.json().errors).toEqual({ title: controlCharactersMessage });
    const long = await edit('PUT', `/api/review/wheel/Prizes/${prizes[1].id}`, { title: 'ک'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().prizes[1].title).toBe(prizes[1].title);
  });

  it('publish text as typed: Persian digits stay Persian (form input is normalised, editorial text is not)', async () => {
    const { prizes } = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
    const saved = await edit('PUT', `/api/review/wheel/Prizes/${prizes[2].id}`, { title: '۳۰ کلروفیل' });
    expect(saved.json().title).toBe('۳۰ کلروفیل');
    const page = await edit('PUT', '/api/review/Pages/about-us', { content: '<p>تلفن: ۰۲۱-۶۶۴۸۱۲۳۰</p>' });
    expect(page.json().content).toBe('<p>تلفن: ۰۲۱-۶۶۴۸۱۲۳۰</p>');
  });

  it('answer 404 in Persian for what does not exist', async () => {
    const page = await edit('PUT', '/api/review/Pages/no-such-page', { content: '<p>x</p>' });
    expect(page.statusCode).toBe(404);
    expect(page.json().Message).toBe('صفحهٔ موردنظر پیدا نشد.');
    expect((await edit('PUT', '/api/review/Faq/999999', { question: 'س', answer: 'ج' })).statusCode).toBe(404);
    expect((await edit('PUT', '/api/review/wheel/Prizes/999999', { title: 'ج' })).statusCode).toBe(404);
  });

  it('record every edit in the audit trail: who, from where, the fields before and after', async () => {
    const [first] = (await t.request({ method: 'GET', url: '/api/Faq' })).json();
    const edit1 = { question: 'پرسش تازه', answer: 'پاسخ تازه' };
    expect((await edit('PUT', `/api/review/Faq/${first.id}`, edit1)).statusCode).toBe(200);
    const page = await edit('PUT', '/api/review/Pages/contact-us', { title: 'تماس', content: '<p>نشانی</p>' });
    expect(page.statusCode).toBe(200);
    const trail = (await t.as(OPERATOR, { method: 'GET', url: '/api/staff/Audit' })).json();
    const [pageEntry, faqEntry] = trail.items;
    expect(pageEntry).toMatchObject({
      actor: OPERATOR,
      address: '127.0.0.1',
      kind: 'page.update',
      subject: 'contact-us',
      after: { title: 'تماس', content: '<p>نشانی</p>' },
    });
    expect(faqEntry).toMatchObject({ kind: 'faq.update', subject: String(first.id), after: edit1 });
    const kinds = new Set(trail.items.map((item: { kind: string }) => item.kind));
    for (const kind of ['reward.description.update', 'wheel.prize.update']) expect(kinds).toContain(kind);
    // A refused edit leaves no trace.
    expect((await edit('PUT', '/api/review/Faq/999999', edit1)).statusCode).toBe(404);
    const again = (await t.as(OPERATOR, { method: 'GET', url: '/api/staff/Audit' })).json();
    expect(again.total).toBe(trail.total);
  });
});
