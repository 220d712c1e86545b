import { describe, expect, it } from 'vitest';
import { missionListSchema, scoreSummarySchema } from '../contract/index.js';
import * as api from '../client/index.js';
import { actAs, mockApi, startMockApi } from '../testing/index.js';
import { fixtures, slowResponse } from './index.js';

startMockApi();

describe('score summary and missions mocks', () => {
  it('are valid against the contract, and the summary adds up', () => {
    for (const summary of [fixtures.scoreSummary, fixtures.emptyScoreSummary]) {
      expect(scoreSummarySchema.parse(summary)).toEqual(summary);
      expect(summary.received - summary.spent).toBe(summary.balance);
      expect(summary.pendingItems.reduce((sum, item) => sum + item.points, 0)).toBe(summary.pending);
    }
    expect(missionListSchema.parse(fixtures.missions)).toEqual(fixtures.missions);
  });

  it('moves the persona’s summary with a purchase and leaves a new member’s empty', async () => {
    actAs('student');
    const before = await api.getScoreSummary();
    const reward = fixtures.rewards.find((item) => item.score <= before.balance)!;
    await api.buyReward(reward.id);
    const after = await api.getScoreSummary();
    expect(after.balance).toBe(before.balance - reward.score);
    expect(after.spent).toBe(before.spent + reward.score);
    expect(after.received).toBe(before.received);
    actAs('newMember');
    expect(await api.getScoreSummary()).toEqual(fixtures.emptyScoreSummary);
    expect(await api.getMissions()).toEqual(fixtures.missions);
  });

  it('a slow purchase whose session ended is never answered, and changes nothing in the next one', async () => {
    actAs('student');
    mockApi.use(slowResponse('buyReward', 1000));
    const reward = fixtures.rewards.find((item) => item.score > 0 && item.score <= fixtures.profile.score)!;
    const late = api.buyReward(reward.id).then(
      () => 'answered',
      () => 'failed',
    );
    // The next story or test begins as the same persona while the purchase is on its way (well
    // after the purchase reached the mock, well before it is answered).
    await new Promise((resolve) => setTimeout(resolve, 300));
    actAs('student');
    const before = await api.getScoreSummary();
    const pending = new Promise((resolve) => setTimeout(() => resolve('pending'), 1500));
    expect(await Promise.race([late, pending])).toBe('pending');
    expect(await api.getScoreSummary()).toEqual(before);
  });
});
