// The public pages as HTML for scripts/serve.mjs: each address is rendered on request by the
// server bundle (dist/.server/entry-server.js, src/server/entry-server.tsx) from the API's current
// content and kept for a short while, so an editor's change reaches visitors within that time
// without a rebuild, and a burst of visitors costs one render. When the bundle is missing, the
// address is not a public page, or the API is slow or down, the caller sends the plain shell.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withRuntimeConfig } from '../runtime-config.mjs';

const MAX_ENTRIES = 500;

/** A phone asks for the phone layout: the client hint when the browser sends one, else its user agent. */
export function requestIsMobile(headers) {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|Android|iPhone|iPod/i.test(String(headers['user-agent'] ?? ''));
}

/**
 * Whether a CSS `unicode-range` (`U+6??`, `U+621-63A`, `U+60C`, comma-separated) reaches into the
 * Arabic block, U+0600–06FF.
 */
export function drawsArabic(unicodeRange) {
  return covers(unicodeRange, 0x600, 0x6ff);
}

function covers(unicodeRange, low, high) {
  return unicodeRange.split(',').some((part) => {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) return false;
    const from = Number.parseInt(match[1].replace(/\?/g, '0'), 16);
    const to = Number.parseInt(match[2] ?? match[1].replace(/\?/g, 'F'), 16);
    return from <= high && to >= low;
  });
}

/** Whether a CSS `unicode-range` holds the space, U+0020. */
export function drawsSpace(unicodeRange) {
  return covers(unicodeRange, 0x20, 0x20);
}

/**
 * index.html with preloads of the font files that draw Persian text. A rendered page paints its text
 * at once; without the preload the browser finds the font only after the stylesheet, paints with a
 * fallback first and reflows the text when Vazirmatn arrives (a layout shift on every page).
 */
export function withFontPreload(dist, template) {
  const preloads = new Set();
  for (const [, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)) {
    const css = readFileSync(path.join(dist, href), 'utf8');
    for (const [face] of css.matchAll(/@font-face\{[^}]*\}/g)) {
      const url = /url\((\/assets\/[^)]+\.woff2)\)/.exec(face)?.[1];
      // The faces that draw a Persian page: the Arabic block (U+0600–06FF: letters, digits) and
      // the space between its words (U+0020, in the Latin subset). Both arrive before the text
      // is painted with the fallback font and reflowed later.
      const range = /unicode-range:([^;}]*)/.exec(face)?.[1] ?? '';
      if (url && (drawsArabic(range) || drawsSpace(range))) preloads.add(url);
    }
  }
  const links = [...preloads].map(
    (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
  );
  return links.length ? template.replace('</head>', () => `${links.join('')}</head>`) : template;
}

/**
 * The page every address starts from: the built index.html with the font preloads and the runtime
 * configuration. The browser-rendered shell as it is; a public page with its render in it.
 * @param {string} dist
 * @param {Parameters<typeof withRuntimeConfig>[1]} config
 */
export function pageTemplate(dist, config) {
  return withRuntimeConfig(withFontPreload(dist, readFileSync(path.join(dist, 'index.html'), 'utf8')), config);
}

// The modules of packages/auth that every browser-rendered page loads at once (see shellTemplate).
const SHELL_MODULES = /packages\/auth\/src\/(create-auth\.ts|components\/live-auth\.tsx)$/;

/**
 * The browser-rendered shell: the page template with modulepreload links for the code that every
 * page rendered in the browser needs beyond the entry. Those pages are a member's, the return from
 * sign-in and the rare address the server could not render, and each starts by reading the
 * session: oidc-client-ts then downloads beside the entry instead of after the entry has run.
 * Rendered public pages go without it, so a visitor never downloads it. Without a build manifest
 * (an old build) the template stays as it is.
 * @param {string} dist
 * @param {string} template
 */
export function shellTemplate(dist, template) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return template;
  /** @type {Record<string, { file: string, imports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (SHELL_MODULES.test(key)) visit(key);
  const links = [...files]
    .filter((name) => name.endsWith('.js') && !template.includes(`"/${name}"`))
    .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`);
  return links.length ? template.replace('</head>', () => `${links.join('')}</head>`) : template;
}

/** An HTML page as sent: the text and its brotli and gzip bodies, compressed once. */
export function compressedPage(text) {
  const html = Buffer.from(text);
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(html, { level: 6 }),
  };
}

/**
 * @param {{ dist: string, config: object, origin: string, template?: string, ttlMs?: number, failureTtlMs?: number,
 *   apiTimeoutMs?: number, log?: (message: string) => void,
 *   importBundle?: (file: string) => Promise<object> }} options
 */
export function createPrerenderer({
  dist,
  config,
  origin,
  template,
  ttlMs = 30_000,
  failureTtlMs = 5_000,
  apiTimeoutMs = 1_500,
  log = console.error,
  // Tests load a stand-in bundle through their own module loader.
  importBundle = (file) => import(pathToFileURL(file).href),
}) {
  const bundle = path.join(dist, '.server', 'entry-server.js');
  if (!existsSync(bundle)) {
    log(`web: ${bundle} is missing (an old build?); every page is rendered in the browser`);
    return null;
  }
  let entry;
  const load = async () => {
    entry ??= await importBundle(bundle);
    template ??= pageTemplate(dist, config);
    return entry;
  };
  /** @type {Map<string, { expires: number, page: Promise<{ html: Buffer, br: Buffer, gzip: Buffer } | null> }>} */
  const cache = new Map();

  async function render(url, isMobile) {
    const started = Date.now();
    try {
      const { renderPage } = await load();
      const result = await renderPage({ url, isMobile }, { template, config, origin, apiTimeoutMs });
      if (result.kind !== 'page') {
        log(`web: ${url} sent as the browser-rendered shell (${result.reason})`);
        return null;
      }
      return { ...compressedPage(result.html), ms: Date.now() - started };
    } catch (error) {
      log(`web: rendering ${url} failed, the shell is sent instead: ${error?.stack ?? error}`);
      return null;
    }
  }

  return {
    /** Whether `pathname` is rendered on the server at all: the public pages. */
    async handles(pathname) {
      const { serverRendered } = await load();
      return serverRendered(pathname);
    },
    /**
     * The page for `url` (path and query) on this kind of device: fresh from the cache, or one
     * render shared by every request that asks while it runs. Null: send the shell.
     */
    async page(url, isMobile) {
      const key = `${isMobile ? 'm' : 'd'} ${url}`;
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && cached.expires > now) return cached.page;
      const page = render(url, isMobile);
      const held = { expires: now + ttlMs, page };
      cache.delete(key);
      cache.set(key, held);
      // A failed render is remembered only briefly: enough to spare a struggling API, short
      // enough that the page is rendered again soon after it recovers.
      void page.then((result) => {
        if (!result) held.expires = Math.min(held.expires, Date.now() + failureTtlMs);
      });
      // Oldest first: a crawler walking unknown addresses cannot grow the cache without end.
      while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value);
      return page;
    },
  };
}
