import { publicRewardSchema } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from './support/test-clock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const STUDENT = '09120000001';
const PUBLIC_FIELDS = Object.keys(publicRewardSchema.shape).sort();

interface CatalogueJson {
  id: number;
  title: string;
  score: number;
  inStock: boolean;
}

describe('the public rewards catalogue (home carousel for visitors)', () => {
  let t: TestApp;
  const catalogue = () => t.request({ method: 'GET', url: '/api/Rewards/Catalogue' });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a visitor without a token, with the catalogue fields only and a public cache header', async () => {
    const res = await catalogue();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    const list = res.json<Record<string, unknown>[]>();
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const reward of list) expect(Object.keys(reward).sort()).toEqual(PUBLIC_FIELDS);
    expect(JSON.stringify(list)).not.toMatch(/recivedCount|validCount|isUsed|description/);
  });

  it('is the same answer for every member as for a visitor (nothing personal to cache)', async () => {
    const visitor = (await catalogue()).body;
    const student = await t.as(STUDENT, { method: 'GET', url: '/api/Rewards/Catalogue' });
    const partner = await t.as('09120000002', { method: 'GET', url: '/api/Rewards/Catalogue' });
    expect(student.body).toBe(visitor);
    expect(partner.body).toBe(visitor);
  });

  it('agrees with the member list on every catalogue field', async () => {
    const members = (await t.as(STUDENT, { method: 'GET', url: '/api/Rewards' })).json<Record<string, unknown>[]>();
    const open = (await catalogue()).json<Record<string, unknown>[]>();
    const pick = (reward: Record<string, unknown>) => Object.fromEntries(PUBLIC_FIELDS.map((k) => [k, reward[k]]));
    expect(open).toEqual(members.map(pick));
  });

  it('marks the seeded sold-out prize, and the buy refuses it with the Persian reason', async () => {
    const soldOut = (await catalogue()).json<CatalogueJson[]>().find((r) => r.title === 'پازل ۱۰۰۰ تکه');
    expect(soldOut).toMatchObject({ inStock: false, score: 450 });
    const before = (await t.as(STUDENT, { method: 'GET', url: '/api/Profile' })).json<{ score: number }>().score;
    const res = await t.as(STUDENT, { method: 'POST', url: `/api/Rewards/Buy/${soldOut!.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'متأسفانه موجودی این جایزه به پایان رسیده است.' });
    const after = (await t.as(STUDENT, { method: 'GET', url: '/api/Profile' })).json<{ score: number }>().score;
    expect(after).toBe(before);
  });

  it('leaves out hidden prizes and offers that have ended; an ended offer cannot be bought', async () => {
    const [first, second] = (await catalogue()).json<CatalogueJson[]>();
    await t.ctx.db.updateTable('rewards').set({ visible: false }).where('id', '=', first!.id).execute();
    await t.ctx.db
      .updateTable('rewards')
      .set({ validity_date: new Date(t.clock.now().getTime() - DAY) })
      .where('id', '=', second!.id)
      .execute();
    const ids = (await catalogue()).json<CatalogueJson[]>().map((r) => r.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
    const ended = await t.as(STUDENT, { method: 'POST', url: `/api/Rewards/Buy/${second!.id}` });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().Message).toBe('مهلت دریافت این جایزه به پایان رسیده است.');
  });

  it('refuses a request body or an unknown method without a 500', async () => {
    const post = await t.request({ method: 'POST', url: '/api/Rewards/Catalogue' });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
    expect(post.json().Message).toMatch(/[\u0600-\u06FF]/);
  });
});
