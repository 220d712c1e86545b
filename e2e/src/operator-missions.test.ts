// The operators' missions end to end, at desktop and phone widths: this file's own demo operator
// 09120000034 reads the console's missions with the earning rules and their sources, creates a
// mission whose window opens today, and this file's own member 09120000035 sees it on /scores; the
// operator then ends it with a reason and it leaves the member's list. The audit trail holds both
// steps. The console's list and mission page are axe-clean at both widths. Every member's open
// missions hold it for those seconds; the files that show a member's missions compare the page
// with the answer it was drawn from, so they may meet it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, screenshot, see, settle } from './support/browser.js';
import { apiAs, expectAxeClean } from './support/operator.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';

const OPERATOR = '09120000034';
const MEMBER = '09120000035';
const DAY_MS = 86_400_000;
const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A day as the console's date field takes it: Jalali, in Tehran, `۱۴۰۵/۰۹/۱۳`. */
function jalaliDay(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return toPersianDigits(`${parts.year}/${parts.month}/${parts.day}`);
}

type AuditEntry = { kind: string; subject: string; actor: string; before: unknown; after: unknown; reason: string };

describe.each(viewports)('the operators’ missions at $width px', (viewport) => {
  let operatorContext: BrowserContext;
  let memberContext: BrowserContext;
  let operator: Page;
  let member: Page;
  const title = `چالش آزمون ${viewport.name === 'desktop' ? 'رایانه' : 'گوشی'} ${toPersianDigits(String(Date.now() % 100000))}`;
  let missionId = 0;

  beforeAll(async () => {
    // The shell asks every signed-in member whether they are staff; a member is not (403).
    for (const _load of [1, 2, 3]) problems.expectFailedLoad(403, /\/api\/staff\/Me/);
    operatorContext = await openContext(browser, viewport, problems);
    memberContext = await openContext(browser, viewport, problems);
    operator = await operatorContext.newPage();
    member = await memberContext.newPage();
  });
  afterAll(async () => {
    await operatorContext?.close();
    await memberContext?.close();
  });

  it('lists the missions with their state filter in the address and the earning rules, axe-clean', async () => {
    await signInFrom(operator, origins(), { from: '/operator/missions', mobile: OPERATOR });
    await see(operator, operator.getByRole('heading', { name: 'مأموریت‌ها', level: 1 }), 'the missions’ heading');
    await see(operator, operator.getByRole('link', { name: 'چالش کتاب‌خوانی پاییز' }), 'the seeded missions');
    const rules = operator.getByRole('region', { name: 'قواعد کسب امتیاز' });
    await see(operator, rules.getByText('۱ کلروفیل به ازای هر ۱۰٬۰۰۰ تومان'), 'the points per 10,000 toman');
    await see(
      operator,
      rules.getByText('apps/api/src/domain/earning.ts · SURVEY_POINTS'),
      'where survey points come from',
    );
    await operator.getByRole('combobox', { name: 'وضعیت' }).selectOption({ label: 'در جریان' });
    await arriveAt(operator, origins().web, '/operator/missions', '?state=open');
    await see(operator, operator.getByRole('link', { name: 'چالش کتاب‌خوانی پاییز' }), 'the open seeded mission');
    await expectAxeClean(operator, '/operator/missions?state=open');
    await screenshot(operator, 'operator-missions');
  });

  it('creates a mission that opens today; its member sees it on /scores', async () => {
    await operator.getByRole('link', { name: 'مأموریت تازه' }).click();
    await arriveAt(operator, origins().web, '/operator/missions/new');
    await operator.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
    await operator.getByRole('textbox', { name: 'توضیح' }).fill('دو کتاب بخرید و ۳۰ کلروفیل بگیرید.');
    await operator.getByRole('combobox', { name: 'نوع هدف' }).selectOption({ label: 'خرید چند کتاب یا کالا' });
    await operator.getByRole('textbox', { name: 'هدف (تعداد)' }).fill('۲');
    await operator.getByRole('textbox', { name: 'جایزه (کلروفیل)' }).fill('۳۰');
    const now = new Date();
    await operator.getByRole('group', { name: /^آغاز/ }).getByRole('textbox', { name: 'تاریخ' }).fill(jalaliDay(now));
    await operator
      .getByRole('group', { name: /^پایان \(/ })
      .getByRole('textbox', { name: 'تاریخ' })
      .fill(jalaliDay(new Date(now.getTime() + 7 * DAY_MS)));
    await screenshot(operator, 'operator-new-mission');
    await operator.getByRole('button', { name: 'ساخت مأموریت' }).click();
    await operator.waitForURL(/\/operator\/missions\/\d+$/);
    missionId = Number(new URL(operator.url()).pathname.split('/').at(-1));
    await see(operator, operator.getByText('در جریان', { exact: true }), 'the open state');
    await see(operator, operator.getByTestId('on-the-way').filter({ hasText: '۰' }), 'nobody on the way yet');
    await expectAxeClean(operator, '/operator/missions/{id}');
    await screenshot(operator, 'operator-mission');

    await signInFrom(member, origins(), { from: '/scores', mobile: MEMBER });
    await settle(member);
    const card = member.getByTestId('mission-card').filter({ hasText: title });
    await see(member, card, 'the new mission on the member’s /scores');
    expect(await card.innerText()).toContain('۰ از ۲ کالا');
  });

  it('ends it with a reason: it leaves the member’s list, and the trail has both steps', async () => {
    const end = operator.getByRole('button', { name: 'پایان دادن به مأموریت' });
    await end.click();
    await see(operator, operator.getByText('لطفاً دلیل پایان دادن زودهنگام به مأموریت را بنویسید.'), 'the reason asked');
    await operator.getByRole('textbox', { name: /دلیل پایان زودهنگام/ }).fill('پایان آزمون');
    await end.click();
    await see(operator, operator.getByTestId('end-note').filter({ hasText: 'پایان آزمون' }), 'the end note');

    await member.reload();
    await settle(member);
    await see(member, member.getByTestId('mission-card').first(), 'the seeded missions still on /scores');
    expect(await member.getByTestId('mission-card').filter({ hasText: title }).count()).toBe(0);

    const trail = await apiAs<{ items: AuditEntry[] }>(operator, '/api/staff/Audit?kind=mission');
    const steps = trail.items.filter((entry) => entry.subject === String(missionId)).reverse();
    expect(steps.map((entry) => entry.kind)).toEqual(['mission.create', 'mission.end']);
    for (const entry of steps) expect(entry.actor).toBe(OPERATOR);
    expect(steps[0]).toMatchObject({ before: null, after: { title, target: 2, points: 30 } });
    expect(steps[1]).toMatchObject({ reason: 'پایان آزمون', after: { endReason: 'پایان آزمون' } });
  });
});

it('saw no console error, failed request or CSP violation', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
