import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

const WEB = 'http://127.0.0.1:5173';
const VALID_BANK = {
  iban: 'IR050120000000004512389760',
  accountNumber: '4512389760',
  creditCardNumber: '6104337912458039',
};

describe('HTTP hardening (SECURITY 18, 19, 21)', () => {
  let t: TestApp;
  let student: string;
  let partner: string;
  beforeAll(async () => {
    t = await startTestApp({ bodyLimit: 4096 });
    student = await t.auth.member('09120000001');
    partner = await t.auth.member('09120000002');
  });
  afterAll(() => t.close());

  const balance = async () => (await t.request({ method: 'GET', url: '/api/Profile', token: student })).json().score;

  it('answers CORS only for the web origin', async () => {
    const allowed = await t.request({
      method: 'OPTIONS',
      url: '/api/Rewards',
      headers: {
        origin: WEB,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB);
    const other = await t.request({ method: 'GET', url: '/api/Faq', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks every response no-store and nosniff', async () => {
    for (const url of ['/api/Faq', '/api/Profile', '/api/nothing-here']) {
      const res = await t.request({ method: 'GET', url, token: student });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses text/plain and form posts with 415 and spends nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/Rewards/Buy/1',
        token: student,
        body: 'a=1',
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().Message).toMatch(/JSON/);
    }
    expect(await balance()).toBe(1250);
  });

  it('answers 413 to a huge body, 400 to broken JSON, never 500', async () => {
    const huge = await t.request({
      method: 'PUT',
      url: '/api/profile/financial/BankInformation',
      token: partner,
      body: { ...VALID_BANK, accountNumber: 'x'.repeat(10_000) },
    });
    expect(huge.statusCode).toBe(413);
    const broken = await t.request({
      method: 'PUT',
      url: '/api/Profile',
      token: student,
      body: '{"firstName": "سارا",',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Message).toMatch(/[\u0600-\u06FF]/);
    const poisoned = await t.request({
      method: 'PUT',
      url: '/api/Profile',
      token: student,
      body: '{"__proto__": {"x": 1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('names unknown fields in a 400 and leaves the data as it was', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile/financial/BankInformation',
      token: partner,
      body: { ...VALID_BANK, memberId: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('memberId');
    const buyWithBody = await t.request({
      method: 'POST',
      url: '/api/Rewards/Buy/1',
      token: student,
      body: { price: 0 },
    });
    expect(buyWithBody.statusCode).toBe(400);
    expect(buyWithBody.json().errors).toHaveProperty('price');
    // `score` is the price the member confirmed, never a price to pay: another one is refused.
    const cheaper = await t.request({ method: 'POST', url: '/api/Rewards/Buy/1', token: student, body: { score: 0 } });
    expect(cheaper.statusCode).toBe(409);
    expect(await balance()).toBe(1250);
  });

  it('survives a corpus of wrong types and odd values with a 4xx and a Persian message', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'x',
      42,
      true,
      {},
      { firstName: 5 },
      { firstName: ['a'], lastName: {}, nationalCode: null },
      { firstName: 'a'.repeat(51), lastName: 'b', nationalCode: '0072145366' },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0072145366', userTypeId: 1, userTypeInfo: '{not json' },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0072145366', userTypeId: 99, userTypeInfo: '{}' },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0072145366', userTypeId: 1.5, userTypeInfo: '{}' },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0072145366', userTypeId: 1, userTypeInfo: '[]' },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0072145366', userTypeId: 1, userTypeInfo: 'null' },
      { firstName: '\u200B\u200B', lastName: 'محمدی', nationalCode: '0072145366' },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '00721453661234567890' },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0072145366', provinceId: -1 },
      { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0072145366', provinceId: 8, cityId: 101 },
    ];
    for (const body of bodies) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/Profile',
        token: await t.auth.member('09120000003'),
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().Message).toMatch(/[\u0600-\u06FF]/);
    }
    const after = await t.as('09120000003', { method: 'GET', url: '/api/Profile' });
    expect(after.json()).toMatchObject({ firstName: '', lastName: '', nationalCode: '', userType: null });
  });

  it('refuses odd path parameters with a 4xx', async () => {
    for (const url of [
      '/api/Rewards/Buy/abc',
      '/api/Rewards/Buy/-1',
      '/api/Rewards/Buy/0',
      '/api/Rewards/Buy/99999999999',
      '/api/wheel/Spin/1e3',
      '/api/profile/Commission/%00',
      "/api/Pages/'%20OR%201=1",
      '/api/Profile/Items/users',
    ]) {
      const res = await t.request({
        method: url.includes('Buy') || url.includes('Spin') ? 'POST' : 'GET',
        url,
        token: partner,
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('reads Persian and Arabic digits and strips zero-width characters', async () => {
    const res = await t.as('09120000003', {
      method: 'PUT',
      url: '/api/Profile',
      body: { firstName: 'علي\u200B', lastName: 'رضايي', nationalCode: '۰۰۷۲١٤۵۳۶۶' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'علی', lastName: 'رضایی', nationalCode: '0072145366' });
    const reward = await t.as('09120000001', { method: 'POST', url: '/api/Rewards/Buy/%DB%B9%DB%B9%DB%B9' });
    expect(reward.statusCode).toBe(404);
  });

  it('answers unknown paths with a Persian 404 and matches paths without regard to case', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/DoesNotExist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toMatch(/[\u0600-\u06FF]/);
    const lower = await t.request({ method: 'GET', url: '/api/profile', token: student });
    expect(lower.statusCode).toBe(200);
  });
});
