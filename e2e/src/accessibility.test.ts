// Accessibility: every route of every persona (visitor, student, commission partner,
// reviewer) at 1280 and 390 px, with the dialogs, menus and drawers opened, goes through axe-core's
// WCAG 2.2 A/AA rules (no serious or critical violation), the Persian checks (lang="fa",
// dir="rtl", Latin digits only inside LTR isolates), the keyboard walk of every route at both widths
// (support/keyboard.ts: skip link first, every control reached with a visible ring, right to left, no
// trap) and the reflow checks (200 % zoom, 320 px).
// One browser, one context per persona signed in once; the widths change with setViewportSize.
// The per-route summary is printed and kept in test-results/accessibility-summary.md.
// Members: 09120000001 (student: the wheel's spin of the day may be spent here, nothing else
// changes), 09120000002 (partner, read only), 09129999999 (reviewer, read only).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocking, runAxe, summaryTable, type AxeReport } from './support/axe.js';
import { launchBrowser, openContext, see, settle } from './support/browser.js';
import { expectPersianDigits, expectPersianDocument, latinDigitsOutsideIsolates } from './support/digits.js';
import { DEMO } from './support/member.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { goInApp, quiet, trackRequests } from './support/in-app.js';
import { walkProblems } from './support/keyboard.js';
import { REFLOW_SIZES, nextFrames, reflowProblems } from './support/reflow.js';
import { submitCode, submitMobile } from './support/sign-in.js';
import { resultsDir } from './support/stack.js';

const REVIEWER = '09129999999';
const desktop = viewports.find((v) => v.name === 'desktop')!;
const phone = viewports.find((v) => v.name === 'mobile')!;
const WIDTHS = [desktop, phone] as const;

const reports: AxeReport[] = [];
// Where the seconds go (navigation, axe, the Tab walk, reflow), printed with the summary.
const spent = { navigate: 0, axe: 0, digits: 0, keyboard: 0, reflow: 0 };
async function timed<T>(what: keyof typeof spent, work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await work();
  } finally {
    spent[what] += Date.now() - start;
  }
}
let browser: Browser;
const started = Date.now();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (reports.length === 0) return;
  const table = summaryTable(reports);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'accessibility-summary.md'), `${table}\n`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const split = Object.entries(spent)
    .map(([what, ms]) => `${what} ${seconds(ms)}`)
    .join(', ');
  console.log(`[a11y] axe WCAG 2.2 A/AA per route (${seconds(Date.now() - started)}: ${split}):\n${table}`);
});

type Size = { width: number; height: number };
async function resize(page: Page, size: Size) {
  const current = page.viewportSize();
  if (current?.width === size.width && current.height === size.height) return;
  await page.setViewportSize({ width: size.width, height: size.height });
  await nextFrames(page);
}

/**
 * Audits the page as it is at each of `widths`: axe, <html lang dir>, digits and, for a whole page
 * (`keyboard`), the Tab walk (skip link first, every control reached with a visible ring, right to
 * left, no trap); then, unless `reflow` is false (a state that only exists at one width), the two
 * reflow sizes. Returns the problems found, so a test reports all of them at once.
 */
async function audit(
  page: Page,
  label: string,
  {
    widths = WIDTHS,
    reflow = true,
    keyboard = false,
  }: { widths?: readonly Size[]; reflow?: boolean; keyboard?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const size of widths) {
    await resize(page, size);
    const report = await timed('axe', () => runAxe(page, label));
    reports.push(report);
    const bad = blocking(report);
    if (bad) problems.push(`${label} at ${size.width}px — axe:\n${bad}`);
    await expectPersianDocument(page, label);
    const digits = await timed('digits', () => latinDigitsOutsideIsolates(page));
    if (digits.length > 0)
      problems.push(
        `${label} at ${size.width}px — Latin digits outside LTR isolates:\n${digits.map((d) => `    «${d.text}» in ${d.where}`).join('\n')}`,
      );
    if (keyboard) problems.push(...(await timed('keyboard', () => walkProblems(page, `${label} at ${size.width}px`))));
  }
  if (reflow) {
    for (const size of REFLOW_SIZES) {
      const lost = await timed('reflow', async () => {
        await resize(page, size);
        return reflowProblems(page);
      });
      if (lost.length > 0) problems.push(`${label} at ${size.name}:\n    ${lost.join('\n    ')}`);
    }
    await resize(page, desktop);
  }
  return problems;
}

/** Opens `route`: loaded the first time, then inside the app as a member's click would. */
async function visit(page: Page, route: string) {
  await timed('navigate', async () => {
    trackRequests(page);
    if (page.url().startsWith(origins().web)) return goInApp(page, route);
    await page.goto(`${origins().web}${route}`);
    await see(page, page.locator('main'), `the main content of ${route}`);
    await quiet(page);
  });
}

/** Every route in `routes`, audited; the problems of all of them in one failure. */
async function auditRoutes(page: Page, persona: string, routes: readonly string[]) {
  const problems: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    problems.push(...(await audit(page, `${persona}: ${decodeURIComponent(route)}`, { keyboard: true })));
  }
  return problems;
}

const problemLog = new ProblemLog();

/** A context at 1280 px for one persona; signed in through the provider when `mobile` is given. */
function persona(name: string, mobile?: string, from = '/dashboard', auditSignIn?: Size) {
  const state = { context: undefined as BrowserContext | undefined, page: undefined as Page | undefined };
  const signInProblems: string[] = [];
  beforeAll(async () => {
    state.context = await openContext(browser, desktop, problemLog);
    const page = await state.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    state.page = page;
    if (!mobile) return;
    if (auditSignIn) await page.setViewportSize(auditSignIn);
    await page.goto(`${origins().web}${from}`);
    await page.waitForURL((url) => url.origin === origins().issuer && url.pathname.startsWith('/interaction/'), {
      waitUntil: 'commit',
    });
    if (auditSignIn) {
      await see(page, page.locator('input#mobile'), 'the sign-in page');
      signInProblems.push(...(await audit(page, 'sign-in: mobile number', { widths: [auditSignIn], reflow: false })));
    }
    await submitMobile(page, origins(), mobile, false);
    if (auditSignIn) {
      await see(page, page.locator('input#code'), 'the code page');
      signInProblems.push(...(await audit(page, 'sign-in: one-time code', { widths: [auditSignIn], reflow: false })));
    }
    await submitCode(page, origins(), mobile);
    await page.waitForURL((url) => url.origin === origins().web && !url.pathname.startsWith('/login'));
    await page.setViewportSize(desktop);
    await settle(page);
  });
  afterAll(async () => {
    await state.context?.close();
  });
  return { page: () => state.page as Page, signInProblems, name };
}

const contentRoutes = [
  '/',
  '/باشگاه-مشتریان-چیست',
  '/چگونه-پروفایل-خود-را-تغییر-دهم',
  '/page/about-us',
  '/page/contact-us',
  '/page/faq',
  '/page/قوانین-و-مقررات',
  '/games/lucky-wheel',
  '/403',
  '/404',
];

/**
 * Audits a phone menu once it has settled: the browser moves focus into the modal <dialog> and it
 * slides in; an audit in between sees half of that (colours blended by the fade read as low contrast).
 */
async function settledModal(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.closest('dialog[open]') != null);
  await animationsDone(page);
}

/** Every CSS animation and transition of the page has finished. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe('visitor', () => {
  const visitor = persona('visitor');

  it('passes axe, the Persian checks and reflow on every public page', async () => {
    const page = visitor.page();
    problemLog.expectFailedLoad(404, /\/api\//);
    const problems = await auditRoutes(page, 'visitor', contentRoutes);
    expect(problems.join('\n\n')).toBe('');
  });

  it('passes axe with the phone drawer of the public header open', async () => {
    const page = visitor.page();
    await visit(page, '/');
    await resize(page, phone);
    const open = page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' });
    await see(page, open, 'the menu button of the public header');
    await open.click();
    await see(page, page.getByRole('dialog'), 'the public drawer');
    await settledModal(page);
    const problems = await audit(page, 'visitor: / (drawer open)', { widths: [phone], reflow: false });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(problems.join('\n\n')).toBe('');
  });
});

describe('student', () => {
  const student = persona('student', DEMO.student, '/dashboard', phone);

  it('passes on the provider sign-in pages (phone width, on the way in)', () => {
    expect(student.signInProblems.join('\n\n')).toBe('');
  });

  it('passes axe, the Persian checks and reflow on every member page', async () => {
    const page = student.page();
    const problems = await auditRoutes(page, 'student', [
      '/dashboard',
      '/account',
      '/rewards',
      '/scores',
      '/discount-code',
    ]);
    expect(problems.join('\n\n')).toBe('');
  });

  it('passes with the member drawer (phone) and the profile menu of the public header (desktop) open', async () => {
    const page = student.page();
    const problems: string[] = [];
    await visit(page, '/dashboard');
    await resize(page, phone);
    await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
    await see(page, page.getByRole('dialog'), 'the member drawer');
    await settledModal(page);
    problems.push(...(await audit(page, 'student: /dashboard (drawer open)', { widths: [phone], reflow: false })));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await visit(page, '/');
    await resize(page, desktop);
    const trigger = page.getByRole('banner').getByRole('button', { expanded: false }).first();
    await see(page, trigger, 'the profile menu button of the public header');
    await trigger.click();
    await see(page, page.getByRole('menu'), 'the profile menu');
    // The menu fades in; an audit mid-fade reads blended colours as low contrast.
    await animationsDone(page);
    problems.push(...(await audit(page, 'student: / (profile menu open)', { widths: [desktop], reflow: false })));
    await page.keyboard.press('Escape');
    expect(problems.join('\n\n')).toBe('');
  });

  it('passes on a reward with the buy confirmation open (cancelled, nothing bought)', async () => {
    const page = student.page();
    await visit(page, '/rewards?filter=receivable');
    const card = page.getByTestId('reward-card').first();
    await see(page, card, 'a reward the student can receive');
    await card.click();
    await page.waitForURL((url) => /^\/rewards\/\d+$/.test(url.pathname));
    await settle(page);
    const route = new URL(page.url()).pathname;
    const problems = await audit(page, `student: ${route}`);
    await page.getByRole('button', { name: 'دریافت جایزه' }).click();
    const dialog = page.getByRole('alertdialog');
    await see(page, dialog, 'the buy confirmation');
    // The dialog fades in: mid-fade axe can read brand.700 under white at ~90 % opacity (#3c8649,
    // 4.46:1, below AA) as the button's colour.
    await animationsDone(page);
    problems.push(...(await audit(page, `student: ${route} (buy confirmation)`, { reflow: true })));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems.join('\n\n')).toBe('');
  });

  it('passes on the wheel and its result dialog', async () => {
    const page = student.page();
    await visit(page, '/games/lucky-wheel');
    const result = page.getByTestId('wheel-result');
    const spin = page.getByRole('button', { name: 'چرخاندن گردونه' });
    const spent = page.getByRole('button', { name: 'فرصت امروز شما استفاده شد' });
    // Today's spin may already be spent (on a rerun against a running stack): the page then says
    // so itself, with no dialog, and that page is what is audited. Otherwise spin now.
    await see(page, spin.or(spent), 'the spin button, or the spent one');
    const problems: string[] = [];
    if (await spent.isVisible()) {
      problems.push(...(await audit(page, 'student: /games/lucky-wheel (spent)', { reflow: false })));
      expect(problems.join('\n\n')).toBe('');
      return;
    }
    problems.push(...(await audit(page, 'student: /games/lucky-wheel', { reflow: false })));
    await spin.click();
    await see(page, result, 'the wheel result dialog', 60_000);
    problems.push(...(await audit(page, 'student: /games/lucky-wheel (result)')));
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'hidden' });
    expect(problems.join('\n\n')).toBe('');
  });
});

describe('commission partner', () => {
  const partner = persona('partner', DEMO.partner, '/financial/commission', desktop);

  it('passes on the provider sign-in pages (desktop width, on the way in)', () => {
    expect(partner.signInProblems.join('\n\n')).toBe('');
  });

  it('passes on the commission report, a code’s detail and the bank information (viewing and editing)', async () => {
    const page = partner.page();
    const problems = await auditRoutes(page, 'partner', ['/financial/commission', '/dashboard']);
    await visit(page, '/financial/commission');
    const detail = await page.locator('a[href^="/financial/commission/"]').first().getAttribute('href');
    problems.push(...(await auditRoutes(page, 'partner', [detail ?? '/financial/commission/1'])));
    problems.push(
      ...(await auditRoutes(page, 'partner', ['/financial/commission?tab=payments', '/financial/bank-information'])),
    );
    await page.getByRole('button', { name: 'ویرایش' }).click();
    await see(page, page.getByRole('textbox', { name: /شماره شبا/ }), 'the bank form');
    problems.push(...(await audit(page, 'partner: /financial/bank-information (editing)')));
    expect(problems.join('\n\n')).toBe('');
  });
});

describe('reviewer', () => {
  const reviewer = persona('reviewer', REVIEWER, '/operator/review');

  it('passes on the review page', async () => {
    const page = reviewer.page();
    const problems = await auditRoutes(page, 'reviewer', ['/operator/review']);
    expect(problems.join('\n\n')).toBe('');
  });
});

it('keeps the Persian-digit helper honest: it reports a Latin number outside an isolate', async () => {
  const context = await openContext(browser, desktop, problemLog);
  const page = await context.newPage();
  await page.setContent(
    '<html lang="fa" dir="rtl"><body><p>موجودی 1250 کلروفیل</p><p>کد <bdi>HOSSEINI10</bdi></p><p>شبا <span dir="ltr">IR12</span></p><p>۱۲۵۰</p></body></html>',
  );
  const findings = await latinDigitsOutsideIsolates(page);
  expect(findings.map((f) => f.text)).toEqual(['موجودی 1250 کلروفیل']);
  await expect(expectPersianDigits(page, 'the sample')).rejects.toThrow(/«موجودی 1250 کلروفیل» in p/);
  await context.close();
});

it('saw no CSP violation, console error or page error', () => {
  expect(problemLog.problems, `problems seen:\n${problemLog.describe()}`).toEqual([]);
});
