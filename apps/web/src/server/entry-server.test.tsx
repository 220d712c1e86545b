import { errorResponse, fixtures, mockApi, requestedPaths, respondWith } from '@clorofil/api-client/testing';
import { setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { describe, expect, it } from 'vitest';
import { readServerState } from '../hydration/server-state';
import { renderPage, type RenderOptions } from './entry-server';

setupAppTests();

const template = `<!doctype html><html lang="fa" dir="rtl"><head><title>باشگاه مشتریان کلروفیل</title></head><body><div id="root"></div></body></html>`;

const options: RenderOptions = {
  template,
  origin: 'https://club.example',
  config: {
    authority: 'https://id.club.example',
    clientId: 'web',
    scope: 'openid profile',
    // The mock API answers the test page's own origin (jsdom asks a cross-origin API for CORS headers).
    apiBaseUrl: window.location.origin,
  },
};

function documentOf(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the server render of a public page', () => {
  it('renders the FAQ with its answers, once, from the reads its route declares', async () => {
    const result = await renderPage({ url: paths.page('faq'), isMobile: false }, options);
    expect(result.kind === 'shell' ? result.reason : 'page').toBe('page');
    if (result.kind !== 'page') return;
    const page = documentOf(result.html);
    expect(page.querySelector('#root h1')?.textContent).toBeTruthy();
    expect(page.querySelector('#root')?.textContent).toContain(fixtures.faq[0]!.question);
    // Each declared read went out once: no second round of fetching after a render.
    const asked = requestedPaths();
    expect(asked.filter((path) => path === '/api/Faq')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/Pages')).toHaveLength(1);
    // The browser takes over with the same answers and the loaders' results.
    const state = readServerState(page)!;
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['public', 'faq'],
        ['public', 'pages'],
      ]),
    );
    expect(Object.keys(state.router.loaderData ?? {}).length).toBeGreaterThan(0);
  });

  it.each([
    paths.home,
    paths.page('about-us'),
    paths.page('contact-us'),
    paths.whatIsClub,
    paths.profileHelp,
    paths.luckyWheel,
  ])('renders %s complete: everything the page reads is declared by its route', async (url) => {
    // Any page's body will do (the fixtures hold no body for the two fixed pages' slugs).
    mockApi.use(respondWith('getPage', fixtures.pageBodies[0]!));
    const result = await renderPage({ url, isMobile: true }, options);
    expect(result.kind === 'shell' ? result.reason : 'page').toBe('page');
  });

  it('sends the browser-rendered shell when one of the page’s reads fails', async () => {
    mockApi.use(errorResponse('getFaq', 500));
    const result = await renderPage({ url: paths.page('faq'), isMobile: false }, options);
    expect(result).toEqual({ kind: 'shell', reason: expect.stringContaining('faq') });
  });

  it('leaves a member’s page to the browser', async () => {
    expect(await renderPage({ url: paths.rewards, isMobile: false }, options)).toEqual({
      kind: 'shell',
      reason: 'not a public page',
    });
    expect(requestedPaths()).toEqual([]);
  });

  it.each([paths.operator.home, paths.operator.roles, `${paths.operator.audit}?kind=role.grant`])(
    'answers the operator console (%s) with the plain browser shell, asking the API nothing',
    async (url) => {
      expect(await renderPage({ url, isMobile: false }, options)).toEqual({
        kind: 'shell',
        reason: 'not a public page',
      });
      expect(requestedPaths()).toEqual([]);
    },
  );
});
