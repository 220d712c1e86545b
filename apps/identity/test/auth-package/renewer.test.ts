import { BroadcastChannel as NodeBroadcastChannel, locks } from 'node:worker_threads';
import { waitFor } from '@testing-library/react';
import { InMemoryWebStorage, UserManager } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userManagerSettings, type AuthConfig } from '@clorofil/auth';
import {
  captureNavigator,
  createRenewer,
  createSessionChannel,
  WEB_ORIGIN,
  type Renewer,
} from '@clorofil/auth/testing';
import { signInAtProvider, startIdentityProvider } from './identity-provider';

// Two browser tabs of one session, against the real provider, whose refresh tokens rotate and
// whose reuse detection revokes the whole grant. Each "tab" has its own sessionStorage and
// UserManager; they share what tabs share: Web Locks and BroadcastChannel (Node's own).
let provider: Awaited<ReturnType<typeof startIdentityProvider>>;
let config: AuthConfig;

beforeAll(async () => {
  provider = await startIdentityProvider();
  config = {
    authority: provider.issuer,
    clientId: 'clorofil-web',
    apiBaseUrl: 'http://127.0.0.1:9',
    origin: WEB_ORIGIN,
  };
});
afterAll(() => provider.server.close());

type Tab = { userManager: UserManager; renewer: Renewer; storage: Storage; close(): void };

function openTab(storage: Storage, serialised: boolean): Tab {
  const userManager = new UserManager(userManagerSettings(config, storage), captureNavigator().navigator);
  const channel = serialised
    ? createSessionChannel(userManager, (name) => new NodeBroadcastChannel(name) as never)
    : undefined;
  const renewer = createRenewer(
    userManager,
    serialised ? { locks, channel: channel!, retryDelayMs: 10 } : { locks: null },
  );
  return { userManager, renewer, storage, close: () => channel?.close() };
}

async function signedInTab(mobile: string, serialised: boolean): Promise<Tab> {
  const storage = new InMemoryWebStorage();
  const { navigator, urls } = captureNavigator();
  const userManager = new UserManager(userManagerSettings(config, storage), navigator);
  void userManager.signinRedirect({ state: '/' });
  await waitFor(() => expect(urls).toHaveLength(1));
  const callback = await signInAtProvider(urls[0]!, provider.issuer, mobile);
  await userManager.signinCallback(`${WEB_ORIGIN}${callback}`);
  return openTab(storage, serialised);
}

/** «Duplicate tab»: the browser copies sessionStorage, tokens included. */
function duplicate(tab: Tab, serialised: boolean): Tab {
  const copy = new InMemoryWebStorage();
  for (let i = 0; i < tab.storage.length; i += 1) {
    const key = tab.storage.key(i)!;
    copy.setItem(key, tab.storage.getItem(key)!);
  }
  return openTab(copy, serialised);
}

function refreshRequests(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([, init]) =>
    String((init as RequestInit | undefined)?.body ?? '').includes('grant_type=refresh_token'),
  ).length;
}

describe('renewal across tabs of one session', () => {
  it('two tabs renewing at once make one refresh request and both keep a working session', async () => {
    const first = await signedInTab('09120000002', true);
    const second = duplicate(first, true);
    const original = await first.userManager.getUser();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const [a, b] = await Promise.all([first.renewer.renew(), second.renewer.renew()]);

    expect(refreshRequests(fetchSpy)).toBe(1);
    expect(a?.refresh_token).not.toBe(original?.refresh_token);
    expect(b?.refresh_token).toBe(a?.refresh_token);
    expect((await second.userManager.getUser())?.access_token).toBe(a?.access_token);

    // Rotation did not log anyone out: the second tab renews again with what it was given…
    const later = await second.renewer.renew();
    expect(later?.access_token).toBeTruthy();
    expect(refreshRequests(fetchSpy)).toBe(2);
    // …and the first tab hears about that rotation too, and can renew after it.
    await waitFor(async () => expect((await first.userManager.getUser())?.refresh_token).toBe(later?.refresh_token));
    await expect(first.renewer.renew()).resolves.toMatchObject({ profile: { PhoneNumber: '09120000002' } });
    first.close();
    second.close();
  });

  it('without the lock and broadcast, the provider sees a reused token and revokes the session', async () => {
    const first = await signedInTab('09120000003', false);
    const second = duplicate(first, false);

    const outcomes = await Promise.allSettled([first.renewer.renew(), second.renewer.renew()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = outcomes[0]!.status === 'fulfilled' ? first : second;
    // Even the tab whose refresh succeeded has lost its session: what SECURITY 4 guards against.
    await expect(winner.renewer.renew()).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
