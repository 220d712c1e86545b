import {
  SIGNAL_THRESHOLDS,
  signalColumnLabels,
  signalMessages,
  type FraudSignals,
} from '@clorofil/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';
import type { SignInCount, SignInSignals } from '../domain/sign-in-signals.js';

// The fraud signals: a member hammering the wheel, three members spinning from one address and a
// member whose points jump each show in their list; a member earning at their usual pace and the
// members spinning from their own addresses show nowhere.

const FINANCE = DEMO_STAFF.finance;
const SHARED = ['09120000001', '09120000003', '09120000005'];
const HAMMER = '09120000006';
const SHARED_ADDRESS = '203.0.113.7';

// The identity provider's side is its own test (apps/identity sign-in-signals.test.ts); here it
// is a source whose answer each test sets, and which records what it was asked.
const identity = {
  asked: [] as Parameters<SignInSignals['over']>[0][],
  answer: (): Promise<SignInCount[]> => Promise.resolve([]),
  over(input: Parameters<SignInSignals['over']>[0]) {
    this.asked.push(input);
    return this.answer();
  },
};

describe('fraud signals', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  let burst = 0;
  let quiet = 0;

  const signals = (query = '') => t.as(FINANCE, { method: 'GET', url: `/api/staff/Reports/Signals${query}` });
  const ledger = (memberId: number, amount: number, at: Date, ref: string) =>
    sql`INSERT INTO points_ledger (member_id, amount, activity, source, source_ref, created_at)
        VALUES (${memberId}, ${amount}, 'هدیه آزمایشی', 'gift', ${ref}, ${at})`.execute(t.ctx.db);

  beforeAll(async () => {
    t = await startTestApp({ signInSignals: identity });
    const wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;

    // Three members spin from one address; the hammer spins from its own, again and again.
    for (const mobile of SHARED) {
      const spun = await t.as(mobile, {
        method: 'POST',
        url: `/api/wheel/Spin/${wheelId}`,
        remoteAddress: SHARED_ADDRESS,
      });
      expect(spun.statusCode).toBe(200);
    }
    for (let i = 0; i <= SIGNAL_THRESHOLDS.requests.min; i += 1)
      await t.as(HAMMER, { method: 'POST', url: `/api/wheel/Spin/${wheelId}`, remoteAddress: '198.51.100.9' });
    // A member's row is written by their first request.
    for (const mobile of [...SHARED, HAMMER]) {
      const row = await t.ctx.db
        .selectFrom('members')
        .select('id')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      ids.set(mobile, row.id);
    }

    const others = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('id', 'not in', [...ids.values()])
      .orderBy('id')
      .limit(2)
      .execute();
    burst = others[0]!.id;
    quiet = others[1]!.id;

    // The usual: 900 points 40 days ago (70 a week). The burst member now earns 2,000 in the
    // week, the quiet one 400 — under five times the floor of 100.
    const now = t.clock.now();
    await ledger(burst, 900, new Date(now.getTime() - 40 * DAY), 'signals-b-0');
    await ledger(quiet, 900, new Date(now.getTime() - 40 * DAY), 'signals-q-0');
    await ledger(burst, 2_000, new Date(now.getTime() - 2 * DAY), 'signals-b-1');
    await ledger(quiet, 400, new Date(now.getTime() - 2 * DAY), 'signals-q-1');
  });
  afterAll(() => t?.close());

  it('lists the hammer, the shared address and the burst, and not the quiet member', async () => {
    const response = await signals('?days=7');
    expect(response.statusCode).toBe(200);
    const body = response.json<FraudSignals>();
    expect(body.days).toBe(7);

    const hammer = body.requests.find((row) => row.memberId === ids.get(HAMMER));
    expect(hammer).toMatchObject({ mobile: HAMMER, endpoints: 1 });
    expect(hammer!.hits).toBeGreaterThan(SIGNAL_THRESHOLDS.requests.min);
    expect(body.requests.map((row) => row.memberId)).not.toContain(ids.get(SHARED[0]!));

    const shared = body.sharedAddresses.filter((row) => row.address === SHARED_ADDRESS);
    expect(shared.map((row) => row.memberId).sort()).toEqual(SHARED.map((mobile) => ids.get(mobile)).sort());
    expect(shared.every((row) => row.members === 3 && row.spins === 1)).toBe(true);
    expect(body.sharedAddresses.map((row) => row.address)).not.toContain('198.51.100.9');

    const jump = body.bursts.find((row) => row.memberId === burst);
    expect(jump).toMatchObject({ earned: 2_000, usual: 70, ratio: 20 });

    for (const list of [body.requests, body.sharedAddresses, body.bursts])
      expect(list.map((row) => row.memberId)).not.toContain(quiet);
  });

  it('lists the identity provider’s sign-in signals of the last 24 hours, each mobile with its member', async () => {
    identity.answer = () =>
      Promise.resolve([
        { mobile: HAMMER, codes: 2, wrongCodes: 7, addresses: 1 },
        { mobile: '09130009999', codes: 9, wrongCodes: 0, addresses: 4 },
      ]);
    identity.asked.length = 0;
    const body = (await signals('?days=30')).json<FraudSignals>();
    expect(body.signIns).toEqual([
      { memberId: ids.get(HAMMER), mobile: HAMMER, name: expect.any(String), codes: 2, wrongCodes: 7, addresses: 1 },
      { memberId: null, mobile: '09130009999', name: '', codes: 9, wrongCodes: 0, addresses: 4 },
    ]);
    // Whatever the window, the provider is asked for its day, with the contract's thresholds.
    expect(identity.asked).toEqual([
      {
        since: new Date(t.clock.now().getTime() - SIGNAL_THRESHOLDS.signIns.hours * 3_600_000),
        minCodes: SIGNAL_THRESHOLDS.signIns.codes,
        minWrong: SIGNAL_THRESHOLDS.signIns.wrong,
      },
    ]);
    const csv = await t.as(FINANCE, { method: 'GET', url: '/api/staff/Reports/Signals.csv?kind=signIns' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[2]).toBe(',,09130009999,9,0,4');
  });

  it('still answers the other lists when the identity provider does not, and says so', async () => {
    identity.answer = () => Promise.reject(new Error('the identity provider answered 503'));
    const response = await signals('?days=7');
    expect(response.statusCode).toBe(200);
    const body = response.json<FraudSignals>();
    expect(body.signIns).toBeNull();
    expect(body.bursts.map((row) => row.memberId)).toContain(burst);
    const csv = await t.as(FINANCE, { method: 'GET', url: '/api/staff/Reports/Signals.csv?kind=signIns' });
    expect(csv.statusCode).toBe(503);
    expect(JSON.stringify(csv.json())).toContain(signalMessages.signInsUnavailable);
    identity.answer = () => Promise.resolve([]);
  });

  it('counts only the window asked for', async () => {
    const body = (await signals('?days=1')).json<FraudSignals>();
    expect(body.bursts.map((row) => row.memberId)).not.toContain(burst);
    expect(body.days).toBe(1);
  });

  it('refuses a window outside 1..90 days in Persian, with Persian digits read', async () => {
    for (const days of ['0', '91', 'abc', '7.5', '-3']) {
      const response = await signals(`?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(signalMessages.badDays);
    }
    expect((await signals(`?days=${encodeURIComponent('۳۰')}`)).json<FraudSignals>().days).toBe(30);
  });

  describe('as CSV, one list a file', () => {
    const csv = (query: string) => t.as(FINANCE, { method: 'GET', url: `/api/staff/Reports/Signals.csv${query}` });
    const linesOf = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);

    it('exports the shared addresses with the screen’s column titles, the mark first', async () => {
      const response = await csv('?kind=addresses&days=7');
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('signals-addresses-7d.csv');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = linesOf(response.body);
      const c = signalColumnLabels;
      expect(header).toBe([c.address, c.members, c.memberId, c.name, c.mobile, c.spins].join(','));
      const shared = rows.filter((line) => line.startsWith(`${SHARED_ADDRESS},`));
      expect(shared).toHaveLength(3);
      for (const mobile of SHARED) {
        expect(
          shared.some(
            (line) => line.startsWith(`${SHARED_ADDRESS},3,${ids.get(mobile)},`) && line.endsWith(`,${mobile},1`),
          ),
        ).toBe(true);
      }
    });

    it('exports the requests and the bursts, the same members as the report', async () => {
      const requests = linesOf((await csv('?kind=requests')).body);
      expect(requests[0]).toBe(
        [
          signalColumnLabels.memberId,
          signalColumnLabels.name,
          signalColumnLabels.mobile,
          signalColumnLabels.hits,
          signalColumnLabels.endpoints,
        ].join(','),
      );
      expect(requests.some((line) => line.startsWith(`${ids.get(HAMMER)},`) && line.includes(`,${HAMMER},`))).toBe(
        true,
      );
      const bursts = linesOf((await csv('?kind=bursts&days=7')).body);
      expect(bursts.find((line) => line.startsWith(`${burst},`))).toMatch(/,2000,70,20$/);
      expect(bursts.some((line) => line.startsWith(`${quiet},`))).toBe(false);
    });

    it('refuses an unknown or missing list, or a bad window, in Persian before any line', async () => {
      for (const query of ['', '?kind=everything', '?kind=bursts&days=0']) {
        const response = await csv(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(JSON.stringify(response.json())).toMatch(
          query.includes('days') ? signalMessages.badDays : signalMessages.badKind,
        );
      }
      const support = await t.as(DEMO_STAFF.support, {
        method: 'GET',
        url: '/api/staff/Reports/Signals.csv?kind=bursts',
      });
      expect(support.statusCode).toBe(403);
    });
  });

  it('is refused to support, who has no `reports` permission', async () => {
    expect((await t.as(DEMO_STAFF.support, { method: 'GET', url: '/api/staff/Reports/Signals' })).statusCode).toBe(403);
  });
});
