// The operators' pages and FAQ on the real stack: the demo operator (09120000010) opens «صفحه‌ها»
// from the console menu, edits the «درباره‌ی ما» page's title and body in the rich-text editor,
// saves the draft (members still read the old page), previews it drawn by the members' page
// component at 390 and 1280 px, publishes it with a reason, and a visitor's public page shows it.
// The publish is then rolled back from the audit trail, so the public page reads the seed again;
// on the FAQ screen a question is added with a bold answer (members' FAQ shows it bold) and
// removed after the confirmation; a header link is added on the menus screen (a javascript: target refused first),
// visitors' header shows it, and it is removed again. axe passes and nothing scrolls sideways at
// 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocking, runAxe } from './support/axe.js';
import { arriveAt, launchBrowser, openContext, see, settle } from './support/browser.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';

const OPERATOR = '09120000010';
const SHOTS = process.env.E2E_SHOTS_DIR;
const NEW_TITLE = 'درباره‌ی ما — نسخهٔ آزمون';
const NEW_LINE = 'این بند را اپراتور در کنسول افزود.';
const QUESTION = 'پرسش آزمون کنسول؟';
const MENU_LINK = 'جایزه‌های آزمون';
// The web server keeps a rendered public page for 30 s per address (apps/web README, «Server
// rendering»): a query of our own makes each visit a fresh render of the published data.
const RUN = Date.now().toString(36);
let visits = 0;
const fresh = (pathname: string) => `${origins().web}${pathname}?content=${RUN}-${(visits += 1)}`;
const desktop = viewports.find((v) => v.name === 'desktop')!;
const phone = viewports.find((v) => v.name === 'mobile')!;

const problems = new ProblemLog();
let browser: Browser;
let page: Page;
let visitor: Page;
let original: { title: string; body: string };

beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const context = await openContext(browser, desktop, problems);
  page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInFrom(page, origins(), { from: '/operator', mobile: OPERATOR });
  visitor = await (await openContext(browser, desktop, problems)).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** axe at both widths, with a screenshot of each when E2E_SHOTS_DIR is set; returns the blocking problems. */
async function axeAtBothWidths(label: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of [desktop, phone]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settle(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}-${size.width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`${label} at ${size.width}px: the page is ${overflow}px wider than the window`);
    const report = blocking(await runAxe(page, label));
    if (report) found.push(`${label} at ${size.width}px:\n${report}`);
  }
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
  return found;
}

/** The public «درباره‌ی ما» page as a visitor reads it (server-rendered, then the app). */
async function publicAboutUs(): Promise<{ title: string; body: string }> {
  await visitor.goto(fresh('/page/about-us'));
  const heading = visitor.getByRole('heading', { level: 1 });
  await see(visitor, heading, 'the public page title');
  return {
    title: ((await heading.textContent()) ?? '').trim(),
    body: (await visitor.locator('.safe-html').first().innerHTML()).trim(),
  };
}

describe('the operators’ pages in the console', () => {
  it('lists the pages from the console menu', async () => {
    original = await publicAboutUs();
    await page.getByRole('navigation', { name: 'منوی کنسول' }).getByRole('link', { name: 'صفحه‌ها' }).click();
    await arriveAt(page, origins().web, '/operator/pages');
    await see(page, page.getByRole('link', { name: original.title }), 'the about-us row');
    expect(await axeAtBothWidths('operator-pages')).toEqual([]);
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
    expect(await publicAboutUs()).toEqual(original);
    await preview.getByRole('button', { name: 'گوشی (۳۹۰ پیکسل)' }).click();
    await expect.poll(() => preview.locator('[data-preview-width]').getAttribute('data-preview-width')).toBe('mobile');
    expect(await axeAtBothWidths('operator-page-draft')).toEqual([]);
  });

  it('publishes the draft in one step, and the public page shows it', async () => {
    await page.getByRole('textbox', { name: 'دلیل انتشار (اختیاری)' }).fill('آزمون انتشار');
    await page.getByRole('button', { name: 'انتشار برای اعضا' }).click();
    await see(page, page.getByText('صفحه منتشر شد و اعضا نسخهٔ تازه را می‌بینند.'), 'the published toast');
    await expect.poll(async () => (await publicAboutUs()).title, { timeout: 30_000 }).toBe(NEW_TITLE);
    await see(visitor, visitor.locator('.safe-html strong', { hasText: NEW_LINE }), 'the new line on the public page');
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/public-about-us-published.png`, fullPage: true });
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
    await expect.poll(async () => (await publicAboutUs()).title, { timeout: 30_000 }).toBe(original.title);
    expect(await publicAboutUs()).toEqual(original);
  });
});

describe('the operators’ FAQ in the console', () => {
  it('adds a question members see, and removes it after the confirmation', async () => {
    await page.getByRole('navigation', { name: 'منوی کنسول' }).getByRole('link', { name: 'پرسش‌های متداول' }).click();
    await arriveAt(page, origins().web, '/operator/faq');
    await see(page, page.getByTestId('faq-list'), 'the FAQ list');
    expect(await axeAtBothWidths('operator-faq')).toEqual([]);
    await page.getByRole('button', { name: 'پرسش تازه' }).click();
    await page.getByRole('textbox', { name: /^پرسش/ }).fill(QUESTION);
    const answer = page.getByRole('textbox', { name: /^پاسخ/ });
    await answer.fill('پاسخ آزمون.');
    // The answer is rich text: made bold in the editor, it reaches members bold.
    await answer.press('Control+a');
    await page.getByRole('button', { name: 'پررنگ (Ctrl+B)' }).click();
    await page.getByRole('button', { name: 'افزودن پرسش' }).click();
    await see(page, page.getByText('پرسش افزوده شد و اعضا آن را می‌بینند.'), 'the added toast');
    await visitor.goto(fresh('/page/faq'));
    // The members' FAQ shows its first questions; the new one is last.
    await visitor.getByRole('button', { name: 'سؤالات بیشتر' }).click();
    await see(visitor, visitor.getByText(QUESTION), 'the new question on the members’ FAQ');
    await see(
      visitor,
      visitor.getByTestId('faq-answer').locator('strong', { hasText: 'پاسخ آزمون.' }),
      'the bold answer on the members’ FAQ',
    );
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/public-faq-rich-answer.png`, fullPage: true });

    const item = page.getByTestId('faq-list').getByRole('listitem').filter({ hasText: QUESTION });
    await item.getByRole('button', { name: /^حذف پرسش/ }).click();
    const dialog = page.getByRole('alertdialog');
    await see(page, dialog, 'the confirmation');
    await dialog.getByRole('button', { name: 'حذف شود' }).click();
    await see(page, page.getByText('پرسش حذف شد.'), 'the removed toast');
    await expect.poll(() => item.count()).toBe(0);
  });
});

describe('the operators’ menus in the console', () => {
  it('adds a header link visitors see at once, and removes it again', async () => {
    await page.getByRole('navigation', { name: 'منوی کنسول' }).getByRole('link', { name: 'منوها' }).click();
    await arriveAt(page, origins().web, '/operator/menus');
    const header = page.getByTestId('menu-header');
    await see(page, header, 'the header menu');
    expect(await axeAtBothWidths('operator-menus')).toEqual([]);

    await page.getByRole('region', { name: 'منوی بالای صفحه' }).getByRole('button', { name: 'افزودن پیوند' }).click();
    const added = header.getByRole('listitem').last();
    await added.getByRole('textbox', { name: /^برچسب/ }).fill(MENU_LINK);
    await added.getByRole('textbox', { name: /^مقصد/ }).fill('javascript:alert(1)');
    problems.expectFailedLoad(400, /\/api\/staff\/Menus$/);
    await page.getByRole('button', { name: 'انتشار منوها' }).click();
    await see(page, added.getByText(/^مقصد باید نشانی یکی از صفحه‌های باشگاه/), 'the refused target under its field');
    await added.getByRole('textbox', { name: /^مقصد/ }).fill('/rewards');
    await page.getByRole('button', { name: 'انتشار منوها' }).click();
    await see(page, page.getByText('منوها منتشر شد و بازدیدکنندگان آن را می‌بینند.'), 'the saved toast');
    await visitor.goto(fresh('/'));
    await see(
      visitor,
      visitor.getByRole('banner').getByRole('link', { name: MENU_LINK }),
      'the new link in the header',
    );

    await header
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `حذف پیوند «${MENU_LINK}»` }) })
      .getByRole('button', { name: `حذف پیوند «${MENU_LINK}»` })
      .click();
    await page.getByRole('button', { name: 'انتشار منوها' }).click();
    await expect.poll(() => header.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    await visitor.goto(fresh('/'));
    await see(visitor, visitor.getByRole('banner'), 'the header');
    expect(await visitor.getByRole('banner').getByRole('link', { name: MENU_LINK }).count()).toBe(0);
  });

  it('saw no console errors or failed requests', () => {
    expect(problems.describe()).toBe('');
  });
});
