// The club's numbers on the real stack, as the demo finance 09120000013 reads them: the points
// liability with its CSV (UTF-8 with a BOM, Persian intact), the activity charts drawn in colours
// the theme defines, and the fraud signals. Every screen opens from the production build with no
// page error (its chunks load and run in order), passes axe and scrolls nothing sideways at 1280
// and 390 px. A stranger's number asks the identity provider for five sign-in codes and the
// signals list it under the suspicious sign-ins, through the API's call to the provider. Nothing
// else here writes, and that number is this file's alone, so it runs beside the others.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, see } from './support/browser.js';
import { axeAtBothWidths, desktop, signedInPage } from './support/operator.js';
import { origins } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { submitMobile, toPersianDigits } from './support/sign-in.js';

const FINANCE = '09120000013';
// Asks for codes and never signs in: no member has it, no other file uses it.
const STRANGER = '09120000042';
// The contract's sign-in threshold (SIGNAL_THRESHOLDS.signIns.codes in packages/api-client).
const CODES_FLAGGED = 5;
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

  it('lists a number that asked for five sign-in codes under the suspicious sign-ins', async () => {
    const stranger = await (await openContext(browser, desktop, problems)).newPage();
    for (let i = 0; i < CODES_FLAGGED; i += 1) {
      await stranger.goto(`${origins().web}/dashboard`);
      await submitMobile(stranger, origins(), STRANGER, false);
      await see(stranger, stranger.locator('input#code'), 'the code page');
    }
    await stranger.context().close();
    await menuLink('نشانه‌های تقلب').click();
    await arriveAt(page, origins().web, '/operator/reports/signals');
    const signIns = page.getByRole('region', { name: 'ورودهای مشکوک' });
    const row = signIns.getByRole('row').filter({ hasText: toPersianDigits(STRANGER) });
    await see(page, row, 'the stranger’s number among the suspicious sign-ins');
    await see(page, row.getByText('هنوز عضو نشده'), 'no member for that number');
  });

  it('lists the fraud signals', async () => {
    await see(page, page.getByRole('heading', { name: 'نشانه‌های تقلب', level: 1 }), 'the signals heading');
    await see(page, page.getByRole('region', { name: 'جهش امتیاز' }), 'the points bursts section');
    expect(await axeAtBothWidths(page, 'operator-signals')).toEqual([]);
  });

  it('saw no page errors, console errors or failed requests', () => {
    expect(problems.describe()).toBe('');
  });
});
