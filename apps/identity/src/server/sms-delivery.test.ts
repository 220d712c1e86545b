import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../otp/sms-sender.js';
import { finishAtCallback, startSignIn, submitCode, submitMobile } from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

/** Stands in for the SMS gateway: records what would have been texted. */
class RecordingSms implements SmsSender {
  readonly sent: Array<{ mobile: string; code: string }> = [];
  failNext = false;
  async send(mobile: string, code: string) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('gateway down');
    }
    this.sent.push({ mobile, code });
  }
}

let t: TestServer;
const sms = new RecordingSms();
beforeAll(async () => {
  t = await startTestServer({ sms });
});
afterAll(() => t.server.close());

describe('without DEV_OUTBOX', () => {
  it('has no outbox route (404) and delivers codes only through the SMS sender, never the log', async () => {
    const session = await startSignIn({ issuer: t.issuer });
    expect((await submitMobile(session, '09127770001')).status).toBe(303);
    const outbox = await fetch(new URL('/dev/outbox?mobile=09127770001', t.issuer));
    expect(outbox.status).toBe(404);

    const delivered = sms.sent.at(-1);
    expect(delivered?.mobile).toBe('09127770001');
    const code = delivered?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await finishAtCallback(session, await submitCode(session, code))).toBeTruthy();
    expect(t.logs.join('\n')).not.toContain(code);
  });

  it('tells the member in Persian when the SMS could not be sent, and lets them try again', async () => {
    const session = await startSignIn({ issuer: t.issuer });
    sms.failNext = true;
    const failed = await submitMobile(session, '09127770002');
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain('ارسال پیامک ممکن نشد');
    expect((await submitMobile(session, '09127770002')).status).toBe(303);
    expect(sms.sent.at(-1)?.mobile).toBe('09127770002');
  });
});
