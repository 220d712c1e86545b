// Operators' notifications end to end, at desktop and phone widths: this file's own demo operator
// 09120000037 writes a notification in the console (made bold in the editor), pastes a list of
// mobiles with a malformed entry (listed back in Persian, nothing sent), fixes the list to this
// file's member 09120000038 alone, sees how many members it reaches and the members' toast as a
// preview, and sends it now; that member sees it as a bold toast on their next page, this file's
// other member 09120000039 (not on the list) does not, nor does anyone else; the operator then
// withdraws it with a reason, and the audit trail holds the creation and the withdrawal. The list
// and the form are axe-clean at both widths. (Audience types and the schedule's window are proven
// with the API's clock: apps/api src/test/notification-campaigns.test.ts.)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, screenshot, see } from './support/browser.js';
import { apiAs, expectAxeClean } from './support/operator.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';

const OPERATOR = '09120000037';
const NOTIFIED = '09120000038';
const NOT_NOTIFIED = '09120000039';
const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a member in on /scores and answers what their first `GET /api/Notification` returned. */
async function signInAndRead(page: Page, mobile: string): Promise<{ message: string }[]> {
  const first = page.waitForResponse(
    (response) => response.url().endsWith('/api/Notification') && response.request().method() === 'GET',
    { timeout: 60_000 },
  );
  await signInFrom(page, origins(), { from: '/scores', mobile });
  return (await (await first).json()) as { message: string }[];
}

type AuditEntry = {
  kind: string;
  subject: string;
  actor: string;
  reason: string | null;
  before: unknown;
  after: unknown;
};

describe.each(viewports)('the operators’ notifications at $width px', (viewport) => {
  const contexts: BrowserContext[] = [];
  let operator: Page;
  const message = `پیام آزمون اعلان ${viewport.name === 'desktop' ? 'رایانه' : 'گوشی'} ${toPersianDigits(String(Date.now() % 100000))}`;
  let campaignId = 0;

  beforeAll(async () => {
    const context = await openContext(browser, viewport, problems);
    contexts.push(context);
    operator = await context.newPage();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  const member = async () => {
    const context = await openContext(browser, viewport, problems);
    contexts.push(context);
    return context.newPage();
  };

  it('lists the notifications, axe-clean', async () => {
    await signInFrom(operator, origins(), { from: '/operator/notifications', mobile: OPERATOR });
    await see(operator, operator.getByRole('heading', { name: 'اعلان‌ها', level: 1 }), 'the list’s heading');
    await see(operator, operator.getByRole('link', { name: 'اعلان تازه' }), 'the new-notification link');
    await expectAxeClean(operator, '/operator/notifications');
    await screenshot(operator, 'operator-notifications');
  });

  it('lists a malformed mobile back in Persian, then sends to its member alone, with the member’s toast as preview', async () => {
    await operator.getByRole('link', { name: 'اعلان تازه' }).click();
    await arriveAt(operator, origins().web, '/operator/notifications/new');
    await operator.getByRole('combobox', { name: /نوع اعلان/ }).selectOption('reward');
    const text = operator.getByRole('textbox', { name: /متن اعلان/ });
    await text.fill(message);
    // Rich text: the message made bold in the editor is bold in the preview and the member's toast.
    await text.press('Control+a');
    await operator.getByRole('button', { name: 'پررنگ (Ctrl+B)' }).click();
    await operator.getByRole('combobox', { name: /مخاطبان/ }).selectOption('mobiles');
    const mobiles = operator.getByRole('textbox', { name: /شماره‌های موبایل/ });
    await mobiles.fill(`${toPersianDigits(NOTIFIED)}\n0912`);
    const listProblems = operator.getByTestId('mobile-problems');
    await see(operator, listProblems, 'the refused entries');
    expect(await listProblems.textContent()).toContain('سطر ۲: «۰۹۱۲» شمارهٔ موبایل درستی نیست.');
    const preview = operator.getByTestId('campaign-preview');
    await see(operator, preview.locator('strong', { hasText: message }).first(), 'the toast preview, bold');
    await expectAxeClean(operator, '/operator/notifications/new (a malformed list)');
    await screenshot(operator, 'operator-notification-invalid-list');

    await mobiles.fill(toPersianDigits(NOTIFIED));
    await expect
      .poll(() => operator.getByTestId('audience-count').textContent(), { timeout: 20_000 })
      .toBe('این اعلان به ۱ عضو (فهرست شماره‌ها) می‌رسد.');
    await operator.getByRole('button', { name: 'ارسال اعلان' }).click();
    await operator.waitForURL(/\/operator\/notifications\/\d+$/, { timeout: 20_000 });
    campaignId = Number(new URL(operator.url()).pathname.split('/').pop());
    await see(operator, operator.getByText('در حال نمایش', { exact: true }), 'the live state');
    await expectAxeClean(operator, '/operator/notifications/{id}');
    await screenshot(operator, 'operator-notification-live');
  });

  it('reaches its member on their next page, and not the other', async () => {
    const notified = await member();
    const read = await signInAndRead(notified, NOTIFIED);
    expect(read.map((note) => note.message)).toContain(message);
    await see(
      notified,
      notified.getByRole('status').filter({ hasText: message }).locator('strong', { hasText: message }),
      'the bold toast on the member’s page',
    );
    await screenshot(notified, 'member-notification-toast');

    const other = await member();
    const otherRead = await signInAndRead(other, NOT_NOTIFIED);
    expect(otherRead.map((note) => note.message)).not.toContain(message);
    expect(await other.getByText(message).count()).toBe(0);
  });

  it('is withdrawn with a reason, and the audit trail holds the creation and the withdrawal', async () => {
    // The «sent» toast may still cover the form on a phone (it waits while the pointer is on it):
    // closed with a tap, as a member closes one.
    const sent = operator.getByRole('status').filter({ hasText: 'اعلان ارسال شد.' });
    if (await sent.count()) await sent.click();
    await expect.poll(() => sent.count()).toBe(0);
    await operator.getByRole('textbox', { name: /دلیل پس گرفتن/ }).fill('پایان آزمون');
    await operator.getByRole('button', { name: 'پس گرفتن اعلان' }).click();
    await see(operator, operator.getByText('پس‌گرفته‌شده', { exact: true }), 'the withdrawn state');
    await expectAxeClean(operator, '/operator/notifications/{id} (withdrawn)');

    const trail = await apiAs<{ items: AuditEntry[] }>(operator, '/api/staff/Audit?kind=notification');
    const mine = trail.items.filter((entry) => entry.subject === String(campaignId));
    expect(mine.map((entry) => entry.kind).sort()).toEqual(['notification.create', 'notification.withdraw']);
    for (const entry of mine) expect(entry.actor).toBe(OPERATOR);
    const withdrawal = mine.find((entry) => entry.kind === 'notification.withdraw')!;
    expect(withdrawal.reason).toBe('پایان آزمون');
    expect(withdrawal.after).toMatchObject({ message, audience: 'mobiles', mobiles: [NOTIFIED] });
  });

  it('saw no console errors or failed requests', () => {
    expect(problems.describe()).toBe('');
  });
});
