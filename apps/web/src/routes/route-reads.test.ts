import { apiQueries, configureApiClient, prepareReads } from '@clorofil/api-client';
import { actAs, createTestQueryClient, mockApi, pendingResponse, requestedPaths } from '@clorofil/api-client/testing';
import { setupAppTests } from '@clorofil/auth/testing';
import type { FeatureRoute, RouteRead } from '@clorofil/app-kit';
import { describe, expect, it, vi } from 'vitest';
import { features } from '../features';
import { featureLoader, layoutLoader } from './route-reads';

setupAppTests();

// The query keys of each preparation the loaders start, which still does its work (the API
// client's own tests prove that prepareReads downloads and asks nothing).
const prepared: unknown[][] = [];
const prepare = (reads: readonly RouteRead[]) => {
  prepared.push(reads.map((read) => read.queryKey));
  prepareReads(reads);
};

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
    prepare,
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

  it('in a tab that may hold a session, prepares the reads’ code while the session is checked, and reads only after', async () => {
    actAs('partner');
    prepared.length = 0;
    const queryClient = createTestQueryClient();
    configureApiClient({ baseURL: window.location.origin, getAccessToken: () => Promise.resolve('token') });
    let answer: (signedIn: boolean) => void = () => {};
    const checked = new Promise<boolean>((resolve) => (answer = resolve));
    const loader = featureLoader(routeAt('/financial/commission'), {
      queryClient,
      signedIn: () => checked,
      maySignIn: () => true,
      prepare,
      waitForReads: true,
    })!;
    const request = new Request(new URL('/financial/commission', window.location.origin));
    const loading = loader({ request, params: {} } as Parameters<typeof loader>[0]);

    // The guard's profile and the page's reads, before the session check has answered.
    await vi.waitFor(() =>
      expect(prepared).toEqual([
        [
          ['member', 'profile'],
          ['member', 'commissions'],
        ],
      ]),
    );
    expect(requestedPaths()).toEqual([]);
    answer(true);
    await loading;
    expect(requestedPaths()).toEqual(['/api/Profile', '/api/profile/Commission']);
  });

  it('prepares nothing in a tab that holds no session, and a layout prepares what a member reads', async () => {
    prepared.length = 0;
    await load('/rewards', '/rewards', { signedIn: false });
    expect(prepared).toEqual([]);

    const loader = layoutLoader((signedIn) => (signedIn ? [apiQueries.profile()] : []), {
      queryClient: createTestQueryClient(),
      signedIn: () => Promise.resolve(false),
      maySignIn: () => true,
      prepare,
    });
    await loader({ request: new Request(window.location.origin), params: {} } as Parameters<typeof loader>[0]);
    expect(prepared).toEqual([[['member', 'profile']]]);
    expect(requestedPaths()).toEqual([]);
  });
});
