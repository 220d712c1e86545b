import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPrerenderer,
  drawsArabic,
  drawsSpace,
  requestIsMobile,
  shellTemplate,
} from '../../scripts/prerender-cache.mjs';

type Page = { html: Buffer; br: Buffer; gzip: Buffer } | null;

let dist: string;
const results = path.resolve(import.meta.dirname, '../../test-results');

// A stand-in for the built server bundle: it counts renders and answers what the "API" holds now,
// so the test sees when the server renders again. The cache and its rules are the real ones.
const bundle = `
export function serverRendered(pathname) {
  return pathname === '/' || pathname.startsWith('/page/');
}
export async function renderPage({ url, isMobile }, { template }) {
  globalThis.__renders += 1;
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (globalThis.__apiDown) return { kind: 'shell', reason: 'the API did not answer in time' };
  return { kind: 'page', html: template.replace('<div id="root"></div>', '<div id="root"><h1>' + globalThis.__content + ' ' + url + (isMobile ? ' phone' : '') + '</h1></div>') };
}`;

const state = globalThis as unknown as { __renders: number; __content: string; __apiDown: boolean };

beforeEach(() => {
  Object.assign(state, { __renders: 0, __content: 'نسخهٔ اول', __apiDown: false });
  // Inside the package (git-ignored test-results), where the test's module loader may read.
  mkdirSync(results, { recursive: true });
  dist = mkdtempSync(path.join(results, 'prerender-'));
  mkdirSync(path.join(dist, '.server'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.server', 'entry-server.js'), bundle);
  writeFileSync(
    path.join(dist, 'assets', 'index.css'),
    // As Vite writes the subset faces of packages/ui-rtl/src/fonts/vazirmatn.css (Persian, the
    // Latin one with the space), plus a face no Persian page needs.
    '@font-face{font-family:V;src:url(/assets/fa.woff2)format("woff2");unicode-range:U+60C,U+61B,U+621-63A,U+6F0-6F9,U+200C-200F}' +
      '@font-face{font-family:V;src:url(/assets/latin.woff2)format("woff2");unicode-range:U+20-7E,U+A0,U+2013-2014}' +
      '@font-face{font-family:V;src:url(/assets/greek.woff2)format("woff2");unicode-range:U+370-3FF}',
  );
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>',
  );
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const make = (ttlMs: number, failureTtlMs = 5_000) =>
  createPrerenderer({
    dist,
    config: {},
    origin: 'http://127.0.0.1:5173',
    ttlMs,
    failureTtlMs,
    log: () => undefined,
    importBundle: (file: string) => import(/* @vite-ignore */ file),
  });

const text = (page: Page) => page?.html.toString('utf8') ?? '';

describe('the rendered-page cache of the production server', () => {
  it('renders once for a burst of visitors, compressed both ways, with the font preloaded', async () => {
    const prerender = make(30_000)!;
    const pages = await Promise.all(Array.from({ length: 20 }, () => prerender.page('/page/faq', false)));
    expect(state.__renders).toBe(1);
    expect(text(pages[0]!)).toContain('<h1>نسخهٔ اول /page/faq</h1>');
    expect(text(pages[0]!)).toContain(
      '<link rel="preload" href="/assets/fa.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(text(pages[0]!)).toContain(
      '<link rel="preload" href="/assets/latin.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(text(pages[0]!)).not.toContain('greek.woff2');
    expect(brotliDecompressSync(pages[0]!.br).toString('utf8')).toBe(text(pages[0]!));
    expect(gunzipSync(pages[0]!.gzip).toString('utf8')).toBe(text(pages[0]!));
  });

  it('keeps a phone render apart from a desktop one', async () => {
    const prerender = make(30_000)!;
    expect(text(await prerender.page('/', true))).toContain('/ phone');
    expect(text(await prerender.page('/', false))).not.toContain('phone');
    expect(state.__renders).toBe(2);
  });

  it("shows an editor's change once the time to live has passed", async () => {
    const prerender = make(1_000)!;
    await prerender.page('/page/about-us', false);
    state.__content = 'نسخهٔ ویرایش‌شده';
    expect(text(await prerender.page('/page/about-us', false))).toContain('نسخهٔ اول');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(text(await prerender.page('/page/about-us', false))).toContain('نسخهٔ ویرایش‌شده');
  });

  it('sends the shell while the API is down and renders again soon after it is back', async () => {
    // The outcome is remembered for a second: a busy machine (clean-clone CI) once took longer than
    // the 40 ms this test used to allow between its first two asks.
    const prerender = make(30_000, 1_000)!;
    state.__apiDown = true;
    expect(await prerender.page('/', false)).toBeNull();
    state.__apiDown = false;
    expect(await prerender.page('/', false)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(text(await prerender.page('/', false))).toContain('<h1>');
  });

  it('renders only the public pages, and nothing at all without the server bundle', async () => {
    const prerender = make(30_000)!;
    expect(await prerender.handles('/page/faq')).toBe(true);
    expect(await prerender.handles('/dashboard')).toBe(false);
    rmSync(path.join(dist, '.server'), { recursive: true });
    expect(make(30_000)).toBeNull();
  });
});

describe('requestIsMobile', () => {
  it('trusts the client hint first, then the user agent', () => {
    expect(requestIsMobile({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(requestIsMobile({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' })).toBe(
      false,
    );
    expect(
      requestIsMobile({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }),
    ).toBe(true);
    expect(requestIsMobile({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' })).toBe(false);
  });
});

describe('which font face a rendered page preloads', () => {
  it('reads every form of unicode-range and finds the Arabic block', () => {
    expect(drawsArabic('U+6??,U+200C')).toBe(true);
    expect(drawsArabic('U+60C,U+61B,U+621-63A')).toBe(true);
    expect(drawsArabic(' U+0020-007E, U+05F0-0601')).toBe(true);
    expect(drawsArabic('U+20-7E,U+A0,U+2013-2014,U+FDFC')).toBe(false);
    expect(drawsArabic('')).toBe(false);
    expect(drawsSpace('U+20-7E,U+A0')).toBe(true);
    expect(drawsSpace('U+0000-00FF')).toBe(true);
    expect(drawsSpace('U+21-7E')).toBe(false);
  });

  it('finds exactly the faces a Persian page needs in the fonts the app ships', () => {
    // The stylesheet packages/ui-rtl/scripts/subset-fonts.mjs writes: a preload that silently found
    // nothing after a change of its format cost every page a layout shift when the font arrived.
    const css = readFileSync(
      path.resolve(import.meta.dirname, '../../../../packages/ui-rtl/src/fonts/vazirmatn.css'),
      'utf8',
    );
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
      file: /url\('\.\/([^']+)'\)/.exec(body!)?.[1],
      range: /unicode-range:([^;]*)/.exec(body!)?.[1] ?? '',
    }));
    expect(faces.filter((face) => drawsArabic(face.range)).map((face) => face.file)).toEqual(['vazirmatn-fa.woff2']);
    expect(faces.filter((face) => drawsSpace(face.range)).map((face) => face.file)).toEqual(['vazirmatn-latin.woff2']);
  });
});

describe('the browser-rendered shell', () => {
  const template =
    '<html><head><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js"></head><body><div id="root"></div></body></html>';
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_oidc.js': { file: 'assets/oidc.js', imports: ['_react.js'] },
    '../../packages/auth/src/create-auth.ts': { file: 'assets/create-auth.js', imports: ['_oidc.js', 'index.html'] },
    '../../packages/auth/src/components/live-auth.tsx': {
      file: 'assets/live-auth.js',
      imports: ['../../packages/auth/src/create-auth.ts'],
    },
    '../../packages/rewards/src/pages/rewards-page.tsx': { file: 'assets/rewards-page.js', imports: ['_react.js'] },
  };

  it('preloads the session code beside the entry: the auth modules and what they import, once each', () => {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const shell = shellTemplate(dist, template);
    const preloaded = [...shell.matchAll(/<link rel="modulepreload" (?:crossorigin )?href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded.sort()).toEqual([
      '/assets/create-auth.js',
      '/assets/live-auth.js',
      '/assets/oidc.js',
      '/assets/react.js',
    ]);
    expect(shell).not.toContain('rewards-page');
  });

  it('stays the template without a build manifest', () => {
    expect(shellTemplate(dist, template)).toBe(template);
  });
});
