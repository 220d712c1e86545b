import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures, mockPath } from '../mocks/index.js';
import { mockApi, startMockApi } from '../testing/index.js';
import { ApiError } from './api-error.js';
import { configureApiClient } from './configure.js';
import { clearEarlyReads, EARLY_READ_KEEP_MS, startEarlyReads, takeEarlyRead } from './early-reads.js';
import { getProfile, getProvinces } from './endpoints/profile.js';
import { getRewards } from './endpoints/rewards.js';

startMockApi();

/** Every GET /api/Rewards the mock API answers, with the token it came with. */
function countRewardReads(status = () => 200) {
  const seen: (string | null)[] = [];
  mockApi.use(
    http.get(mockPath('getRewards'), ({ request }) => {
      seen.push(request.headers.get('authorization'));
      const code = status();
      return code === 200
        ? HttpResponse.json(fixtures.rewards)
        : HttpResponse.json({ Message: 'خطا' }, { status: code });
    }),
  );
  return seen;
}

beforeEach(() => {
  // jsdom enforces CORS like a browser, so the mock API shares the page's origin here.
  configureApiClient({ baseURL: location.origin, getAccessToken: () => 'token-1' });
});

afterEach(() => {
  clearEarlyReads();
  vi.useRealTimers();
});

describe('early reads', () => {
  it('answer the first call for their path: the API is asked once, and the answer is validated as usual', async () => {
    const seen = countRewardReads();
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Rewards'] });
    const rewards = await getRewards();
    expect(rewards).toHaveLength(fixtures.rewards.length);
    expect(rewards[0]).toMatchObject({ id: fixtures.rewards[0]!.id });
    expect(seen).toEqual(['Bearer token-1']);
  });

  it('are taken once: the next call asks the API again', async () => {
    const seen = countRewardReads();
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Rewards'] });
    await getRewards();
    await getRewards();
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('are not used by a call with another token (another member, a renewed session)', async () => {
    const seen = countRewardReads();
    startEarlyReads({ baseURL: location.origin, token: 'token-of-someone-else', paths: ['/api/Rewards'] });
    await expect(getRewards()).resolves.toHaveLength(fixtures.rewards.length);
    expect(seen).toHaveLength(2);
    expect(seen).toContain('Bearer token-1');
  });

  it('of a path the app reads without a token are read without one, and answer its call', async () => {
    const seen: (string | null)[] = [];
    mockApi.use(
      http.get(mockPath('getProvinces'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(fixtures.provinces);
      }),
    );
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Province'], open: ['/api/Province'] });
    await expect(getProvinces()).resolves.toHaveLength(fixtures.provinces.length);
    // One read, without the member's token: the contract's `auth: 'none'` call takes it.
    expect(seen).toEqual([null]);
  });

  it('that failed leave the call to ask the API itself', async () => {
    let calls = 0;
    const seen = countRewardReads(() => (++calls === 1 ? 503 : 200));
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Rewards'] });
    await expect(getRewards()).resolves.toHaveLength(fixtures.rewards.length);
    expect(seen).toHaveLength(2);
  });

  it('are not started twice for the same path', async () => {
    const seen = countRewardReads();
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Rewards'] });
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Rewards'] });
    await getRewards();
    expect(seen).toHaveLength(1);
  });

  it('are dropped when nobody takes them in time', () => {
    countRewardReads();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Rewards'] });
    vi.advanceTimersByTime(EARLY_READ_KEEP_MS + 1);
    expect(takeEarlyRead('/api/Rewards', 'token-1')).toBeUndefined();
  });

  it('give way to a call that is cancelled while it waits', async () => {
    await getProfile(); // the contract is loaded: the call below reaches the early read at once
    mockApi.use(http.get(mockPath('getRewards'), () => new Promise<never>(() => undefined)));
    startEarlyReads({ baseURL: location.origin, token: 'token-1', paths: ['/api/Rewards'] });
    const controller = new AbortController();
    const call = getRewards({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await call.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'aborted' });
  });
});
