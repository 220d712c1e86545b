import { requestedPaths } from '@clorofil/api-client/testing';
import { apiBaseUrl } from '@clorofil/api-client';
import { endpoints } from '@clorofil/api-client/contract';
import { getAuth } from '@clorofil/auth';
import { setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './app-under-test';
import {
  FIRST_ROW_PICTURES,
  OPEN_READS,
  firstPictures,
  pageReads,
  startPageReads,
  storedAccessToken,
} from './early-reads';

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

  it('reads without a token exactly the paths the contract reads without one', () => {
    const tableReads = new Set(MEMBER_PAGES.flatMap((address) => pageReads(address)));
    const tokenless = Object.values(endpoints)
      .filter((endpoint) => endpoint.method === 'GET' && endpoint.auth === 'none')
      .map((endpoint) => endpoint.path);
    expect([...OPEN_READS].sort()).toEqual(tokenless.filter((path) => tableReads.has(path)).sort());
  });

  it.each(MEMBER_PAGES)('%s: with the early reads started, each read goes out once', async (address) => {
    const { storage } = renderApp(address, { persona: 'partner' });
    await getAuth().userManager.getUser();
    const { settings } = getAuth().userManager;
    startPageReads(
      { authority: settings.authority, clientId: settings.client_id, apiBaseUrl: apiBaseUrl() },
      address,
      storage,
      '',
    );
    const reads = pageReads(address);
    const asked = () => requestedPaths().filter((path) => reads.includes(path));
    await waitFor(() => expect(new Set(asked())).toEqual(new Set(reads)), { timeout: 10_000 });
    // The page has taken every early answer by now; a read it did not take would go out again.
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked().sort()).toEqual([...reads].sort());
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

describe('the first pictures of a member page', () => {
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href);
  const sessionConfig = () => {
    const { settings } = getAuth().userManager;
    return { authority: settings.authority, clientId: settings.client_id, apiBaseUrl: apiBaseUrl() };
  };

  it.each([paths.rewards, paths.reward(2)])(
    '%s: are asked for as soon as the early read is in, exactly the pictures the page loads at once',
    async (address) => {
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
      const { storage } = renderApp(address, { persona: 'student' });
      await getAuth().userManager.getUser();
      startPageReads(sessionConfig(), address, storage, '');
      await waitFor(() => expect(preloaded().length).toBeGreaterThan(0));

      await screen.findAllByRole('img', { name: /^تصویر / });
      const eager = [...document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')].map((img) => img.src);
      expect(preloaded()).toEqual(eager);
      for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
        expect(link.getAttribute('fetchpriority')).toBe('high');
        // Asked for as the <img> asks (no CORS), or the browser fetches it twice.
        expect(link.hasAttribute('crossorigin')).toBe(false);
      }
    },
  );

  it('are the first row of the unfiltered list, as many as its widest row holds', () => {
    const rewards = [1, 2, 3, 4, 5].map((id) => ({ id, image: `/api/images/${id}.svg` }));
    expect(firstPictures(paths.rewards, '', rewards)).toEqual(
      rewards.slice(0, FIRST_ROW_PICTURES).map((reward) => reward.image),
    );
    expect(firstPictures(`${paths.rewards}/`, '', rewards)).toHaveLength(FIRST_ROW_PICTURES);
    // A filter shows other cards first: nothing is guessed.
    expect(firstPictures(paths.rewards, '?filter=used', rewards)).toEqual([]);
    expect(firstPictures(paths.reward(4), '', rewards)).toEqual(['/api/images/4.svg']);
    expect(firstPictures(paths.reward(9), '', rewards)).toEqual([]);
    expect(firstPictures(paths.scores, '', rewards)).toEqual([]);
  });

  it('skips what is not a reward with a picture', () => {
    expect(firstPictures(paths.rewards, '', { rewards: [] })).toEqual([]);
    expect(
      firstPictures(paths.rewards, '', [null, 7, { id: 1 }, { id: 2, image: '' }, { id: 3, image: 'x.svg' }]),
    ).toEqual(['x.svg']);
  });
});
