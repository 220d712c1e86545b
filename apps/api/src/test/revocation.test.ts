import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRevocationSource, RevokedSessions, type RevocationBatch } from '../auth/revocation.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// A signed-out session's access token stops working within seconds, not at
// its expiry. The identity provider publishes ended sessions at GET {issuer}/session/revoked.

const MEMBER = '09120000001';

describe('revoked sessions list', () => {
  it('asks from the start, then from a little before the provider’s last clock, and remembers every sid', async () => {
    const asked: number[] = [];
    const answers: RevocationBatch[] = [
      { now: 10_000, sids: ['a'] },
      { now: 12_000, sids: ['b', 'a'] },
    ];
    const sessions = new RevokedSessions({
      source: async (since) => {
        asked.push(since);
        return answers.shift() ?? { now: 14_000, sids: [] };
      },
      intervalMs: 2_000,
      tokenLifetimeMs: 600_000,
    });
    await sessions.poll();
    await sessions.poll();
    expect(asked).toEqual([0, 9_000]);
    expect(sessions.isRevoked('a')).toBe(true);
    expect(sessions.isRevoked('b')).toBe(true);
    expect(sessions.isRevoked('c')).toBe(false);
  });

  it('runs one poll at a time: a second caller joins the poll under way', async () => {
    let calls = 0;
    let release: (batch: RevocationBatch) => void = () => undefined;
    const sessions = new RevokedSessions({
      source: () => {
        calls += 1;
        return new Promise((resolve) => (release = resolve));
      },
      intervalMs: 2_000,
      tokenLifetimeMs: 600_000,
    });
    const first = sessions.poll();
    const second = sessions.poll();
    release({ now: 1, sids: ['x'] });
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(sessions.isRevoked('x')).toBe(true);
  });

  it('keeps the last list when the provider fails and backs off instead of hammering it', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      let failing = false;
      const errors: unknown[] = [];
      const sessions = new RevokedSessions({
        source: async () => {
          calls += 1;
          if (failing) throw new Error('provider down');
          return { now: 1, sids: ['kept'] };
        },
        intervalMs: 100,
        maxBackoffMs: 1_600,
        tokenLifetimeMs: 600_000,
        onError: (error) => errors.push(error),
      });
      await sessions.poll();
      failing = true;
      calls = 0;
      sessions.start();
      await vi.advanceTimersByTimeAsync(3_000);
      sessions.stop();
      // Without backoff 3 s at 100 ms would be 30 polls; doubling gives 0, 200, 600, 1400, 3000.
      expect(calls).toBeGreaterThanOrEqual(3);
      expect(calls).toBeLessThanOrEqual(6);
      expect(errors.length).toBe(calls);
      expect(sessions.isRevoked('kept')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a sid once every token of its session has expired', async () => {
    let now = 1_000_000;
    const sessions = new RevokedSessions({
      source: async () => ({ now, sids: now === 1_000_000 ? ['old'] : [] }),
      intervalMs: 2_000,
      tokenLifetimeMs: 600_000,
      now: () => now,
    });
    await sessions.poll();
    now += 600_000;
    await sessions.poll();
    expect(sessions.isRevoked('old')).toBe(true);
    now += 61_000;
    await sessions.poll();
    expect(sessions.isRevoked('old')).toBe(false);
    expect(sessions.size).toBe(0);
  });
});

describe('API refuses tokens of ended sessions', () => {
  let t: TestApp | undefined;
  let server: Server | undefined;
  let sessions: RevokedSessions | undefined;
  afterEach(async () => {
    sessions?.stop();
    await t?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    t = undefined;
    server = undefined;
  });

  it('answers 401 to a token whose sid is revoked, and keeps serving other sessions', async () => {
    const revoked = new Set(['ended']);
    t = await startTestApp({ sessions: { isRevoked: (sid) => revoked.has(sid) } });
    const token = (sid?: string) =>
      t!.auth.sign({ sub: `sub-${MEMBER}`, phone: MEMBER, ...(sid ? { extraClaims: { sid } } : {}) });
    const ended = await t.request({ method: 'GET', url: '/api/Profile', token: await token('ended') });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().Message).toMatch(/[\u0600-\u06FF]/);
    expect((await t.request({ method: 'GET', url: '/api/Profile', token: await token('alive') })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/Profile', token: await token() })).statusCode).toBe(200);
  });

  it('end to end over HTTP: after sign-out at a provider speaking the interface, the old token is refused within seconds', async () => {
    // A stand-in for the identity provider's endpoint (the real pair is proven by the e2e suite).
    const ended: { sid: string; at: number }[] = [];
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/session/revoked') return void response.writeHead(404).end();
      const since = Number(url.searchParams.get('since'));
      const body = { now: Date.now(), sids: ended.filter((e) => e.at >= since).map((e) => e.sid) };
      response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    sessions = new RevokedSessions({
      source: httpRevocationSource(`http://127.0.0.1:${port}/session/revoked`),
      intervalMs: 200,
      tokenLifetimeMs: 600_000,
    });
    sessions.start();
    t = await startTestApp({ sessions });
    const token = await t.auth.sign({ sub: `sub-${MEMBER}`, phone: MEMBER, extraClaims: { sid: 'session-1' } });
    expect((await t.request({ method: 'GET', url: '/api/Profile', token })).statusCode).toBe(200);

    ended.push({ sid: 'session-1', at: Date.now() });
    const signedOutAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - signedOutAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await t.request({ method: 'GET', url: '/api/Profile', token })).statusCode;
    }
    expect(status).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(3_000);
  });
});
