import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_ID } from '../api-client/api-client-auth.js';
import { signIn, startSignIn, submitCode, submitMobile } from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import type { SignInSignal } from './sign-in-signals.js';

// The club's fraud signals ask the provider which mobiles requested many codes or typed many wrong
// ones: summed over the day of codes it keeps, only for the API client.

const SECRET = 'a-test-secret-of-the-api-client-0123456789';
const basic = (secret = SECRET) => `Basic ${Buffer.from(`${API_CLIENT_ID}:${secret}`).toString('base64')}`;
const GUESSER = '09137780001';
const REQUESTER = '09137780002';
const MEMBER = '09137780003';

let t: TestServer;
let started = 0;
beforeAll(async () => {
  t = await startTestServer({ apiClientSecret: SECRET });
  started = t.clock.now - 1000;
  // Four wrong codes on one sign-in; three sign-ins asked and never finished; one plain sign-in.
  const guessing = await startSignIn({ issuer: t.issuer });
  await (await submitMobile(guessing, GUESSER)).text();
  for (const wrong of ['000000', '111111', '222222', '333333']) await (await submitCode(guessing, wrong)).text();
  for (let i = 0; i < 3; i += 1) {
    const asking = await startSignIn({ issuer: t.issuer });
    await (await submitMobile(asking, REQUESTER)).text();
  }
  await signIn({ issuer: t.issuer, mobile: MEMBER });
});
afterAll(() => t.server.close());

function signals(query: string, authorization = basic()) {
  return fetch(new URL(`/signals/sign-in${query}`, t.issuer), { headers: { authorization } });
}

describe('sign-in signals, for the club API', () => {
  it('lists the mobiles over either threshold with their codes, wrong codes and addresses', async () => {
    const response = await signals(`?since=${started}&codes=3&wrong=4`);
    expect(response.status).toBe(200);
    const { signals: listed } = (await response.json()) as { signals: SignInSignal[] };
    expect(listed).toEqual([
      { mobile: GUESSER, codes: 1, wrongCodes: 4, addresses: 1 },
      { mobile: REQUESTER, codes: 3, wrongCodes: 0, addresses: 1 },
    ]);
  });

  it('counts the sign-in that succeeded as no wrong code, and only since the time asked', async () => {
    const all = (await (await signals(`?since=${started}&codes=1&wrong=1`)).json()) as { signals: SignInSignal[] };
    expect(all.signals.find((row) => row.mobile === MEMBER)).toEqual({
      mobile: MEMBER,
      codes: 1,
      wrongCodes: 0,
      addresses: 1,
    });
    const later = (await (await signals(`?since=${t.clock.now + 60_000}&codes=1&wrong=1`)).json()) as {
      signals: SignInSignal[];
    };
    expect(later.signals).toEqual([]);
  });

  it('answers only the API client, and 400 to a malformed threshold', async () => {
    expect((await signals('?codes=3&wrong=3', basic(`${SECRET}x`))).status).toBe(401);
    expect((await signals('?codes=3&wrong=3', 'Bearer x')).status).toBe(401);
    for (const query of ['?codes=0&wrong=3', '?codes=3', '?codes=a&wrong=3', '?since=-1&codes=3&wrong=3']) {
      expect((await signals(query)).status, query).toBe(400);
    }
  });
});
