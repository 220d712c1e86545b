// Commissions end to end, at desktop and phone widths: the partner 09120000002 reads her commission
// report, pages through the orders of a code with 14 of them, switches to payments, and changes
// her bank details with a Sheba typed in Persian digits (an invalid card is refused first). Her
// sign-in is older than the stack's step-up window by then, so the API asks for a fresh one-time
// code: a wrong code is refused at the provider, the right one brings her back to the form, and
// the save goes through; she is texted about the change. After a reload the details are saved and
// shown masked (the API never sends them in full), and nothing of them is in web storage. Another
// member's commission id is not-found; the student 09120000001 is sent to /403. The bank details
// she had are put back at the end, so no other file depends on the order files run in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, check, launchBrowser, openContext, screenshot, see, settle } from './support/browser.js';
import { closeMemberMenu, DEMO, memberMenu } from './support/member.js';
import { origins, viewports, type Viewport } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import {
  confirmWithFreshCode,
  expectStepUpRefusal,
  fillBankForm,
  pressSave,
  saveBank,
  SEEDED_BANK,
  STEP_UP_MAX_AGE_S,
} from './support/bank.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';
import { personalDataIn, readWebStorage, sessionTokens } from './support/web-storage.js';

const problems = new ProblemLog();
let browser: Browser;

/** The demo code with 14 orders (apps/api seed data): two pages on desktop, three on a phone. */
const BUSY_CODE = 'HOSSEINI10';
const BUSY_ORDERS = 14;
// A valid Bank Parsian Sheba and Bank Melli card (mod 97 and Luhn pass), not the seeded ones.
const NEW_SHEBA_DIGITS = '820540102680020817909002';
const NEW_CARD = '6037997599999993';
const NEW_ACCOUNT = '2078000123456781';
const LUHN_FAILING_CARD = '6037997599999994';

const latin = (text: string) => text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function session(viewport: Viewport, mobile: string, from: string) {
  const state = { context: undefined as BrowserContext | undefined, page: undefined as Page | undefined };
  beforeAll(async () => {
    state.context = await openContext(browser, viewport, problems);
    state.page = await state.context.newPage();
    await signInFrom(state.page, origins(), { from, mobile, typePersian: viewport.mobile });
  });
  afterAll(async () => {
    await state.context?.close();
  });
  return () => state.page as Page;
}

/** When the member signed in on `page` typed their one-time code: the access token's `auth_time`, in ms. */
async function authTimeOf(page: Page): Promise<number> {
  const token = sessionTokens(await readWebStorage(page)).access;
  if (!token) throw new Error('no access token in the page’s session storage');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { auth_time?: number };
  if (typeof claims.auth_time !== 'number') throw new Error('the access token carries no auth_time');
  return claims.auth_time * 1000;
}

/** The texts the provider's development outbox holds for `mobile` (the member's SMS). */
async function textsTo(mobile: string): Promise<string[]> {
  const response = await fetch(`${origins().issuer}/dev/outbox/messages?mobile=${mobile}`);
  return ((await response.json()) as { messages: string[] }).messages;
}

// The partner signs in at both widths before the first test, and her bank details come after both
// widths' reading (the second describe.each): by then both sign-ins are older than the step-up
// window, so the step-up test rarely has to wait for it.
const partnerPages = new Map(
  viewports.map((viewport) => [viewport.width, session(viewport, DEMO.partner, '/financial/commission')]),
);

describe.each(viewports)('commissions at $width px', (viewport) => {
  describe(`${DEMO.partner} (commission partner)`, () => {
    const page = partnerPages.get(viewport.width)!;
    const web = () => origins().web;

    it('shows the discount-code report with its total row, and the financial menu', async () => {
      const p = page();
      await see(p, p.getByRole('heading', { name: 'کمیسیون‌ها', level: 1 }), 'the «کمیسیون‌ها» title');
      await see(p, p.getByRole('tab', { name: 'کدهای تخفیف', selected: true }), 'the discount codes tab, selected');
      await see(p, p.getByText(BUSY_CODE, { exact: true }), `the code ${BUSY_CODE}`);
      await see(p, p.getByText('جمع کل'), 'the total row');
      if (!viewport.mobile) await see(p, p.getByRole('table', { name: 'کمیسیون کدهای تخفیف' }), 'the report table');
      await screenshot(p, 'commissions-codes');
      const menu = await memberMenu(p, viewport);
      await see(p, menu.getByText('امور مالی'), 'the «امور مالی» menu entry');
      await see(p, menu.getByRole('link', { name: 'اطلاعات حساب بانکی' }), 'the bank information sub-entry');
      await closeMemberMenu(p, viewport);
    });

    it('marks the codes past their validity «منقضی شده», and only those', async () => {
      const p = page();
      const report = viewport.mobile
        ? p.getByRole('list', { name: 'کمیسیون کدهای تخفیف' }).getByRole('listitem')
        : p.getByRole('table', { name: 'کمیسیون کدهای تخفیف' }).getByRole('row');
      for (const [code, expired] of [
        ['KETAB20', true],
        ['MADRESE12', true],
        [BUSY_CODE, false],
        ['MOALLEM5', false],
      ] as const) {
        const row = report.filter({ hasText: code });
        await see(p, row.first(), `the row of ${code}`);
        const marked = (await row.first().getByText('منقضی شده', { exact: true }).count()) > 0;
        expect(marked, `«منقضی شده» on ${code}`).toBe(expired);
      }
    });

    it(`pages through the ${BUSY_ORDERS} orders of ${BUSY_CODE} in the address`, async () => {
      const p = page();
      const detailLink = viewport.mobile
        ? p.getByRole('listitem').filter({ hasText: BUSY_CODE }).getByRole('link', { name: 'مشاهدهٔ جزئیات' })
        : p.getByRole('link', { name: `مشاهدهٔ جزئیات کد ${BUSY_CODE}` });
      await detailLink.click();
      await p.waitForURL((url) => /^\/financial\/commission\/\d+$/.test(url.pathname));
      await see(p, p.getByRole('heading', { name: 'جزئیات کمیسیون کد تخفیف' }), 'the detail title');
      await see(p, p.getByText(toPersianDigits(String(BUSY_ORDERS))).first(), 'the number of uses');
      const perPage = viewport.mobile ? 6 : 10;
      const pages = Math.ceil(BUSY_ORDERS / perPage);
      await screenshot(p, 'commission-detail');
      for (let number = 2; number <= pages; number += 1) {
        await p.getByRole('button', { name: 'صفحه بعد' }).click();
        await p.waitForURL((url) => url.searchParams.get('page') === String(number));
        const firstRow = toPersianDigits(String((number - 1) * perPage + 1));
        await see(p, p.getByText(firstRow, { exact: true }).first(), `row ${firstRow} on page ${number}`);
      }
      await p.reload();
      await see(
        p,
        p.getByRole('button', { name: `صفحه ${toPersianDigits(String(pages))}` }),
        'the page bar after reload',
      );
      const current = p.getByRole('button', { name: `صفحه ${toPersianDigits(String(pages))}` });
      await check(
        p,
        (await current.getAttribute('aria-current')) === 'page',
        'the last page to stay current on reload',
      );
      const names = await p.getByText(/^\S+ \S{1,3}\.$/).count();
      const lastPage = BUSY_ORDERS - (pages - 1) * perPage;
      await check(p, names >= lastPage, `every buyer shown as first name and initial (saw ${names})`);
      if (!viewport.mobile) await screenshot(p, 'commission-detail-last-page');
    });

    it('switches to payments; the tab and page stay in the address through a reload', async () => {
      const p = page();
      await p.getByRole('button', { name: 'بازگشت' }).click();
      await arriveAt(p, web(), '/financial/commission');
      await p.getByRole('tab', { name: 'پرداخت‌ها' }).click();
      await arriveAt(p, web(), '/financial/commission', '?tab=payments');
      await see(p, p.getByText('کد پیگیری').first(), 'the payments report');
      await screenshot(p, 'commissions-payments');
      await p.getByRole('button', { name: 'صفحه ۲' }).click();
      await arriveAt(p, web(), '/financial/commission', '?tab=payments&page=2');
      await p.reload();
      await see(p, p.getByRole('tab', { name: 'پرداخت‌ها', selected: true }), 'the payments tab after reload');
      await check(
        p,
        (await p.getByRole('button', { name: 'صفحه ۲' }).getAttribute('aria-current')) === 'page',
        'page 2 of payments after reload',
      );
      await p.goBack();
      await arriveAt(p, web(), '/financial/commission', '?tab=payments');
    });

    it('shows not-found for a commission id that is not hers, under both readings', async () => {
      const p = page();
      for (const path of ['/financial/commission/987654', '/commission/987654']) {
        // The API's 404 is the answer this step is about, not a problem of the page.
        problems.expectFailedLoad(404, /\/api\/profile\/Commission\/987654$/);
        await p.goto(`${web()}${path}`);
        await see(p, p.getByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.'), `not-found at ${path}`);
      }
      await screenshot(p, 'commission-not-found');
    });
  });

  describe(`${DEMO.student} (student)`, () => {
    const page = session(viewport, DEMO.student, '/dashboard');

    it('is sent to /403 from every financial address and sees no financial menu', async () => {
      const p = page();
      for (const path of ['/commission', '/financial/commission/1', '/bank-information']) {
        await p.goto(`${origins().web}${path}`);
        await arriveAt(p, origins().web, '/403');
        await see(p, p.getByText(/دسترسی ندارید/), 'the no-access message');
      }
      // The guard has read her profile by now, so the menu shows what it will ever show her.
      await p.goto(`${origins().web}/dashboard`);
      await settle(p);
      const menu = await memberMenu(p, viewport);
      await see(p, menu.getByRole('link').first(), 'the member menu');
      expect(await menu.getByText('امور مالی').count()).toBe(0);
      await closeMemberMenu(p, viewport);
    });
  });
});

describe.each(viewports)('bank details at $width px', (viewport) => {
  describe(`${DEMO.partner} (commission partner)`, () => {
    const page = partnerPages.get(viewport.width)!;
    const web = () => origins().web;

    it('refuses an invalid card without sending it', async () => {
      const p = page();
      // The short reading of SPEC §2 on phones, the long one on desktop: both are the same page.
      await p.goto(`${web()}${viewport.mobile ? '/bank-information' : '/financial/bank-information'}`);
      const saved = p.getByTestId('saved-bank-details');
      await see(p, saved, 'the saved bank details');
      await check(p, /\*{4}/.test(await saved.innerText()), 'the saved card and Sheba masked');
      await screenshot(p, 'bank-information-saved');
      await p.getByRole('button', { name: 'ویرایش' }).click();
      const card = p.getByRole('textbox', { name: /شماره کارت/ });
      // The API answers masked numbers only, so the form starts empty: nothing full to prefill.
      await check(p, (await card.inputValue()) === '', 'an empty card field (nothing full comes back)');
      const puts: string[] = [];
      p.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('BankInformation')) puts.push(request.url());
      });
      await card.fill('');
      await card.pressSequentially(toPersianDigits(LUHN_FAILING_CARD));
      await p.getByRole('button', { name: 'ذخیره' }).click();
      await see(p, p.getByText('شماره کارت واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید'), 'the Luhn message');
      await screenshot(p, 'bank-information-invalid');
      await settle(p);
      expect(puts).toEqual([]);
    });

    it('asks for a fresh one-time code once the sign-in is older than the step-up window, and changes nothing meanwhile', async () => {
      const p = page();
      // The sign-in must be older than the stack's window, as the API counts it (the token's
      // auth_time, whole seconds); the report steps above took part of it.
      const wait = (await authTimeOf(p)) + (STEP_UP_MAX_AGE_S + 1) * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const card = p.getByRole('textbox', { name: /شماره کارت/ });
      const account = p.getByRole('textbox', { name: /شماره حساب/ });
      const sheba = p.getByRole('textbox', { name: /شماره شبا/ });
      await card.fill('');
      await card.pressSequentially(toPersianDigits(NEW_CARD));
      await see(p, p.getByText('بانک ملی ایران'), 'the card bank hint');
      await account.fill('');
      await account.pressSequentially(toPersianDigits(NEW_ACCOUNT));
      await sheba.fill('');
      await sheba.pressSequentially(toPersianDigits(NEW_SHEBA_DIGITS.replace(/(\d{4})/g, '$1 ').trim()));
      await see(p, p.getByText('بانک پارسیان'), 'the Sheba bank hint');
      await screenshot(p, 'bank-information-form');
      expectStepUpRefusal(problems);
      expect(await pressSave(p), 'the API refuses the change of an old sign-in').toBe(401);
      const notice = p.getByTestId('bank-step-up');
      await see(p, notice, 'the step-up notice');
      await check(
        p,
        await notice
          .getByRole('heading', { name: 'تأیید با کد یک‌بارمصرف' })
          .evaluate((h) => h === document.activeElement),
        'focus on the step-up notice',
      );
      await screenshot(p, 'bank-step-up');
      await p.reload();
      await see(p, p.getByTestId('saved-bank-details'), 'the saved details, as they were');
    });

    it('confirms with a fresh code (a wrong one refused first), saves; after a reload it is saved and masked, and not in storage', async () => {
      const p = page();
      const texted = (await textsTo(DEMO.partner)).length;
      await p.getByRole('button', { name: 'ویرایش' }).click();
      await fillBankForm(p, { card: NEW_CARD, account: NEW_ACCOUNT, sheba: NEW_SHEBA_DIGITS });
      expectStepUpRefusal(problems);
      expect(await pressSave(p)).toBe(401);
      await confirmWithFreshCode(p, origins(), DEMO.partner, { wrongCodeFirst: true, shoot: true, problems });
      await screenshot(p, 'bank-step-up-back');
      await fillBankForm(p, { card: NEW_CARD, account: NEW_ACCOUNT, sheba: NEW_SHEBA_DIGITS });
      const saving = p.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('BankInformation'));
      expect(await pressSave(p), 'the change with a fresh code').toBe(200);
      const body = (await saving).postDataJSON() as Record<string, string>;
      expect(body).toEqual({ iban: `IR${NEW_SHEBA_DIGITS}`, accountNumber: NEW_ACCOUNT, creditCardNumber: NEW_CARD });
      await see(p, p.getByText('اطلاعات با موفقیت تغییر کرد'), 'the saved toast');
      // Other files may text her meanwhile: at least one new SMS, and it is about this change.
      const texts = await textsTo(DEMO.partner);
      expect(texts.length, 'an SMS about the change').toBeGreaterThan(texted);
      expect(texts.slice(texted).some((text) => /اطلاعات حساب بانکی شما .*تغییر کرد/.test(text))).toBe(true);
      await p.reload();
      const saved = p.getByTestId('saved-bank-details');
      await see(p, saved, 'the saved details after reload');
      const text = await saved.innerText();
      await check(p, text.includes(toPersianDigits('6037 99** **** 9993')), `the new card masked (saw ${text})`);
      await check(p, text.includes(`IR${toPersianDigits('82 0540 **** **** **** **90 02')}`), 'the new Sheba masked');
      await check(p, !latin(text).includes(NEW_SHEBA_DIGITS), 'no full Sheba on screen');
      const stored = personalDataIn(await readWebStorage(p), [NEW_CARD, NEW_ACCOUNT, `IR${NEW_SHEBA_DIGITS}`]);
      expect(stored).toEqual([]);
    });

    it('puts the bank details back as they were', async () => {
      // The seeded ones (the form never learns the full numbers to put back).
      await saveBank(page(), origins(), DEMO.partner, SEEDED_BANK, problems);
    });
  });
});

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
