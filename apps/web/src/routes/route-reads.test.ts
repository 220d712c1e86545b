import { configureApiClient } from '@clorofil/api-client';
import { actAs, createTestQueryClient, mockApi, pendingResponse, requestedPaths } from '@clorofil/api-client/testing';
import { setupAppTests } from '@clorofil/auth/testing';
import type { FeatureRoute } from '@clorofil/app-kit';
import { describe, expect, it } from 'vitest';
import { features } from '../features';
import { featureLoader } from './route-reads';

setupAppTests();

const routeAt = (path: string): FeatureRoute =>
  features.flatMap((feature) => feature.routes).find((route) => route.path === path)!;

/** Runs the loader of the feature route at `path` for the address `url`. */
async function load(path: string, url: string, options: { signedIn: boolean; waitForReads?: boolean }) {
  const queryClient = createTestQueryClient();
  configureApiClient({ baseURL: window.location.origin, getAccessToken: () => Promise.resolve('token') });
  const loader = featureLoader(routeAt(path), {
    queryClient,
    signedIn: () => Promise.resolve(options.signedIn),
    waitForReads: options.waitForReads ?? true,
  })!;
  const request = new Request(new URL(url, window.location.origin));
  await loader({ request, params: {} } as Parameters<typeof loader>[0]);
  return queryClient;
}

describe('the reads a route declares', () => {
  it('reads a member page’s data into the cache for a signed-in member', async () => {
    actAs('student');
    const client = await load('/rewards', '/rewards', { signedIn: true });
    expect(requestedPaths()).toEqual(['/api/Rewards']);
    expect(client.getQueryData(['member', 'rewards'])).toBeDefined();
  });

  it('reads nothing of a member page for a visitor (the guard sends them to sign in)', async () => {
    await load('/rewards', '/rewards', { signedIn: false });
    expect(requestedPaths()).toEqual([]);
  });

  it('reads a partner’s report only once the profile says the member may see it', async () => {
    actAs('student');
    await load('/financial/commission', '/financial/commission', { signedIn: true });
    expect(requestedPaths()).toEqual(['/api/Profile']);

    actAs('partner');
    await load('/financial/commission', '/financial/commission?tab=payments', { signedIn: true });
    expect(requestedPaths()).toEqual(['/api/Profile', '/api/Profile', '/api/profile/Payment']);
  });

  it('in the browser, lets the page render while a read is still on its way', async () => {
    actAs('student');
    mockApi.use(pendingResponse('getRewards'));
    const client = await load('/rewards', '/rewards', { signedIn: true, waitForReads: false });
    // The loader has returned; the read is under way and the page shows its own loading state.
    await expect.poll(() => requestedPaths()).toEqual(['/api/Rewards']);
    expect(client.getQueryState(['member', 'rewards'])?.fetchStatus).toBe('fetching');
  });
});
