import { requestedPaths } from '@clorofil/api-client/testing';
import { endpoints } from '@clorofil/api-client/contract';
import { getAuth } from '@clorofil/auth';
import { setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/ui-rtl';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './app-under-test';
import { pageReads, storedAccessToken } from './early-reads';

setupAppTests();

// Marks what it returns as delivered, so it is never read early (see early-reads.ts).
const NEVER_EARLY = new Set(['/api/Notification']);

const getPaths = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'GET')
  .map((endpoint) => new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`));

/** Every member page whose reads the entry starts early, with an address to open it at. */
const MEMBER_PAGES = [
  paths.dashboard,
  paths.rewards,
  paths.reward(3),
  paths.discountCodes,
  paths.scores,
  paths.account,
];

describe('the early reads of a member page', () => {
  it.each(MEMBER_PAGES)('%s: the table lists exactly what the page reads when it opens', async (address) => {
    const reads = pageReads(address);
    expect(reads.length).toBeGreaterThan(0);
    for (const path of reads)
      expect(
        getPaths.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    renderApp(address, { persona: 'partner' });
    await waitFor(
      () => {
        const read = new Set(requestedPaths().filter((path) => path.startsWith('/api/') && !NEVER_EARLY.has(path)));
        expect([...read].sort()).toEqual([...reads].sort());
      },
      { timeout: 10_000 },
    );
  });

  it.each([
    paths.home,
    paths.page('faq'),
    paths.luckyWheel,
    paths.review,
    paths.commissions,
    paths.commissionsShort,
    paths.commission(4),
    paths.bankInformation,
    paths.bankInformationShort,
    `${paths.reward(3)}/more`,
  ])('%s: nothing is read early (public, server-rendered, for partners only, or unknown)', (address) => {
    expect(pageReads(address)).toEqual([]);
  });

  it('reads the address without a trailing slash', () => {
    expect(pageReads(`${paths.rewards}/`)).toEqual(pageReads(paths.rewards));
  });
});

describe('storedAccessToken', () => {
  it('finds the token oidc-client-ts keeps for the signed-in member', async () => {
    const { storage } = renderApp('/dashboard', { persona: 'student' });
    const { settings } = getAuth().userManager;
    const user = await getAuth().userManager.getUser();
    expect(user?.access_token).toBeTruthy();
    const config = { authority: settings.authority, clientId: settings.client_id };
    expect(storedAccessToken(config, storage)).toBe(user!.access_token);
    // Within half a minute of its end the app renews it first; no early read then.
    expect(storedAccessToken(config, storage, user!.expires_at! * 1000 - 10_000)).toBeUndefined();
    // Another provider or client: not this tab's session.
    expect(storedAccessToken({ ...config, clientId: 'another-client' }, storage)).toBeUndefined();
  });

  it('is undefined for a visitor and for a damaged entry', () => {
    const { storage } = renderApp('/', { persona: 'visitor' });
    const { settings } = getAuth().userManager;
    const config = { authority: settings.authority, clientId: settings.client_id };
    expect(storedAccessToken(config, storage)).toBeUndefined();
    storage.setItem(`oidc.user:${config.authority}:${config.clientId}`, '{not json');
    expect(storedAccessToken(config, storage)).toBeUndefined();
  });
});
