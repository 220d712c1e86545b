// Web vitals in the real stack: a visitor browses a few pages in Chromium, each page
// view hides (the next page replaces it) and posts its metrics in one beacon under its route
// pattern; the API's percentile table then holds those routes (and no raw address), read both by
// an admin's token and by `pnpm vitals`, whose output is printed for the integrator's note.
// Playwright does not reliably see a beacon sent by a page being unloaded, so the proof that they
// arrived is the table; their shape is unit-tested (apps/web/src/vitals, apps/api vitals.test.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, see, settle } from './support/browser.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';
import { repoRoot } from './support/stack.js';

// The demo admin: the staff role that reads the web-vitals summary.
const ADMIN = '09120000012';

// The wire shape of packages/api-client/src/contract/vitals.ts (e2e drives the stack from outside).
type VitalsSummary = {
  generatedAt: string;
  rows: {
    window: 'day' | 'week';
    route: string;
    metric: string;
    count: number;
    p50: number;
    p75: number;
    p95: number;
  }[];
};
const WAIT_FOR_REPORTS_MS = 15_000;

// Three kinds of address: the home page, a page under a parameter, a fixed page with a Persian slug.
const visits = [
  { path: '/', pattern: '/' },
  { path: '/page/about-us', pattern: '/page/:slug' },
  { path: '/باشگاه-مشتریان-چیست', pattern: '/باشگاه-مشتریان-چیست' },
];
const patterns = visits.map((visit) => visit.pattern);

const problems = new ProblemLog();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await openContext(browser, viewports[0]!, problems);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_FOR_REPORTS_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`expected ${what} within ${WAIT_FOR_REPORTS_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const readSummary = async (token: string): Promise<VitalsSummary> => {
  const response = await fetch(`${origins().api}/api/Vitals/Summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as VitalsSummary;
};

const dayRow = (summary: VitalsSummary, route: string, metric: string) =>
  summary.rows.find((row) => row.window === 'day' && row.route === route && row.metric === metric);

describe('web vitals from a member’s browser to the percentile table', () => {
  it('lets every page view report when it is hidden, without a CSP violation or console error', async () => {
    for (const visit of visits) {
      await page.goto(`${origins().web}${visit.path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await see(page, heading, `the heading of ${visit.path}`);
      // The reporter starts after hydration, in chunks of its own: let them arrive first.
      await settle(page);
      // An interaction on plain text, so INP has something to measure and nothing navigates.
      await heading.first().click();
    }
    // Leaving the last page hides it too.
    await page.goto('about:blank');

    // A beacon the CSP blocked would be a violation here; the API's table below shows they arrived.
    expect(problems.problems).toEqual([]);
  });

  it('serves p50/p75/p95 for those routes to an admin, and `pnpm vitals` prints them', async () => {
    await signInFrom(page, origins(), { from: '/account', mobile: ADMIN });
    const token = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      return key
        ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
        : undefined;
    });
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const summary = await until('percentiles of every visited route', async () => {
      const current = await readSummary(token!);
      const complete = patterns.every((route) =>
        ['FCP', 'TTFB', 'LCP'].every((metric) => dayRow(current, route, metric)),
      );
      return complete ? current : undefined;
    });
    for (const route of patterns) {
      for (const [metric, ceiling] of [
        ['TTFB', 10_000],
        ['FCP', 20_000],
        ['LCP', 30_000],
      ] as const) {
        const row = dayRow(summary, route, metric)!;
        expect(row.count).toBeGreaterThanOrEqual(1);
        expect(row.p50).toBeGreaterThanOrEqual(metric === 'TTFB' ? 0 : 1);
        expect(row.p95).toBeLessThan(ceiling);
        expect(row.p50).toBeLessThanOrEqual(row.p75);
        expect(row.p75).toBeLessThanOrEqual(row.p95);
        const week = summary.rows.find((r) => r.window === 'week' && r.route === route && r.metric === metric);
        expect(week?.count).toBeGreaterThanOrEqual(row.count);
      }
    }
    // INP comes only from a page someone interacted with (the clicks above); each of them reports
    // it on hide, so at least one visited route has it, in the same percentile shape.
    const inp = patterns.map((route) => dayRow(summary, route, 'INP')).filter((row) => row !== undefined);
    expect(inp.length, 'INP rows for the visited routes').toBeGreaterThanOrEqual(1);
    for (const row of inp) {
      expect(row.p50).toBeGreaterThanOrEqual(0);
      expect(row.p50).toBeLessThanOrEqual(row.p95);
      expect(row.p95).toBeLessThan(10_000);
    }
    expect(summary.rows.some((row) => /about-us|\d{3,}/.test(row.route) && !/^\/40[34]$/.test(row.route))).toBe(false);

    const { stdout } = await promisify(execFile)('pnpm', ['--dir', repoRoot, '--silent', 'vitals'], {
      env: { ...process.env, API_ORIGIN: origins().api, VITALS_TOKEN: token },
      timeout: 20_000,
    });
    for (const route of patterns) expect(stdout).toContain(`| ${route} `);
    expect(stdout).toMatch(/## last day[\s\S]*\| LCP +\| \d+ +\| \d+ ms/);
    console.log(`[web-vitals] pnpm vitals on the e2e stack:\n${stdout}`);
    expect(problems.problems).toEqual([]);
  });
});
