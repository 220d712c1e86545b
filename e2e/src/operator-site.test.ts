// The operators' FAQ and menus on the real stack: this file's own demo operator (09120000036, the
// content operator) adds a question with a bold answer on the FAQ screen (members' FAQ shows it
// bold) and removes it after the confirmation; on the menus screen a header link is added (a
// javascript: target refused first), visitors' header shows it, and it is removed again. Every
// visitor reads the FAQ and the header, so this file runs afterwards, beside files that read
// neither (vitest.config.ts). axe passes and nothing scrolls sideways at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, see } from './support/browser.js';
import { axeAtBothWidths, desktop, freshAddresses, signedInPage } from './support/operator.js';
import { origins } from './support/origins.js';
import { ProblemLog } from './support/problems.js';

const OPERATOR = '09120000036';
const SHOTS = process.env.E2E_SHOTS_DIR;
const QUESTION = 'پرسش آزمون کنسول؟';
const MENU_LINK = 'جایزه‌های آزمون';
const fresh = freshAddresses();

const problems = new ProblemLog();
let browser: Browser;
let page: Page;
let visitor: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, problems, OPERATOR, '/operator');
  visitor = await (await openContext(browser, desktop, problems)).newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('the operators’ FAQ in the console', () => {
  it('adds a question members see, and removes it after the confirmation', async () => {
    await page.getByRole('navigation', { name: 'منوی کنسول' }).getByRole('link', { name: 'پرسش‌های متداول' }).click();
    await arriveAt(page, origins().web, '/operator/faq');
    await see(page, page.getByTestId('faq-list'), 'the FAQ list');
    expect(await axeAtBothWidths(page, 'operator-faq')).toEqual([]);
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
    expect(await axeAtBothWidths(page, 'operator-menus')).toEqual([]);

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
