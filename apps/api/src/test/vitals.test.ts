import { fa, vitalsMessages, vitalsSummarySchema, type VitalsSummaryRow } from '@clorofil/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordVitals } from '../domain/vitals.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';

const REVIEWER = '09129999999';
const ADMIN = '09120000012';
const STUDENT = '09120000001';
const OPERATOR_TOKEN = 'operator-token-for-the-vitals-summary-0123456789';

const report = (t: TestApp, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.request({
    method: 'POST',
    url: '/api/Vitals',
    // sendBeacon's string body: text/plain, no preflight.
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const storedRows = async (t: TestApp) =>
  (
    await sql<{
      route: string;
      metric: string;
      value: number;
    }>`SELECT route, metric, value FROM web_vitals ORDER BY id`.execute(t.ctx.db)
  ).rows;

const summary = async (t: TestApp, token: string) => {
  const response = await t.request({ method: 'GET', url: '/api/Vitals/Summary', token });
  expect(response.statusCode).toBe(200);
  return vitalsSummarySchema.parse(response.json());
};
const rowOf = (rows: VitalsSummaryRow[], window: string, route: string, metric: string) =>
  rows.find((row) => row.window === window && row.route === route && row.metric === metric);

describe('web-vitals reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ vitalsReadToken: OPERATOR_TOKEN });
  });
  afterAll(() => t.close());

  it('stores a beacon posted as text/plain and answers 204 with no body; only route, metric, value and time are kept', async () => {
    const response = await report(t, {
      route: '/rewards/:id',
      metrics: [
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRows(t)).toEqual([
      { route: '/rewards/:id', metric: 'LCP', value: 1234.5 },
      { route: '/rewards/:id', metric: 'CLS', value: 0.02 },
    ]);
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals' ORDER BY ordinal_position`.execute(
      t.ctx.db,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'recorded_at', 'route', 'metric', 'value']);
  });

  it('accepts the fetch fallback as JSON and the Persian fixed pages’ patterns', async () => {
    const response = await report(
      t,
      { route: '/باشگاه-مشتریان-چیست', metrics: [{ name: 'TTFB', value: 80 }] },
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(204);
  });

  it.each([
    [
      'an unknown metric',
      { route: '/', metrics: [{ name: 'FID', value: 10 }] },
      'metrics.0.name',
      vitalsMessages.metric,
    ],
    [
      'a negative value',
      { route: '/', metrics: [{ name: 'LCP', value: -1 }] },
      'metrics.0.value',
      vitalsMessages.value,
    ],
    [
      'an implausible LCP',
      { route: '/', metrics: [{ name: 'LCP', value: 200_000 }] },
      'metrics.0.value',
      vitalsMessages.value,
    ],
    [
      'a CLS out of range',
      { route: '/', metrics: [{ name: 'CLS', value: 51 }] },
      'metrics.0.value',
      vitalsMessages.value,
    ],
    ['a text value', { route: '/', metrics: [{ name: 'INP', value: '40' }] }, 'metrics.0.value', vitalsMessages.value],
    [
      'an address with a query',
      { route: '/rewards/12?ref=sms', metrics: [{ name: 'LCP', value: 1 }] },
      'route',
      vitalsMessages.route,
    ],
    [
      'a full URL',
      { route: 'https://club.ir/rewards/12', metrics: [{ name: 'LCP', value: 1 }] },
      'route',
      vitalsMessages.route,
    ],
    [
      'an encoded address',
      { route: '/page/%D8%A8', metrics: [{ name: 'LCP', value: 1 }] },
      'route',
      vitalsMessages.route,
    ],
    ['an empty batch', { route: '/', metrics: [] }, 'metrics', vitalsMessages.batch],
    [
      'a batch over 20',
      { route: '/', metrics: Array.from({ length: 21 }, () => ({ name: 'LCP', value: 1 })) },
      'metrics',
      vitalsMessages.batch,
    ],
    ['personal data', { route: '/', memberId: 7, metrics: [{ name: 'LCP', value: 1 }] }, 'memberId', fa.unknownField],
  ])('refuses %s with a Persian 400 and stores nothing', async (_case, body, field, message) => {
    const before = (await storedRows(t)).length;
    const response = await report(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Message: fa.badRequest, errors: { [field]: message } });
    expect(await storedRows(t)).toHaveLength(before);
  });

  it('refuses broken JSON and an infinite value (1e400) without a 500', async () => {
    const broken = await report(t, '{"route":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ Message: fa.invalidJson });
    const infinite = await report(t, '{"route":"/","metrics":[{"name":"LCP","value":1e400}]}');
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json().errors['metrics.0.value']).toBe(vitalsMessages.value);
  });

  it('keeps text/plain refused everywhere else (the CSRF rule of SECURITY 18)', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/Profile',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.statusCode).toBe(415);
  });

  it('shows the summary to staff with the vitals permission (admins) and the operator token only', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/Vitals/Summary' });
    expect(anonymous.statusCode).toBe(401);
    const member = await t.as(STUDENT, { method: 'GET', url: '/api/Vitals/Summary' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ Message: fa.forbidden });
    const wrong = await t.request({ method: 'GET', url: '/api/Vitals/Summary', token: `${OPERATOR_TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    await summary(t, OPERATOR_TOKEN);
    const reviewer = await t.as(REVIEWER, { method: 'GET', url: '/api/Vitals/Summary' });
    expect(reviewer.statusCode).toBe(403);
    const admin = await t.as(ADMIN, { method: 'GET', url: '/api/Vitals/Summary' });
    expect(admin.statusCode).toBe(200);
  });
});

describe('web-vitals percentiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ vitalsReadToken: OPERATOR_TOKEN });
  });
  afterAll(() => t.close());

  it('computes p50/p75/p95 per route and metric for the last day and week from known values', async () => {
    const now = t.clock.now();
    const lcp = (values: number[]) => ({
      route: '/page/:slug',
      metrics: values.map((value) => ({ name: 'LCP', value })),
    });
    // Nine days ago: outside both windows (and pruned by the next report).
    t.clock.set(new Date(now.getTime() - 9 * DAY));
    expect((await report(t, lcp([90_000]))).statusCode).toBe(204);
    // Three days ago: in the week only.
    t.clock.set(new Date(now.getTime() - 3 * DAY));
    expect((await report(t, lcp([2000, 3000]))).statusCode).toBe(204);
    t.clock.set(now);
    expect((await report(t, lcp([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]))).statusCode).toBe(204);
    expect((await report(t, { route: '/', metrics: [{ name: 'CLS', value: 0.1 }] })).statusCode).toBe(204);

    const { rows, generatedAt } = await summary(t, OPERATOR_TOKEN);
    expect(generatedAt).toBe(now.toISOString());
    // percentile_cont interpolates: day = 100…1000, week adds 2000 and 3000.
    expect(rowOf(rows, 'day', '/page/:slug', 'LCP')).toEqual({
      window: 'day',
      route: '/page/:slug',
      metric: 'LCP',
      count: 10,
      p50: 550,
      p75: 775,
      p95: 955,
    });
    expect(rowOf(rows, 'week', '/page/:slug', 'LCP')).toEqual({
      window: 'week',
      route: '/page/:slug',
      metric: 'LCP',
      count: 12,
      p50: 650,
      p75: 925,
      p95: 2450,
    });
    expect(rowOf(rows, 'day', '/', 'CLS')).toMatchObject({ count: 1, p50: 0.1, p75: 0.1, p95: 0.1 });
    expect(rows.map((row) => `${row.window} ${row.route} ${row.metric}`)).toEqual([
      'day / CLS',
      'day /page/:slug LCP',
      'week / CLS',
      'week /page/:slug LCP',
    ]);
    const nineDaysOld = await sql<{ n: number }>`SELECT count(*)::int AS n FROM web_vitals WHERE value = 90000`.execute(
      t.ctx.db,
    );
    expect(nineDaysOld.rows[0]?.n).toBe(0);
  });

  it('keeps only the newest rows when the cap is reached', async () => {
    const now = t.clock.now();
    for (let i = 1; i <= 4; i += 1) {
      await recordVitals(
        t.ctx.db,
        {
          route: '/cap',
          metrics: [
            { name: 'FCP', value: i },
            { name: 'FCP', value: i + 0.5 },
          ],
        },
        now,
        {
          retentionMs: 8 * DAY,
          maxRows: 3,
        },
      );
    }
    const rows = await sql<{ value: number }>`SELECT value FROM web_vitals ORDER BY id`.execute(t.ctx.db);
    expect(rows.rows.map((row) => row.value)).toEqual([3.5, 4, 4.5]);
  });
});

describe('web-vitals rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { vitals: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answers 429 in Persian past the per-address limit, stores nothing more, and lets other addresses and the next window in', async () => {
    const body = { route: '/scores', metrics: [{ name: 'INP', value: 64 }] };
    for (let i = 0; i < 3; i += 1) expect((await report(t, body, {}, '10.0.0.1')).statusCode).toBe(204);
    const limited = await report(t, body, {}, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Message: fa.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedRows(t)).toHaveLength(3);
    expect((await report(t, body, {}, '10.0.0.2')).statusCode).toBe(204);
    t.clock.advance(61_000);
    expect((await report(t, body, {}, '10.0.0.1')).statusCode).toBe(204);
  });
});
