import { endpoints, type EndpointDef } from '@clorofil/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, staffMobileFor } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// "Bad input never gives 500": every endpoint of the contract that takes
// input, fed a corpus of hostile values, answers 4xx with a Persian message and writes nothing.

const PERSIAN = /[\u0600-\u06FF]/;
const PARTNER = '09120000002';
const NOBODY = '09121234567';

const PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '1e309',
  'abc',
  '%00',
  '%01',
  '%1F',
  '%7F',
  '%C2%85',
  '%E2%80%AE',
  '%E2%80%8Fabc',
  'a%00b',
  '%',
  '%zz',
  `${'9'.repeat(300)}`,
  'x'.repeat(10_240),
  '..%2F..%2Fetc',
  "1'--",
];

const long = 'ب'.repeat(5_000);
const BODIES: string[] = [
  'null',
  '[]',
  '"x"',
  '42',
  'true',
  '{}',
  '{"a":',
  '{"__proto__":{"admin":true}}',
  JSON.stringify({ firstName: 5, lastName: [], nationalCode: {}, sheba: false, eventId: 1, memberMobile: 9, note: 7 }),
  JSON.stringify({ firstName: long, lastName: long, nationalCode: long, note: 'x'.repeat(10_000), sheba: long }),
  JSON.stringify({
    firstName: 'سارا\u0000',
    lastName: 'محمدی\u202E',
    nationalCode: '0072145366\u0007',
    sheba: 'IR\u0000',
  }),
  JSON.stringify({
    eventId: '\u0000',
    orderId: 2 ** 63,
    amountToman: 1e308,
    mobile: '09120000001',
    deliveredAt: 'دیروز',
  }),
  JSON.stringify({ id: 2 ** 31, score: -1, userTypeStatus: 20, balance: 1e6 }),
  '{"firstName":"سارا","firstName":5,"note":"a","note":[]}',
  `{"x":"${'a'.repeat(20_000)}"}`,
  `[${'1,'.repeat(10_000)}1]`,
];

interface Target {
  name: string;
  def: EndpointDef;
}
const targets: Target[] = Object.entries(endpoints).map(([name, def]) => ({ name, def: def as EndpointDef }));

function tokenFor(t: TestApp, def: EndpointDef): Promise<string> | undefined {
  if (def.auth === 'member') return t.auth.member(PARTNER);
  if (def.auth === 'staff') return t.auth.member(staffMobileFor(def.permission));
  if (def.auth === 'shop') return t.auth.shop();
  return undefined;
}

/** A path whose parameters are harmless, so a body is the only bad input. */
function safePath(def: EndpointDef): string {
  return def.path
    .replace('{mobile}', NOBODY)
    .replace('{role}', 'operator')
    .replace('{id}', '999999')
    .replace('{wheelId}', '999999')
    .replace('{slug}', 'no-such-page')
    .replace('{file}', 'none.svg')
    .replace('{list}', 'school_grades');
}

describe('bad input never gives 500 (every endpoint of the contract)', () => {
  let t: TestApp;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp({ bodyLimit: 16 * 1024 });
    // First sign-ins bind each demo member to its token's sub; do that before taking the snapshot.
    for (const mobile of [PARTNER, ...Object.values(DEMO_STAFF)])
      await t.as(mobile, { method: 'GET', url: '/api/Profile' });
    const tables = [
      'members',
      'points_ledger',
      'discount_codes',
      'reward_receipts',
      'rewards',
      'bank_accounts',
      'notifications',
      'idempotency_keys',
      'wheel_spins',
      'shop_orders',
      'shop_events',
      'review_decisions',
      'pages',
      'audit_trail',
    ];
    snapshot = async () => {
      const parts = await Promise.all(
        tables.map(async (table) => {
          const { rows } = await sql<{
            digest: string | null;
          }>`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.table(table)} t`.execute(
            t.ctx.db,
          );
          return `${table}:${rows[0]?.digest ?? 'empty'}`;
        }),
      );
      return parts.join('\n');
    };
  });
  afterAll(async () => t?.close());

  const expectRefused = (res: { statusCode: number; body: string }, what: string) => {
    const label = `${what} → ${res.statusCode} ${res.body.slice(0, 120)}`;
    expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, label).toBeLessThan(500);
    expect((JSON.parse(res.body) as { Message: string }).Message, label).toMatch(PERSIAN);
  };

  it('refuses hostile path parameters (ids 0, −1, 2³¹, 2⁶³, 1e309, NUL, controls, bidi, 10 KB)', async () => {
    const before = await snapshot();
    for (const { name, def } of targets.filter((target) => target.def.params)) {
      const token = await tokenFor(t, def);
      for (const value of PATH_VALUES) {
        const url = def.path.replace(/\{\w+\}/, value);
        const res = await t.request({ method: def.method, url, ...(token ? { token } : {}) });
        expectRefused(res, `${name} ${url.slice(0, 80)}`);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers /api/Pages/%00 with a Persian 4xx', async () => {
    const res = await t.request({ method: 'GET', url: '/api/Pages/%00' });
    expectRefused(res, '/api/Pages/%00');
  });

  it('refuses wrong JSON types, duplicate keys, control characters, 10 KB strings and huge bodies on every write', async () => {
    const before = await snapshot();
    for (const { name, def } of targets.filter((target) => target.def.method !== 'GET')) {
      const token = await tokenFor(t, def);
      // `{}` and `null` are how a client says "no body" to an endpoint that takes none.
      const bodies = def.body ? BODIES : BODIES.filter((body) => body !== '{}' && body !== 'null');
      for (const body of bodies) {
        const res = await t.request({
          method: def.method,
          url: safePath(def),
          ...(token ? { token } : {}),
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectRefused(res, `${name} ${body.slice(0, 60)}`);
      }
      const huge = await t.request({
        method: def.method,
        url: safePath(def),
        ...(token ? { token } : {}),
        body: JSON.stringify({ x: 'ب'.repeat(1_000_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.statusCode, `${name} huge`).toBe(413);
      expect(huge.json().Message).toMatch(PERSIAN);
    }
    expect(await snapshot()).toBe(before);
  });
});
