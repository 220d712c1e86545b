// A replayed refresh token (SECURITY 4): a member signs in in the browser, their refresh token is
// used once (rotated) and then the old one is sent again, as a thief holding a copy would. The
// identity provider refuses the replay and revokes the grant; the API must then refuse the grant's
// access token within seconds, as it does after sign-out, not keep it until it expires.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, settle } from './support/browser.js';
import { DEMO } from './support/member.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';
import { readWebStorage, sessionTokens } from './support/web-storage.js';

const problems = new ProblemLog();
const desktop = viewports.find((viewport) => viewport.name === 'desktop')!;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await openContext(browser, desktop, problems);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The web app's refresh, as oidc-client-ts sends it (a public client with a rotating token). */
async function refresh(refreshToken: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origins().issuer}/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'clorofil-web', refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function apiStatusWith(token: string): Promise<number> {
  const response = await fetch(`${origins().api}/api/Profile`, { headers: { authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

describe(`a replayed refresh token of ${DEMO.student}`, () => {
  it('ends API access within seconds: the access tokens of the revoked grant get 401', async () => {
    await signInFrom(page, origins(), { from: '/dashboard', mobile: DEMO.student });
    await settle(page);
    const { access, refresh: stolen } = sessionTokens(await readWebStorage(page));
    expect(access && stolen, 'tokens in the page’s session storage').toBeTruthy();
    expect(await apiStatusWith(access!)).toBe(200);
    // From here the tokens are used outside the page; the tab would only renew on its own.
    await page.close();

    const rotated = await refresh(stolen!);
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const newAccess = String(rotated.body.access_token);
    expect(await apiStatusWith(newAccess)).toBe(200);

    const replayedAt = Date.now();
    const replay = await refresh(stolen!);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');

    // The API polls the provider's list of ended sessions every 2 s.
    const statuses = async () => [await apiStatusWith(access!), await apiStatusWith(newAccess)];
    let now = await statuses();
    while (now.some((status) => status === 200) && Date.now() - replayedAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = await statuses();
    }
    const elapsed = Date.now() - replayedAt;
    console.info(`the revoked grant's access tokens got 401 ${elapsed} ms after the replay`);
    expect(now).toEqual([401, 401]);
    expect(elapsed, 'ms from the replay to the first 401 for both tokens').toBeLessThan(5_000);
    // The rotated refresh token died with the grant too.
    expect((await refresh(String(rotated.body.refresh_token))).body.error).toBe('invalid_grant');
  });
});

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
