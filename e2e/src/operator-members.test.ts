// Member care end to end, at desktop and phone widths, on its own demo member 09120000031 (nobody
// else's file touches her, so it runs beside the others): the demo support 09120000014 finds her
// by a mobile typed in Persian digits, explains her returned order and the one still returnable,
// gives her 50 clorofil at once and asks for 800 more, which the demo finance 09120000013
// approves on the approvals screen; the audit trail names both people. Support then ends her
// sign-in sessions and the API refuses her token within seconds. Finance reads the demo partner's
// bank details in full only by asking (in the audit trail); support sees them masked. Axe-clean at
// both widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, screenshot, see, settle } from './support/browser.js';
import { accessTokenOf, apiAs, expectAxeClean } from './support/operator.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';

const SUPPORT = '09120000014';
const FINANCE = '09120000013';
const MEMBER = '09120000031';
// The demo commission partner: only read here (her bank details, never changed).
const PARTNER = '09120000002';
const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type MemberCare = { id: number; points: { balance: number } };
type AuditEntry = { kind: string; subject: string; actor: string; reason: string | null };

describe.each(viewports)('member care at $width px', (viewport) => {
  let supportContext: BrowserContext;
  let financeContext: BrowserContext;
  let memberContext: BrowserContext;
  let support: Page;
  let finance: Page;
  let member: Page;
  const tag = `${viewport.name === 'desktop' ? 'رایانه' : 'گوشی'} ${toPersianDigits(String(Date.now() % 100000))}`;
  let memberId = 0;

  beforeAll(async () => {
    // The shell asks every signed-in member whether they are staff; the member is not (403).
    for (const _load of [1, 2]) problems.expectFailedLoad(403, /\/api\/staff\/Me/);
    supportContext = await openContext(browser, viewport, problems);
    financeContext = await openContext(browser, viewport, problems);
    memberContext = await openContext(browser, viewport, problems);
    support = await supportContext.newPage();
    finance = await financeContext.newPage();
    member = await memberContext.newPage();
  });
  afterAll(async () => {
    await supportContext?.close();
    await financeContext?.close();
    await memberContext?.close();
  });

  const balance = async () => (await apiAs<MemberCare>(support, `/api/staff/Members/${memberId}`)).points.balance;
  const section = (name: string) => support.getByRole('region', { name });

  it('support finds the member by a mobile typed in Persian digits and opens her page, axe-clean', async () => {
    await signInFrom(support, origins(), { from: '/operator/members', mobile: SUPPORT });
    await see(support, support.getByRole('heading', { name: 'پشتیبانی اعضا', level: 1 }), 'the member care heading');
    await support
      .getByRole('searchbox', { name: 'موبایل، کد ملی یا نام عضو' })
      .pressSequentially(toPersianDigits(MEMBER));
    await support.getByRole('button', { name: 'جستجو' }).click();
    const link = support.getByRole('link', { name: 'سارا رضایی' });
    await see(support, link, 'the member found by her mobile');
    await expectAxeClean(support, '/operator/members?q=…');
    await screenshot(support, 'operator-members');
    await link.click();
    await support.waitForURL(/\/operator\/members\/\d+$/);
    memberId = Number(new URL(support.url()).pathname.split('/').at(-1));
    await see(support, support.getByRole('heading', { name: 'سارا رضایی', level: 1 }), 'her page');
    await see(support, section('نمایهٔ عضو').getByText('*******۶۷۹'), 'her national code, masked');
    await settle(support);
    await expectAxeClean(support, '/operator/members/{id}');
    await screenshot(support, 'operator-member');
  });

  it('explains her returned order (no points) and the one still inside its window', async () => {
    const orders = section('توضیح امتیاز سفارش');
    await orders.getByRole('button', { name: 'چرا؟ سفارش ۲۰۲۷' }).click();
    await arriveAt(support, origins().web, `/operator/members/${memberId}`, '?order=2027');
    const explained = orders.getByTestId('explanation');
    await see(support, explained.getByText('مرجوع شد', { exact: true }), 'the returned verdict');
    expect(await explained.innerText()).toContain('برای همین ۵۶ کلروفیل این سفارش داده نشد.');
    const box = orders.getByRole('textbox', { name: 'شمارهٔ سفارش' });
    await box.fill('');
    await box.pressSequentially('۲۰۳۴');
    await orders.getByRole('button', { name: 'توضیح بده' }).click();
    await see(support, explained.getByText('در مهلت مرجوعی', { exact: true }), 'the order still returnable');
    expect(await explained.innerText()).toContain('۱٬۲۰۰٬۰۰۰ تومان خرید، ۱۲۰ کلروفیل');
    await screenshot(support, 'operator-member-explained');
  });

  it('makes a small adjustment: a ledger line at once, the balance moves by 50', async () => {
    const before = await balance();
    const form = section('اصلاح امتیاز');
    await form.getByRole('textbox', { name: /مقدار/ }).pressSequentially('۵۰');
    await form.getByRole('combobox', { name: /دسته/ }).selectOption({ label: 'دلجویی' });
    await form.getByRole('textbox', { name: /دلیل/ }).fill(`دلجویی تأخیر ارسال ${tag}`);
    await form.getByRole('button', { name: 'ثبت اصلاح' }).click();
    await see(support, support.getByText('۵۰ کلروفیل به حساب عضو اضافه شد.'), 'the confirmation');
    expect(await balance()).toBe(before + 50);
    await see(
      support,
      section('اصلاح امتیاز')
        .getByRole('row')
        .filter({ hasText: `دلجویی تأخیر ارسال ${tag}` })
        .getByText('اعمال‌شده'),
      'the adjustment applied',
    );
    await see(support, section('دفتر امتیازها').getByText('اصلاح دستی').first(), 'the ledger line');
  });

  it('asks for 800; the demo finance approves it on the approvals screen, and only then the balance moves', async () => {
    const before = await balance();
    const reason = `امتیاز سفارش ثبت‌نشده ${tag}`;
    const form = section('اصلاح امتیاز');
    await form.getByRole('textbox', { name: /مقدار/ }).pressSequentially('۸۰۰');
    await see(support, form.getByText(/پس از تأیید یک کارشناس مالی/), 'the note that it waits for finance');
    await form.getByRole('combobox', { name: /دسته/ }).selectOption({ label: 'اصلاح خطا' });
    await form.getByRole('textbox', { name: /دلیل/ }).fill(reason);
    await form.getByRole('button', { name: 'ثبت اصلاح' }).click();
    await see(support, support.getByText('درخواست اصلاح برای تأیید مالی فرستاده شد.'), 'the request sent');
    await see(
      support,
      form.getByRole('row').filter({ hasText: reason }).getByText('در انتظار تأیید مالی'),
      'the request waiting',
    );
    expect(await balance()).toBe(before);

    await signInFrom(finance, origins(), { from: '/operator/approvals', mobile: FINANCE });
    const row = finance.getByRole('row').filter({ hasText: reason });
    await see(finance, row, 'the request on the approvals screen');
    await expectAxeClean(finance, '/operator/approvals');
    await screenshot(finance, 'operator-approvals');
    await row.getByRole('button', { name: 'تأیید' }).click();
    const dialog = finance.getByRole('dialog');
    await see(finance, dialog, 'the approval dialog');
    await dialog.getByRole('textbox').fill('با فاکتور فروشگاه تطبیق داده شد');
    await dialog.getByRole('button', { name: 'تأیید و اعمال' }).click();
    await see(finance, finance.getByText('اصلاح تأیید و در دفتر امتیازها ثبت شد.'), 'the approval confirmed');
    expect(await balance()).toBe(before + 800);

    await support.reload();
    await see(
      support,
      section('اصلاح امتیاز').getByRole('row').filter({ hasText: reason }).getByText('اعمال‌شده'),
      'the adjustment applied on her page',
    );
    const trail = await apiAs<{ items: AuditEntry[] }>(finance, '/api/staff/Audit?kind=points.adjust');
    const subject = trail.items.find((entry) => entry.reason === reason)?.subject;
    const steps = trail.items.filter((entry) => entry.subject === subject).reverse();
    expect(steps.map((entry) => [entry.kind, entry.actor])).toEqual([
      ['points.adjust.request', SUPPORT],
      ['points.adjust.approve', FINANCE],
    ]);
  });

  it('ends her sessions: the API refuses her token within seconds', async () => {
    await signInFrom(member, origins(), { from: '/scores', mobile: MEMBER });
    await settle(member);
    const token = await accessTokenOf(member);
    const profile = () =>
      fetch(`${origins().api}/api/Profile`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await profile()).toBe(200);

    await support.reload();
    const sessions = section('نشست‌های ورود');
    await see(support, sessions.getByText('وب‌سایت باشگاه').first(), 'her session listed');
    await sessions.getByRole('button', { name: 'پایان همه‌ی نشست‌ها' }).click();
    const dialog = support.getByRole('dialog');
    await dialog.getByRole('textbox').fill(`عضو گفت گوشی‌اش گم شده است ${tag}`);
    await dialog.getByRole('button', { name: 'پایان همه‌ی نشست‌ها' }).click();
    await see(support, support.getByText(/همهٔ نشست‌های عضو پایان یافت/), 'the sessions ended');
    const ended = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - ended < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = await profile();
    }
    expect(status).toBe(401);
    await see(support, sessions.getByText('عضو اکنون در هیچ دستگاهی وارد نیست'), 'no session left');
    // Her page would now meet the 401 on its next call; it is closed instead.
    await memberContext.close();
  });

  it('finance reads the partner’s bank details in full only on asking, in the trail; support sees them masked', async () => {
    const found = await apiAs<{ items: { id: number }[] }>(finance, `/api/staff/Members?q=${PARTNER}`);
    const partner = found.items[0]!.id;
    await finance.goto(`${origins().web}/operator/members/${partner}#profile`);
    const bank = finance.getByTestId('bank-details');
    const ask = bank.getByRole('button', { name: 'نمایش اطلاعات بانکی' });
    await see(finance, ask, 'the explicit request for the full numbers');
    expect(await bank.innerText()).toContain('*');
    await ask.click();
    await see(finance, bank.getByText('این نمایش به نام شما در فهرست تغییرات ثبت شد.'), 'the reading noted');
    expect(await bank.innerText()).not.toContain('*');
    await expectAxeClean(finance, '/operator/members/{id} with the bank details shown');
    await screenshot(finance, 'operator-member-bank');
    const trail = await apiAs<{ items: AuditEntry[] }>(finance, '/api/staff/Audit?kind=member.bank.view');
    expect(trail.items[0]).toMatchObject({ kind: 'member.bank.view', actor: FINANCE, subject: String(partner) });

    await support.goto(`${origins().web}/operator/members/${partner}#profile`);
    const masked = support.getByTestId('bank-details');
    await see(support, masked.getByText(/فقط کارشناس مالی می‌بیند/), 'support’s masked view');
    expect(await masked.innerText()).toContain('*');
    expect(await support.getByRole('button', { name: 'نمایش اطلاعات بانکی' }).count()).toBe(0);
  });
});

it('saw no console error, failed request or CSP violation', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
