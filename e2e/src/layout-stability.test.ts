// Layout stability in the real stack: on a phone (Lighthouse's mobile size and user
// agent, 4× slower CPU), nothing a person is reading moves while a page loads — the server-rendered
// public pages as a visitor, and the member pages for a student with history, pending points and
// missions (09120000001) and for the partner with none (09120000002). Each page's layout shifts
// (the browser's `layout-shift` entries, as CLS counts them) must stay within the 0.02 the bench's CLS target allows.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, settle } from './support/browser.js';
import { DEMO } from './support/member.js';
import { origins, PHONE_USER_AGENT, type Viewport } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';

const CLS_LIMIT = 0.02;
const PHONE: Viewport = { name: 'mobile', width: 412, height: 823, mobile: true };
// Lighthouse 13's mobile user agent: the server renders the phone's layout for it.
type Shift = { value: number; sources: string[] };
type Measured = { total: number; shifts: Shift[]; timing: string };

const problems = new ProblemLog();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function phoneContext(): Promise<BrowserContext> {
  const context = await openContext(browser, PHONE, problems, { userAgent: PHONE_USER_AGENT, deviceScaleFactor: 1.75 });
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()} «${(node.textContent ?? '').trim().slice(0, 30)}»`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (source) =>
              `${name(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context;
}

/** Loads `path` afresh under a 4× slower CPU and returns its layout shifts once it is quiet. */
async function shiftsOf(page: Page, path: string): Promise<Measured> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${origins().web}${path}`);
    await settle(page);
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe(path);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    // When the fonts arrived against the first paint: a face later than the paint re-wraps text.
    const timing = await page.evaluate(() => {
      const ms = (value: number) => `${Math.round(value)} ms`;
      const paint = performance.getEntriesByName('first-paint')[0];
      const fonts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => `${entry.name.split('/').pop()} at ${ms((entry as PerformanceResourceTiming).responseEnd)}`);
      return `first paint at ${paint ? ms(paint.startTime) : '?'}; ${fonts.join(', ') || 'no font loaded'}`;
    });
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, timing };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

const explain = (path: string, { total, shifts, timing }: Measured) =>
  `${path}: CLS ${total.toFixed(4)} (${timing})\n${shifts.map((shift) => `  ${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`).join('\n')}`;

describe('a visitor on a phone', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await phoneContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(['/', '/page/faq', '/page/about-us', '/games/lucky-wheel'])(
    '%s: nothing moves while it loads',
    async (path) => {
      const page = await context.newPage();
      const measured = await shiftsOf(page, path);
      expect(measured.total, explain(path, measured)).toBeLessThanOrEqual(CLS_LIMIT);
      await page.close();
    },
  );
});

describe.each([
  { who: 'the student', mobile: DEMO.student, paths: ['/dashboard', '/rewards', '/scores', '/account'] },
  {
    who: 'the partner',
    mobile: DEMO.partner,
    paths: ['/dashboard', '/rewards', '/scores', '/account', '/financial/commission'],
  },
])('$who on a phone', ({ mobile, paths }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await phoneContext();
    page = await context.newPage();
    await signInFrom(page, origins(), { from: '/dashboard', mobile });
    await settle(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(paths)('%s: nothing moves while it loads', async (path) => {
    const measured = await shiftsOf(page, path);
    expect(measured.total, explain(path, measured)).toBeLessThanOrEqual(CLS_LIMIT);
  });
});

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
