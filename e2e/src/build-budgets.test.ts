// What a visitor downloads, proven on the production build as apps/web/scripts/serve.mjs serves it:
// every text asset compressed (and the same bytes once decompressed), no chunk over 100 KB gzip,
// and the heavy libraries a visitor does not need (sanitize-html, zod, oidc-client-ts, the menu
// drawer) absent from what `/` loads before its first paint. No browser: a few HTTP requests and
// the build manifest, so it costs about a second.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/stack.js';

type Chunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

const KB = 1024;
const CHUNK_BUDGET_GZIP = 100 * KB;
/** zag's dialog machine, focus trap, dismissable layer, outside clicks and scroll lock. */
const modalMachinery =
  /node_modules\/@zag-js\/(dialog\/dist\/dialog\.(machine|connect|dom)|(focus-trap|dismissable|interact-outside|aria-hidden|remove-scroll)\/)/;
// What must never reach a visitor's first paint, by the source files the chunks' source maps name.
// The operator console's own modules (staff screens, its layout) and the libraries only it uses; not
// the features' route tables, which name the screens' chunks.
const consoleCode =
  /(packages\/[\w-]+\/src\/staff\/|packages\/(staff|member-care)\/src\/(?!(feature|routes|paths|index)\.ts)|layouts\/operator\/|ui-rtl\/src\/components\/(data-table|viewport-frame|rich-text-editor|reason-dialog|staff-console|download-button)\/|node_modules\/(@tanstack\/(react-table|table-core)|react-frame-component|@tiptap|prosemirror-[\w-]+|fast-equals|@chakra-ui\/charts|recharts|victory-vendor|d3-[\w-]+)\/)/;
const forbidden: { name: string; source: RegExp }[] = [
  { name: 'sanitize-html', source: /node_modules\/sanitize-html\// },
  { name: 'zod', source: /node_modules\/zod\// },
  { name: 'oidc-client-ts', source: /node_modules\/oidc-client-ts\// },
  // The API client's HTTP library, loaded with the first call (packages/api-client/src/client/configure.ts).
  { name: 'axios', source: /node_modules\/axios\// },
  // The phone menus are the platform's <dialog> (apps/web/src/layouts/menu-drawer.tsx).
  { name: "Chakra's drawer", source: /@chakra-ui\/react\/dist\/esm\/components\/drawer\// },
  // Every Chakra dialog's machinery.
  { name: 'the modal machinery', source: modalMachinery },
  // The operator console: its screens, its table and the form library its many forms share (with
  // what only those libraries use: fast-equals is the editor's, deepmerge formik's).
  { name: 'the console', source: consoleCode },
  { name: 'the forms library', source: /node_modules\/(formik|deepmerge|lodash-es|yup)\// },
];

let dist: string;
let server: ChildProcess | undefined;
let origin: string;
let manifest: Manifest;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET: unlike fetch, node:http hands over the bytes exactly as they crossed the wire. */
function get(pathname: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${pathname}`, {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function builtFiles(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under)).flatMap((name) => {
    const relative = path.posix.join(under, name);
    if (name.startsWith('.')) return [];
    if (statSync(path.join(dir, relative)).isDirectory()) return builtFiles(dir, relative);
    return /\.(js|css|html|svg|woff2)$/.test(name) ? [relative] : [];
  });
}

/** The chunk files of `keys` and every chunk and style sheet they import statically. */
function staticClosure(keys: Iterable<string>, seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

const keyOfFile = (file: string) => Object.keys(manifest).find((key) => manifest[key]!.file === file);

/** What the HTML of `pathname` makes the browser fetch at once, and their static imports. */
async function firstPaintFiles(pathname: string): Promise<Set<string>> {
  const html = (await get(pathname)).body.toString('utf8');
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  const keys = named.map(keyOfFile).filter((key): key is string => key !== undefined);
  return staticClosure(keys, new Set(named));
}

function sourcesOf(file: string): string[] {
  if (!file.endsWith('.js')) return [];
  // What the bundler writes itself (its runtime, Vite's preload helper) has no source map and no
  // source behind it; every chunk of ours has one (`build.sourcemap`).
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources;
}

/** Bytes on the wire for a gzip-only browser: the .gz copy, or the file when none was worth writing. */
const gzipSize = (file: string) => {
  const gz = path.join(dist, `${file}.gz`);
  return existsSync(gz) ? statSync(gz).size : statSync(path.join(dist, file)).size;
};

beforeAll(async () => {
  // A private copy, like the e2e stack's: a concurrent build cannot change files under the test.
  dist = mkdtempSync(path.join(tmpdir(), 'clorofil-budgets-'));
  // BUDGETS_WEB_DIST: check a build made elsewhere (`vite build --outDir …`) while debugging.
  cpSync(process.env.BUDGETS_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'), dist, { recursive: true });
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(repoRoot, 'apps/web/scripts/serve.mjs')], {
    env: { ...process.env, WEB_DIST: dist, WEB_PORT: String(port), WEB_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries += 1) {
    const up = await get('/favicon.png').then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) break;
    if (tries > 100 || server.exitCode !== null) throw new Error('apps/web/scripts/serve.mjs did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  server?.kill();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('the served build', () => {
  it('sends every script, style sheet and page compressed, and decompressed it is the built file', async () => {
    const files = builtFiles(dist);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    const compressors = {
      br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: (body: Buffer) => gzipSync(body, { level: 9 }),
    } as const;
    // index.html is never sent as built (below).
    for (const { url, file } of files
      .filter((file) => file !== 'index.html')
      .map((file) => ({ url: `/${file}`, file }))) {
      const original = readFileSync(path.join(dist, file));
      for (const encoding of ['br', 'gzip'] as const) {
        const answer = await get(url, `${encoding}, identity`);
        expect(answer.status, url).toBe(200);
        if (file.endsWith('.woff2')) {
          // Already Brotli inside: served as is, byte for byte.
          expect(answer.headers['content-encoding'], url).toBeUndefined();
          expect(answer.body.equals(original), url).toBe(true);
          continue;
        }
        if (answer.headers['content-encoding'] === undefined) {
          // Only a file that compression would make bigger (a few hundred bytes) goes out as is.
          expect(compressors[encoding](original).length, `${url} sent uncompressed`).toBeGreaterThanOrEqual(
            original.length,
          );
          expect(answer.body.equals(original), url).toBe(true);
          continue;
        }
        expect(answer.headers['content-encoding'], `${url} with ${encoding}`).toBe(encoding);
        expect(answer.headers.vary, url).toMatch(/accept-encoding/i);
        expect(
          decoders[encoding](answer.body).equals(original),
          `${url} (${encoding}) decompresses to the built file`,
        ).toBe(true);
        expect(answer.body.length, url).toBeLessThan(original.length);
      }
    }
    // The page is the built index.html with the configuration written in: compressed either way,
    // and a browser that accepts nothing compressed still gets it.
    const plain = await get('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = plain.body.toString();
    expect(page).toContain('id="clorofil-config"');
    for (const [, script] of readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(
      /<script[^>]*src="([^"]+)"/g,
    )) {
      expect(page, 'the page loads the built entry').toContain(script);
    }
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await get('/', encoding);
      expect(answer.headers['content-encoding'], `/ with ${encoding}`).toBe(encoding);
      expect(decoders[encoding](answer.body).equals(plain.body), `/ (${encoding}) decompresses to the page`).toBe(true);
    }
  });

  it('has no chunk over 100 KB gzip', () => {
    const chunks = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => /\.(js|css)$/.test(file));
    expect(chunks.length).toBeGreaterThan(10);
    const over = chunks.filter((file) => gzipSize(file) > CHUNK_BUDGET_GZIP);
    expect(
      over.map((file) => `${file}: ${(gzipSize(file) / KB).toFixed(1)} KB`),
      'chunks over the budget',
    ).toEqual([]);
  });

  // Each file is a round trip on one of six HTTP/1.1 connections: a member's or visitor's page or
  // layout must not need many small files beyond what the entry loaded. The console's screens (a
  // desktop, a handful of staff) are not held to it.
  it('loads a page or layout in a few files beyond the start-up', () => {
    const startup = staticClosure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
    const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !consoleCode.test(key));
    expect(lazy.length).toBeGreaterThan(15);
    const counts = lazy
      .map((key) => ({
        chunk: manifest[key]!.file,
        files: [...staticClosure([key])].filter((file) => file.endsWith('.js') && !startup.has(file)).length,
      }))
      .filter(({ files }) => files > 12);
    expect(counts, 'lazily loaded chunks needing more than 12 script files beyond the start-up').toEqual([]);
  });

  it("keeps sanitize-html, zod, oidc-client-ts, axios, the drawer and the console out of a visitor's first paint of /", async () => {
    const initial = await firstPaintFiles('/');
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    expect(initial.has(entry!.file), 'the entry chunk is loaded by /').toBe(true);
    const sources = [...initial].flatMap((file) => sourcesOf(file).map((source) => `${file}: ${source}`));
    expect(sources.length).toBeGreaterThan(0);
    for (const { name, source } of forbidden) {
      expect(
        sources.filter((line) => source.test(line)),
        `${name} in the first paint`,
      ).toEqual([]);
    }
  });

  it('starts the app for a visitor without sanitize-html, oidc-client-ts, axios or the drawer', async () => {
    // Beyond the entry and its imports: the public layout and home page that render `/`. zod may be here (the home page's data
    // is validated when it arrives); sign-in, the drawer and sanitising never are.
    const initial = await firstPaintFiles('/');
    const pages = Object.keys(manifest).filter((key) =>
      /(layouts\/public\/public-layout|pages\/home-page)\.tsx$/.test(key),
    );
    expect(pages).toHaveLength(2);
    const started = staticClosure(pages, initial);
    const sources = [...started].flatMap((file) => sourcesOf(file).map((source) => `${file}: ${source}`));
    for (const { name, source } of forbidden.filter((entry) => entry.name !== 'zod')) {
      expect(
        sources.filter((line) => source.test(line)),
        `${name} when / starts`,
      ).toEqual([]);
    }
    const js = [...started].filter((file) => file.endsWith('.js'));
    const raw = js.reduce((sum, file) => sum + statSync(path.join(dist, file)).size, 0);
    const gzip = js.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(
      `[budgets] / starts with ${js.length} scripts: ${(raw / KB).toFixed(1)} KB, gzip ${(gzip / KB).toFixed(1)} KB`,
    );
  });

  // packages/api-client/src/client/contract-areas.ts: each area of the contract (its endpoints and
  // their zod schemas) is a chunk of its own, loaded by the first call to one of its endpoints. The
  // whole contract in one chunk had been one task of every schema of the API on a member's page
  // (~225 ms at phone speed, bench/web/profile.mjs).
  it("builds only the schemas of the contract's areas a page calls", () => {
    const contractSource = /packages\/api-client\/src\/contract\/([\w-]+)\.ts$/;
    // apps/web/vite.config.ts names each area's chunk after it.
    const areaKey = (area: string) => {
      const keys = Object.keys(manifest).filter((key) => manifest[key]!.name === `contract-${area}`);
      expect(keys, `the ${area} area's chunk`).toHaveLength(1);
      return keys[0]!;
    };
    // A member's rewards page calls the profile, notifications and rewards areas: none of them holds
    // another area's schemas (the rewards area imports the discount code's shape, a small area of its own).
    for (const [area, allowed] of [
      ['rewards', ['rewards', 'discount-codes']],
      ['profile', ['profile', 'user-type-info']],
      ['notifications', ['notifications']],
      ['scores', ['scores']],
      ['commissions', ['commissions']],
    ] as const) {
      const built = [...staticClosure([areaKey(area)])].flatMap((file) =>
        sourcesOf(file).flatMap((source) => contractSource.exec(source)?.[1] ?? []),
      );
      const shared = ['common', 'messages', 'wire-rules', 'zod', 'constants', 'vitals-limits', 'paths'];
      expect(
        [...new Set(built)].filter((name) => !shared.includes(name) && !(allowed as readonly string[]).includes(name)),
        `other areas' schemas loaded with the ${area} area`,
      ).toEqual([]);
      expect(built, `the ${area} area's own schemas`).toContain(area);
    }
    // No area and no zod in what every page loads before its first render (the entry and its imports).
    const everyPage = staticClosure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
    const early = [...everyPage].flatMap((file) =>
      sourcesOf(file)
        .filter((source) => /node_modules\/zod\//.test(source) || contractSource.test(source))
        .map((source) => `${file}: ${source}`),
    );
    // The zod-free parts are fine there: constants, the vitals limits, the path builder.
    expect(
      early.filter((line) => !/contract\/(constants|vitals-limits|paths)\.ts$/.test(line)),
      'zod or schemas loaded by every page',
    ).toEqual([]);
  });

  // packages/ui-rtl/src/system/chakra-theme.ts hands createSystem the slot recipes of the components
  // the product uses. Chakra's theme module also builds its whole default config from the module of
  // all ~60 (`slot-recipes.js`); apps/web/vite.config.ts lets the bundler drop that unused config, so
  // the date pickers, carousels and tree views never reach a visitor.
  it("ships only the Chakra slot recipes the product's theme names", () => {
    const chakraTheme = /@chakra-ui\/react\/dist\/esm\/theme\/(slot-recipes|recipes\/[\w-]+)\.js$/;
    const files = Object.values(manifest).map((chunk) => chunk.file);
    const shipped = files.flatMap((file) => sourcesOf(file)).filter((source) => chakraTheme.test(source));
    expect(
      shipped.filter((source) => source.endsWith('/recipes/menu.js')),
      "the menu's slot recipe",
    ).toHaveLength(1);
    expect(
      shipped.filter((source) =>
        /theme\/(slot-recipes|recipes\/(carousel|color-picker|date-picker|drawer|tree-view))\.js$/.test(source),
      ),
      'slot recipes of components the product never renders',
    ).toEqual([]);
  });

  it('loads the modal machinery only with a page that opens a dialog, not with the layouts and their menus', () => {
    const keyOf = (pattern: RegExp) => {
      const keys = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && pattern.test(key));
      expect(keys, `one lazily loaded chunk for ${pattern}`).toHaveLength(1);
      return keys[0]!;
    };
    const machineryIn = (keys: string[]) =>
      [...staticClosure(keys)].flatMap((file) => sourcesOf(file)).filter((source) => modalMachinery.test(source));
    // A member's pages without a dialog, each in the profile layout.
    const layout = keyOf(/layouts\/profile\/profile-layout\.tsx$/);
    for (const page of [
      /rewards\/src\/pages\/rewards-page\.tsx$/,
      /scores\/src\/pages\/scores-page\.tsx$/,
      /pages\/dashboard\/dashboard-page\.tsx$/,
      /commissions\/src\/pages\/commissions-page\.tsx$/,
    ])
      expect(machineryIn([layout, keyOf(page)]), `modal machinery loaded by ${page}`).toEqual([]);
    // What does open one still has it.
    for (const opener of [
      /rewards\/src\/pages\/reward-detail-page\.tsx$/,
      /wheel\/src\/pages\/wheel-page\.tsx$/,
      /profile\/src\/pages\/profile-page\.tsx$/,
    ])
      expect(machineryIn([keyOf(opener)]).length, `modal machinery loaded by ${opener}`).toBeGreaterThan(0);
  });
});
