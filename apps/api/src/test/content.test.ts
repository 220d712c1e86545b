import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { seedDatabase } from '../seed/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('content, images and notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists header and footer page entries, external links included', async () => {
    const pages = (await t.request({ method: 'GET', url: '/api/Pages' })).json();
    const header = pages.filter((p: { type: string }) => p.type === 'header-menu');
    expect(header.map((p: { title: string }) => p.title)).toEqual([
      'باشگاه مشتریان چیست؟',
      'چگونه پروفایل خود را تغییر دهم؟',
    ]);
    expect(pages.map((p: { url: string }) => p.url)).toEqual(
      expect.arrayContaining(['/page/about-us', '/page/contact-us', '/page/faq']),
    );
    expect(pages.some((p: { url: string }) => p.url.startsWith('https://'))).toBe(true);
    expect(pages[0]).not.toHaveProperty('content');
  });

  it('serves a page by its Persian slug, encoded or not, with sanitised HTML', async () => {
    const encoded = encodeURIComponent('باشگاه-مشتریان-چیست');
    const res = await t.request({ method: 'GET', url: `/api/Pages/${encoded}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'باشگاه مشتریان چیست؟', content: expect.stringContaining('<') });
    expect((await t.request({ method: 'GET', url: '/api/Pages/welcome' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/Pages/no-such-page' })).statusCode).toBe(404);
  });

  it('sanitises page HTML when an editor saves it, and serves it as stored', async () => {
    // The demo operator: editing pages and descriptions is the operator's (content, catalogue).
    const saved = await t.as('09120000010', {
      method: 'PUT',
      url: '/api/review/Pages/about-us',
      body: {
        content:
          '<h2>عنوان</h2><img src="http://x/y.png" onerror="alert(1)"><a href="https://ok.example" target="_blank">پیوند</a><iframe src="https://x"></iframe><style>p{}</style>',
      },
    });
    expect(saved.statusCode).toBe(200);
    const page = (await t.request({ method: 'GET', url: '/api/Pages/about-us' })).json();
    expect(page.content).toBe(
      '<h2>عنوان</h2><a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">پیوند</a>',
    );
  });

  it('serves the FAQ in order', async () => {
    const faq = (await t.request({ method: 'GET', url: '/api/Faq' })).json();
    expect(faq.length).toBeGreaterThanOrEqual(5);
    expect(faq[0]).toEqual({ id: expect.any(Number), question: expect.any(String), answer: expect.any(String) });
  });

  it('serves reward images as sandboxed, cacheable WebP', async () => {
    const rewards = (await t.as('09120000001', { method: 'GET', url: '/api/Rewards' })).json();
    const url = new URL(rewards[0].image);
    const res = await t.request({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await t.request({ method: 'GET', url: '/api/images/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/images/missing.svg' })).statusCode).toBe(404);
  });

  it('delivers each notification once', async () => {
    const first = await t.as('09120000001', { method: 'GET', url: '/api/Notification' });
    expect(first.statusCode).toBe(200);
    expect(first.json().length).toBeGreaterThanOrEqual(1);
    expect(first.json()[0]).toEqual({
      id: expect.any(Number),
      type: expect.stringMatching(/^(info|error|warning|reward)$/),
      message: expect.any(String),
      // A member's own notifications are plain text.
      html: null,
    });
    expect((await t.as('09120000001', { method: 'GET', url: '/api/Notification' })).json()).toEqual([]);
  });

  it('reseeds idempotently and migrates once', async () => {
    const count = async () =>
      (
        await t.ctx.db
          .selectFrom('points_ledger')
          .select(t.ctx.db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    expect(await migrate(t.database)).toEqual({ applied: [] });
    expect(await seedDatabase(t.ctx.db, new Date(), { demo: true })).toEqual({ createdMembers: [] });
    expect(Number(await count())).toBe(before);
    const rewards = (await t.as('09120000001', { method: 'GET', url: '/api/Rewards' })).json();
    expect(rewards.length).toBe(16);
  });

  it('answers health and readiness probes', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', database: true });
  });
});
