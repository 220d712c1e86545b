// PostgreSQL restarting, crashing, dropping connections and freezing under both servers: neither
// server dies, both say they are not ready while the database is away and ready again after,
// no request waits past its limit, and what one API process writes is seen through the other
// (the read caches' NOTIFY feed comes back) before and after.
import { authorizationUrl, createPkce } from '@clorofil/identity/testing';
import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, eventually } from './support/processes.js';
import { call, fundMember, LIMITS, newMobile, startStack, storeReward, type Stack } from './support/stack.js';

describe.skipIf(!postgresAvailable())('PostgreSQL faults under both servers', () => {
  let stack: Stack;
  let rewardId: number;
  const member = { mobile: newMobile(), token: '' };

  beforeAll(async () => {
    stack = await startStack();
    rewardId = await storeReward(stack);
    member.token = await stack.signIn(member.mobile);
    await fundMember(stack, member.token, member.mobile, 1_000);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const balanceThrough = async (index: 0 | 1) => {
    const summary = await call(stack.apis[index], 'GET', '/api/Scores/Summary', member.token);
    expect(summary.status).toBe(200);
    return (summary.body as { balance: number }).balance;
  };

  /** A buy through one process is seen through the other within a second (its cache emptied by NOTIFY). */
  async function seenAcrossProcesses() {
    const before = await balanceThrough(0);
    // Read twice, so that the first process answers from its cache when nothing tells it otherwise.
    expect(await balanceThrough(0)).toBe(before);
    const bought = await call(stack.apis[1], 'POST', `/api/Rewards/Buy/${rewardId}`, member.token);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    await eventually('the other process sees the buy', async () => (await balanceThrough(0)) === before - 10, 1_000);
  }

  async function bothServersAliveAndReady() {
    expect(stack.identity.alive(), `identity provider died:\n${stack.identity.output.join('')}`).toBe(true);
    for (const api of stack.apis) expect(api.alive(), `${api.name} died:\n${api.output.join('')}`).toBe(true);
    await eventually('both servers ready again', async () => {
      const ready = await Promise.all([
        answers(`${stack.identity.origin}/readyz`, 200),
        ...stack.apis.map((api) => answers(`${api.origin}/readyz`, 200)),
      ]);
      return ready.every(Boolean);
    });
  }

  it('a buy through one API process is seen through the other at once', async () => {
    await seenAcrossProcesses();
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`pg_ctl restart -m ${mode}${mode === 'immediate' ? ' (a crash)' : ''}: both servers live on, sign-in and buys work, invalidation comes back`, async () => {
      await stack.postgres.restart(mode);
      // The idle connections' errors arrive as the old backends end; give them a moment to land.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await bothServersAliveAndReady();
      // The provider's own database work: a whole sign-in writes the interaction, the code and the grant.
      member.token = await stack.signIn(member.mobile);
      await seenAcrossProcesses();
    });
  }

  it('every connection terminated from the server side (failover, network blip): nothing dies', async () => {
    await stack.sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE pid <> pg_backend_pid() AND datname = current_database() AND backend_type = 'client backend'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bothServersAliveAndReady();
    member.token = await stack.signIn(member.mobile);
    await seenAcrossProcesses();
  });

  it('database stopped: both servers say not ready within a second, requests get a Persian 503 at once, all is back after start', async () => {
    await stack.postgres.shutdown('fast');
    try {
      for (const origin of [stack.identity.origin, ...stack.apis.map((api) => api.origin)]) {
        const started = Date.now();
        const ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) });
        expect(ready.status, origin).toBe(503);
        expect(Date.now() - started, `${origin}/readyz answered in`).toBeLessThan(1_500);
      }
      const bought = await call(stack.apis[1], 'POST', `/api/Rewards/Buy/${rewardId}`, member.token);
      expect(bought.status).toBe(503);
      expect((bought.body as { Message: string }).Message).toMatch(/[\u0600-\u06FF]/);
      expect(bought.ms).toBeLessThan(LIMITS.queryMs + 1_000);
      // A member starting to sign in: the provider stores the interaction before any page is shown.
      const authorize = authorizationUrl({ issuer: stack.issuer, webOrigin: stack.webOrigin }, createPkce(), 'state');
      const signInPage = await fetch(authorize, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      expect(signInPage.status).toBe(503);
      expect(await signInPage.text()).toMatch(/[\u0600-\u06FF]/);
    } finally {
      await stack.postgres.start();
    }
    await bothServersAliveAndReady();
    member.token = await stack.signIn(member.mobile);
    await seenAcrossProcesses();
  });

  it('database frozen (SIGSTOP): readiness says so within a second and a buy is answered 503 within the query limit', async () => {
    await stack.postgres.freeze();
    try {
      for (const api of stack.apis) {
        const started = Date.now();
        const ready = await fetch(`${api.origin}/readyz`, { signal: AbortSignal.timeout(5_000) });
        expect(ready.status, api.name).toBe(503);
        expect(Date.now() - started).toBeLessThan(1_500);
      }
      const bought = await call(stack.apis[0], 'POST', `/api/Rewards/Buy/${rewardId}`, member.token);
      expect(bought.status).toBe(503);
      expect(bought.ms).toBeLessThan(LIMITS.queryMs + 1_500);
    } finally {
      await stack.postgres.thaw();
    }
    await bothServersAliveAndReady();
    await seenAcrossProcesses();
  });

  it('the ledger and the balance still agree after every fault', async () => {
    const { rows } = await stack.sql.query<{ balance: number; sum: number }>(
      `SELECT m.balance, (SELECT coalesce(sum(amount), 0)::int FROM points_ledger l WHERE l.member_id = m.id) AS sum
       FROM members m WHERE m.mobile = $1`,
      [member.mobile],
    );
    expect(rows[0]!.balance).toBe(rows[0]!.sum);
    expect(rows[0]!.balance).toBeGreaterThanOrEqual(0);
  });
});
