import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../otp/sms-sender.js';
import { configFromEnv } from '../server/env-config.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { API_CLIENT_ID } from '../api-client/api-client-auth.js';
import { MAX_TEXT_LENGTH } from './member-sms-route.js';
import { WebhookTextSender, type TextSender } from './text-sender.js';

const SECRET = 'a-test-secret-of-the-api-client-0123456789';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function ask(t: TestServer, body: unknown, authorization = basic(API_CLIENT_ID, SECRET), method = 'POST') {
  return fetch(new URL('/sms/member', t.issuer), {
    method,
    headers: { 'content-type': 'application/json', authorization },
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
}

async function outbox(t: TestServer, mobile: string): Promise<string[]> {
  const response = await fetch(new URL(`/dev/outbox/messages?mobile=${mobile}`, t.issuer));
  return ((await response.json()) as { messages: string[] }).messages;
}

describe('POST /sms/member in demo mode', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ apiClientSecret: SECRET });
  });
  afterAll(() => t.server.close());

  it('texts the member through the outbox when the API client asks with its secret', async () => {
    const response = await ask(t, { mobile: '۰۹۱۲۰۰۰۰۰۰۳', message: 'اطلاعات شما تأیید شد.' });
    expect(response.status).toBe(202);
    expect(await outbox(t, '09120000003')).toEqual(['اطلاعات شما تأیید شد.']);
  });

  it('refuses anyone else with 401 and texts nobody', async () => {
    const body = { mobile: '09120000007', message: 'پیام جعلی' };
    expect((await ask(t, body, basic(API_CLIENT_ID, `${SECRET}x`))).status).toBe(401);
    expect((await ask(t, body, basic('clorofil-shop', SECRET))).status).toBe(401);
    expect((await ask(t, body, 'Bearer something')).status).toBe(401);
    expect((await ask(t, body, basic('%E0%A4%A', SECRET))).status).toBe(401);
    expect(await outbox(t, '09120000007')).toEqual([]);
  });

  it('answers 400 to a bad mobile, an empty or too long text and a body that is not JSON', async () => {
    expect((await ask(t, { mobile: '123', message: 'سلام' })).status).toBe(400);
    expect((await ask(t, { mobile: '09120000008', message: '  ' })).status).toBe(400);
    expect((await ask(t, { mobile: '09120000008', message: 'الف'.repeat(MAX_TEXT_LENGTH + 1) })).status).toBe(400);
    expect((await ask(t, 'not json')).status).toBe(400);
    expect((await ask(t, {}, undefined, 'GET')).status).toBe(405);
    expect(await outbox(t, '09120000008')).toEqual([]);
  });
});

describe('POST /sms/member without a secret', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.server.close());

  it('does not exist', async () => {
    expect((await ask(t, { mobile: '09120000003', message: 'سلام' })).status).toBe(404);
  });
});

describe('POST /sms/member with an SMS gateway', () => {
  const texts: Array<{ mobile: string; message: string }> = [];
  let failNext = false;
  const gateway: TextSender = {
    async sendText(mobile, message) {
      if (failNext) {
        failNext = false;
        throw new Error('gateway down');
      }
      texts.push({ mobile, message });
    },
  };
  const codes: SmsSender = { send: async () => undefined };
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ sms: codes, texts: gateway, apiClientSecret: SECRET });
  });
  afterAll(() => t.server.close());

  it('sends through the gateway, has no outbox, and answers 502 when the gateway fails', async () => {
    expect((await ask(t, { mobile: '09120000005', message: 'اطلاعات شما تأیید نشد.' })).status).toBe(202);
    expect(texts).toEqual([{ mobile: '09120000005', message: 'اطلاعات شما تأیید نشد.' }]);
    expect((await fetch(new URL('/dev/outbox/messages?mobile=09120000005', t.issuer))).status).toBe(404);
    failNext = true;
    expect((await ask(t, { mobile: '09120000005', message: 'دوباره' })).status).toBe(502);
  });
});

describe('API_CLIENT_SECRET and the gateway from the environment', () => {
  it('passes the secret on and sends members’ texts to the SMS gateway outside demo mode', () => {
    const config = configFromEnv({ SMS_WEBHOOK_URL: 'https://sms.example/send', API_CLIENT_SECRET: SECRET });
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    expect(config.options.apiClientSecret).toBe(SECRET);
    expect(config.options.texts).toBeInstanceOf(WebhookTextSender);
  });

  it('warns that review results cannot be texted without it', () => {
    const config = configFromEnv({ CLOROFIL_DEMO: '1' });
    expect(config.ok && config.options.apiClientSecret).toBeUndefined();
    expect(config.ok && config.warnings.join(' ')).toContain('API_CLIENT_SECRET is not set');
  });
});
