import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtures, mockPath, pendingResponse } from '../mocks/index.js';
import { isAbortError, type ApiError } from './api-error.js';
import { configureApiClient } from './configure.js';
import { getRewards, buyReward } from './endpoints/rewards.js';
import { spin } from './endpoints/wheel.js';
import { mockApi, startMockApi } from '../testing/index.js';

startMockApi();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function recordKeys() {
  const keys: Array<{ path: string; key: string | null }> = [];
  mockApi.events.on('request:start', ({ request }) => {
    keys.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key') });
  });
  return keys;
}

describe('Idempotency-Key', () => {
  it('is sent on buy and spin, fresh for each action, and never on reads', async () => {
    const keys = recordKeys();
    await buyReward(1);
    await buyReward(1);
    await spin(1);
    await getRewards();
    mockApi.events.removeAllListeners();

    const [buy1, buy2, spinKey, read] = keys;
    expect(buy1?.key).toMatch(uuid);
    expect(buy2?.key).toMatch(uuid);
    expect(buy2?.key).not.toBe(buy1?.key);
    expect(spinKey).toMatchObject({ path: '/api/wheel/Spin/1', key: expect.stringMatching(uuid) });
    expect(read).toEqual({ path: '/api/Rewards', key: null });
  });

  it('keeps the same key when a lost connection is retried, so the server can replay', async () => {
    configureApiClient({ baseURL: '', retryDelaysMs: [5, 5] });
    const keys = recordKeys();
    let calls = 0;
    mockApi.use(
      http.post(mockPath('buyReward'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(fixtures.buyRewardResult);
      }),
    );
    await expect(buyReward(1)).resolves.toMatchObject({ score: fixtures.buyRewardResult.score });
    mockApi.events.removeAllListeners();
    expect(keys).toHaveLength(2);
    expect(keys[0]?.key).toMatch(uuid);
    expect(keys[1]?.key).toBe(keys[0]?.key);
  });

  it('waits out a 409 «still in flight» with the same key', async () => {
    configureApiClient({ baseURL: '', retryDelaysMs: [5, 5] });
    const keys = recordKeys();
    let calls = 0;
    mockApi.use(
      http.post(mockPath('spin'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ Message: 'در حال انجام' }, { status: 409 })
          : HttpResponse.json(fixtures.spinResults.badLuck);
      }),
    );
    await expect(spin(1)).resolves.toMatchObject({ status: 0 });
    mockApi.events.removeAllListeners();
    expect(new Set(keys.map((entry) => entry.key)).size).toBe(1);
  });

  it('hands the key of a failed action back, and uses a key the caller passes', async () => {
    configureApiClient({ baseURL: '', retryDelaysMs: [] });
    mockApi.use(http.post(mockPath('buyReward'), () => HttpResponse.error()));
    const failure = (await buyReward(1).catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('network');
    expect(failure.idempotencyKey).toMatch(uuid);

    mockApi.resetHandlers();
    const keys = recordKeys();
    await buyReward(1, { idempotencyKey: failure.idempotencyKey! });
    mockApi.events.removeAllListeners();
    expect(keys[0]?.key).toBe(failure.idempotencyKey);
  });
});

describe('cancellation', () => {
  it('rejects with an aborted error when the caller aborts a pending call', async () => {
    mockApi.use(pendingResponse('getRewards'));
    const controller = new AbortController();
    const call = getRewards({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await call.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('does not send a call whose signal is already aborted', async () => {
    let reached = false;
    mockApi.use(
      http.get(mockPath('getRewards'), () => {
        reached = true;
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(getRewards({ signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    await delay(20);
    expect(reached).toBe(false);
  });

  it('stops retrying a buy when the member leaves the page', async () => {
    configureApiClient({ baseURL: '', retryDelaysMs: [10_000] });
    let calls = 0;
    mockApi.use(
      http.post(mockPath('buyReward'), () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const controller = new AbortController();
    const call = buyReward(1, { signal: controller.signal });
    await delay(50);
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(calls).toBe(1);
  });
});
