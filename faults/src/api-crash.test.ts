// An API process killed (kill -9) in the middle of members' buys and spins, each sent with an
// Idempotency-Key and sent again through the other process as the web app retries: every key is
// charged exactly once, the ledger and the balances agree, nothing goes negative, and no key is
// left in flight once its lease has passed.
import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, sleep } from './support/processes.js';
import { call, fundMember, LIMITS, newMobile, startStack, storeReward, type Stack } from './support/stack.js';

interface Member {
  mobile: string;
  token: string;
  id: number;
}

describe.skipIf(!postgresAvailable())('an API process killed mid-write', () => {
  let stack: Stack;
  let rewardId: number;
  let wheelId: number;
  const members: Member[] = [];

  beforeAll(async () => {
    stack = await startStack();
    rewardId = await storeReward(stack);
    const { rows } = await stack.sql.query<{ id: number }>('SELECT id FROM wheels WHERE is_active ORDER BY id LIMIT 1');
    wheelId = rows[0]!.id;
    for (let i = 0; i < 12; i += 1) {
      const mobile = newMobile();
      const token = await stack.signIn(mobile);
      members.push({ mobile, token, id: await fundMember(stack, token, mobile, 200) });
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** The database's own account of one member: balance, ledger sum, debits and spins. */
  async function audit(memberId: number) {
    const { rows } = await stack.sql.query<{
      balance: number;
      sum: number;
      debits: number;
      spins: number;
      wheel_credits: number;
      in_flight: number;
    }>(
      `SELECT m.balance,
         (SELECT coalesce(sum(amount), 0)::int FROM points_ledger l WHERE l.member_id = m.id) AS sum,
         (SELECT count(*)::int FROM points_ledger l WHERE l.member_id = m.id AND l.source = 'reward') AS debits,
         (SELECT count(*)::int FROM wheel_spins s WHERE s.member_id = m.id) AS spins,
         (SELECT count(*)::int FROM points_ledger l WHERE l.member_id = m.id AND l.source = 'wheel') AS wheel_credits,
         (SELECT count(*)::int FROM idempotency_keys k WHERE k.member_id = m.id AND k.state = 'in_flight') AS in_flight
       FROM members m WHERE m.id = $1`,
      [memberId],
    );
    return rows[0]!;
  }

  it('kill -9 during a storm of buys and spins, then every key again: each charged once, the books balance', async () => {
    const [doomed, survivor] = stack.apis;
    const buysPerMember = 8;
    type Sent = { member: Member; path: string; key: string; first?: { status: number; body: unknown } | 'lost' };
    const sent: Sent[] = [];
    for (const member of members) {
      for (let n = 0; n < buysPerMember; n += 1)
        sent.push({ member, path: `/api/Rewards/Buy/${rewardId}`, key: randomUUID() });
      sent.push({ member, path: `/api/wheel/Spin/${wheelId}`, key: randomUUID() });
    }
    let answeredByDoomed = 0;
    // Every other request goes to the process that dies: each member's buys and half the spins.
    const storm = sent.map(async (request, index) => {
      const api = index % 2 === 0 ? doomed : survivor;
      try {
        const answer = await call(api, 'POST', request.path, request.member.token, { key: request.key });
        request.first = { status: answer.status, body: answer.body };
        if (api === doomed) answeredByDoomed += 1;
      } catch {
        request.first = 'lost';
      }
    });
    // The kill lands while the doomed process has answered some of its half and not the rest.
    await eventually('the doomed process answers its first requests', async () => answeredByDoomed >= 5, 20_000);
    doomed.signal('SIGKILL');
    await Promise.all(storm);
    await doomed.ended;
    const lost = sent.filter((request) => request.first === 'lost').length;
    expect(lost, 'requests the kill cut off').toBeGreaterThan(0);
    for (const request of sent) {
      if (request.first === 'lost' || request.first === undefined) continue;
      // Before the kill nothing is refused: every member affords all eight buys and one spin.
      expect([200, 409, 503], JSON.stringify(request.first.body)).toContain(request.first.status);
    }

    // The web app sends a request it heard nothing of again, with the same key; after the lease a
    // key the dead process left in flight is taken over.
    await sleep(LIMITS.leaseMs + 200);
    for (const request of sent) {
      const again = await call(survivor, 'POST', request.path, request.member.token, { key: request.key });
      expect(again.status, `${request.path} ${JSON.stringify(again.body)}`).toBe(200);
      if (request.first !== 'lost' && request.first?.status === 200) expect(again.body).toEqual(request.first.body);
    }

    for (const member of members) {
      const books = await audit(member.id);
      expect(books.debits, `buys charged for ${member.mobile}`).toBe(buysPerMember);
      expect(books.spins).toBe(1);
      expect(books.wheel_credits).toBeLessThanOrEqual(1);
      expect(books.balance).toBe(books.sum);
      expect(books.balance).toBeGreaterThanOrEqual(0);
      expect(books.in_flight).toBe(0);
    }
  });

  it('a key whose request was in flight when its process died: 409 during the lease, then taken over and charged once', async () => {
    const doomed = await stack.startApi('api-3');
    const survivor = stack.apis[1];
    const mobile = newMobile();
    const token = await stack.signIn(mobile);
    const id = await fundMember(stack, token, mobile, 100, survivor);
    const key = randomUUID();

    // Hold the member's row so that the buy waits inside its transaction, its key claimed. (NO KEY
    // UPDATE: the key's own insert only needs the row to stay, and must get through.)
    const blocker = await stack.sql.connect();
    try {
      const { rows: own } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [id]);
      const inFlight = call(doomed, 'POST', `/api/Rewards/Buy/${rewardId}`, token, { key }).catch(() => 'lost');
      await eventually('the buy waits on the member row with its key in flight', async () => {
        const { rows } = await stack.sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> $1`,
          [own[0]!.pid],
        );
        const { rows: keys } = await stack.sql.query<{ state: string }>(
          'SELECT state FROM idempotency_keys WHERE member_id = $1 AND key = $2',
          [id, key],
        );
        return rows[0]!.n > 0 && keys[0]?.state === 'in_flight';
      });
      doomed.signal('SIGKILL');
      expect(await inFlight).toBe('lost');
      await doomed.ended;
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }

    const during = await call(survivor, 'POST', `/api/Rewards/Buy/${rewardId}`, token, { key });
    expect(during.status).toBe(409);
    expect((during.body as { Message: string }).Message).toMatch(/[\u0600-\u06FF]/);

    await sleep(LIMITS.leaseMs + 200);
    const takenOver = await call(survivor, 'POST', `/api/Rewards/Buy/${rewardId}`, token, { key });
    expect(takenOver.status, JSON.stringify(takenOver.body)).toBe(200);
    expect((takenOver.body as { score: number }).score).toBe(90);
    const replayed = await call(survivor, 'POST', `/api/Rewards/Buy/${rewardId}`, token, { key });
    expect(replayed.body).toEqual(takenOver.body);
    expect(await audit(id)).toMatchObject({ balance: 90, sum: 90, debits: 1, in_flight: 0 });
  });
});
