import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../contract/index.js';
import { fixtures } from '../mocks/index.js';
import { startMockApi } from '../testing/index.js';
import { endpointAreas, loadEndpoint } from './contract-areas.js';
import type { BrowserEndpointName } from './request.js';

startMockApi();

const otherAreas = [
  '../contract/bank-information.js',
  '../contract/commissions.js',
  '../contract/content.js',
  '../contract/missions.js',
  '../contract/notifications.js',
  '../contract/profile.js',
  '../contract/review.js',
  '../contract/scores.js',
  '../contract/wheel.js',
  '../contract/editorial.js',
  '../contract/integration.js',
];

/** A fresh copy of the client (its areas not loaded yet), configured for the mock API. */
async function freshClient() {
  vi.resetModules();
  const { configureApiClient } = await import('./configure.js');
  configureApiClient({ baseURL: `${location.origin}/`, getAccessToken: () => 'token-1' });
  return import('./endpoints/rewards.js');
}

afterEach(() => {
  for (const area of [...otherAreas, '../contract/rewards.js']) vi.doUnmock(area);
  vi.resetModules();
});

describe('the contract, loaded by area', () => {
  it('gives every endpoint the browser calls the very definition of the whole table', async () => {
    const names = Object.keys(endpointAreas) as BrowserEndpointName[];
    expect(names.length).toBeGreaterThan(25);
    for (const name of names) expect(await loadEndpoint(name), name).toBe(endpoints[name]);
  });

  it("builds only the called endpoint's area: the rewards call never evaluates another area's schemas", async () => {
    // Every other area fails if anything imports it.
    for (const area of otherAreas)
      vi.doMock(area, () => {
        throw new Error(`${area} was loaded by a rewards call`);
      });
    const { getRewards } = await freshClient();
    const rewards = await getRewards();
    expect(rewards.map((reward) => reward.id)).toEqual(fixtures.rewards.map((reward) => reward.id));
  });

  it('answers a failed download of an area as a lost connection, and loads it again on the next call', async () => {
    vi.doMock('../contract/rewards.js', () => {
      throw new Error('the rewards area could not be downloaded');
    });
    const { getRewards } = await freshClient();
    await expect(getRewards()).rejects.toMatchObject({ kind: 'network' });
    vi.doUnmock('../contract/rewards.js');
    await expect(getRewards()).resolves.toHaveLength(fixtures.rewards.length);
  });
});
