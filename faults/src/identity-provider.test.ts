// The identity provider stopped or frozen under running and newly started API processes, and the
// SMS gateway refusing, failing and hanging under the provider.
import { requestResend, startSignIn, submitCode, submitMobile, finishAtCallback } from '@clorofil/identity/testing';
import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './support/processes.js';
import { call, newMobile, startStack, type Stack } from './support/stack.js';

describe.skipIf(!postgresAvailable())('faults around the identity provider', () => {
  let stack: Stack;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    await stack?.close();
  });

  /** A member's profile through `api`, and how long the answer took. */
  const profile = (api: Pick<ServerProcess, 'origin'>, token: string) => call(api, 'GET', '/api/Profile', token);

  describe('the identity provider away', () => {
    it('stopped: running API processes and one started during the outage accept tokens they never saw', async () => {
      const seen = await stack.signIn(newMobile());
      const unseen = await stack.signIn(newMobile());
      expect((await profile(stack.apis[0], seen)).status).toBe(200);

      await stack.identity.stop();
      try {
        for (const token of [seen, unseen]) {
          const answer = await profile(stack.apis[0], token);
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        }
        // A process that starts now has never heard from the provider: the stored key set serves it.
        const newcomer = await stack.startApi('api-during-outage');
        started.push(newcomer);
        for (const token of [seen, unseen]) {
          const answer = await profile(newcomer, token);
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(answer.ms).toBeLessThan(1_000);
        }
        // A made-up token is still refused.
        expect((await profile(newcomer, `${unseen.slice(0, -4)}AAAA`)).status).toBe(401);
      } finally {
        await stack.restartIdentity();
      }
      // Back: a new sign-in's token works everywhere.
      const fresh = await stack.signIn(newMobile());
      for (const api of [...stack.apis, ...started]) expect((await profile(api, fresh)).status).toBe(200);
    });

    it('frozen (SIGSTOP): nothing waits on it — a new process answers a token it never saw within a second', async () => {
      const unseen = await stack.signIn(newMobile());
      stack.identity.signal('SIGSTOP');
      try {
        const newcomer = await stack.startApi('api-during-freeze');
        started.push(newcomer);
        for (const api of [stack.apis[1], newcomer]) {
          const answer = await profile(api, unseen);
          expect(answer.status, `${api.name}: ${JSON.stringify(answer.body)}`).toBe(200);
          expect(answer.ms, api.name).toBeLessThan(1_000);
        }
      } finally {
        stack.identity.signal('SIGCONT');
      }
      expect(stack.identity.alive()).toBe(true);
      expect((await profile(stack.apis[0], await stack.signIn(newMobile()))).status).toBe(200);
    });
  });

  describe('the SMS gateway failing', () => {
    /** Asks for a code and times the answer; the provider's page as text. */
    async function askForCode(mobile: string) {
      const session = await startSignIn({ issuer: stack.issuer, webOrigin: stack.webOrigin });
      const started = Date.now();
      const response = await submitMobile(session, mobile);
      return { session, status: response.status, page: await response.text(), ms: Date.now() - started };
    }

    const logged = () => stack.identity.output.join('');

    for (const mode of ['refuse', 'fail'] as const) {
      it(`${mode === 'refuse' ? 'refusing connections' : 'answering 500'}: a Persian error at once, the failure logged without the code, the next try works`, async () => {
        const mobile = newMobile();
        await stack.gateway.setMode(mode);
        try {
          const asked = await askForCode(mobile);
          expect(asked.status).toBe(502);
          expect(asked.page).toContain('ارسال پیامک');
          expect(asked.ms).toBeLessThan(2_000);
          expect(logged()).toContain(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
          const code = stack.gateway.latestCode(mobile);
          if (code) expect(logged()).not.toContain(code);
        } finally {
          await stack.gateway.setMode('ok');
        }
        expect(stack.identity.alive()).toBe(true);
        expect((await profile(stack.apis[0], await stack.signIn(mobile))).status).toBe(200);
      });
    }

    /** Asks for a code while the gateway hangs: the answer, and the code that reached the gateway. */
    async function askWhileHanging(mobile: string) {
      await stack.gateway.setMode('hang');
      try {
        const asked = await askForCode(mobile);
        expect(asked.ms).toBeLessThan(3_800);
        expect(asked.status).toBe(504);
        expect(asked.page).toMatch(/[\u0600-\u06FF]/);
        const late = stack.gateway.latestCode(mobile);
        expect(late).toMatch(/^\d{6}$/);
        expect(logged()).toContain(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
        expect(logged()).not.toContain(late!);
        return { ...asked, late: late! };
      } finally {
        await stack.gateway.setMode('ok');
      }
    }

    it('hanging: the member hears within ~3 s that the text may be late, and the code, if it arrives, still works', async () => {
      const asked = await askWhileHanging(newMobile());
      await finishAtCallback(asked.session, await submitCode(asked.session, asked.late));
    });

    it('hanging: «ارسال دوباره» is allowed at once (the failed send starts no countdown), and the new code works', async () => {
      const mobile = newMobile();
      const asked = await askWhileHanging(mobile);
      const resent = await requestResend(asked.session);
      expect(resent.status).toBe(303);
      const fresh = stack.gateway.latestCode(mobile);
      expect(fresh).not.toBe(asked.late);
      await finishAtCallback(asked.session, await submitCode(asked.session, fresh!));
    });
  });
});
