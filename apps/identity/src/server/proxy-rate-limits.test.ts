import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutboxCode, send, startSignIn, submitMobile, type SignInSession } from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

function post(session: SignInSession, step: string, fields: Record<string, string>, forwardedFor: string) {
  return send(session.jar, `${session.interactionUrl}/${step}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': forwardedFor },
    body: new URLSearchParams(fields),
  });
}

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      trustProxy: { kind: 'hops', hops: 1 },
      otp: { perIp: { limit: 2, windowSeconds: 3600 } },
    });
  });
  afterAll(() => t.server.close());

  it('a spoofed left-most X-Forwarded-For does not change the rate-limit key', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const session = await startSignIn({ issuer: t.issuer });
      // The client wrote "100.64.0.i"; our proxy appended the real address on the right.
      answers.push(await post(session, 'mobile', { mobile: `0913555000${i}` }, `100.64.0.${i}, 198.51.100.20`));
    }
    expect(answers.map((a) => a.status)).toEqual([303, 303, 429]);
    const rows = await t.server.database.query<{ requester_ip: string }>(
      "SELECT DISTINCT requester_ip FROM oidc_otp_codes WHERE mobile LIKE '0913555%'",
    );
    expect(rows).toEqual([{ requester_ip: '198.51.100.20' }]);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ otp: { verifyPerIp: { limit: 2, windowSeconds: 600 } } });
  });
  afterAll(() => t.server.close());

  it('ignores X-Forwarded-For and limits code checks per address: 429, Retry-After, a Persian page', async () => {
    const session = await startSignIn({ issuer: t.issuer });
    expect((await submitMobile(session, '09135550101')).status).toBe(303);
    const code = await readOutboxCode(t.issuer, '09135550101');
    expect((await post(session, 'code', { code: '000000' }, '100.64.1.1')).status).toBe(400);
    expect((await post(session, 'code', { code: '000001' }, '100.64.1.2')).status).toBe(400);
    const limited = await post(session, 'code', { code }, '100.64.1.3');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('کد تأیید زیادی پشت سر هم وارد شده است');
    // The refused submission was not even compared: the code's own attempts stay at two.
    const rows = await t.server.database.query<{ attempts: number }>(
      'SELECT attempts FROM oidc_otp_codes WHERE mobile = $1',
      ['09135550101'],
    );
    expect(rows).toEqual([{ attempts: 2 }]);
  });
});
