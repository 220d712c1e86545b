// The operators' rewards catalogue end to end, at desktop and phone widths: this file's own demo
// operator 09120000032 creates a discount-code reward in the console, uploads its pool of codes,
// previews it with the members' own card and page, and publishes it; this file's own member
// 09120000033 opens it, buys it and receives one of the pool's codes; the operator then retires it,
// so it leaves every member's list. The audit trail holds each step with its before and after.
// The console's list and editor are axe-clean at both widths. Other files may meet the reward in
// the catalogue while it lives, at the list's end; none counts the catalogue or buys from it.
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, check, launchBrowser, openContext, screenshot, see, settle } from './support/browser.js';
import { apiAs, expectAxeClean } from './support/operator.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';

const OPERATOR = '09120000032';
const BUYER = '09120000033';
/** Of the buyer's 100 seeded clorofils, enough for the reward at both widths. */
const PRICE = 20;
const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 4×3 PNG in the club's green, made here so the upload carries real image bytes. */
function greenPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(3, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 4 }, () => [0x16, 0xa3, 0x4a]).flat()]);
  const pixels = deflateSync(Buffer.concat([row, row, row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type AuditEntry = { kind: string; subject: string; actor: string; before: unknown; after: unknown };

describe.each(viewports)('the operators’ catalogue at $width px', (viewport) => {
  let operatorContext: BrowserContext;
  let memberContext: BrowserContext;
  let operator: Page;
  let member: Page;
  const title = `کد تخفیف آزمون ${viewport.name === 'desktop' ? 'رایانه' : 'گوشی'} ${toPersianDigits(String(Date.now() % 100000))}`;
  const codes = [1, 2, 3].map((n) => `E2E-${viewport.width}-${Date.now() % 1_000_000}-${n}`);
  let rewardId = 0;

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

  it('lists the catalogue with its filters in the address, axe-clean', async () => {
    await signInFrom(operator, origins(), { from: '/operator/rewards', mobile: OPERATOR });
    await see(operator, operator.getByRole('heading', { name: 'جایزه‌ها', level: 1 }), 'the catalogue’s heading');
    await see(operator, operator.getByRole('link', { name: 'پازل ۱۰۰۰ تکه' }), 'the seeded rewards in the list');
    // The checkbox's box and words are its label; the input itself sits under them.
    await operator.locator('label').filter({ hasText: 'ناموجود' }).click();
    await arriveAt(operator, origins().web, '/operator/rewards', '?outOfStock=1');
    await see(operator, operator.getByRole('link', { name: 'پازل ۱۰۰۰ تکه' }), 'the sold-out puzzle under «ناموجود»');
    await expectAxeClean(operator, '/operator/rewards?outOfStock=1');
    await screenshot(operator, 'operator-catalogue');
  });

  it('creates a discount-code reward, uploads its codes and previews it as members will see it', async () => {
    await operator.getByRole('link', { name: 'جایزهٔ تازه' }).click();
    await arriveAt(operator, origins().web, '/operator/rewards/new');
    await operator.getByRole('combobox', { name: 'نوع جایزه' }).selectOption({ label: 'کد تخفیف' });
    await operator.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
    await operator.getByRole('textbox', { name: 'زیرعنوان' }).fill('برای یک خرید از فروشگاه کتاب');
    await operator.getByRole('combobox', { name: 'دسته‌بندی' }).selectOption({ label: 'فروشگاه' });
    await operator.getByRole('textbox', { name: 'قیمت (کلروفیل)' }).fill(String(PRICE));
    await operator.getByRole('textbox', { name: 'اعتبار کد پس از دریافت (روز)' }).fill('۳۰');
    await operator.getByRole('textbox', { name: 'توضیحات' }).fill('<p>کد را هنگام پرداخت وارد کنید.</p>');
    await operator.locator('input[type="file"][accept*="image"]').setInputFiles({
      name: 'green.png',
      mimeType: 'image/png',
      buffer: greenPng(),
    });
    await see(operator, operator.getByRole('button', { name: 'تعویض تصویر' }), 'the uploaded picture');
    await operator.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await operator.waitForURL(/\/operator\/rewards\/\d+$/);
    rewardId = Number(new URL(operator.url()).pathname.split('/').at(-1));
    await see(operator, operator.getByText('پیش‌نویس', { exact: true }), 'the draft’s status');

    const pool = operator.getByTestId('code-pool');
    await pool.getByRole('textbox').fill(codes.join('\n'));
    await pool.getByRole('button', { name: 'افزودن کدها' }).click();
    await see(operator, pool.getByTestId('codes-left').filter({ hasText: '۳' }), 'three codes left');
    await see(operator, pool.getByText(/کمتر از ۲۰ کد باقی مانده است/), 'the low-pool warning');

    const preview = operator.getByTestId('reward-preview');
    await preview.scrollIntoViewIfNeeded();
    // Drawn in a frame as wide as a phone, so the member's page lays itself out for a phone.
    const phone = preview.frameLocator('iframe[title*="گوشی"]');
    await see(
      operator,
      phone.getByTestId('reward-card').filter({ hasText: title }),
      'the member’s card in the preview',
    );
    await see(operator, phone.getByTestId('reward-detail'), 'the member’s reward page in the preview');
    await check(
      operator,
      (await phone.locator('html').evaluate((html) => html.clientWidth)) === 390,
      'the preview frame as wide as a phone',
    );
    await screenshot(operator, 'operator-reward-preview-phone');
    await operator.getByRole('button', { name: /رایانه/ }).click();
    await check(
      operator,
      (await preview.locator('[data-preview-width]').getAttribute('data-preview-width')) === 'desktop',
      'the preview at the desktop width',
    );
    await screenshot(operator, 'operator-reward-preview-desktop');
    // The pressed button's colour fades back to rest before axe reads the colours.
    await operator.mouse.move(0, 0);
    await operator.waitForTimeout(400);
    await expectAxeClean(operator, '/operator/rewards/{id}');
  });

  it('publishes it in one step; its member buys it and gets one of the pool’s codes', async () => {
    await operator.getByRole('button', { name: 'انتشار برای اعضا' }).click();
    await see(operator, operator.getByText('جایزه منتشر شد و اعضا نسخهٔ تازه را می‌بینند.'), 'the publish toast');

    await signInFrom(member, origins(), { from: `/rewards/${rewardId}`, mobile: BUYER });
    await settle(member);
    await see(member, member.getByRole('heading', { name: title }), 'the new reward’s page for the member');
    await member.getByRole('button', { name: 'دریافت جایزه' }).click();
    const dialog = member.getByRole('alertdialog');
    await see(member, dialog, 'the buy confirmation');
    await dialog.getByRole('button', { name: 'بله، دریافت می‌کنم' }).click();
    await see(member, member.getByText('جایزه با موفقیت دریافت شد.'), 'the success toast');
    const panel = member.getByTestId('bought-panel');
    await see(member, panel, 'the received panel');
    const shown = (await panel.innerText()).replace(/\s+/g, ' ');
    const received = codes.filter((code) => shown.includes(code));
    expect(received, `one of ${codes.join(', ')} in «${shown}»`).toHaveLength(1);
    await screenshot(member, 'member-bought-pool-code');
  });

  it('retires it: it leaves the members’ list, and the trail keeps every step with who, before and after', async () => {
    await operator.getByRole('button', { name: 'بایگانی جایزه' }).click();
    await operator
      .getByRole('group', { name: 'تأیید بایگانی' })
      .getByRole('button', { name: 'بله، بایگانی شود' })
      .click();
    await see(operator, operator.getByText('جایزه بایگانی شد.'), 'the retire toast');
    const listed = await apiAs<{ id: number }[]>(member, '/api/Rewards');
    expect(listed.map((reward) => reward.id)).not.toContain(rewardId);

    const trail = await apiAs<{ items: AuditEntry[] }>(operator, '/api/staff/Audit?kind=reward');
    const steps = trail.items.filter((entry) => entry.subject === String(rewardId));
    const kinds = steps.map((entry) => entry.kind).reverse();
    expect(kinds).toEqual(['reward.create', 'reward.codes', 'reward.publish', 'reward.retire']);
    for (const entry of steps) expect(entry.actor).toBe(OPERATOR);
    const created = steps.find((entry) => entry.kind === 'reward.create')!;
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ title, score: PRICE, kind: 'discount-code' });
    expect(steps.find((entry) => entry.kind === 'reward.codes')).toMatchObject({
      before: { total: 0, left: 0 },
      after: { total: 3, left: 3, added: 3 },
    });
    expect(steps.find((entry) => entry.kind === 'reward.publish')).toMatchObject({
      before: null,
      after: { title, score: PRICE, version: 1 },
    });
  });
});

it('saw no console error, failed request or CSP violation', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
