// Hostile content: the XSS corpus (packages/rules/src/sanitize/xss-corpus.json) goes in
// through the API's staff endpoints as an operator would write it, and comes out in a real browser
// everywhere server HTML or text reaches the page: a content page, a reward description and FAQ
// answers (HTML, sanitised by the API on write), notifications (toasts: HTML of the toast subset)
// and the wheel's prize titles (text, on the canvas and in the odds list). Every payload calls alert/confirm/prompt or loads an
// outside address; the page hooks those, and the run also fails on a dialog, an `on*` attribute
// anywhere, a non-https/mailto link in the HTML, a CSP violation or an outside request. Many
// vectors share one page load; the original texts are written back afterwards, so the other
// files (which share the stack) never see the corpus.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, launchBrowser, openContext, see, settle } from './support/browser.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';
import { repoRoot } from './support/stack.js';
import { readWebStorage, sessionTokens } from './support/web-storage.js';

type Vector = { class: string; html: string };
const CORPUS: Vector[] = (
  JSON.parse(readFileSync(path.join(repoRoot, 'packages/rules/src/sanitize/xss-corpus.json'), 'utf8')) as {
    vectors: Vector[];
  }
).vectors;
// The API refuses control characters in plain text (contract: editorial.ts); those vectors are
// HTML-only by construction, and the API tests prove the refusal.
// eslint-disable-next-line no-control-regex -- the same set the contract refuses
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const TEXT_VECTORS = CORPUS.filter((vector) => !CONTROL.test(vector.html));
const ALL_HTML = CORPUS.map((vector) => vector.html).join('\n');
// The demo operator: the staff role that edits pages, FAQ, reward descriptions and prize titles.
const OPERATOR = '09120000010';
const ABOUT_US = 'about-us';

// The web server renders public pages and keeps the HTML for 30 s per address (apps/web README,
// «Server rendering»): a query of our own makes each load a fresh render of the edited data.
const RUN = Date.now().toString(36);
const fresh = (pathname: string, step: string) => `${origins().web}${pathname}?hostile=${RUN}-${step}`;

type Faq = { id: number; question: string; answer: string };
type Prize = { id: number; title: string };
type Reward = { id: number; description: string };

const problems = new ProblemLog();
const perSink: Record<string, number> = {};
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
const outsideRequests: string[] = [];
const dialogs: string[] = [];
const restore: (() => Promise<void>)[] = [];

declare global {
  interface Window {
    __xssFired?: string[];
  }
}

// Before any page script: alert/confirm/prompt/print record instead of blocking.
function hookDialogs() {
  window.__xssFired = [];
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(window, name, {
      value: (...args: unknown[]) => {
        window.__xssFired?.push(`${name}(${args.map(String).join(',')}) at ${location.href}`);
        return null;
      },
    });
  }
}

async function api<T>(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origins().api}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Reads `url` until `ready` holds: other API processes and caches follow a write within moments. */
async function until<T>(url: string, ready: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await api<T>('GET', url);
    if (ready(value)) return value;
    if (attempt === 40)
      throw new Error(`GET ${url} still answers what was there before the write (a stale read cache?)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Texts of at most `max` characters, each holding as many whole vectors as fit. */
function pack(vectors: readonly Vector[], max: number): string[] {
  const packs: string[] = [];
  for (const { html } of vectors) {
    const last = packs.at(-1);
    if (last !== undefined && last.length + 1 + html.length <= max) packs[packs.length - 1] = `${last}\n${html}`;
    else packs.push(html);
  }
  return packs;
}

const flat = (text: string) =>
  text
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What the page must never show, whatever the sink: run after each one. */
async function expectInert(sink: string, htmlRoot?: string): Promise<void> {
  const seen = await page.evaluate((root) => {
    const onAttributes = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name))
        .map((attribute) => `<${element.localName} ${attribute.name}>`),
    );
    const roots = root ? [...document.querySelectorAll(root)] : [];
    const badLinks = roots.flatMap((r) =>
      [...r.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')]
        .filter((el) => !(el.localName === 'a' && /^(https:\/\/|mailto:)/i.test(el.getAttribute('href') ?? '')))
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    const foreign = roots.flatMap((r) =>
      [...r.querySelectorAll('*')]
        .filter((el) => !/^(p|br|strong|em|ul|ol|li|h2|h3|h4|blockquote|a)$/.test(el.localName))
        .map((el) => el.localName),
    );
    return {
      fired: window.__xssFired ?? ['(hooks missing)'],
      onAttributes,
      badLinks,
      foreign,
      roots: roots.length,
      base: document.querySelectorAll('base').length,
    };
  }, htmlRoot);
  expect(seen.fired, `${sink}: script ran`).toEqual([]);
  expect(dialogs, `${sink}: dialogs opened`).toEqual([]);
  expect(seen.onAttributes, `${sink}: on* attributes in the DOM`).toEqual([]);
  expect(seen.base, `${sink}: <base> elements`).toBe(0);
  if (htmlRoot) {
    expect(seen.roots, `${sink}: sanitised HTML on the page`).toBeGreaterThan(0);
    expect(seen.badLinks, `${sink}: links other than https/mailto`).toEqual([]);
    expect(seen.foreign, `${sink}: elements outside the allowlist`).toEqual([]);
  }
  expect(outsideRequests, `${sink}: requests to outside hosts`).toEqual([]);
  expect(problems.describe(), `${sink}: CSP violations, console errors or page errors`).toBe('');
}

/** Every vector of `vectors` appears in `text` as the characters it is: shown, never parsed. */
function expectShownAsText(sink: string, text: string, vectors: readonly Vector[]): void {
  const shown = flat(text);
  const missing = vectors.filter((vector) => !shown.includes(flat(vector.html)));
  expect(
    missing.map((v) => v.html),
    `${sink}: vectors not shown as text`,
  ).toEqual([]);
  perSink[sink] = vectors.length;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const desktop = viewports.find((viewport) => viewport.name === 'desktop')!;
  context = await openContext(browser, desktop, problems);
  await context.addInitScript(hookDialogs);
  const ours = Object.values(origins()).map((origin) => new URL(origin).origin);
  context.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && !ours.includes(new URL(url).origin)) outsideRequests.push(url);
  });
  context.on('page', (opened) =>
    opened.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  page = await context.newPage();
  await signInFrom(page, origins(), { from: '/account', mobile: OPERATOR });
  token = sessionTokens(await readWebStorage(page)).access ?? '';
  if (!token) throw new Error('no access token for the operator');
});

afterAll(async () => {
  // Written back even when a step failed; each restore is independent of the others.
  const failures: string[] = [];
  for (const step of restore.reverse()) await step().catch((error: unknown) => failures.push(String(error)));
  await context?.close();
  await browser?.close();
  console.log(
    `[hostile-content] corpus ${CORPUS.length} vectors (${new Set(CORPUS.map((v) => v.class)).size} classes); ` +
      `per sink: ${JSON.stringify(perSink)}`,
  );
  if (failures.length > 0) throw new Error(`could not restore the original content:\n${failures.join('\n')}`);
});

describe('the XSS corpus, written through the staff endpoints and read in Chromium', () => {
  it(`holds at least a hundred labelled vectors (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(CORPUS.every((vector) => vector.class && vector.html)).toBe(true);
  });

  it('ships no sanitiser to the browser: no built chunk holds sanitize-html, htmlparser2 or postcss', () => {
    const assets = path.join(repoRoot, 'apps/web/dist/assets');
    const maps = readdirSync(assets).filter((file) => file.endsWith('.js.map'));
    expect(maps.length, 'source maps of the built chunks').toBeGreaterThan(0);
    const carrying = maps.filter((file) =>
      (JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] }).sources.some((source) =>
        /node_modules\/(\.pnpm\/)?(sanitize-html|htmlparser2|postcss)[@/]/.test(source),
      ),
    );
    expect(carrying).toEqual([]);
  });

  it('a content page: the API stores it sanitised and the page renders it inert', async () => {
    const original = await api<{ title: string; content: string }>('GET', `/api/Pages/${ABOUT_US}`);
    restore.push(async () => {
      await api('PUT', `/api/review/Pages/${ABOUT_US}`, { title: original.title, content: original.content });
    });
    const saved = await api<{ content: string }>('PUT', `/api/review/Pages/${ABOUT_US}`, { content: ALL_HTML });
    await until<{ content: string }>(`/api/Pages/${ABOUT_US}`, (p) => p.content === saved.content);
    await page.goto(fresh(`/page/${ABOUT_US}`, 'page'));
    await see(page, page.locator('.safe-html'), 'the page body');
    await settle(page);
    await expectInert('content page', '.safe-html');
    // The sanitised text survives (the vectors' harmless words are still there).
    await check(page, (await page.locator('.safe-html').innerText()).includes('کلیک'), 'the link texts kept');
    perSink['content page'] = CORPUS.length;
  });

  it('a reward description: the same, on the reward’s own page', async () => {
    const [reward] = await api<Reward[]>('GET', '/api/Rewards');
    if (!reward) throw new Error('no reward to describe');
    restore.push(async () => {
      await api('PUT', `/api/review/Rewards/${reward.id}/Description`, { description: reward.description });
    });
    const saved = await api<Reward>('PUT', `/api/review/Rewards/${reward.id}/Description`, { description: ALL_HTML });
    await until<Reward[]>('/api/Rewards', (list) => list.some((r) => r.description === saved.description));
    await page.goto(`${origins().web}/rewards/${reward.id}`);
    await see(page, page.getByTestId('reward-detail').locator('.safe-html'), 'the reward description');
    await settle(page);
    await expectInert('reward description', '.safe-html');
    perSink['reward description'] = CORPUS.length;
  });

  it('FAQ answers: sanitised HTML, inert', async () => {
    const faq = await api<Faq[]>('GET', '/api/Faq');
    // A marker first in each answer: its text survives sanitising, so no answer is refused as empty.
    const marker = 'پاسخ آزمایشی';
    const answers = pack(TEXT_VECTORS, 4000).map((html, index) => `<p>${marker} ${index + 1}</p>\n${html}`);
    const edited = faq.slice(0, answers.length);
    expect(edited).toHaveLength(answers.length);
    restore.push(async () => {
      for (const { id, question, answer } of edited) await api('PUT', `/api/review/Faq/${id}`, { question, answer });
    });
    for (const [index, item] of edited.entries())
      await api('PUT', `/api/review/Faq/${item.id}`, { question: item.question, answer: answers[index] });
    await until<Faq[]>('/api/Faq', (list) => list[0]?.answer.startsWith(`<p>${marker} 1</p>`) === true);
    await page.goto(fresh('/page/faq', 'faq'));
    const list = page.getByRole('list', { name: 'پرسش‌ها و پاسخ‌ها' });
    await see(page, list.getByRole('listitem').first(), 'the FAQ questions');
    // Cut answers open with «ادامه»; every one of ours is longer than the cut.
    const more = list.getByRole('button', { name: /^ادامه/ });
    while ((await more.count()) > 0) await more.first().click();
    await expectInert('FAQ answers', '[data-testid="faq-answer"] .safe-html');
    perSink['FAQ answers'] = TEXT_VECTORS.length;
  });

  it('notifications: every message a toast, its sanitised HTML inert', async () => {
    // A marker in front of each message finds our toasts among any others.
    const marker = 'پیام آزمایشی';
    const messages = pack(TEXT_VECTORS, 980).map((text, index) => `${marker} ${index + 1}\n${text}`);
    // Anything already waiting for the operator is taken first, so the toasts are only ours.
    await api('GET', '/api/Notification');
    // Each message an operator's notification to a list of one: the operator.
    const sent: { id: number; editVersion: number }[] = [];
    for (const message of messages)
      sent.push(
        await api('POST', '/api/staff/Notifications', {
          type: 'info',
          message,
          audience: 'mobiles',
          mobiles: OPERATOR,
          startsAt: null,
          endsAt: null,
        }),
      );
    restore.push(async () => {
      await api('GET', '/api/Notification');
      for (const { id, editVersion } of sent)
        await api('POST', `/api/staff/Notifications/${id}/Withdraw`, {
          editVersion,
          reason: 'پایان آزمون محتوای خصمانه',
        });
    });
    // The shell asks for notifications on every page change.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/scores');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(
      ({ text, count }) =>
        [...document.querySelectorAll('[role="status"]')].filter((el) => el.textContent?.includes(text)).length >=
        count,
      { text: marker, count: messages.length },
    );
    await expectInert('notifications', '[role="status"] .safe-html');
    perSink.notifications = TEXT_VECTORS.length;
  });

  it('wheel prize titles: drawn on the canvas and listed with their odds, as text', async () => {
    const { prizes } = await api<{ prizes: Prize[] }>('GET', '/api/wheel/Prizes');
    restore.push(async () => {
      for (const prize of prizes) await api('PUT', `/api/review/wheel/Prizes/${prize.id}`, { title: prize.title });
    });
    const titles = pack(TEXT_VECTORS, 200);
    const rounds = Math.ceil(titles.length / prizes.length);
    let label = '';
    let odds = '';
    for (let round = 0; round < rounds; round += 1) {
      const batch = titles.slice(round * prizes.length, (round + 1) * prizes.length);
      for (const [index, title] of batch.entries())
        await api('PUT', `/api/review/wheel/Prizes/${prizes[index]!.id}`, { title });
      await until<{ prizes: Prize[] }>('/api/wheel/Prizes', (wheel) => wheel.prizes[0]?.title === batch[0]);
      await page.goto(fresh('/games/lucky-wheel', `wheel-${round}`));
      const canvas = page.getByTestId('wheel-canvas');
      await see(page, canvas, 'the wheel');
      const first = batch[0]!.split('\n')[0]!;
      const drawn = await page
        .waitForFunction(
          (text) => document.querySelector('[data-testid="wheel-canvas"]')?.getAttribute('aria-label')?.includes(text),
          first,
        )
        .then(() => true)
        .catch(() => false);
      await check(
        page,
        drawn,
        `the wheel to show round ${round + 1}'s titles (label: ${(await canvas.getAttribute('aria-label'))?.slice(0, 200)})`,
      );
      await settle(page);
      label += `\n${(await canvas.getAttribute('aria-label')) ?? ''}`;
      // When the signed-in member has spun today, the page first says so in a dialog, which hides the rest from the accessibility tree until it is closed.
      const refusal = page.getByRole('dialog');
      if (await refusal.isVisible()) await refusal.getByRole('button', { name: 'بستن' }).click();
      odds += `\n${await page.getByRole('region', { name: 'شانس هر جایزه' }).innerText()}`;
      await expectInert(`wheel round ${round + 1}`);
    }
    expectShownAsText('wheel canvas', label, TEXT_VECTORS);
    // The odds list truncates long titles visually only; its text is whole.
    expectShownAsText('wheel odds list', odds, TEXT_VECTORS);
  });
});
