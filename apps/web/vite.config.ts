import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { runtimeConfig, securityHeaders } from './runtime-config.mjs';
import { compileHintsPlugin } from './scripts/compile-hints.mjs';
import { precompressPlugin } from './scripts/precompress.mjs';
import { STARTUP_FILES_ID } from './src/start-stages/startup-files';

// Dev and preview answer /config.json from the environment, like the production server does.
// Only preview sends the CSP: the dev server's hot reload relies on inline scripts.
function runtimeConfigPlugin(): Plugin {
  const send = (res: ServerResponse, headers: Record<string, string> = {}) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(runtimeConfig()));
  };
  return {
    name: 'clorofil-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => send(res));
    },
    configurePreviewServer(server) {
      const headers = securityHeaders(runtimeConfig());
      server.middlewares.use('/config.json', (_req, res) => send(res, headers));
      // The build manifest is for scripts/measure-initial.mjs, not for browsers.
      server.middlewares.use('/.vite', (_req, res) => {
        res.statusCode = 404;
        res.end();
      });
    },
  };
}

/**
 * The files of the start-up's dynamic imports (main.tsx: the stages and boot, with their static
 * imports), listed in index.html as a JSON data block that main.tsx turns into
 * `<link rel="modulepreload">` elements, all in one DOM insertion, before the first import. Vite's
 * preload helper would otherwise append one link per file, one at a time (~50 appendChild calls,
 * ~90 ms at phone speed, bench/web/profile.mjs), and finds these present. Not as links in the HTML
 * itself: a page the server rendered would then fetch ~250 KB of script before its first paint.
 * Lazy pages and layouts are not listed: they depend on the route.
 */
function listStartupFiles(): Plugin {
  return {
    name: 'clorofil-startup-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks) if (chunk.name.startsWith(STARTUP_CHUNK_PREFIX)) visit(chunk.fileName);
        // What the entry's own <script> loads already.
        for (const entry of chunks.filter((chunk) => chunk.isEntry))
          for (const file of [entry.fileName, ...entry.imports]) files.delete(file);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: STARTUP_FILES_ID },
            children: JSON.stringify([...files].map((file) => `/${file}`)),
            injectTo: 'body' as const,
          },
        ];
      },
    },
  };
}

const zodShim = fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url));

// Every `import … from 'zod'` outside the shim gets the shim (which imports zod itself), so zod is
// set to jitless before any schema exists without the entry having to import it first.
function zodWithoutEval(): Plugin {
  return {
    name: 'clorofil-zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer === zodShim) return null;
      return zodShim;
    },
  };
}

// Libraries every page needs, in chunks of their own: a deploy that changes only our code leaves
// them cached. Only packages the first page loads anyway are listed — grouping one that lazy
// pages use alone (a Chakra menu, a carousel) would pull it into the first download.
const vendorChunks = [
  // The contract's zod-free parts (constants, the vitals limits) apart from its schemas: left to
  // itself, Rolldown put the vitals limits into the schemas' chunk, so starting the vitals
  // reporter built every schema of the API (~60 ms at phone speed) while the page hydrated.
  {
    name: 'contract-constants',
    test: /api-client[\\/]src[\\/]contract[\\/](constants|vitals-limits)\.ts$/,
    priority: 3,
  },
  // What every area of the contract shares (packages/api-client/src/client/contract-areas.ts): zod,
  // the shim that sets it up, the common shapes. One chunk, loaded with a page's first API call
  // beside that call's own area; never by a page that calls nothing.
  {
    name: 'contract-base',
    test: /(node_modules[\\/]zod[\\/]|src[\\/]zod-without-eval\.ts$|api-client[\\/]src[\\/]contract[\\/](common|messages|wire-rules)\.ts$)/,
    priority: 3,
    // Not the helpers these share with the pages (the digits and validators of @clorofil/rules): pulled in here,
    // they made every page's start-up load this chunk, zod included.
    includeDependenciesRecursively: false,
  },
  // Each area of the contract in a chunk named after it (`contract-rewards-….js`, e2e prerender.test.ts).
  {
    name: (id: string) => {
      const area = /api-client[\\/]src[\\/]contract[\\/]([\w-]+)\.ts$/.exec(id)?.[1];
      // The path builder has no schema; it stays with the client's code.
      return area && area !== 'paths' ? `contract-${area}` : null;
    },
    priority: 2,
    includeDependenciesRecursively: false,
  },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  // Not axios: the API client loads it with its first call (packages/api-client/src/client/configure.ts),
  // in a chunk of its own, so a page that calls nothing while it starts never evaluates it.
  {
    name: 'vendor',
    test: /node_modules[\\/](zustand|react-hot-toast|goober|@emotion[\\/][^\\/]+|stylis)[\\/]/,
    priority: 1,
  },
];

const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
/** The chunk of what three or more lazily loaded chunks share (chunkGroups). */
const LAZY_COMMON_CHUNK = 'lazy-common';
const LAZY_COMMON_SHARES = 3;
/**
 * The modal machinery of Chakra's Dialog and Drawer (zag's dialog machine, focus trap, dismissable
 * layer, outside-interaction and scroll lock; ~33 KB minified, ~10 KB brotli). Only the pages that
 * open a dialog (a reward's, the wheel's, the profile's, the review's), the phone menu's drawer and
 * the header's profile menu (its dismissable layer) use it, yet as more than two lazily loaded
 * chunks share it, it went into `lazy-common`, and every page downloaded it before its first
 * render (`/rewards`, `/dashboard`, the home page …). It gets a chunk of its own, which only the
 * chunks that import it load (e2e build-budgets.test.ts).
 */
const OVERLAY_CHUNK = 'lazy-overlay';
/**
 * The contract's areas and zod: never in `lazy-common`, which every page loads before its first
 * render. Each area is a chunk of its own, loaded by the first call to one of its endpoints.
 */
const CONTRACT_MODULES =
  /(node_modules[\\/]zod[\\/]|src[\\/]zod-without-eval\.ts$|api-client[\\/]src[\\/]contract[\\/])/;
const OVERLAY_MODULES =
  /node_modules[\\/](?:@zag-js[\\/](?:dialog|focus-trap|dismissable|interact-outside|aria-hidden|remove-scroll)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]dialog|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](?:dialog|drawer))[\\/]/;

/** Names of the start-up's chunks (listStartupFiles lists their files for main.tsx). */
const STARTUP_CHUNK_PREFIX = 'startup-';
/** main.tsx's dynamic imports of the start-up, in the order it evaluates them (one task each). */
const START_STAGES = ['start-stages/chakra-config', 'start-stages/system', 'start-stages/libraries', 'boot'] as const;

const resolveOptions = { conditions: ['@clorofil/source', ...defaultClientConditions] };
const buildTarget = 'es2022';

/**
 * The start-up in one file per stage instead of ~45. Left to itself, Rolldown cuts the
 * modules the start-up shares with lazy pages into many small chunks, one per set of pages that
 * share them. Each is one more request, and the production server speaks HTTP/1.1: six connections,
 * so on a slow phone connection a member's page waited out several round trips of them before its
 * first paint (bench: 43 files, 233 KB; Lighthouse's simulation models the six connections too).
 *
 * Which modules the start-up really uses is known only after tree-shaking (a package's index
 * re-exports far more than the start-up takes), so a first build without this grouping, not
 * written, tells: the modules of every chunk each stage loads. The real build then puts them in one
 * chunk per stage, in the order main.tsx evaluates them. Lazy pages import them from there; they
 * always run after the start-up, so that costs them nothing. The libraries grouped above keep their
 * own chunks (they are captured first).
 *
 * After the start-up, the same for what lazily loaded chunks share. Left to itself, Rolldown cut the
 * Chakra parts, icons and helpers the pages share into ~60 chunks (92 KB brotli), one per set of
 * pages sharing them: a member's page asked for ~20 more files after the start-up (`/rewards` 41
 * scripts, the profile page's chunk 30 files), each a round trip on one of six connections. Modules
 * that three or more lazily loaded chunks share go into one `lazy-common` chunk (~30 KB brotli), so
 * a page needs its own chunk, that one and the few it shares with one or two others. Modules only
 * two pages share (the profile's and the bank details' form fields, 22 KB) stay apart, or every
 * page would download them. Lighthouse (bench, 3 runs): `/rewards` LCP 4.4 → 3.9 s, `/dashboard`
 * 4.2 → 3.7 s, `/account` 4.8 → 4.1 s. The cost is on the public pages, which hydrate with it:
 * JS after the paint on `/` 232 → 243 KB, `/page/faq` 219 → 231 KB (the wheel's page 264 → 242 KB),
 * and TBT within the runs' noise (5 runs: `/` 160 → 183 ms, FAQ 143 → 164 ms, the wheel 198 →
 * 175 ms; the Chakra floor moved 204 → 176 ms between the same two runs).
 */
async function chunkGroups(): Promise<Map<string, string>> {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'silent',
    plugins: [react(), zodWithoutEval()],
    resolve: resolveOptions,
    build: {
      write: false,
      target: buildTarget,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const taken = new Set<string>();
  const visit = (file: string, into: string[]) => {
    if (taken.has(file)) return into;
    taken.add(file);
    into.push(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported, into);
    return into;
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName, []);
  const groups = new Map<string, string>();
  for (const stage of START_STAGES) {
    const facade = chunks.find((chunk) =>
      ['.ts', '.tsx'].some((ext) => chunk.facadeModuleId === `${srcDir}${stage}${ext}`),
    );
    if (!facade) throw new Error(`vite.config.ts: no chunk for the start-up stage ${stage}`);
    const name = `${STARTUP_CHUNK_PREFIX}${stage.replace(/^.*\//, '')}`;
    for (const file of visit(facade.fileName, []))
      for (const id of byFile.get(file)?.moduleIds ?? [])
        if (!id.startsWith('\0') && !id.startsWith('rolldown:')) groups.set(id, name);
  }
  // What three or more lazily loaded chunks (layouts, pages, drawers) share, in one chunk.
  const reach = (file: string, seen = new Set<string>()) => {
    if (seen.has(file) || taken.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) reach(imported, seen);
    return seen;
  };
  const users = new Map<string, number>();
  for (const chunk of chunks.filter((item) => item.isDynamicEntry && !taken.has(item.fileName)))
    for (const file of reach(chunk.fileName)) users.set(file, (users.get(file) ?? 0) + 1);
  for (const [file, count] of users) {
    const chunk = byFile.get(file);
    if (count < LAZY_COMMON_SHARES || !chunk || chunk.isDynamicEntry) continue;
    for (const id of chunk.moduleIds)
      if (!id.startsWith('\0') && !id.startsWith('rolldown:') && !CONTRACT_MODULES.test(id))
        groups.set(id, OVERLAY_MODULES.test(id) ? OVERLAY_CHUNK : LAZY_COMMON_CHUNK);
  }
  return groups;
}

export default defineConfig(async ({ command, isPreview }) => {
  const grouped = command === 'build' && !isPreview ? await chunkGroups() : new Map<string, string>();
  const firstBuildGroups: Rolldown.CodeSplittingGroup = {
    name: (id) => grouped.get(id) ?? null,
    // The first build settled what each group needs; its dependencies are in it or in the entry.
    includeDependenciesRecursively: false,
  };
  return {
    plugins: [
      react(),
      runtimeConfigPlugin(),
      zodWithoutEval(),
      listStartupFiles(),
      compileHintsPlugin(),
      precompressPlugin(),
    ],
    // Workspace packages that publish their sources (`"@clorofil/source"` in `exports`) are built
    // from them: one module per file lets a lazy page take, say, SafeHtml and sanitize-html into its
    // own chunk, where a package's single bundled dist/index.js would drag them into the first one.
    resolve: resolveOptions,
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      headers: securityHeaders(runtimeConfig()),
    },
    build: {
      target: buildTarget,
      sourcemap: true,
      // scripts/measure-initial.mjs reads it; sirv never serves dot-directories.
      manifest: true,
      modulePreload: {
        // main.tsx asks for every file of the start-up at once (listStartupFiles): Vite's helper
        // walking each stage's files again before importing it, looking the page over for a link
        // to each, was ~12 ms of the first task after the paint at 4x CPU (bench/web/profile.mjs).
        resolveDependencies: (file: string, deps: string[]) =>
          path.basename(file).startsWith(STARTUP_CHUNK_PREFIX) ? [] : deps,
      },
      chunkSizeWarningLimit: 400,
      rolldownOptions: { output: { codeSplitting: { groups: [...vendorChunks, firstBuildGroups] } } },
    },
  };
});
