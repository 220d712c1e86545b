// Operators' notifications end to end, at desktop and phone widths: the demo operator
// 09120000010 writes a notification in the console (made bold in the editor), pastes a list of
// mobiles with a malformed entry (listed back in Persian, nothing sent), fixes the list to the
// student 09120000001 alone, sees how many members it reaches and the members' toast as a
// preview, and sends it now; the student sees it as a bold toast on their next page, the partner
// 09120000002 (not on the list) does not; the operator then withdraws it with a reason, and the audit trail holds the creation and
// the withdrawal. The list and the form are axe-clean at both widths. (Audience types and the
// schedule's window are proven with the API's clock: apps/api src/test/notification-campaigns.test.ts.)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocking, runAxe } from './support/axe.js';
import { arriveAt, launchBrowser, openContext, overflowsSideways, screenshot, see } from './support/browser.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';
import { readWebStorage, sessionTokens } from './support/web-storage.js';

const OPERATOR = '09120000010';
const STUDENT = '09120000001';
const PARTNER = '09120000002';
const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(page: Page, path: string): Promise<T> {
  const token = sessionTokens(await readWebStorage(page)).access;
  if (!token) throw new Error('no access token in the page’s session storage');
  const response = await fetch(`${origins().api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function axeClean(page: Page, route: string): Promise<void> {
  const found = blocking(await runAxe(page, route));
  if (found) console.log(found);
  expect(found, `${route} at ${page.viewportSize()?.width}px`).toBe('');
  expect(await overflowsSideways(page), `${route} scrolls sideways`).toBeNull();
}

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
    await axeClean(operator, '/operator/notifications');
    await screenshot(operator, 'operator-notifications');
  });

  it('lists a malformed mobile back in Persian, then sends to the student alone, with the member’s toast as preview', async () => {
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
    await mobiles.fill(`${toPersianDigits(STUDENT)}\n0912`);
    const listProblems = operator.getByTestId('mobile-problems');
    await see(operator, listProblems, 'the refused entries');
    expect(await listProblems.textContent()).toContain('سطر ۲: «۰۹۱۲» شمارهٔ موبایل درستی نیست.');
    const preview = operator.getByTestId('campaign-preview');
    await see(operator, preview.locator('strong', { hasText: message }).first(), 'the toast preview, bold');
    await axeClean(operator, '/operator/notifications/new (a malformed list)');
    await screenshot(operator, 'operator-notification-invalid-list');

    await mobiles.fill(toPersianDigits(STUDENT));
    await expect
      .poll(() => operator.getByTestId('audience-count').textContent(), { timeout: 20_000 })
      .toBe('این اعلان به ۱ عضو (فهرست شماره‌ها) می‌رسد.');
    await operator.getByRole('button', { name: 'ارسال اعلان' }).click();
    await operator.waitForURL(/\/operator\/notifications\/\d+$/, { timeout: 20_000 });
    campaignId = Number(new URL(operator.url()).pathname.split('/').pop());
    await see(operator, operator.getByText('در حال نمایش', { exact: true }), 'the live state');
    await axeClean(operator, '/operator/notifications/{id}');
    await screenshot(operator, 'operator-notification-live');
  });

  it('reaches the student on their next page, and not the partner', async () => {
    const student = await member();
    const read = await signInAndRead(student, STUDENT);
    expect(read.map((note) => note.message)).toContain(message);
    await see(
      student,
      student.getByRole('status').filter({ hasText: message }).locator('strong', { hasText: message }),
      'the bold toast on the student’s page',
    );
    await screenshot(student, 'member-notification-toast');

    const partner = await member();
    const partnerRead = await signInAndRead(partner, PARTNER);
    expect(partnerRead.map((note) => note.message)).not.toContain(message);
    expect(await partner.getByText(message).count()).toBe(0);
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
    await axeClean(operator, '/operator/notifications/{id} (withdrawn)');

    const trail = await api<{ items: AuditEntry[] }>(operator, '/api/staff/Audit?kind=notification');
    const mine = trail.items.filter((entry) => entry.subject === String(campaignId));
    expect(mine.map((entry) => entry.kind).sort()).toEqual(['notification.create', 'notification.withdraw']);
    for (const entry of mine) expect(entry.actor).toBe(OPERATOR);
    const withdrawal = mine.find((entry) => entry.kind === 'notification.withdraw')!;
    expect(withdrawal.reason).toBe('پایان آزمون');
    expect(withdrawal.after).toMatchObject({ message, audience: 'mobiles', mobiles: [STUDENT] });
  });

  it('saw no console errors or failed requests', () => {
    expect(problems.describe()).toBe('');
  });
});
