// Scores («کلروفیل‌های من») end to end, at desktop and phone widths: the student 09120000001
// opens /scores, reads the summary the API holds and each returnable order with the Jalali day its
// points become spendable (a Tehran midnight 7–8 days after delivery), sees the open missions with
// her progress, and pages through the history — 10 lines a page on desktop, 6 on a phone — with
// the page in the address surviving a reload. Figures are read from the API first, so the file
// does not depend on what other files (rewards, wheel) did to the same member.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arriveAt,
  check,
  launchBrowser,
  openContext,
  overflowsSideways,
  screenshot,
  see,
  settle,
} from './support/browser.js';
import { DEMO } from './support/member.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { openAsMember, signInFrom, toPersianDigits } from './support/sign-in.js';
import { readWebStorage, sessionTokens } from './support/web-storage.js';

type Summary = {
  balance: number;
  received: number;
  spent: number;
  pending: number;
  pendingItems: { orderId: string; points: number; deliveredAt: string; availableAt: string }[];
};
type Mission = {
  title: string;
  kind: 'items' | 'surveys';
  target: number;
  progress: number;
  completedAt: string | null;
};
type ScoreLine = { activity: string };

const problems = new ProblemLog();
let browser: Browser;
const DAY = 86_400_000;
const fa = (value: number) => new Intl.NumberFormat('fa-IR').format(value);
const jalaliLong = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const tehranClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = sessionTokens(await readWebStorage(page)).access;
  if (!token) throw new Error('no access token in the page’s session storage');
  const response = await fetch(`${origins().api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

describe.each(viewports)('my clorofils at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const pageSize = viewport.mobile ? 6 : 10;
  // The missions as the page last received them: an operator's test (operator-missions) may open
  // and end a mission of its own meanwhile, which a second read of the API would count.
  let drawnFrom: Promise<Mission[]> | undefined;

  beforeAll(async () => {
    context = await openContext(browser, viewport, problems);
    page = await context.newPage();
    page.on('response', (response) => {
      const asked = response.request();
      if (asked.method() === 'GET' && new URL(asked.url()).pathname === '/api/Missions' && response.ok()) {
        drawnFrom = response.json() as Promise<Mission[]>;
      }
    });
    await signInFrom(page, origins(), { from: '/scores', mobile: DEMO.student, typePersian: viewport.mobile });
    await settle(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the summary the API holds: balance, received, spent and pending', async () => {
    const summary = await apiAs<Summary>(page, '/api/Scores/Summary');
    expect(summary.received - summary.spent).toBe(summary.balance);
    const tiles = page.getByRole('list', { name: 'خلاصهٔ کلروفیل‌ها' }).getByRole('listitem');
    await see(page, tiles.first(), 'the summary tiles');
    const texts = (await tiles.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual([
      `موجودی قابل استفاده ${fa(summary.balance)} کلروفیل`,
      `دریافت‌شده ${fa(summary.received)} کلروفیل`,
      `خرج‌شده ${fa(summary.spent)} کلروفیل`,
      `در انتظار ${fa(summary.pending)} کلروفیل`,
    ]);
  });

  it('lists each returnable order with the Jalali day its points become spendable (Tehran midnight)', async () => {
    const summary = await apiAs<Summary>(page, '/api/Scores/Summary');
    // The seeded student has two orders inside the return window (delivered 2 and 6 days ago).
    expect(summary.pendingItems.length).toBeGreaterThanOrEqual(1);
    const region = page.getByRole('region', { name: 'کلروفیل‌های در راه' });
    await see(page, region, 'the pending points box');
    for (const item of summary.pendingItems) {
      const wait = Date.parse(item.availableAt) - Date.parse(item.deliveredAt);
      expect(wait).toBeGreaterThan(7 * DAY);
      expect(wait).toBeLessThanOrEqual(8 * DAY);
      expect(tehranClock.format(new Date(item.availableAt))).toBe('00:00:00');
      const line = region.getByTestId('pending-item').filter({ hasText: `سفارش ${toPersianDigits(item.orderId)}` });
      await see(page, line, `the pending line of order ${item.orderId}`);
      const text = (await line.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(`${fa(item.points)} کلروفیل`);
      expect(text).toContain(`قابل استفاده از ${jalaliLong.format(new Date(item.availableAt))}`);
    }
    await screenshot(page, 'scores');
    expect(await overflowsSideways(page)).toBeNull();
  });

  it('shows the open missions with their progress', async () => {
    const cards = page.getByTestId('mission-card');
    await see(page, cards.first(), 'the mission cards');
    expect(drawnFrom, 'the page asked the API for the missions').toBeDefined();
    const missions = await drawnFrom!;
    expect(missions.length).toBeGreaterThanOrEqual(2);
    expect(await cards.count()).toBe(missions.length);
    for (const [index, mission] of missions.entries()) {
      const text = (await cards.nth(index).innerText()).replace(/\s+/g, ' ');
      const unit = mission.kind === 'items' ? 'کالا' : 'نظرسنجی';
      expect(text).toContain(mission.title);
      expect(text).toContain(`${fa(mission.progress)} از ${fa(mission.target)} ${unit}`);
    }
    const reading = missions.find((mission) => mission.kind === 'items');
    expect(reading?.progress, 'two of the reading challenge’s three books are seeded').toBeGreaterThanOrEqual(2);
    await cards.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'scores-missions', { fullPage: false });
  });

  it('pages through the history with the page in the address, which survives a reload', async () => {
    const history = await apiAs<ScoreLine[]>(page, '/api/Scores');
    expect(history.length).toBeGreaterThan(pageSize);
    const rows = viewport.mobile
      ? page.getByRole('list', { name: 'ریز کلروفیل‌های من' }).getByRole('listitem')
      : page.getByRole('table', { name: 'ریز کلروفیل‌های من' }).locator('tbody tr');
    await see(page, rows.first(), 'the first page of the history');
    expect(await rows.count()).toBe(pageSize);
    expect(await rows.first().innerText()).toContain(history[0]!.activity);

    await page.getByRole('button', { name: 'صفحه ۲' }).click();
    await arriveAt(page, origins().web, '/scores', '?page=2');
    await see(page, rows.filter({ hasText: history[pageSize]!.activity }).first(), 'the first line of page 2');
    expect(await rows.count()).toBe(Math.min(pageSize, history.length - pageSize));
    await screenshot(page, 'scores-page-2', { fullPage: !viewport.mobile });

    await openAsMember(page, origins(), '/scores?page=2');
    await see(page, rows.filter({ hasText: history[pageSize]!.activity }).first(), 'page 2 again after the reload');
    const current = page.getByRole('button', { name: 'صفحه ۲' });
    await check(page, (await current.getAttribute('aria-current')) === 'page', 'page 2 to be the current page');
  });
});

it('saw no console errors, CSP violations or page errors', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
