import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixtures, mockApi, mockPath, networkError, startMockApi } from '../../testing/index.js';
import { ApiError } from '../api-error.js';
import { apiQueries } from './queries.js';
import { createQueryClient, shouldRetry } from './query-client.js';

startMockApi();

// The product's defaults, with the waits between retries shortened so the test stays quick.
const productClient = () => createQueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });

function countCalls(name: 'getRewards' | 'getScores') {
  const calls = { count: 0 };
  mockApi.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === (name === 'getRewards' ? '/api/Rewards' : '/api/Scores')) calls.count += 1;
  });
  return calls;
}

describe('createQueryClient retries', () => {
  it('never repeats a 4xx: the server has answered, asking again would fail the same way', async () => {
    const calls = countCalls('getRewards');
    mockApi.use(errorResponse('getRewards', 404));
    const error = await productClient()
      .fetchQuery(apiQueries.rewards())
      .catch((reason: unknown) => reason);
    mockApi.events.removeAllListeners();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
    expect(calls.count).toBe(1);
  });

  it('asks again after a 5xx or a lost connection, and stops after two more tries', async () => {
    const calls = countCalls('getRewards');
    let answers = 0;
    mockApi.use(
      http.get(mockPath('getRewards'), () => {
        answers += 1;
        return answers === 1
          ? HttpResponse.json({ Message: 'خطای سرور' }, { status: 503 })
          : HttpResponse.json(fixtures.rewards);
      }),
    );
    await expect(productClient().fetchQuery(apiQueries.rewards())).resolves.toHaveLength(fixtures.rewards.length);
    expect(calls.count).toBe(2);

    calls.count = 0;
    mockApi.use(networkError('getRewards'));
    await expect(productClient().fetchQuery(apiQueries.rewards())).rejects.toMatchObject({ kind: 'network' });
    mockApi.events.removeAllListeners();
    expect(calls.count).toBe(3);
  });

  it('does not retry a cancelled call or an answer that breaks the contract', () => {
    const aborted = new ApiError({ kind: 'aborted', status: 0, message: '' });
    const contract = new ApiError({ kind: 'contract', status: 200, message: '' });
    const unauthorized = new ApiError({ kind: 'http', status: 401, message: '' });
    expect([aborted, contract, unauthorized].map((error) => shouldRetry(0, error))).toEqual([false, false, false]);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 502, message: '' }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ kind: 'network', status: 0, message: '' }))).toBe(false);
  });

  it('serves a fresh answer from cache instead of asking again on the next page', async () => {
    const calls = countCalls('getScores');
    const client = productClient();
    await client.fetchQuery(apiQueries.scores());
    await client.fetchQuery(apiQueries.scores());
    mockApi.events.removeAllListeners();
    expect(calls.count).toBe(1);
  });
});
