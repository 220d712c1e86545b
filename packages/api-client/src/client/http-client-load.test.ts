import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../mocks/index.js';
import { requestedPaths, startMockApi } from '../testing/index.js';

startMockApi();

// configure.ts imports axios with the first call instead of at start (a visitor's page may call
// nothing). Fresh modules per test, so the first call here is the first of the client's life.
afterEach(() => {
  vi.doUnmock('axios');
  vi.doUnmock('../contract/profile.js');
  vi.doUnmock('../contract/rewards.js');
  vi.resetModules();
});

describe('the HTTP client, loaded with the first call', () => {
  it('a call whose HTTP client fails to download fails as a lost connection, and the next call loads it again', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('axios', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { configureApiClient } = await import('./configure.js');
    const { ApiError, apiErrorMessages } = await import('./api-error.js');
    const { getProvinces } = await import('./endpoints/profile.js');
    configureApiClient({ baseURL: location.origin });

    const failed: unknown = await getProvinces().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: 'network', message: apiErrorMessages.network });

    offline = false;
    await expect(getProvinces()).resolves.toHaveLength(fixtures.provinces.length);
  });

  it('is loaded by the first call, not by importing or configuring the client', async () => {
    vi.resetModules();
    let loads = 0;
    vi.doMock('axios', async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    const { configureApiClient } = await import('./configure.js');
    const { getProvinces } = await import('./endpoints/profile.js');
    configureApiClient({ baseURL: location.origin });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toBe(0);
    await getProvinces();
    expect(loads).toBe(1);
  });

  it('downloads beside the contract area of the first call, not after it', async () => {
    vi.resetModules();
    let axiosLoads = 0;
    let releaseArea = () => {};
    const areaHeld = new Promise<void>((resolve) => (releaseArea = resolve));
    vi.doMock('axios', async (importOriginal) => {
      axiosLoads += 1;
      return importOriginal();
    });
    // The profile area's download, held until the test lets it arrive.
    vi.doMock('../contract/profile.js', async (importOriginal) => {
      await areaHeld;
      return importOriginal();
    });
    const { configureApiClient } = await import('./configure.js');
    const { getProvinces } = await import('./endpoints/profile.js');
    configureApiClient({ baseURL: location.origin });

    const answer = getProvinces();
    await vi.waitFor(() => expect(axiosLoads).toBe(1));
    releaseArea();
    await expect(answer).resolves.toHaveLength(fixtures.provinces.length);
    expect(axiosLoads).toBe(1);
  });

  it('prepareReads downloads the code of the reads’ endpoints and asks the API nothing', async () => {
    vi.resetModules();
    let axiosLoads = 0;
    let rewardAreaLoads = 0;
    vi.doMock('axios', async (importOriginal) => {
      axiosLoads += 1;
      return importOriginal();
    });
    vi.doMock('../contract/rewards.js', async (importOriginal) => {
      rewardAreaLoads += 1;
      return importOriginal();
    });
    const { configureApiClient } = await import('./configure.js');
    const { apiQueries, prepareReads } = await import('./query/queries.js');
    configureApiClient({ baseURL: location.origin });
    const asked = requestedPaths().length;

    // A query of someone else's (no endpoint in its meta) is passed over.
    prepareReads([apiQueries.rewards(), { meta: { endpoint: 'noSuchEndpoint' } }, {}]);
    await vi.waitFor(() => expect([axiosLoads, rewardAreaLoads]).toEqual([1, 1]));
    expect(requestedPaths().length).toBe(asked);

    // The read itself then finds both there.
    const { getRewards } = await import('./endpoints/rewards.js');
    configureApiClient({ baseURL: location.origin, getAccessToken: () => 'token-1' });
    await getRewards();
    expect([axiosLoads, rewardAreaLoads]).toEqual([1, 1]);
  });
});
