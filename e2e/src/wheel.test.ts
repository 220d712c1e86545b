// The lucky wheel end to end, at desktop and phone widths. A visitor opens the lucky wheel (prizes and
// odds without signing in), presses spin and is sent to sign in, then comes back to the wheel;
// the member spins once — the result is there within about 5 s of the tap — sees a result that
// matches what GET /api/Scores or /api/DiscountCode then says (credited points offer «دیدن
// کلروفیل‌های من», not «دریافت جایزه»; the main action sits last, at the left), reloads and finds
// on the page, with no dialog, that there is no spin left today and when the next one opens (the
// countdown and its words naming the same minute).
// Members: 09120000004 on desktop, the reviewer 09129999999 on the phone — no other file asserts
// their balances, and the seed gives neither a spin today. Each spin is traced in Chromium (frame
// times, long tasks, layouts; the phone's with the CPU slowed 4×) and summarised in
// test-results/wheel-trace-summary-<width>.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, check, launchBrowser, openContext, screenshot, see, settle, WAIT_MS } from './support/browser.js';
import { origins, PHONE_USER_AGENT, viewports, type Viewport } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { submitCode, submitMobile, toPersianDigits } from './support/sign-in.js';
import { resultsDir } from './support/stack.js';

const WHEEL = '/games/lucky-wheel';
const MEMBER: Record<Viewport['name'], string> = { desktop: '09120000004', mobile: '09129999999' };
// A spin ends about 3.8 s after the tap; allow for a loaded machine before failing outright.
const SPIN_MS = 60_000;
/** From the tap to the result dialog, on an unthrottled desktop. */
const SPIN_BUDGET_MS = 5_500;

type SpinResult = {
  prize: string | null;
  status: number;
  prizeType: number;
  prizeSummary: string;
  score: number;
  discountCode: { code: string } | null;
};
type ScoreLine = { score: number; activity: string; createdAt: string };
type DiscountCode = { code: string };

const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** GET on the API as the signed-in member of `page`, with the app's own token. */
function apiGet<T>(page: Page, pathname: string): Promise<T> {
  return page.evaluate(
    async ({ api, pathname }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
        : '';
      const response = await fetch(`${api}${pathname}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
      return response.json();
    },
    { api: origins().api, pathname },
  ) as Promise<T>;
}

/** Frame times and long tasks seen by the page while `during` runs. */
async function watchFrames<T>(page: Page, during: () => Promise<T>) {
  await page.evaluate(() => {
    const log = { frames: [] as number[], longTasks: [] as number[], running: true };
    (window as unknown as { __wheelFrames: typeof log }).__wheelFrames = log;
    let last = performance.now();
    const step = (t: number) => {
      log.frames.push(t - last);
      last = t;
      if (log.running) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) log.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const value = await during();
  const log = await page.evaluate(() => {
    const frames = (window as unknown as { __wheelFrames: { frames: number[]; longTasks: number[]; running: boolean } })
      .__wheelFrames;
    frames.running = false;
    return { frames: frames.frames.slice(1), longTasks: frames.longTasks };
  });
  return { value, ...log };
}

function summariseFrames(frames: number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return {
    frames: frames.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    over20ms: frames.filter((f) => f > 20).length,
    over50ms: frames.filter((f) => f > 50).length,
  };
}

type TraceEvent = { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string } };

/** Main-thread work of the page's renderer from a Chromium trace: long tasks, layouts, paints. */
function summariseTrace(file: string, json: string) {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask').map((e) => (e.dur ?? 0) / 1000);
  return {
    file,
    tasks: tasks.length,
    longTasksOver50ms: tasks.filter((d) => d > 50).length,
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    layouts: onMain.filter((e) => e.name === 'Layout').length,
    styleRecalcs: onMain.filter((e) => e.name === 'UpdateLayoutTree').length,
    paints: onMain.filter((e) => e.name === 'Paint').length,
    animationFrames: onMain.filter((e) => e.name === 'FireAnimationFrame').length,
  };
}

describe.each(viewports)('lucky wheel at $width px', (viewport) => {
  const mobile = MEMBER[viewport.name];
  const state = { context: undefined as BrowserContext | undefined, page: undefined as Page | undefined };
  const page = () => state.page as Page;
  let result: SpinResult | undefined;
  let scoresBefore: ScoreLine[] = [];
  let codesBefore: DiscountCode[] = [];

  beforeAll(async () => {
    state.context = await openContext(browser, viewport, problems);
    state.page = await state.context.newPage();
  });
  afterAll(async () => {
    await state.context?.close();
  });

  it('shows a visitor the wheel and its odds, and sends a press on spin to sign-in and back', async () => {
    const p = page();
    await p.goto(`${origins().web}${WHEEL}`);
    await see(p, p.getByRole('heading', { name: 'گردونه شانس', level: 1 }), 'the «گردونه شانس» title');
    await see(p, p.getByText('بچرخان و برنده شو'), 'the «بچرخان و برنده شو» tagline');
    await see(p, p.getByRole('img', { name: /گردونه با ۱۰ خانه/ }), 'the wheel with the ten seeded prizes');
    const odds = p.getByRole('region', { name: 'شانس هر جایزه' });
    await see(p, odds.getByText('۲۲٪'), 'the published odds of the first prize (22%)');
    await settle(p);
    await screenshot(p, 'wheel-visitor', { fullPage: false });
    await p.getByRole('button', { name: 'ورود و چرخاندن گردونه' }).click();
    const atProvider = await p
      .waitForURL((url) => url.origin === origins().issuer && url.pathname.startsWith('/interaction/'), {
        timeout: WAIT_MS,
        waitUntil: 'commit',
      })
      .then(() => true)
      .catch(() => false);
    await check(p, atProvider, 'the spin button to send a visitor to the sign-in page');
    await submitMobile(p, origins(), mobile, viewport.mobile);
    await submitCode(p, origins(), mobile);
    await arriveAt(p, origins().web, WHEEL, undefined, WAIT_MS * 2);
    await see(p, p.getByRole('button', { name: 'چرخاندن گردونه' }), 'the spin button, now for a member');
  });

  it('spins once and shows the result the API then confirms in scores or discount codes', async () => {
    const p = page();
    scoresBefore = await apiGet<ScoreLine[]>(p, '/api/Scores');
    codesBefore = await apiGet<DiscountCode[]>(p, '/api/DiscountCode');
    const traceFile = path.join(resultsDir, `wheel-spin-trace-${viewport.width}.json`);
    await browser.startTracing(p, { path: traceFile, screenshots: false });
    // The phone run is slowed down 4× on the CPU, roughly a mid-range phone.
    const cdp = viewport.mobile ? await p.context().newCDPSession(p) : undefined;
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const spin = await watchFrames(p, async () => {
      const answer = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/wheel/Spin/'));
      // The page's own clock, from the tap to the dialog (the test's round trips not counted).
      await p.evaluate(() => {
        const button = document.querySelector('[data-testid="spin-button"]')!;
        const times = { tap: 0, result: 0 };
        (window as unknown as { __spinTimes: typeof times }).__spinTimes = times;
        button.addEventListener('click', () => (times.tap = performance.now()), { once: true });
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-testid="wheel-result"]')) {
            times.result = performance.now();
            observer.disconnect();
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      await p.getByRole('button', { name: 'چرخاندن گردونه' }).click();
      await see(p, p.getByRole('button', { name: 'گردونه در حال چرخش است…' }), 'the button saying the wheel turns');
      await p.waitForTimeout(1000);
      await screenshot(p, 'wheel-spinning', { fullPage: false });
      const body = (await (await answer).json()) as SpinResult;
      await see(p, p.getByTestId('wheel-result'), 'the result dialog once the wheel stops', SPIN_MS);
      const times = await p.evaluate(
        () => (window as unknown as { __spinTimes: { tap: number; result: number } }).__spinTimes,
      );
      return { body, tapToResultMs: Math.round(times.result - times.tap) };
    });
    result = spin.value.body;
    // Lively: about 3.8 s from the tap to the result (the phone's CPU is slowed 4×, so only recorded).
    if (!viewport.mobile)
      expect(spin.value.tapToResultMs, 'from the tap to the result').toBeLessThanOrEqual(SPIN_BUDGET_MS);
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    {
      const buffer = await browser.stopTracing();
      const trace = summariseTrace(traceFile, buffer.toString('utf8'));
      writeFileSync(
        path.join(resultsDir, `wheel-trace-summary-${viewport.width}.json`),
        JSON.stringify(
          {
            viewport: viewport.width,
            cpuThrottling: viewport.mobile ? 4 : 1,
            tapToResultMs: spin.value.tapToResultMs,
            frames: summariseFrames(spin.frames),
            longTasks: spin.longTasks,
            trace,
          },
          null,
          2,
        ),
      );
    }
    const dialog = p.getByTestId('wheel-result');
    await p.waitForTimeout(400);
    await screenshot(p, 'wheel-result', { fullPage: false });

    const scores = await apiGet<ScoreLine[]>(p, '/api/Scores');
    const codes = await apiGet<DiscountCode[]>(p, '/api/DiscountCode');
    if (result.status === 10 && result.prizeType === 30) {
      const won = `+${toPersianDigits(String(result.score))} کلروفیل`;
      await check(p, (await dialog.innerText()).replace(/\s+/g, ' ').includes(won), `the dialog to say «${won}»`);
      // The points are already credited: the button shows them, it does not «receive» anything.
      await see(p, dialog.getByRole('link', { name: 'دیدن کلروفیل‌های من' }), '«دیدن کلروفیل‌های من» to /scores');
      expect(await dialog.getByText('دریافت جایزه').count(), 'no «دریافت جایزه» for credited points').toBe(0);
      expect(scores).toHaveLength(scoresBefore.length + 1);
      expect(scores[0]).toMatchObject({ score: result.score, activity: `گردونه شانس: ${result.prize}` });
      expect(codes).toHaveLength(codesBefore.length);
    } else if (result.status === 10 && result.prizeType === 10) {
      await see(p, dialog.getByText(/کد تخفیف برای شما فرستاده می‌شود/), 'that the code will be sent');
      expect(codes.map((c) => c.code)).toContain(result.discountCode?.code);
      expect(codes).toHaveLength(codesBefore.length + 1);
      expect(scores).toHaveLength(scoresBefore.length);
    } else {
      expect(result.status).toBe(0);
      await see(p, dialog.getByRole('heading', { name: 'این دور پوچ بود' }), 'the bad-luck title');
      expect(scores).toHaveLength(scoresBefore.length);
      expect(codes).toHaveLength(codesBefore.length);
    }
    if (result.status === 10) await see(p, dialog.getByText(result.prizeSummary), 'the prize summary from the server');
    await see(p, dialog.getByText(/ساعت ۰۰:۰۰ بامداد .* به وقت تهران/), 'when the next spin opens');
    // The club's dialog order: the main action (solid) last, at the footer's end — left of «بستن».
    const actions = dialog.getByTestId('wheel-result-actions').locator('a, button');
    const close = (await dialog.getByRole('button', { name: 'بستن' }).boundingBox())!;
    const main = (await actions.last().boundingBox())!;
    expect(await actions.first().innerText()).toBe('بستن');
    // Left of it on the same row, or (a phone's wrapped footer) on a row below it.
    const after = main.x + main.width <= close.x + 1 || main.y >= close.y + close.height - 1;
    expect(after, `the main action ${JSON.stringify(main)} after «بستن» ${JSON.stringify(close)}`).toBe(true);
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const focused = await p.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    expect(focused, 'focus back on the spin button').toBe('spin-button');
  });

  it('after a reload shows on the page, with no dialog, that there is no spin left today and when the next one opens', async () => {
    const p = page();
    await p.reload();
    await see(p, p.getByRole('button', { name: 'فرصت امروز شما استفاده شد' }), 'the spent spin button');
    const spent = p.getByTestId('wheel-game').getByTestId('next-spin');
    await see(p, spent.getByText(/ساعت ۰۰:۰۰ بامداد .* به وقت تهران/), 'the next spin under the spent button');
    await see(p, spent.getByText(/^[۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}$/), 'the countdown under the spent button');
    // Every later visit: the state is on the page, the dialog is only for the member's own spin.
    await p.waitForTimeout(1000);
    expect(await p.getByTestId('wheel-result').count(), 'no «no spin left» dialog on a later visit').toBe(0);
    // The figure and the words (for screen readers) name the same hour and minute.
    const { figure, words } = await spent.evaluate((element) => ({
      figure:
        [...element.querySelectorAll('span')]
          .map((span) => span.textContent ?? '')
          .find((text) => /^[۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}$/.test(text)) ?? '',
      words: element.querySelector('[role="timer"]')?.textContent ?? '',
    }));
    const latin = (text: string) => Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
    const [hours, minutes] = figure.split(':').map(latin);
    const saidHours = latin(/([۰-۹]+) ساعت/.exec(words)?.[1] ?? '۰');
    const saidMinutes = latin(/([۰-۹]+) دقیقه/.exec(words)?.[1] ?? '۰');
    expect([saidHours, saidMinutes], `«${figure}» and «${words}»`).toEqual([hours, minutes]);
    // Right under it, in the room kept for a visitor's hint: not after an empty band (68 px before).
    const button = (await p.getByTestId('spin-button').boundingBox())!;
    const countdown = (await spent.boundingBox())!;
    expect(countdown.y - (button.y + button.height), 'space between the button and the countdown').toBeLessThanOrEqual(
      16,
    );
    await screenshot(p, 'wheel-spent', { fullPage: false });
    expect(result, 'a spin happened in the previous step').toBeDefined();
  });
});

// Lighthouse's phone: 412 px wide at a pixel ratio of 1.75, not the 390 px at 1 the server's page
// assumes. The wheel's bitmaps are each several hundred thousand pixels there; built first at the
// guessed size and again at the measured one, they would be two long tasks as the page starts.
it('paints the wheel for a phone of another size only at its own size and pixel ratio', async () => {
  const phone: Viewport = { name: 'mobile', width: 412, height: 823, mobile: true };
  const context = await openContext(browser, phone, problems, {
    deviceScaleFactor: 1.75,
    userAgent: PHONE_USER_AGENT,
  });
  try {
    const page = await context.newPage();
    // Every canvas the page makes, to read their sizes once it has settled.
    await page.addInitScript(() => {
      const made: HTMLCanvasElement[] = [];
      (window as unknown as { __canvases: HTMLCanvasElement[] }).__canvases = made;
      const create = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
        const element = create.call(this, name, options);
        if (name.toLowerCase() === 'canvas') made.push(element as HTMLCanvasElement);
        return element;
      } as typeof Document.prototype.createElement;
    });
    await page.goto(`${origins().web}${WHEEL}`);
    const wheel = page.getByTestId('wheel-canvas');
    await see(page, wheel, 'the wheel');
    await settle(page);
    // The wheel's radius on this phone: half the width less 40 px (SPEC §9), in device pixels.
    const size = Math.round((phone.width / 2 - 40) * 2 * 1.75);
    await expect.poll(() => wheel.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBe(size);
    const bitmaps = await page.evaluate(() =>
      (window as unknown as { __canvases: HTMLCanvasElement[] }).__canvases.map((canvas) => canvas.width),
    );
    // The disc and the resting rim, the spin's two rims, and a disc again for the prizes' pictures
    // or the web font: all at the phone's size, none at the guessed one.
    expect(bitmaps.length).toBeGreaterThanOrEqual(4);
    expect(bitmaps.filter((width) => width !== size)).toEqual([]);
  } finally {
    await context.close();
  }
});

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
