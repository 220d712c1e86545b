// The club's numbers on the real stack, as the demo finance 09120000013 reads them: the points
// liability with its CSV (UTF-8 with a BOM, Persian intact), the activity charts drawn in colours
// the theme defines, and the fraud signals. Every screen opens from the production build with no
// page error (its chunks load and run in order), passes axe and scrolls nothing sideways at 1280
// and 390 px. Nothing here writes, so this file runs beside the others.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, see } from './support/browser.js';
import { axeAtBothWidths, signedInPage } from './support/operator.js';
import { origins } from './support/origins.js';
import { ProblemLog } from './support/problems.js';

const FINANCE = '09120000013';
const problems = new ProblemLog();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, problems, FINANCE, '/operator/reports/liability');
});
afterAll(async () => {
  await browser?.close();
});

const menuLink = (name: string) => page.getByRole('navigation', { name: 'منوی کنسول' }).getByRole('link', { name });

describe('the club’s numbers in the console', () => {
  it('shows the points liability and exports it as a CSV a spreadsheet reads in Persian', async () => {
    await arriveAt(page, origins().web, '/operator/reports/liability');
    await see(page, page.getByRole('heading', { name: 'بدهی امتیازی باشگاه', level: 1 }), 'the liability heading');
    await see(page, page.getByText('جمع بدهی امتیازی'), 'the total owed');
    await see(page, page.getByRole('table', { name: /^صادرشده و خرج‌شده در هر ماه/ }), 'the months table');
    expect(await axeAtBothWidths(page, 'operator-liability')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'دریافت گزارش (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(await download.path());
    // Excel reads a CSV as UTF-8 only after the byte-order mark.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split(/\r?\n/)[0]).toMatch(/[\u0600-\u06FF]/);
    // Jalali months: a 14xx year, never a Gregorian one.
    expect(text).toMatch(/14\d\d|۱۴[۰-۹][۰-۹]/);
    expect(text).not.toMatch(/\b20\d\d-\d\d\b/);
  });

  it('draws the activity charts, each series in a colour the theme defines, with their tables', async () => {
    await menuLink('نمودار فعالیت').click();
    await arriveAt(page, origins().web, '/operator/reports/activity');
    await see(page, page.getByRole('heading', { name: 'فعالیت باشگاه', level: 1 }), 'the activity heading');
    await see(page, page.getByRole('table', { name: 'اعضای فعال در هر روز' }), 'the active members table');
    await see(page, page.locator('.recharts-line-curve').first(), 'the active members line');
    // A colour the theme lacks is an unset CSS variable: the browser draws the series in nothing.
    const painted = await page.evaluate(() => {
      const paints: string[] = [];
      for (const line of document.querySelectorAll<SVGPathElement>('.recharts-line-curve')) {
        paints.push(`line ${getComputedStyle(line).stroke}`);
      }
      for (const swatch of document.querySelectorAll<SVGElement>(
        '.recharts-legend-item svg path, .recharts-bar-rectangle path',
      )) {
        paints.push(`bar ${getComputedStyle(swatch).fill}`);
      }
      return paints;
    });
    expect(painted.length).toBeGreaterThan(1);
    expect(painted.filter((paint) => !/ rgb/.test(paint))).toEqual([]);
    expect(await axeAtBothWidths(page, 'operator-activity')).toEqual([]);
  });

  it('lists the fraud signals', async () => {
    await menuLink('نشانه‌های تقلب').click();
    await arriveAt(page, origins().web, '/operator/reports/signals');
    await see(page, page.getByRole('heading', { name: 'نشانه‌های تقلب', level: 1 }), 'the signals heading');
    // Other files' sign-ins and spins may or may not have raised a signal by now: either the three
    // lists or the all-quiet message.
    await see(
      page,
      page.getByRole('region', { name: 'نشانی‌های مشترک' }).or(page.getByText(/نشانه‌ای از تقلب دیده نشد/)),
      'the signals or the all-quiet message',
    );
    expect(await axeAtBothWidths(page, 'operator-signals')).toEqual([]);
  });

  it('saw no page errors, console errors or failed requests', () => {
    expect(problems.describe()).toBe('');
  });
});
