import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignIn, submitMobile } from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    otp: { perMobile: { limit: 2, windowSeconds: 3600 }, perIp: { limit: 4, windowSeconds: 3600 } },
  });
});
afterAll(() => t.server.close());

async function ask(mobile: string) {
  const session = await startSignIn({ issuer: t.issuer });
  return submitMobile(session, mobile);
}

describe('SECURITY 8: code sending is rate limited', () => {
  it('per mobile number: 429 with Retry-After and a Persian page, then allowed once the window passes', async () => {
    expect((await ask('09125550001')).status).toBe(303);
    t.clock.advance(600);
    expect((await ask('09125550001')).status).toBe(303);

    const limited = await ask('09125550001');
    expect(limited.status).toBe(429);
    // The oldest send of the window leaves it 3000 s from now.
    expect(Number(limited.headers.get('retry-after'))).toBe(3000);
    const html = await limited.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('۵۰ دقیقه دیگر دوباره تلاش کنید');

    t.clock.advance(3001);
    expect((await ask('09125550001')).status).toBe(303);
  });

  it('per address: many numbers from one address hit the cap too', async () => {
    t.clock.advance(3601);
    for (const mobile of ['09125550011', '09125550012', '09125550013', '09125550014']) {
      expect((await ask(mobile)).status).toBe(303);
    }
    const limited = await ask('09125550015');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
