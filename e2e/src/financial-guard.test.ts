// SPEC §2/§6: the financial pages are for commission partners only. 09120000001 (a student) is
// sent to /403; 09120000002 (a teacher and partner) passes the guard. Desktop and phone widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, check, launchBrowser, openContext, see, settle } from './support/browser.js';
import { closeMemberMenu, DEMO, memberMenu } from './support/member.js';
import { origins, viewports, type Viewport } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';

const problems = new ProblemLog();
let browser: Browser;
const financialPages = ['/financial/commission', '/financial/bank-information'];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser profile signed in as `mobile` (from the dashboard). */
function signedIn(viewport: Viewport, mobile: string) {
  const session = { context: undefined as BrowserContext | undefined, page: undefined as Page | undefined };
  beforeAll(async () => {
    session.context = await openContext(browser, viewport, problems);
    session.page = await session.context.newPage();
    await signInFrom(session.page, origins(), { from: '/dashboard', mobile, typePersian: viewport.mobile });
  });
  afterAll(async () => {
    await session.context?.close();
  });
  return () => session.page as Page;
}

describe.each(viewports)('financial pages at $width px', (viewport) => {
  describe(`${DEMO.student} (student)`, () => {
    const page = signedIn(viewport, DEMO.student);

    it('does not see the financial menu', async () => {
      const menu = await memberMenu(page(), viewport);
      // The balance line appears once the profile has loaded (its figure changes as other files spend).
      await see(page(), menu.getByText(/^شما .*کلروفیل/), 'the member menu once the profile has loaded');
      expect(await menu.getByText('امور مالی').count()).toBe(0);
      await closeMemberMenu(page(), viewport);
    });

    it.each(financialPages)('%s sends them to /403', async (path) => {
      await page().goto(`${origins().web}${path}`);
      await arriveAt(page(), origins().web, '/403');
      await see(page(), page().getByText(/دسترسی ندارید/), 'the no-access message');
    });
  });

  describe(`${DEMO.partner} (commission partner)`, () => {
    const page = signedIn(viewport, DEMO.partner);

    it('sees the financial menu with commissions and bank information', async () => {
      const menu = await memberMenu(page(), viewport);
      await see(page(), menu.getByText('امور مالی'), 'the «امور مالی» entry');
      await closeMemberMenu(page(), viewport);
    });

    it.each(financialPages)('%s passes the guard', async (path) => {
      await page().goto(`${origins().web}${path}`);
      await settle(page());
      const url = new URL(page().url());
      await check(page(), url.origin === origins().web, `${path} to stay in the app (not the sign-in page)`);
      await check(page(), url.pathname === path, `${path} to stay on ${path} (not /403)`);
      const text = await page().locator('body').innerText();
      await check(page(), !/دسترسی ندارید/.test(text), `${path} without the no-access message`);
      await check(page(), !/پیدا نشد/.test(text), `${path} to be a page of the app, not the not-found screen`);
      // Inside the profile layout, i.e. past RequireAuth and the commission guard.
      const layout = viewport.mobile
        ? page().getByRole('navigation', { name: 'دسترسی سریع' })
        : page().locator('aside');
      await see(page(), layout, `the profile layout around ${path}`);
    });
  });
});

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
