// The public pages arrive as HTML (rendered by the production server from the API's
// content), readable before any script runs, and the browser takes them over without a hydration
// mismatch, without fetching their data again, for a visitor and for a signed-in member alike.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, screenshot, see, settle } from './support/browser.js';
import { DEMO } from './support/member.js';
import { origins, PHONE_USER_AGENT, type Viewport, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { type Commit, readCommits, recordCommits } from './support/react-commits.js';
import { signInFrom } from './support/sign-in.js';

// A phone's browser names itself (Lighthouse's mobile preset sends this kind of user agent).
type PublicPage = { path: string; h1: string; text: RegExp; data: string };

// `data` is the API answer the page needs, which must arrive inside the HTML and not be asked again.
const pages: PublicPage[] = [
  { path: '/', h1: 'به باشگاه مشتریان خوش آمدید', text: /کلروفیل/, data: '/api/Rewards/Catalogue' },
  { path: '/page/faq', h1: 'پرسش‌های متداول', text: /چگونه کلروفیل/, data: '/api/Faq' },
  { path: '/page/about-us', h1: 'درباره‌ی ما', text: /انتشارات/, data: '/api/Pages/about-us' },
  { path: '/باشگاه-مشتریان-چیست', h1: 'باشگاه مشتریان چیست؟', text: /کلروفیل/, data: '/api/Pages/باشگاه-مشتریان-چیست' },
  { path: '/games/lucky-wheel', h1: 'گردونه شانس', text: /گردونه/, data: '/api/Pages' },
];

const address = (path: string) => `${origins().web}${path.split('/').map(encodeURIComponent).join('/')}`;

async function htmlOf(path: string, userAgent?: string) {
  const response = await fetch(address(path), { headers: userAgent ? { 'user-agent': userAgent } : {} });
  return { response, html: await response.text() };
}

/** The markup inside #root, as the server sent it. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the public pages as served HTML (no script run)', () => {
  it.each(pages)('$path carries its heading, content, styles and data', async ({ path, h1, text }) => {
    const { response, html } = await htmlOf(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    const root = rootOf(html);
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1];
    expect(heading && textOf(heading).trim(), `${path}: the <h1> in the HTML`).toBe(h1);
    expect(textOf(root)).toMatch(text);
    // The header and footer links (GET /api/Pages) are there before the app starts.
    expect(root).toMatch(/href="\/page\/about-us"/);
    // The class rules in the shape the browser's cache takes over in place (apps/web/src/hydration/style-cache.ts).
    expect(html).toMatch(/<style data-emotion="cl-server [^"]+" data-s="">/);
    // The only inline scripts are JSON data blocks, which a browser never runs: the configuration and the page's data.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline).toEqual([
      ' type="application/json" id="clorofil-config"',
      ' type="application/json" id="clorofil-server-state"',
    ]);
  });

  it('a member page stays the browser-rendered shell', async () => {
    const { response, html } = await htmlOf('/dashboard');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('clorofil-server-state');
    // The session code downloads beside the entry, not after it has run; a visitor's page never loads it.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/create-auth-[\w-]+\.js">/);
    expect((await htmlOf('/')).html).not.toMatch(/create-auth-/);
  });

  it('preloads the fonts a Persian page draws with, at most 40 KB in all', async () => {
    // The Persian face and the one with the space between words, the weight axis cut to the 400–800
    // the screens use (packages/ui-rtl/scripts/subset-fonts.mjs). Uncut they were 49.6 KB, bytes
    // every page downloaded before its text was drawn in Vazirmatn.
    const { html } = await htmlOf('/');
    const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((match) => match[1]!);
    expect(fonts).toHaveLength(2);
    let bytes = 0;
    for (const font of fonts) bytes += (await (await fetch(`${origins().web}${font}`)).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
  });

  it('a phone gets the phone header, a desktop browser the page links', async () => {
    const phone = rootOf((await htmlOf('/page/faq', PHONE_USER_AGENT)).html);
    const desktop = rootOf((await htmlOf('/page/faq')).html);
    expect(phone).toContain('aria-label="باز کردن منو"');
    // The page links are the phone menu's, a closed <dialog>, not in the header's bar.
    expect(phone.match(/aria-label="منوی اصلی"/g)).toHaveLength(1);
    expect(phone).toMatch(/<dialog(?![^>]*\bopen\b)[^>]*>(?:(?!<\/dialog>)[\s\S])*aria-label="منوی اصلی"/);
    expect(desktop).toContain('aria-label="منوی اصلی"');
    expect(desktop).not.toContain('<dialog');
  });
});

describe('the served pages in a browser', () => {
  const problems = new ProblemLog();
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  async function open(viewport: Viewport, javaScriptEnabled = true): Promise<Page> {
    const context = await openContext(browser, viewport, problems);
    if (!javaScriptEnabled || viewport.mobile) {
      await context.close();
      const custom = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
        locale: 'fa-IR',
        javaScriptEnabled,
        ...(viewport.mobile ? { userAgent: PHONE_USER_AGENT } : {}),
      });
      await problems.watch(custom, `[${viewport.width}px${javaScriptEnabled ? '' : ' no-js'}]`);
      contexts.push(custom);
      return custom.newPage();
    }
    contexts.push(context);
    return context.newPage();
  }

  /**
   * Holds the app's entry script back until the returned function is called: the page as the
   * server sent it, before any of the app's code runs.
   */
  async function holdEntry(page: Page): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** The API calls a page makes, by path. */
  function apiCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origins().api) calls.push(decodeURIComponent(url.pathname));
    });
    return calls;
  }

  /** React's hydration complaints, whatever their level (errors are also in `problems`). */
  function hydrationMessages(page: Page): string[] {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|server rendered/i.test(message.text())) seen.push(message.text());
    });
    page.on('pageerror', (error) => seen.push(error.message));
    return seen;
  }

  it('draws each weight the screens use (400–800) in Vazirmatn, each heavier and wider than the last', async () => {
    const page = await open(viewports[0]!);
    await page.goto(address('/'));
    const widths = await page.evaluate(async () => {
      const text = 'باشگاه مشتریان کلروفیل ۱۲۳۴ (کد: AB12)';
      const weights = [400, 500, 600, 700, 800, 900];
      await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 20px 'Vazirmatn Variable'`, text)));
      return weights.map((weight) => {
        const span = document.createElement('span');
        span.style.cssText = `font: ${weight} 20px 'Vazirmatn Variable', monospace; white-space: nowrap`;
        span.textContent = text;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      });
    });
    const [w400, w500, w600, w700, w800, w900] = widths as [number, number, number, number, number, number];
    // A weight the axis no longer has would be drawn as its neighbour: the same width.
    for (const [lighter, heavier] of [
      [w400, w500],
      [w500, w600],
      [w600, w700],
      [w700, w800],
    ] as const)
      expect(heavier, `widths by weight: ${widths.join(', ')}`).toBeGreaterThan(lighter + 0.5);
    // 900 (a <strong> inside bold text) is drawn at the axis's end.
    expect(w900).toBeCloseTo(w800, 1);
  });

  it.each(viewports)('without JavaScript every public page is readable at $width px', async (viewport) => {
    const page = await open(viewport, false);
    for (const { path, h1, text } of pages) {
      await page.goto(address(path));
      await see(page, page.getByRole('heading', { level: 1, name: h1 }), `${path}: its heading without JavaScript`);
      expect(await page.locator('main').innerText()).toMatch(text);
      if (path === '/page/faq' || path === '/') await screenshot(page, `prerender-no-js${path.replace(/\W+/g, '-')}`);
      if (path === '/') {
        // The rewards are one row, as once the carousel runs (they once lay one under another until
        // the home page's own style sheet came with its script: a page 15,000 px tall at 1280 px).
        const slides = page.locator('ul.keen-slider > li');
        const tops = await slides.evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().top)),
        );
        expect(tops.length, 'rewards in the carousel').toBeGreaterThan(2);
        expect(new Set(tops).size, `the rewards' tops: ${tops.join(', ')}`).toBe(1);
      }
    }
    await page.context().close();
  });

  it('a phone opens its menu from the served page before any script runs, and closes it', async () => {
    // The menu button's invoker command opens the menu's <dialog>: the browser's doing, so a tap
    // works from the first paint, while the app's code is still on its way or starting.
    const page = await open(
      viewports.find((viewport) => viewport.mobile)!,
      false,
    );
    await page.goto(address('/'));
    const button = page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' });
    await see(page, button, 'the menu button without JavaScript');
    const menu = page.getByRole('dialog');
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    await see(
      page,
      menu.getByRole('link', { name: 'باشگاه مشتریان چیست؟' }),
      'the page links in the menu without JavaScript',
    );
    // A modal dialog: focus is inside and the page behind it does not scroll.
    expect(await menu.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(
      true,
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // The slide-in has ended (polled from here: the page's own timers and frames do not run
    // without JavaScript; the skeletons' pulse never ends).
    await expect
      .poll(() =>
        menu.evaluate((dialog) => dialog.getAnimations().every((animation) => animation.playState !== 'running')),
      )
      .toBe(true);
    await screenshot(page, 'prerender-no-js-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await button.click();
    await menu.getByRole('button', { name: 'بستن منو' }).click();
    await menu.waitFor({ state: 'hidden' });
    // A tap on the dimmed page beside the panel (the panel is on the right, at most 320 px wide).
    await button.click();
    await see(page, menu, 'the menu open again');
    await page.mouse.click(20, 400);
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('a menu opened before the app started stays open when the app takes the page over, and the app knows it', async () => {
    const page = await open(viewports.find((viewport) => viewport.mobile)!);
    const release = await holdEntry(page);
    await page.goto(address('/'), { waitUntil: 'commit' });
    const button = page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' });
    await see(page, button, 'the menu button before the app starts');
    await button.click();
    const menu = page.getByRole('dialog');
    await see(page, menu.getByRole('link', { name: 'باشگاه مشتریان چیست؟' }), 'the menu, opened before the app starts');
    expect(await button.getAttribute('aria-expanded'), 'before the app: the browser opened it').toBe('false');
    release();
    // Hydrated: the app has read the open dialog (aria-expanded) and left it open.
    await page.waitForFunction(
      () =>
        document.querySelector('header button[aria-label="باز کردن منو"]')?.getAttribute('aria-expanded') === 'true',
    );
    expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await menu.getByRole('button', { name: 'بستن منو' }).click();
    await menu.waitFor({ state: 'hidden' });
    // The dialog hides as it closes; the app hears its `close` event a task later and renders the
    // button's state after that.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await page.unrouteAll();
    await page.context().close();
  });

  it('a desktop browser in a phone-wide window gets its header in one row before the app runs', async () => {
    // The server picks the header by the user agent: a desktop browser 390 px wide gets the desktop
    // header, whose page links once wrapped over four lines until the app switched to the phone's.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fa-IR',
      javaScriptEnabled: false,
    });
    contexts.push(context);
    await problems.watch(context, '[390px desktop no-js]');
    const page = await context.newPage();
    await page.goto(address('/'));
    await see(page, page.getByRole('heading', { level: 1, name: pages[0]!.h1 }), 'the home page without JavaScript');
    expect(await page.locator('nav[aria-label="منوی اصلی"]').count(), 'the desktop header was sent').toBe(1);
    expect(await page.locator('nav[aria-label="منوی اصلی"]').isVisible()).toBe(false);
    const header = await page
      .locator('header')
      .first()
      .evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        overflows: element.scrollWidth > element.clientWidth,
      }));
    expect(header, 'one row, as a phone header (56 px and its border)').toEqual({ height: 57, overflows: false });
    await screenshot(page, 'prerender-narrow-desktop-no-js', { fullPage: false });
    await context.close();
  });

  it.each(viewports)('a visitor: hydrated without a mismatch or a second fetch at $width px', async (viewport) => {
    const page = await open(viewport);
    for (const { path, h1, data } of pages) {
      const calls = apiCalls(page);
      const hydration = hydrationMessages(page);
      await page.goto(address(path));
      // The account control leaves its placeholder once the app runs and knows there is no session.
      await see(page, page.getByRole('button', { name: 'ورود / ثبت‌نام' }), `${path}: the app running`);
      await settle(page);
      await see(page, page.getByRole('heading', { level: 1, name: h1 }), `${path}: its heading after hydration`);
      expect(hydration, `${path}: hydration messages`).toEqual([]);
      expect(
        calls.filter((call) => call === data || call === '/api/Pages'),
        `${path}: data fetched again`,
      ).toEqual([]);
      page.removeAllListeners('request');
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    // The last page of the walk (the wheel's), as hydrated.
    await screenshot(page, 'prerender-hydrated-wheel');
    expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
  });

  // A page readable before its scripts run can be scrolled before React takes it over. The app
  // once scrolled every first page back to its top as it hydrated, which moved the footer away from
  // under a pointer between press and release (a footer link that opened nothing, CI at 1280 px).
  it.each(viewports)('a page scrolled before it starts stays where it was at $width px', async (viewport) => {
    const page = await open(viewport);
    // Any script may read the layout at any moment: here one is read after every change to the
    // page, so a moment the page is shorter (say, the carousel between its own layout and
    // keen-slider's) clamps the scroll in every run, not only on a busy machine.
    await page.addInitScript(() => {
      new MutationObserver(() => document.documentElement.scrollHeight).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    const release = await holdEntry(page);
    // The entry is a module script: the document's load events wait for it, so only its arrival.
    await page.goto(address('/'), { waitUntil: 'commit' });
    await see(page, page.getByRole('contentinfo'), 'the footer before the app starts');
    // Its style sheets and fonts in place: the page at the height a visitor scrolls.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    );
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'scrolled to the footer').toBeGreaterThan(200);
    release();
    await see(page, page.getByRole('button', { name: 'ورود / ثبت‌نام' }), 'the app running');
    await settle(page);
    expect(await page.evaluate(() => window.scrollY), 'where the page is once the app runs').toBe(scrolled);
    await page.unrouteAll();
  });

  /** What a visitor's page did while it started: the scripts it asked for, and what the watches below saw. */
  interface VisitorStart {
    path: string;
    scripts: string[];
    stylesMoved: string[];
    serverSheets: number;
    zonesRead: string[];
    /** React's first commit: the hydration of the served markup. */
    hydration: Commit | undefined;
  }

  // The four tests below look at the same start of each public page, at 1280 px: one visit of each
  // page, watched for all four at once and recorded, replaces a visit per test (5 page loads
  // instead of 20). Each test reads its own part.
  let visitorStarts: Promise<VisitorStart[]> | undefined;
  const recordVisitorStarts = () => (visitorStarts ??= visitEveryPublicPage());

  async function visitEveryPublicPage(): Promise<VisitorStart[]> {
    const page = await open(viewports[0]!);
    await page.addInitScript(recordCommits);
    // Records whether @emotion/react's own cache takes the server's <style> and appends it to <head> again.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { stylesMoved: string[] }).stylesMoved = moved;
      new MutationObserver((records) => {
        // A move is a removal, then an addition (the parser's own addition is not one).
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement && node.dataset.emotion?.includes(' '))
              moved.push(node.dataset.emotion.slice(0, 30));
      }).observe(document, { childList: true, subtree: true });
    });
    // The time zones named to a date formatter.
    await page.addInitScript(() => {
      const native = Intl.DateTimeFormat;
      const zones: string[] = [];
      (window as unknown as { zonesRead: string[] }).zonesRead = zones;
      Intl.DateTimeFormat = new Proxy(native, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          if (args[1]?.timeZone) zones.push(args[1].timeZone);
          return new target(...args);
        },
        apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          if (args[1]?.timeZone) zones.push(args[1].timeZone);
          return target(...args);
        },
      });
    });
    const starts: VisitorStart[] = [];
    for (const { path } of pages) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(address(path));
      await see(page, page.getByRole('button', { name: 'ورود / ثبت‌نام' }), `${path}: the app running`);
      await settle(page);
      page.removeAllListeners('request');
      const seen = await page.evaluate(() => {
        const watched = window as unknown as { stylesMoved: string[]; zonesRead: string[] };
        return {
          stylesMoved: watched.stylesMoved,
          serverSheets: document.querySelectorAll('head style[data-emotion^="cl-server "]').length,
          zonesRead: watched.zonesRead,
        };
      });
      const [hydration] = await readCommits(page);
      starts.push({ path, scripts, ...seen, hydration });
    }
    return starts;
  }

  // The API's schemas (zod in `contract-base`, each area in `contract-<area>`; ~100 ms of
  // evaluation at phone speed for all of them) load with a visitor's first tap or ~10 s later, never
  // while the page starts — not even for something as small as the wheel's segment colours.
  it('a visitor’s page starts without the API’s schemas', async () => {
    for (const { path, scripts } of await recordVisitorStarts()) {
      expect(scripts.length, `${path}: scripts loaded`).toBeGreaterThan(3);
      expect(
        scripts.filter((script) => /\/assets\/contract-(?!constants)/.test(script)),
        `${path}: the contract's chunk`,
      ).toEqual([]);
    }
  });

  // @emotion/react's own cache would take the server's <style> and append it to <head> again while
  // the page starts; moving a style sheet makes the browser compute the whole page's style and
  // layout once more (~200 ms at phone speed).
  it('a page the server rendered keeps its style sheet where it is while the app takes it over', async () => {
    for (const { path, stylesMoved, serverSheets } of await recordVisitorStarts()) {
      expect(stylesMoved, `${path}: the server's style sheets moved`).toEqual([]);
      expect(serverSheets, `${path}: the server's class rules`).toBe(1);
    }
  });

  // Hydrating a page is a few hundred milliseconds of work on a phone. As a transition (boot.tsx)
  // React does it in slices of a few milliseconds and gives the browser its turn between them, so
  // a tap or a scroll meanwhile waits a slice, not the whole page; in one piece it is one long task.
  it('the app takes a served page over in slices, giving the browser its turn between them', async () => {
    for (const { path, hydration } of await recordVisitorStarts()) {
      expect(hydration?.rendered, `${path}: components hydrated in React's first commit`).toBeGreaterThan(50);
      expect(hydration?.sync, `${path}: the hydration committed in a synchronous update`).toBe(false);
      expect(hydration?.schedulerTasks, `${path}: scheduler tasks the hydration took`).toBeGreaterThan(1);
    }
  });

  // The first formatter that names a time zone loads that zone's data (tens of milliseconds at
  // phone speed). The wheel's «next spin», which only a member who has spun today is shown, must not
  // make one for Tehran while the page hydrates.
  it('a visitor’s page starts without reading Tehran’s time zone', async () => {
    for (const { path, zonesRead } of await recordVisitorStarts())
      expect(zonesRead, `${path}: time zones read while it started`).toEqual([]);
  });

  // Chakra's global sheet (layers, reset, token variables) is written by Emotion: into the server's
  // HTML for a page it renders, taken over there by the browser, and written once by the browser
  // for a page it renders itself.
  it('declares the token variables once, on a page the server rendered and on one the browser rendered', async () => {
    const page = await open(viewports[0]!);
    // The token's own declaration (class rules use it as `var(…)`, and set the palette's variables).
    // Read from the style sheets' rules: Emotion inserts rules without writing them as text.
    const written = () =>
      page.evaluate(
        () =>
          [...document.styleSheets].filter((sheet) =>
            [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-brand-500:')),
          ).length,
      );
    const brand = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
      );
    // A server-rendered page, and one the browser renders from the shell (as it does member pages).
    for (const path of ['/page/faq', '/no-such-page']) {
      await page.goto(address(path));
      await settle(page);
      expect(await brand(), `${path}: the brand colour's variable`).toBe('#37b24d');
      expect(await written(), `${path}: <style> elements declaring the token variables`).toBe(1);
      // Chakra's layers keep their order once the browser has taken the page over: a recipe (the
      // centred Container) still wins over the reset.
      const centred = await page.evaluate(() => {
        const container = document.querySelector('main .chakra-container');
        return container ? getComputedStyle(container).marginLeft !== '0px' : null;
      });
      if (path === '/page/faq') expect(centred, `${path}: the page's column centred`).toBe(true);
    }
    expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
  });

  it('a signed-in member landing on public pages sees their account after hydration', async () => {
    const viewport = viewports[0]!;
    const page = await open(viewport);
    await signInFrom(page, origins(), { from: '/dashboard', mobile: DEMO.student });
    for (const path of ['/', '/page/faq']) {
      const hydration = hydrationMessages(page);
      await page.goto(address(path));
      // The server rendered a visitor's page; the member's name replaces the placeholder after hydration.
      await see(
        page,
        page.locator('header').getByRole('button').filter({ hasNotText: 'ورود / ثبت‌نام' }),
        `${path}: the member's account control`,
      );
      expect(await page.getByRole('button', { name: 'ورود / ثبت‌نام' }).count()).toBe(0);
      await settle(page);
      expect(hydration, `${path}: hydration messages`).toEqual([]);
    }
    await screenshot(page, 'prerender-member-home', { fullPage: false });
    expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
  });
});
