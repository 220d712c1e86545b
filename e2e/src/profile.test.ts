// The profile and its review end to end, at desktop and phone widths: a new member chooses «معلم», fills the form
// with Persian digits and sends it to review (Pending, save disabled); the reviewer confirms the
// approval in /operator/review; the member is texted (the identity provider's outbox), reloads, sees Accepted
// and the notification, «متوجه شدم» hides it and the financial menu appears. A save pressed slowly
// right after a field's error appears still lands and flags every invalid field. Switching the
// approved teacher to student asks a question that says what changes, offers only the level's
// grades, and the API refuses a mismatched level and grade. 09120000005 sees Rejected with the
// reason; a national code with a wrong check digit is refused by the form and the API.
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
const GRADE_OF_LEVEL_MESSAGE = 'این پایه در مقطع تحصیلی انتخاب‌شده نیست؛ پایه‌ای از همین مقطع را انتخاب کنید';

const newMembers: Record<Viewport['name'], { mobile: string; firstName: string; lastName: string }> = {
  desktop: { mobile: '09120000003', firstName: 'سارا', lastName: 'رحمانی' },
  mobile: { mobile: '09120000023', firstName: 'مینا', lastName: 'کریمی' },
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

/** Closes a toast with a tap, as a member does, so the screenshot after it shows the page beneath. */
async function closeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  if (await toast.count()) await toast.click();
  // Gone from the page once faded out (a closing toast is hidden from the accessibility tree first).
  await page.getByText(text).waitFor({ state: 'detached' });
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

  it('a save pressed right after a field’s error appears lands and flags every invalid field', async () => {
    const page = member.page;
    await select(page, 'نوع کاربری').selectOption({ label: 'معلم' });
    await see(page, field(page, 'نام مدرسه'), 'the teacher form once its lists arrived');
    await field(page, 'نام').fill(who.firstName);
    await field(page, 'نام خانوادگی').fill(who.lastName);
    await field(page, 'کد ملی').fill('۰۰۷۲۱۴۵۳۶۷');
    // As a member presses: the button goes down (the national code blurs and its error appears),
    // a moment passes, and the button comes up where it went down.
    const save = saveButton(page);
    await save.scrollIntoViewIfNeeded();
    const box = await save.boundingBox();
    if (!box) throw new Error('the save button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(400);
    await page.mouse.up();
    await see(page, page.getByText(CHECKSUM_MESSAGE), 'the checksum message under the national code');
    // National code, province, city, school name and type, level, years, personnel code, lessons.
    const summary = page.getByTestId('form-error-summary');
    await see(page, summary.getByText('۹ مورد نیاز به اصلاح دارد'), 'the announced summary of nine fields');
    expect(await summary.getAttribute('aria-live')).toBe('assertive');
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(9);
    expect(await page.getByText('پر کردن این فیلد الزامی است').count()).toBe(8);
    await check(
      page,
      await field(page, 'کد ملی').evaluate((input) => input === document.activeElement),
      'focus on the first invalid field, the national code',
    );
    // Selects line up with the inputs beside them.
    const heights = await page
      .locator('form select, form input[type="text"]')
      .evaluateAll((controls) => [...new Set(controls.map((control) => control.getBoundingClientRect().height))]);
    expect(heights).toEqual([44]);
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
    // The banner at the top says what the save did: it is scrolled into view and takes focus.
    await page.waitForFunction(
      () => {
        const banner = document.querySelector('[data-testid="status-banner-pending"]');
        const top = banner?.getBoundingClientRect().top ?? -1;
        return banner === document.activeElement && top >= 0 && top < innerHeight / 2;
      },
      undefined,
      { timeout: 10_000 },
    );
    await check(page, await saveButton(page).isDisabled(), 'the save button to be disabled while Pending');
    await closeToast(page, 'اطلاعات کاربری با موفقیت تغییر کرد');
    await screenshot(page, 'profile-pending');
  });

  it('keeps /operator/review from members who are not staff', async () => {
    // The console's guard asks the API for her staff rights, and the API refuses them.
    problems.expectFailedLoad(403, /\/api\/staff\/Me$/);
    await member.page.goto(`${origins().web}/operator/review`);
    await arriveAt(member.page, origins().web, '/403');
  });

  it('the reviewer approves the request in /operator/review, and the member is texted', async () => {
    reviewer = await signedIn(viewport, REVIEWER, '/operator/review');
    const page = reviewer.page;
    const card = page.getByRole('article', { name: `درخواست ${fullName}` });
    await see(page, card, `the pending request of ${fullName}`);
    await see(page, card.getByText('ریاضی'), 'the submitted lessons by name');
    await settle(page);
    await screenshot(page, 'review');
    const before = await textsTo(who.mobile);
    await card.getByRole('button', { name: 'تأیید' }).click();
    const confirm = page.getByRole('alertdialog', { name: `تأیید درخواست ${fullName}` });
    await see(page, confirm, 'the approval confirmation');
    expect(await textsTo(who.mobile)).toEqual(before);
    await confirm.getByRole('button', { name: 'بله، تأیید شود' }).click();
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
    await closeToast(page, 'اطلاعات نوع کاربری شما بررسی و تأیید شد');
    await screenshot(page, 'profile-accepted');
    await page.getByRole('button', { name: 'متوجه شدم' }).click();
    await banner.waitFor({ state: 'detached' });
    const menu = await memberMenu(page, viewport);
    await see(page, menu.getByText('امور مالی'), 'the financial menu without a reload');
    await see(page, menu.getByText('معلم', { exact: true }), 'the approved type in the side menu');
    await closeMemberMenu(page, viewport);
  });

  it('switching the approved teacher to student: the level’s grades only, and a question that says what changes', async () => {
    const page = member.page;
    await select(page, 'نوع کاربری').selectOption({ label: 'دانش‌آموز' });
    const level = select(page, 'مقطع تحصیلی');
    await see(page, level, 'the student form once its lists arrived');
    const grade = select(page, 'پایهٔ تحصیلی');
    const grades = async () => (await grade.locator('option').allTextContents()).slice(1);
    await level.selectOption({ label: 'ابتدایی' });
    expect(await grades()).toEqual(['پایه اول', 'پایه دوم', 'پایه سوم', 'پایه چهارم', 'پایه پنجم', 'پایه ششم']);
    await grade.selectOption({ label: 'پایه پنجم' });
    await level.selectOption({ label: 'متوسطه اول' });
    expect(await grade.inputValue()).toBe('');
    expect(await grades()).toEqual(['پایه هفتم', 'پایه هشتم', 'پایه نهم']);
    await grade.selectOption({ label: 'پایه هشتم' });
    await select(page, 'نوع مدرسه').selectOption({ label: 'دولتی' });
    await select(page, 'سال تحصیلی').selectOption({ index: 1 });
    await field(page, 'تاریخ تولد').fill('1391/2/3');
    await saveButton(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'تغییر نوع کاربری به «دانش‌آموز»؟' });
    await see(page, dialog, 'the type-change question');
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('نوع کاربری تأییدشدهٔ شما «معلم» است');
    expect(text).toContain('اطلاعات «معلم» شما حذف می‌شود');
    expect(text).toContain('اطلاعات «دانش‌آموز» دوباره بررسی می‌شود و تا پایان بررسی نمی‌توانید');
    expect(text).toContain(
      'صفحه‌های امور مالی (گزارش کمیسیون، پرداخت‌ها و اطلاعات حساب بانکی) دیگر در دسترس شما نخواهد بود',
    );
    await screenshot(page, 'profile-type-change', { fullPage: false });
    await dialog.getByRole('button', { name: 'انصراف' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the API refuses a grade of another level in Persian and changes nothing', async () => {
    const token = sessionTokens(await readWebStorage(member.page)).access;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const before = await (await fetch(`${origins().api}/api/Profile`, { headers })).json();
    const studentInfo = {
      schoolName: 'دبستان امید',
      schoolType: 1,
      schoolLevel: 1,
      grade: 8,
      field: null,
      educationYear: 1,
      birthDate: '1391/02/03',
    };
    const response = await fetch(`${origins().api}/api/Profile`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        firstName: who.firstName,
        lastName: who.lastName,
        nationalCode: '0072145366',
        provinceId: (before as { provinceId: number }).provinceId,
        cityId: (before as { cityId: number }).cityId,
        userTypeId: 1,
        userTypeInfo: JSON.stringify(studentInfo),
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      'userTypeInfo.grade': GRADE_OF_LEVEL_MESSAGE,
    });
    expect(await (await fetch(`${origins().api}/api/Profile`, { headers })).json()).toEqual(before);
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
