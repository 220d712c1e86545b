import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { sql } from 'kysely';
import { DEFAULT_POOL_SIZE, type Database } from '../db/database.js';
import type { TestAuth } from './support/tokens.js';
import { startPostgresApp, type PostgresApp } from './support/postgres-app.js';
// The API scales out, so a write in one process must reach the read caches of every
// other process on the same PostgreSQL — through the triggers' NOTIFY — within a second.
const available = postgresAvailable();
if (!available) console.warn('SKIPPED read-cache PostgreSQL tests: PostgreSQL binaries not found (set PG_BIN).');

const STUDENT = '09120000001';

describe.skipIf(!available)('read caches across two API processes on PostgreSQL', () => {
  let stack: PostgresApp;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let bCtx: AppContext;
  let auth: TestAuth;

  beforeAll(async () => {
    stack = await startPostgresApp({ rateLimit: 100_000 });
    ({ app: a, auth } = stack);
    const other = await stack.anotherProcess();
    ({ app: b, ctx: bCtx } = other);
    databases.push(stack.database, other.database);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const as = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

  /** Polls `read` on process B until `done` holds, returning how long it took. */
  async function until(read: () => Promise<boolean>, limitMs = 1_000): Promise<number> {
    const started = performance.now();
    while (!(await read())) {
      if (performance.now() - started > limitMs) throw new Error(`process B still stale after ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - started;
  }

  it('opens every pooled connection at start and keeps them, so a burst after a quiet spell waits for none', async () => {
    const { rows } = await sql<{ open: number }>`
      SELECT count(*)::int AS open FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend'`.execute(databases[0]!.db);
    // Two processes' pools (and their LISTEN connections), before any test has needed them.
    expect(rows[0]!.open).toBeGreaterThanOrEqual(2 * DEFAULT_POOL_SIZE);
  });

  it('after a buy on process A, process B serves the new count, balance and stock within a second', async () => {
    const token = await auth.member(STUDENT);
    type RewardJson = { id: number; score: number; recivedCount: number; validCount: number; inStock: boolean };
    const rewardsOn = async (app: FastifyInstance) =>
      (await as(app, token, 'GET', '/api/Rewards')).json() as RewardJson[];
    const balanceOn = async (app: FastifyInstance) =>
      ((await as(app, token, 'GET', '/api/Scores/Summary')).json() as { balance: number }).balance;
    const balance = await balanceOn(b);
    const reward = (await rewardsOn(b)).find(
      (r) => r.score > 0 && r.score <= balance && r.recivedCount < r.validCount,
    )!;
    // Both processes hold the member's answers in memory now.
    expect(await balanceOn(a)).toBe(balance);
    const before = (await rewardsOn(a)).find((r) => r.id === reward.id)!.recivedCount;

    // A limited reward too: its stock is in everyone's list, a catalogue change.
    const limited = await databases[0]!.db
      .insertInto('rewards')
      .values({
        key: 'read-cache-limited',
        title: 'جایزهٔ محدود',
        type_label: 'آزمایشی',
        category: 'store',
        image_file: 'default.svg',
        score: 0,
        valid_count: 1,
        stock: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await until(async () => (await rewardsOn(b)).some((r) => r.id === limited.id));
    await until(async () => (await rewardsOn(a)).some((r) => r.id === limited.id));
    // B really answers from memory (a cache that never kept anything would pass the rest trivially).
    const { id } = (await as(b, token, 'GET', '/api/Profile')).json() as { id: number };
    await Promise.all([rewardsOn(b), balanceOn(b)]);
    expect(bCtx.cache.responses.peek(`rewards:${id}`)?.raw).toBeInstanceOf(Buffer);
    expect(bCtx.cache.responses.peek(`score-summary:${id}`)?.raw).toBeInstanceOf(Buffer);

    expect((await as(a, token, 'POST', `/api/Rewards/Buy/${reward.id}`)).statusCode).toBe(200);
    expect((await as(a, token, 'POST', `/api/Rewards/Buy/${limited.id}`)).statusCode).toBe(200);
    // The writing process itself is up to date at once.
    expect(await balanceOn(a)).toBe(balance - reward.score);
    expect((await rewardsOn(a)).find((r) => r.id === limited.id)?.inStock).toBe(false);

    const took = await until(async () => {
      const list = await rewardsOn(b);
      return (
        (await balanceOn(b)) === balance - reward.score &&
        list.find((r) => r.id === reward.id)?.recivedCount === before + 1 &&
        list.find((r) => r.id === limited.id)?.inStock === false
      );
    });
    expect(took).toBeLessThan(1_000);
    console.info(`process B caught up ${took.toFixed(1)} ms after the buys`);
  });

  it('a spin on process A closes the wheel for the day on process B', async () => {
    const mobile = '09140000777';
    const token = await auth.member(mobile);
    const { wheelId } = (await as(b, token, 'GET', '/api/wheel/Prizes')).json() as { wheelId: number };
    const spinnable = async () =>
      ((await as(b, token, 'GET', `/api/wheel/Spinnable/${wheelId}`)).json() as { spinnable: boolean }).spinnable;
    expect(await spinnable()).toBe(true);
    expect(await spinnable()).toBe(true);
    expect((await as(a, token, 'POST', `/api/wheel/Spin/${wheelId}`)).statusCode).toBe(200);
    expect(await until(async () => !(await spinnable()))).toBeLessThan(1_000);
  });
});
