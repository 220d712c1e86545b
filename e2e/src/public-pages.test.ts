// What a visitor can read, at desktop and phone widths: home, every content page, the FAQ and the
// not-found screen — in Persian, right to left, with real content and no sideways scrolling.
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
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';

const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type ContentPage = { name: string; path: string; title: string; text: RegExp; link?: 'header' | 'footer' };

// The demo content the API seeds (SPEC §2 public content pages); `link` is where a visitor finds it.
const contentPages: ContentPage[] = [
  {
    name: 'what-is-the-club',
    path: '/باشگاه-مشتریان-چیست',
    title: 'باشگاه مشتریان چیست؟',
    text: /کلروفیل/,
    link: 'header',
  },
  {
    name: 'profile-help',
    path: '/چگونه-پروفایل-خود-را-تغییر-دهم',
    title: 'چگونه پروفایل خود را تغییر دهم؟',
    text: /نوع کاربری/,
    link: 'header',
  },
  { name: 'about-us', path: '/page/about-us', title: 'درباره‌ی ما', text: /انتشارات/, link: 'footer' },
  { name: 'contact-us', path: '/page/contact-us', title: 'تماس با ما', text: /تهران/, link: 'footer' },
  { name: 'faq', path: '/page/faq', title: 'پرسش‌های متداول', text: /کلروفیل/, link: 'footer' },
  { name: 'rules', path: '/page/قوانین-و-مقررات', title: 'قوانین و مقررات', text: /امتیاز|کلروفیل/, link: 'footer' },
  { name: 'welcome', path: '/page/welcome', title: 'خوش آمدید', text: /باشگاه/ },
];

async function expectPersianRtl(page: Page) {
  const html = page.locator('html');
  await check(
    page,
    (await html.getAttribute('lang')) === 'fa' && (await html.getAttribute('dir')) === 'rtl',
    'html lang="fa" dir="rtl"',
  );
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await overflowsSideways(page);
  await check(
    page,
    overflow === null,
    `${what} not to scroll sideways (content ${overflow?.scrollWidth}px in ${overflow?.clientWidth}px: ${overflow?.culprits.join('; ')})`,
  );
}

const faqList = (page: Page) => page.getByRole('list', { name: 'پرسش‌ها و پاسخ‌ها' });

describe.each(viewports)('public pages at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openContext(browser, viewport, problems);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('home welcomes the visitor and invites them to join', async () => {
    await page.goto(`${origins().web}/`);
    await see(page, page.getByRole('heading', { level: 1, name: /باشگاه مشتریان/ }), 'the home page heading');
    await see(
      page,
      page.getByRole('link', { name: 'عضویت در باشگاه' }).or(page.getByRole('button', { name: 'عضویت در باشگاه' })),
      'the visitor call to action «عضویت در باشگاه»',
    );
    await see(page, page.getByText(/گردونه/), 'the lucky-wheel teaser');
    await expectPersianRtl(page);
    await settle(page);
    await expectNoSidewaysScroll(page, 'home');
    await screenshot(page, 'home');
  });

  it.each(contentPages)('$path shows its title and body', async (entry) => {
    const title = page.getByRole('heading', { level: 1, name: entry.title });
    if (entry.link && !viewport.mobile) {
      // Desktop: reach the page the way a visitor does, through the header or footer menu.
      await page.goto(`${origins().web}/`);
      const nav = page.getByRole('navigation', { name: entry.link === 'header' ? 'منوی اصلی' : 'پیوندهای پایین صفحه' });
      const link = nav.getByRole('link', { name: entry.title.replace(/[؟?]$/, '') });
      await see(page, link, `the ${entry.link} link to «${entry.title}»`);
      await link.first().click();
      await arriveAt(page, origins().web, entry.path);
    } else {
      // Phone: open the address directly (a shared link), which also exercises the server's fallback.
      await page.goto(`${origins().web}${encodeURI(entry.path)}`);
    }
    await see(page, title, `the heading «${entry.title}»`);
    const main = page.locator('main');
    await see(page, main.getByText(entry.text), `the body of «${entry.title}»`);
    const text = (await main.innerText()).trim();
    await check(page, text.length > 150, `«${entry.title}» to have real content (got ${text.length} characters)`);
    await check(
      page,
      !/محتوایی برای این صفحه ثبت نشده|خطایی رخ داد|پیدا نشد/.test(text),
      `«${entry.title}» without an empty, error or not-found message`,
    );
    await expectPersianRtl(page);
    await expectNoSidewaysScroll(page, entry.path);
  });

  it('contact us gives the Tehran address, postal box, phone to call and email', async () => {
    await page.goto(`${origins().web}/page/contact-us`);
    const main = page.locator('main');
    await see(page, main.getByText(/تهران/), 'the address in Tehran');
    await see(page, main.getByText(/صندوق پستی/), 'the postal box');
    // One tap calls: a tel: link in international form, shown in Persian digits.
    const phone = main.locator('a[href="tel:+982166481230"]');
    await see(page, phone, 'the phone number as a tel: link');
    await check(page, (await phone.innerText()).includes('۰۲۱-۶۶۴۸۱۲۳۰'), 'the phone number in Persian digits');
    await check(page, (await phone.getAttribute('target')) === null, 'the phone link opening no new tab');
    await see(page, main.locator('a[href^="mailto:"]'), 'the email link');
  });

  it('numbers the lists of content pages in Persian digits', async () => {
    for (const path of ['/چگونه-پروفایل-خود-را-تغییر-دهم', '/page/قوانین-و-مقررات']) {
      await page.goto(`${origins().web}${encodeURI(path)}`);
      const lists = page.locator('main .safe-html ol');
      await see(page, lists.first(), `a numbered list on ${path}`);
      const markers = await lists.evaluateAll((elements) => elements.map((ol) => getComputedStyle(ol).listStyleType));
      expect(markers.length, `numbered lists on ${path}`).toBeGreaterThan(0);
      expect(markers, `list markers on ${path}`).toEqual(markers.map(() => 'persian'));
    }
  });

  it('FAQ shows five questions, then all of them, and expands a long answer', async () => {
    await page.goto(`${origins().web}/page/faq`);
    const items = faqList(page).getByRole('listitem');
    await see(page, items, 'the FAQ questions');
    expect(await items.count(), 'questions shown at first').toBe(5);
    await settle(page);
    await screenshot(page, 'faq');

    const more = page.getByRole('button', { name: 'سؤالات بیشتر' });
    await see(page, more, 'the «سؤالات بیشتر» toggle');
    await more.click();
    await see(page, page.getByRole('button', { name: 'سؤالات کمتر' }), 'the toggle reading «سؤالات کمتر» once open');
    expect(await items.count(), 'questions shown after «سؤالات بیشتر»').toBeGreaterThan(5);
    await page.getByRole('button', { name: 'سؤالات کمتر' }).click();
    await see(page, more, 'the toggle reading «سؤالات بیشتر» again');
    expect(await items.count(), 'questions shown after «سؤالات کمتر»').toBe(5);

    // SPEC §2: answers over 200 characters (phone) or 700 (desktop) end in an ellipsis until opened.
    const expand = faqList(page)
      .getByRole('button', { name: /^ادامه/ })
      .first();
    await see(page, expand, 'a «ادامه» button on a cut answer');
    const answerId = await expand.getAttribute('aria-controls');
    const answer = page.locator(`[id="${answerId}"]`);
    const cut = (await answer.innerText()).trim();
    const limit = viewport.mobile ? 200 : 700;
    await check(
      page,
      cut.endsWith('…') && Array.from(cut).length <= limit,
      `the cut answer to end in «…» within ${limit} characters (got ${Array.from(cut).length})`,
    );
    await expand.click();
    await see(page, faqList(page).getByRole('button', { name: /^بستن/ }), 'the «بستن» button once the answer is open');
    const full = (await answer.innerText()).trim();
    await check(page, Array.from(full).length > limit && !full.endsWith('…'), 'the whole answer once opened');
    await expectNoSidewaysScroll(page, 'the FAQ');
  });

  it('an unknown address shows the not-found screen', async () => {
    // Member and unknown addresses are not content: the app answers without asking the API for a page.
    const pageRequests: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.origin === origins().api && url.pathname.startsWith('/api/Pages/')) pageRequests.push(url.pathname);
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${origins().web}/no-such-page`);
      await see(page, page.getByText(/پیدا نشد/), 'the not-found message on /no-such-page');
      await see(page, page.getByRole('link', { name: /بازگشت به صفحه/ }), 'a way back to the main page');
    } finally {
      page.off('request', onRequest);
    }
    expect(pageRequests, 'GET /api/Pages/{slug} requests for an address that is not under /page/').toEqual([]);
  });

  it('an unknown content page goes to /404', async () => {
    problems.expectFailedLoad(404, /\/api\/Pages\/no-such-slug$/);
    await page.goto(`${origins().web}/page/no-such-slug`);
    await arriveAt(page, origins().web, '/404');
    await see(page, page.getByText(/پیدا نشد/), 'the not-found message on /404');
    await expectPersianRtl(page);
  });
});

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
