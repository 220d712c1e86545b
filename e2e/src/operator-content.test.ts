// The operators' pages on the real stack: this file's own demo operator (09120000036) opens
// «صفحه‌ها» from the console menu, edits the title and body of the practice page (in no menu and
// linked from nowhere, so no other file reads it) in the rich-text editor, saves the draft (its
// public page still reads the old one), previews it drawn by the members' page component at 390
// and 1280 px, publishes it with a reason, and a visitor's public page shows it. The publish is
// then rolled back from the audit trail, so the public page reads the seed again. axe passes and
// nothing scrolls sideways at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, see } from './support/browser.js';
import { axeAtBothWidths, desktop, freshAddresses, signedInPage } from './support/operator.js';
import { origins } from './support/origins.js';
import { ProblemLog } from './support/problems.js';

const OPERATOR = '09120000036';
const PRACTICE = 'console-practice';
const SHOTS = process.env.E2E_SHOTS_DIR;
const NEW_TITLE = 'صفحهٔ تمرین کنسول — نسخهٔ آزمون';
const NEW_LINE = 'این بند را اپراتور در کنسول افزود.';
const fresh = freshAddresses();

const problems = new ProblemLog();
let browser: Browser;
let page: Page;
let visitor: Page;
let original: { title: string; body: string };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, problems, OPERATOR, '/operator');
  visitor = await (await openContext(browser, desktop, problems)).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** The practice page as a visitor reads it (server-rendered, then the app). */
async function publicPage(): Promise<{ title: string; body: string }> {
  await visitor.goto(fresh(`/page/${PRACTICE}`));
  const heading = visitor.getByRole('heading', { level: 1 });
  await see(visitor, heading, 'the public page title');
  return {
    title: ((await heading.textContent()) ?? '').trim(),
    body: (await visitor.locator('.safe-html').first().innerHTML()).trim(),
  };
}

describe('the operators’ pages in the console', () => {
  it('lists the pages from the console menu', async () => {
    original = await publicPage();
    await page.getByRole('navigation', { name: 'منوی کنسول' }).getByRole('link', { name: 'صفحه‌ها' }).click();
    await arriveAt(page, origins().web, '/operator/pages');
    await see(page, page.getByRole('link', { name: original.title }), 'the practice page’s row');
    expect(await axeAtBothWidths(page, 'operator-pages')).toEqual([]);
  });

  it('saves a draft members do not see yet, and previews it with the members’ page', async () => {
    await page.getByRole('link', { name: original.title }).click();
    const title = page.getByRole('textbox', { name: /^عنوان صفحه/ });
    await see(page, title, 'the title field');
    await title.fill(NEW_TITLE);
    const body = page.getByRole('textbox', { name: 'متن صفحه' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'پررنگ (Ctrl+B)' }).click();
    await page.keyboard.type(NEW_LINE);
    await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await see(
      page,
      page.getByText('پیش‌نویس ذخیره شد؛ پیش‌نمایش را ببینید و برای اعضا منتشر کنید.'),
      'the saved toast',
    );
    const preview = page.getByTestId('page-preview');
    const drawn = preview.frameLocator('iframe');
    await see(page, drawn.locator('strong', { hasText: NEW_LINE }), 'the new line in bold in the preview');
    await see(page, drawn.getByRole('heading', { name: NEW_TITLE }), 'the new title in the preview');
    expect(await publicPage()).toEqual(original);
    await preview.getByRole('button', { name: 'گوشی (۳۹۰ پیکسل)' }).click();
    await expect.poll(() => preview.locator('[data-preview-width]').getAttribute('data-preview-width')).toBe('mobile');
    expect(await axeAtBothWidths(page, 'operator-page-draft')).toEqual([]);
  });

  it('publishes the draft in one step, and the public page shows it', async () => {
    await page.getByRole('textbox', { name: 'دلیل انتشار (اختیاری)' }).fill('آزمون انتشار');
    await page.getByRole('button', { name: 'انتشار برای اعضا' }).click();
    await see(page, page.getByText('صفحه منتشر شد و اعضا نسخهٔ تازه را می‌بینند.'), 'the published toast');
    await expect.poll(async () => (await publicPage()).title, { timeout: 30_000 }).toBe(NEW_TITLE);
    await see(visitor, visitor.locator('.safe-html strong', { hasText: NEW_LINE }), 'the new line on the public page');
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/public-page-published.png`, fullPage: true });
  });

  it('has the save and the publish in the audit trail, and rolls the publish back to the seed', async () => {
    await page.goto(`${origins().web}/operator/audit?kind=content.page`);
    const row = page.getByTestId('data-table-row').first();
    await see(page, row, 'the publish in the trail');
    await row.getByRole('button', { name: /جزئیات تغییر/ }).click();
    await see(page, page.getByRole('table', { name: 'پیش و پس از تغییر' }), 'the before/after of the publish');
    await page.getByRole('button', { name: 'بازگرداندن', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('پایان آزمون');
    await dialog.getByRole('button', { name: 'بازگرداندن', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await publicPage()).title, { timeout: 30_000 }).toBe(original.title);
    expect(await publicPage()).toEqual(original);
  });
});

it('saw no console errors or failed requests', () => {
  expect(problems.describe()).toBe('');
});
