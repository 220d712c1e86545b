import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../mocks/index.js';
import { startMockApi } from '../testing/index.js';

startMockApi();

// configure.ts imports axios with the first call instead of at start (a visitor's page may call
// nothing). Fresh modules per test, so the first call here is the first of the client's life.
afterEach(() => {
  vi.doUnmock('axios');
  vi.resetModules();
});

describe('the HTTP client, loaded with the first call', () => {
  it('a call whose HTTP client failed to download fails as a lost connection, and the next call loads it again', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('axios', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { configureApiClient } = await import('./configure.js');
    const { ApiError, apiErrorMessages } = await import('./api-error.js');
    const { getProvinces } = await import('./endpoints/profile.js');
    configureApiClient({ baseURL: location.origin });

    const failed: unknown = await getProvinces().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: 'network', message: apiErrorMessages.network });

    await expect(getProvinces()).resolves.toHaveLength(fixtures.provinces.length);
    expect(attempts).toBe(2);
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
});
