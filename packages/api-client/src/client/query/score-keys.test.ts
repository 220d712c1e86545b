import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { actAs, startMockApi } from '../../testing/index.js';
import { fixtures } from '../../mocks/index.js';
import { apiMutations } from './mutations.js';
import { apiQueries } from './queries.js';
import { createQueryClient } from './query-client.js';

startMockApi();

describe('the score summary and missions queries', () => {
  it('are marked stale by a purchase, like the history, so «کلروفیل‌های من» never shows an old balance', async () => {
    actAs('student');
    const client = createQueryClient();
    const summary = await client.fetchQuery(apiQueries.scoreSummary());
    await client.fetchQuery(apiQueries.missions());
    const reward = fixtures.rewards.find((item) => item.score <= summary.balance)!;
    await new MutationObserver(client, apiMutations.buyReward()).mutate({ id: reward.id });
    expect(client.getQueryState(apiQueries.scoreSummary().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(apiQueries.missions().queryKey)?.isInvalidated).toBe(true);
    const fresh = await client.fetchQuery(apiQueries.scoreSummary());
    expect(fresh.balance).toBe(summary.balance - reward.score);
  });
});
