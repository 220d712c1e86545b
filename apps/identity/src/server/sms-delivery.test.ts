import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMS_TIMEOUT_MS, WebhookSmsSender, type SmsSender } from '../otp/sms-sender.js';
import {
  finishAtCallback,
  requestResend,
  send,
  startSignIn,
  submitCode,
  submitMobile,
} from '../testing/sign-in-client.js';
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

/** The server's sender; each test points it at the recorder or at a real HTTP gateway. */
class SwitchingSms implements SmsSender {
  target: SmsSender;
  constructor(target: SmsSender) {
    this.target = target;
  }
  send(mobile: string, code: string, interactionUid?: string) {
    return this.target.send(mobile, code, interactionUid);
  }
}

/** A real HTTP SMS gateway on a local port that answers 200, answers 500, or never answers. */
interface FakeGateway {
  url: string;
  mode: 'ok' | 'fail' | 'hang';
  /** Every `{ mobile, message }` it was given, answered or not. */
  received: Array<{ mobile: string; message: string }>;
  close(): Promise<void>;
}

async function listenLocally(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function startFakeGateway(): Promise<FakeGateway> {
  const gateway: FakeGateway = {
    url: '',
    mode: 'ok',
    received: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      gateway.received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { mobile: string; message: string });
      if (gateway.mode === 'ok') res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      else if (gateway.mode === 'fail') res.writeHead(500).end('internal error');
      // 'hang': the request stays open until the test closes the gateway.
    });
  });
  gateway.url = `http://127.0.0.1:${await listenLocally(server)}/send`;
  return gateway;
}

/** A port nothing listens on (it was free a moment ago): connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listenLocally(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const codeIn = (message: string | undefined) => /\b(\d{6})\b/.exec(message ?? '')?.[1] ?? '';

let t: TestServer;
let gateway: FakeGateway;
let refusing: WebhookSmsSender;
let webhook: WebhookSmsSender;
const recording = new RecordingSms();
const sms = new SwitchingSms(recording);
beforeAll(async () => {
  gateway = await startFakeGateway();
  const common = { codeTtlSeconds: 120, host: '127.0.0.1' };
  // Both with the default timeout: the tests prove the default's bound.
  webhook = new WebhookSmsSender({ url: gateway.url, ...common });
  refusing = new WebhookSmsSender({ url: `http://127.0.0.1:${await closedPort()}/send`, ...common });
  t = await startTestServer({ sms });
});
afterAll(async () => {
  await t.server.close();
  await gateway.close();
});

describe('without DEV_OUTBOX', () => {
  it('has no outbox route (404) and delivers codes only through the SMS sender, never the log', async () => {
    sms.target = recording;
    const session = await startSignIn({ issuer: t.issuer });
    expect((await submitMobile(session, '09127770001')).status).toBe(303);
    const outbox = await fetch(new URL('/dev/outbox?mobile=09127770001', t.issuer));
    expect(outbox.status).toBe(404);

    const delivered = recording.sent.at(-1);
    expect(delivered?.mobile).toBe('09127770001');
    const code = delivered?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await finishAtCallback(session, await submitCode(session, code))).toBeTruthy();
    expect(t.logs.join('\n')).not.toContain(code);
  });

  it('tells the member in Persian when the SMS could not be sent, and lets them try again', async () => {
    sms.target = recording;
    const session = await startSignIn({ issuer: t.issuer });
    recording.failNext = true;
    const failed = await submitMobile(session, '09127770002');
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain('ارسال پیامک ممکن نشد');
    expect((await submitMobile(session, '09127770002')).status).toBe(303);
    expect(recording.sent.at(-1)?.mobile).toBe('09127770002');
  });
});

describe('a real HTTP SMS gateway that fails', () => {
  it('refused (nothing listens): 502 on the number page with what to do; the code is gone, a retry sends at once', async () => {
    sms.target = refusing;
    const session = await startSignIn({ issuer: t.issuer });
    const failed = await submitMobile(session, '09127770003');
    expect(failed.status).toBe(502);
    const html = await failed.text();
    expect(html).toContain('ارسال پیامک ممکن نشد');
    expect(html).toContain('چند لحظه بعد دوباره');
    expect(html).toContain('با پشتیبانی باشگاه تماس بگیرید');
    expect(html).toContain('value="۰۹۱۲۷۷۷۰۰۰۳"');
    expect(t.logs.join('\n')).toContain(
      'one-time code SMS to 0912***0003 failed: connection refused; the code is discarded',
    );
    // No code was kept: the sign-in is still at the number step.
    expect(await (await send(session.jar, session.interactionUrl)).text()).toContain('id="mobile"');

    sms.target = webhook;
    gateway.mode = 'ok';
    expect((await submitMobile(session, '09127770003')).status).toBe(303);
    expect(gateway.received.at(-1)?.mobile).toBe('09127770003');
  });

  it('answering 500: 502 on the number page, the log names the status and never the code', async () => {
    sms.target = webhook;
    gateway.mode = 'fail';
    const session = await startSignIn({ issuer: t.issuer });
    const failed = await submitMobile(session, '09127770004');
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain('ارسال پیامک ممکن نشد');
    const code = codeIn(gateway.received.at(-1)?.message);
    expect(code).toMatch(/^\d{6}$/);
    const logs = t.logs.join('\n');
    expect(logs).toContain('one-time code SMS to 0912***0004 failed: HTTP 500; the code is discarded');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain('09127770004');
  });
});

describe('a real HTTP SMS gateway that hangs', () => {
  it(`answers within ${DEFAULT_SMS_TIMEOUT_MS} ms with the code page (504) saying the SMS may be late; the code stays valid`, async () => {
    sms.target = webhook;
    gateway.mode = 'hang';
    const session = await startSignIn({ issuer: t.issuer });
    const started = Date.now();
    const late = await submitMobile(session, '09127770005');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(late.status).toBe(504);
    const html = await late.text();
    expect(html).toContain('ممکن است پیامک کد تأیید با تأخیر برسد');
    expect(html).toContain('«ارسال دوبارهٔ کد» را بزنید');
    expect(html).toContain('id="code"');
    expect(html).not.toMatch(/data-resend\s+disabled/);

    const code = codeIn(gateway.received.at(-1)?.message);
    expect(code).toMatch(/^\d{6}$/);
    const logs = t.logs.join('\n');
    expect(logs).toContain(
      `one-time code SMS to 0912***0005 unconfirmed: no answer within ${DEFAULT_SMS_TIMEOUT_MS} ms; the code stays valid (it may still arrive)`,
    );
    expect(logs).not.toContain(code);

    // A reload shows the same notice; the code that arrives late still signs in.
    const again = await send(session.jar, session.interactionUrl);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('ممکن است پیامک کد تأیید با تأخیر برسد');
    expect(await finishAtCallback(session, await submitCode(session, code))).toBeTruthy();
  });

  it('lets the member ask for a new code at once after a timeout, despite the resend countdown', async () => {
    sms.target = webhook;
    gateway.mode = 'hang';
    const session = await startSignIn({ issuer: t.issuer });
    expect((await submitMobile(session, '09127770006')).status).toBe(504);
    gateway.mode = 'ok';
    const resent = await requestResend(session);
    expect(resent.status).toBe(303);
    const fresh = codeIn(gateway.received.at(-1)?.message);
    expect(gateway.received.at(-1)?.mobile).toBe('09127770006');
    // Delivered this time: the countdown is back for the next resend.
    const page = await (await send(session.jar, session.interactionUrl)).text();
    expect(page).not.toContain('با تأخیر برسد');
    expect(page).toMatch(/data-resend\s+disabled/);
    expect(await finishAtCallback(session, await submitCode(session, fresh))).toBeTruthy();
    expect(t.logs.join('\n')).not.toContain(fresh);
  });
});
