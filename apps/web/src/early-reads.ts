import { startEarlyReads, type EarlyAnswer } from '@clorofil/api-client/early-reads';
import { paths } from '@clorofil/app-kit';

// A member's page is rendered in the browser, and its reads used to wait for everything: the
// start-up files, the page's chunk, the sign-in code, React's first render of the layout. On a
// phone over a slow connection the first API call went out seconds after the page was asked for
// (bench/results). The entry knows the address and, once /config.json is in, where the
// API is and whether this tab holds a signed-in member: it starts the page's reads itself, side by
// side with the code, and `callEndpoint` takes their answers (packages/api-client/src/client/
// early-reads.ts). This module is part of the entry chunk: no router, no contract, no oidc-client-ts.
//
// The table lists what each member page reads when it opens, written as the contract writes the
// paths; early-reads.test.tsx renders every page and checks the table against the requests the page
// really makes (and the paths against the contract), so it cannot drift. Left out on purpose:
// GET /api/Notification, which marks what it returns as delivered (an answer nobody took would be
// lost); pages the server renders (their data comes with the HTML); and the financial pages, which
// only commission partners may open: for anyone else the read would be a 403 the app never asks
// for (the guard sends them to /403 first), and whether a member is a partner is known only from
// the profile, which is itself still on its way.

/** Every page of the profile layout reads the member's profile (menus, guards, the user block). */
const LAYOUT_READS = ['/api/Profile'] as const;

const PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  [paths.dashboard]: ['/api/Scores'],
  [paths.rewards]: ['/api/Rewards'],
  [paths.discountCodes]: ['/api/DiscountCode'],
  [paths.scores]: ['/api/Scores/Summary', '/api/Missions', '/api/Scores'],
  [paths.account]: [
    '/api/Profile/UserTypes',
    '/api/Province',
    '/api/Profile/SchoolTypes',
    '/api/Profile/Items/school_levels',
    '/api/Profile/Items/school_lessons',
  ],
};

/**
 * The reads above that the app makes without a token (the contract's `auth: 'none'`): read early
 * without one too, or the app's call would not take the answer and ask again (GET /api/Province
 * went out twice on /account, 15 KB each). early-reads.test.tsx checks the list against the contract.
 */
export const OPEN_READS: readonly string[] = ['/api/Province'];

/** A route pattern (`/rewards/:id`) as a regular expression for one address. */
const patternOf = (route: string) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);

/** Addresses with a parameter: a reward's page shows it from the member's catalogue. */
const PATTERN_READS: readonly (readonly [RegExp, readonly string[]])[] = [
  [patternOf(paths.patterns.reward), ['/api/Rewards']],
];

/** The API paths the page at `pathname` reads when it opens; empty for a page not in the table. */
export function pageReads(pathname: string): readonly string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = PAGE_READS[path] ?? PATTERN_READS.find(([pattern]) => pattern.test(path))?.[1];
  return own ? [...LAYOUT_READS, ...own] : [];
}

type SessionConfig = { authority: string; clientId: string };

/**
 * The access token oidc-client-ts keeps for this tab (packages/auth: sessionStorage, key
 * `oidc.user:<authority>:<client id>`), when it is good for at least another half minute;
 * otherwise undefined (the app renews or signs in as usual).
 */
export function storedAccessToken(
  config: SessionConfig,
  storage: Storage | undefined = globalThis.sessionStorage,
  now: number = Date.now(),
): string | undefined {
  try {
    const stored = storage?.getItem(`oidc.user:${config.authority}:${config.clientId}`);
    if (!stored) return undefined;
    const user = JSON.parse(stored) as { access_token?: unknown; expires_at?: unknown };
    if (typeof user.access_token !== 'string' || user.access_token === '') return undefined;
    if (typeof user.expires_at !== 'number' || user.expires_at * 1000 < now + 30_000) return undefined;
    return user.access_token;
  } catch {
    return undefined;
  }
}

/**
 * As many cards as the rewards list's widest row holds (REWARD_GRID_WIDEST in @clorofil/rewards,
 * which this entry chunk must not import): their pictures are the list's largest paint and load
 * eagerly (RewardCard `firstRow`). early-reads.test.tsx checks the preloads against the <img>s the
 * rendered list loads eagerly, so the two cannot drift.
 */
export const FIRST_ROW_PICTURES = 3;

/** The `image` of each reward in an answer of GET /api/Rewards, in its order; unreadable ones skipped. */
function rewardPictures(data: unknown, only?: number): string[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((reward: unknown) => {
    if (typeof reward !== 'object' || reward === null) return [];
    const { id, image } = reward as { id?: unknown; image?: unknown };
    if (only !== undefined && id !== only) return [];
    return typeof image === 'string' && image !== '' ? [image] : [];
  });
}

/**
 * The pictures a page paints first, read from the early answer of GET /api/Rewards: the first row of the rewards list
 * (unfiltered: a filter picks other cards), or the reward a reward's page shows. They are the
 * page's largest paint (Lighthouse's LCP element on /rewards), and were asked for only after the
 * code had arrived and React had rendered the cards.
 */
export function firstPictures(pathname: string, search: string, rewards: unknown): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.rewards)
    return new URLSearchParams(search).has('filter') ? [] : rewardPictures(rewards).slice(0, FIRST_ROW_PICTURES);
  if (patternOf(paths.patterns.reward).test(path)) {
    const id = Number(path.slice(path.lastIndexOf('/') + 1));
    return Number.isInteger(id) ? rewardPictures(rewards, id).slice(0, 1) : [];
  }
  return [];
}

/**
 * An address as the page's <img> asks for it (RewardImage: a bare path is the API's), when it is an
 * http(s) address; nothing else is preloaded.
 */
function pictureAddress(src: string, apiBaseUrl: string): string | undefined {
  try {
    const base = apiBaseUrl.replace(/\/+$/, '');
    const url = new URL(src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src, document.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Asks for each picture the way the page's <img> will (same address, no CORS), so the page finds it ready. */
function preloadPictures(sources: readonly string[], apiBaseUrl: string): void {
  for (const src of sources) {
    const href = pictureAddress(src, apiBaseUrl);
    if (!href) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.setAttribute('href', href);
    document.head.append(link);
  }
}

/**
 * Starts the reads of the page at `pathname` when a signed-in member is opening it, and once they
 * are in, the pictures the page paints first. Never throws.
 */
export function startPageReads(
  config: SessionConfig & { apiBaseUrl: string },
  pathname: string = window.location.pathname,
  storage?: Storage,
  search: string = window.location.search,
): void {
  try {
    const reads = pageReads(pathname);
    if (reads.length === 0) return;
    const token = storedAccessToken(config, storage);
    if (!token) return;
    const rewards = startEarlyReads({ baseURL: config.apiBaseUrl, token, paths: reads, open: OPEN_READS }).get(
      '/api/Rewards',
    );
    if (!rewards) return;
    void okData(rewards).then(
      (data) => preloadPictures(firstPictures(pathname, search, data), config.apiBaseUrl),
      () => undefined,
    );
  } catch {
    // Only ever a head start: the page asks for itself.
  }
}

/** The data of a 2xx answer; undefined otherwise. */
async function okData(answer: Promise<EarlyAnswer | undefined>): Promise<unknown> {
  const settled = await answer;
  return settled && settled.status >= 200 && settled.status < 300 ? settled.data : undefined;
}
