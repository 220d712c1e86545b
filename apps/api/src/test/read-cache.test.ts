import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { AppContext } from '../context.js';
import { openDatabase } from '../db/database.js';
import { postLedger } from '../domain/ledger.js';
import type { FastifyInstance } from 'fastify';
import { AUDIENCE, createTestAuth, ISSUER, type TestAuth } from './support/tokens.js';
import { recordingPGlite } from './support/recording-pglite.js';

// Reads reach the database only when something changed. Every statement PGlite runs
// is recorded, so "one query, not 50" and "zero queries when warm" are counted, not assumed.
const STUDENT = '09120000001';
const TEACHER = '09120000002';

describe('read caches (PGlite, one process)', () => {
  let app: FastifyInstance;
  let ctx: AppContext;
  let auth: TestAuth;
  let close: () => Promise<void>;
  const statements: string[] = [];
  const revoked = new Set<string>();

  beforeAll(async () => {
    const pglite = recordingPGlite(statements, 'seeded');
    const database = await openDatabase({ kind: 'pglite', instance: pglite });
    auth = await createTestAuth();
    ({ app, ctx } = await createApp({
      database,
      auth: { issuer: ISSUER, audience: AUDIENCE, jwks: auth.jwks },
      sessions: { isRevoked: (sid) => revoked.has(sid) },
    }));
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const counting = async <T>(run: () => Promise<T>) => {
    statements.length = 0;
    const result = await run();
    return { result, statements: [...statements] };
  };
  // Kysely quotes table names, hand-written SQL does not.
  const reads = (sql: string, table: string) =>
    sql.includes(`from "${table}"`) || new RegExp(`from ${table}\\b`, 'i').test(sql);
  const touching = (list: string[], table: string) => list.filter((sql) => reads(sql, table)).length;

  it('a cold GET /api/Rewards under 50 concurrent requests runs each query once; warm, none', async () => {
    const token = await auth.member(STUDENT);
    // The first signed-in call binds the seeded member to the token's sub: a write, which drops
    // what that call read. Sign in first, so the count below is of reads alone.
    expect((await get('/api/Profile', token)).statusCode).toBe(200);
    const cold = await counting(() => Promise.all(Array.from({ length: 50 }, () => get('/api/Rewards', token))));
    expect(cold.result.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(cold.result.map((res) => res.body)).size).toBe(1);
    expect(touching(cold.statements, 'rewards')).toBe(1);
    expect(touching(cold.statements, 'reward_receipts')).toBe(1);
    expect(touching(cold.statements, 'members')).toBe(1);
    expect(cold.statements, cold.statements.join('\n')).toHaveLength(3);

    const warm = await counting(() => Promise.all(Array.from({ length: 50 }, () => get('/api/Rewards', token))));
    expect(warm.statements).toEqual([]);
    expect(warm.result[0]?.body).toBe(cold.result[0]?.body);
    expect(warm.result[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(warm.result[0]?.headers['cache-control']).toBe('no-store');
  });

  it('a cold GET /api/Scores of a member not in memory is two statements, 50 concurrent or not', async () => {
    const token = await auth.sign({ sub: 'sub-scores-cold', phone: '09120000005' });
    expect((await get('/api/Profile', token)).statusCode).toBe(200);
    const cold = await counting(() => Promise.all(Array.from({ length: 50 }, () => get('/api/Scores', token))));
    expect(cold.result.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(cold.result.map((res) => res.body)).size).toBe(1);
    // The member by its sub, then the ledger and the open orders in one JSON value.
    expect(cold.statements, cold.statements.join('\n')).toHaveLength(2);
    expect(['members', 'points_ledger', 'shop_orders'].map((table) => touching(cold.statements, table))).toEqual([
      1, 1, 1,
    ]);
    // The member is now held, their answer too; with the answer dropped the rows are still held.
    ctx.cache.responses.clear();
    const again = await counting(() => get('/api/Scores', token));
    expect(again.statements).toEqual([]);
    expect(again.result.body).toBe(cold.result[0]?.body);
  });

  it('looks up each member of cold reads arriving together once, and answers each their own', async () => {
    // 30 members signed in (each bound by its first call), then nothing of them held in memory:
    // the moment a process starts, or its caches were emptied.
    const mobiles = Array.from({ length: 30 }, (_, i) => `0913${String(4_000_000 + i)}`);
    const tokens = await Promise.all(mobiles.map((mobile) => auth.member(mobile)));
    for (const [i, token] of tokens.entries()) {
      const profile = await get('/api/Profile', token);
      expect(profile.statusCode).toBe(200);
      // Each a gift of a different size, so each one's scores are their own.
      const memberId = (profile.json() as { id: number }).id;
      await postLedger(ctx.db, { memberId, amount: i + 1, activity: 'هدیه', source: 'gift', at: new Date() });
    }
    ctx.cache.members.clear();
    ctx.cache.data.clear();
    ctx.cache.responses.clear();

    // Half of them open their rewards, half their scores, all at once.
    const url = (i: number) => (i < 15 ? '/api/Rewards' : '/api/Scores');
    const cold = await counting(() => Promise.all(tokens.map((token, i) => get(url(i), token))));
    expect(cold.result.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    expect(touching(cold.statements, 'members')).toBe(30);

    // The members held, their answers not: no member is looked up again.
    ctx.cache.data.clear();
    ctx.cache.responses.clear();
    const held = await counting(() => Promise.all(tokens.map((token, i) => get(url(i), token))));
    expect(held.result.map((res) => res.body)).toEqual(cold.result.map((res) => res.body));
    expect(touching(held.statements, 'members')).toBe(0);

    // Each answer is the member's own: the same bodies as each member reading alone afterwards.
    ctx.cache.members.clear();
    ctx.cache.data.clear();
    ctx.cache.responses.clear();
    const alone: string[] = [];
    for (const [i, token] of tokens.entries()) alone.push((await get(url(i), token)).body);
    expect(cold.result.map((res) => res.body)).toEqual(alone);
  });

  it('a first sign-in among cold reads still binds its member', async () => {
    const known = await Promise.all(['09134000100', '09134000101'].map((mobile) => auth.member(mobile)));
    for (const token of known) expect((await get('/api/Profile', token)).statusCode).toBe(200);
    ctx.cache.members.clear();
    // A seeded member whose sub the API has never seen, and a mobile it has never seen.
    const fresh = [
      await auth.sign({ sub: 'sub-batch-seeded', phone: '09120000003' }),
      await auth.sign({ sub: 'sub-batch-new', phone: '09134000199' }),
    ];
    const results = await Promise.all([...known, ...fresh].map((token) => get('/api/Profile', token)));
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const mobiles = results.map((res) => (res.json() as { mobile: string }).mobile);
    expect(mobiles).toEqual(['09134000100', '09134000101', '09120000003', '09134000199']);
  });

  it('members whose rewards are the same bytes share one body, compressed once', async () => {
    const tokens = await Promise.all(['09134000200', '09134000201', '09134000202'].map((m) => auth.member(m)));
    const ids: number[] = [];
    for (const token of tokens) ids.push(((await get('/api/Profile', token)).json() as { id: number }).id);
    // The third has received a reward: its counts, and so its bytes, are its own.
    const list = (await get('/api/Rewards', tokens[2]!)).json() as { id: number; score: number }[];
    const reward = list.find((r) => r.score > 0)!;
    await postLedger(ctx.db, {
      memberId: ids[2]!,
      amount: reward.score,
      activity: 'هدیه',
      source: 'gift',
      at: new Date(),
    });
    const buy = () =>
      app.inject({
        method: 'POST',
        url: `/api/Rewards/Buy/${reward.id}`,
        headers: { authorization: `Bearer ${tokens[2]}` },
      });
    expect((await buy()).statusCode).toBe(200);

    const answers = await Promise.all(tokens.map((token) => get('/api/Rewards', token)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(answers[2]?.body).not.toBe(answers[0]?.body);
    const [first, second, third] = ids.map((id) => ctx.cache.responses.peek(`rewards:${id}`));
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(third).toBeDefined();
    expect(third).not.toBe(first);
  });

  it('serves the public prizes, scores, summary and profile from memory once read', async () => {
    const token = await auth.member(TEACHER);
    expect((await get('/api/Profile', token)).statusCode).toBe(200);
    const urls = ['/api/wheel/Prizes', '/api/Scores', '/api/Scores/Summary', '/api/Profile', '/api/Pages', '/api/Faq'];
    const first = await counting(() => Promise.all(urls.map((url) => get(url, token))));
    expect(first.result.map((res) => res.statusCode)).toEqual(urls.map(() => 200));
    expect(first.statements.length).toBeGreaterThan(0);
    const again = await counting(() => Promise.all(urls.map((url) => get(url, token))));
    expect(again.statements).toEqual([]);
    expect(again.result.map((res) => res.body)).toEqual(first.result.map((res) => res.body));
  });

  it('a buy shows at once in the buyer’s list, balance and scores, and refetches only their part', async () => {
    const token = await auth.member(STUDENT);
    const before = (await get('/api/Rewards', token)).json() as { id: number; score: number; recivedCount: number }[];
    const balance = async () => ((await get('/api/Scores/Summary', token)).json() as { balance: number }).balance;
    const startBalance = await balance();
    const scoresBefore = (await get('/api/Scores', token)).json() as unknown[];
    const reward = before.find((r) => r.score > 0 && r.score <= startBalance && r.recivedCount === 0)!;

    const bought = await app.inject({
      method: 'POST',
      url: `/api/Rewards/Buy/${reward.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bought.statusCode).toBe(200);
    const after = await counting(() => get('/api/Rewards', token));
    expect(after.result.json().find((r: { id: number }) => r.id === reward.id).recivedCount).toBe(1);
    // The catalogue stayed cached (this reward has no stock limit): only the member's counts ran.
    expect(touching(after.statements, 'rewards')).toBe(0);
    expect(touching(after.statements, 'reward_receipts')).toBe(1);
    expect(await balance()).toBe(startBalance - reward.score);
    expect(((await get('/api/Scores', token)).json() as unknown[]).length).toBe(scoresBefore.length + 1);
  });

  it('a write from anywhere else (SQL on the database) reaches the cache through its NOTIFY', async () => {
    const token = await auth.member(TEACHER);
    const { id, score } = (await get('/api/Profile', token)).json() as { id: number; score: number };
    await postLedger(ctx.db, { memberId: id, amount: 7, activity: 'هدیه', source: 'gift', at: new Date() });
    expect(((await get('/api/Profile', token)).json() as { score: number }).score).toBe(score + 7);

    const prizes = (await get('/api/wheel/Prizes', token)).json() as { prizes: { id: number; title: string }[] };
    const prize = prizes.prizes[0]!;
    await ctx.db.updateTable('wheel_prizes').set({ title: 'جایزهٔ تازه' }).where('id', '=', prize.id).execute();
    const fresh = (await get('/api/wheel/Prizes', token)).json() as { prizes: { id: number; title: string }[] };
    expect(fresh.prizes.find((p) => p.id === prize.id)?.title).toBe('جایزهٔ تازه');
  });

  it('a cached token is still refused once its session is signed out', async () => {
    const token = await auth.sign({ sub: `sub-${STUDENT}`, phone: STUDENT, extraClaims: { sid: 'session-1' } });
    expect((await get('/api/Rewards', token)).statusCode).toBe(200);
    revoked.add('session-1');
    expect((await get('/api/Rewards', token)).statusCode).toBe(401);
    expect((await get('/api/Profile', token)).statusCode).toBe(401);
  });

  it('an expired token is refused even though a copy of it once verified', async () => {
    const token = await auth.sign({ sub: `sub-${STUDENT}`, phone: STUDENT, expiresIn: -30 });
    expect((await get('/api/Rewards', token)).statusCode).toBe(401);
  });
});
