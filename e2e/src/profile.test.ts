// The profile and its review end to end, at desktop and phone widths: a new member chooses «معلم», fills the form
// with Persian digits and sends it to review (Pending, save disabled); the reviewer approves it in
// /review; the member is texted (the identity provider's outbox), reloads, sees Accepted and the
// notification, «متوجه شدم» hides it and the financial menu appears. 09120000005 sees Rejected
// with the reason; a national code with a wrong check digit is refused by the form and the API.
// Each width has its own new member (the seed's 09120000003 on desktop, a never-seen number on
// the phone, who becomes a member at first sign-in), so the two runs never share state.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, check, launchBrowser, openContext, screenshot, see, settle } from './support/browser.js';
import { closeMemberMenu, memberMenu } from './support/member.js';
import { origins, viewports, type Viewport } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';
import { readWebStorage, sessionTokens } from './support/web-storage.js';

const problems = new ProblemLog();
let browser: Browser;
const REVIEWER = '09129999999';
const REJECTED_STUDENT = '09120000005';
const CHECKSUM_MESSAGE = 'کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید';

const newMembers: Record<Viewport['name'], { mobile: string; firstName: string; lastName: string }> = {
  desktop: { mobile: '09120000003', firstName: 'سارا', lastName: 'رحمانی' },
  mobile: { mobile: '09120000013', firstName: 'مینا', lastName: 'کریمی' },
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(
  viewport: Viewport,
  mobile: string,
  from: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(browser, viewport, problems);
  const page = await context.newPage();
  await signInFrom(page, origins(), { from, mobile, typePersian: viewport.mobile });
  return { context, page };
}

const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'ثبت تغییرات' });

async function textsTo(mobile: string): Promise<string[]> {
  const response = await fetch(`${origins().issuer}/dev/outbox/messages?mobile=${mobile}`);
  return ((await response.json()) as { messages: string[] }).messages;
}

describe.each(viewports)('profile and review at $width px', (viewport) => {
  const who = newMembers[viewport.name];
  const fullName = `${who.firstName} ${who.lastName}`;
  let member: { context: BrowserContext; page: Page };
  let reviewer: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    member = await signedIn(viewport, who.mobile, '/account');
  });
  afterAll(async () => {
    await member?.context.close();
    await reviewer?.context.close();
  });

  it('shows a new member how to choose a type, and the mobile read-only', async () => {
    const page = member.page;
    await see(page, page.getByText('نوع کاربری شما هنوز مشخص نشده است'), 'the None banner');
    const mobile = page.getByRole('textbox', { name: 'شماره موبایل' });
    await check(page, (await mobile.inputValue()) === toPersianDigits(who.mobile), 'the mobile in Persian digits');
    await check(page, (await mobile.getAttribute('readonly')) !== null, 'the mobile to be read-only');
    await settle(page);
    await screenshot(page, 'profile-none');
  });

  it('refuses a national code with a wrong check digit in the browser, with the Persian message', async () => {
    const page = member.page;
    await select(page, 'نوع کاربری').selectOption({ label: 'معلم' });
    await field(page, 'نام').fill(who.firstName);
    await field(page, 'نام خانوادگی').fill(who.lastName);
    await field(page, 'کد ملی').fill('۰۰۷۲۱۴۵۳۶۷');
    await saveButton(page).click();
    await see(page, page.getByText(CHECKSUM_MESSAGE), 'the checksum message under the national code');
    await screenshot(page, 'profile-validation');
  });

  it('sends the teacher form typed in Persian digits to review: Pending, save disabled', async () => {
    const page = member.page;
    await field(page, 'کد ملی').fill('۰۰۷۲۱۴۵۳۶۶');
    await select(page, 'استان').selectOption({ label: 'تهران' });
    await select(page, 'شهر').selectOption({ label: 'تهران' });
    await see(page, field(page, 'نام مدرسه'), 'the teacher form once its lists arrived');
    await field(page, 'نام مدرسه').fill('دبستان امید');
    await select(page, 'نوع مدرسه').selectOption({ label: 'دولتی' });
    await select(page, 'مقطع تدریس').selectOption({ label: 'ابتدایی' });
    await field(page, 'سابقهٔ تدریس (سال)').fill('۱۲');
    await field(page, 'کد پرسنلی').fill('۴۵۱۲۷۸۳۶');
    await field(page, 'تلفن مدرسه').fill('۰۲۱ ۸۸۷۷ ۶۶۵۵');
    await page.getByText('ریاضی', { exact: true }).click();
    await saveButton(page).click();
    await see(page, page.getByText('اطلاعات کاربری با موفقیت تغییر کرد'), 'the success toast');
    await see(page, page.getByText('اطلاعات شما در حال بررسی است'), 'the Pending banner');
    await check(page, await saveButton(page).isDisabled(), 'the save button to be disabled while Pending');
    await page.waitForTimeout(5500); // the toast fades before the screenshot
    await screenshot(page, 'profile-pending');
  });

  it('keeps /review from members who are not reviewers', async () => {
    await member.page.goto(`${origins().web}/review`);
    await arriveAt(member.page, origins().web, '/403');
  });

  it('the reviewer approves the request in /review, and the member is texted', async () => {
    reviewer = await signedIn(viewport, REVIEWER, '/review');
    const page = reviewer.page;
    const card = page.getByRole('article', { name: `درخواست ${fullName}` });
    await see(page, card, `the pending request of ${fullName}`);
    await see(page, card.getByText('ریاضی'), 'the submitted lessons by name');
    await settle(page);
    await screenshot(page, 'review');
    const before = await textsTo(who.mobile);
    await card.getByRole('button', { name: 'تأیید' }).click();
    await see(page, page.getByText(`درخواست ${fullName} تأیید شد`), 'the approval toast');
    await card.waitFor({ state: 'detached' });
    const after = await textsTo(who.mobile);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatch(/تأیید شد/);
  });

  it('the member reloads: notification, Accepted, «متوجه شدم» hides it, the financial menu appears', async () => {
    const page = member.page;
    await page.goto(`${origins().web}/account`);
    await see(page, page.getByText('اطلاعات نوع کاربری شما بررسی و تأیید شد'), 'the notification toast');
    const banner = page.getByText('آخرین اطلاعات شما تأیید شد');
    await see(page, banner, 'the Accepted banner');
    await page.waitForTimeout(5500);
    await screenshot(page, 'profile-accepted');
    await page.getByRole('button', { name: 'متوجه شدم' }).click();
    await banner.waitFor({ state: 'detached' });
    const menu = await memberMenu(page, viewport);
    await see(page, menu.getByText('امور مالی'), 'the financial menu without a reload');
    await see(page, menu.getByText('معلم', { exact: true }), 'the approved type in the side menu');
    await closeMemberMenu(page, viewport);
  });

  it('the API refuses the wrong check digit too, in Persian', async () => {
    const token = sessionTokens(await readWebStorage(member.page)).access;
    const response = await fetch(`${origins().api}/api/Profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: who.firstName, lastName: who.lastName, nationalCode: '0072145367' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.nationalCode).toBe(CHECKSUM_MESSAGE);
  });

  it(`${REJECTED_STUDENT} sees Rejected with the reviewer's reason`, async () => {
    const rejected = await signedIn(viewport, REJECTED_STUDENT, '/account');
    try {
      await see(rejected.page, rejected.page.getByText('اطلاعات شما تأیید نشد'), 'the Rejected banner');
      await see(rejected.page, rejected.page.getByText(/پایهٔ تحصیلی با نام مدرسه هم‌خوانی ندارد/), 'the reason');
      await settle(rejected.page);
      await screenshot(rejected.page, 'profile-rejected');
    } finally {
      await rejected.context.close();
    }
  });
});

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
