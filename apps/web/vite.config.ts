import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { runtimeConfig, withRuntimeConfig } from './runtime-config.mjs';
import { precompressPlugin } from './scripts/precompress.mjs';

// The dev server writes the runtime configuration into index.html and answers /config.json from
// the environment, like the production server (scripts/serve.mjs). No CSP here: hot reload relies
// on inline scripts.
function runtimeConfigPlugin(): Plugin {
  return {
    name: 'clorofil-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(runtimeConfig()));
      });
    },
    transformIndexHtml: (html) => withRuntimeConfig(html, runtimeConfig()),
  };
}

// The operator console's own modules and what only the console uses (its table, the preview
// frame, the dialog that asks a staff member why, the editor frame and reason panel, the export
// button): many console screens share them, and left to the `shared` rule below they would join the
// chunk every member's and visitor's start-up loads — and, built on the forms' skeleton and the
// rules' messages, tie that chunk and the forms' chunk in a cycle that leaves one half undefined.
const consoleCode =
  /(packages[\\/][\w-]+[\\/]src[\\/]staff[\\/]|packages[\\/](staff|member-care)[\\/]|apps[\\/]web[\\/]src[\\/]layouts[\\/]operator[\\/]|ui-rtl[\\/]src[\\/]components[\\/](data-table|viewport-frame|rich-text-editor|reason-dialog|staff-console|download-button)[\\/]|api-client[\\/]src[\\/]client[\\/]endpoints[\\/](content-staff|member-care|mission-console|notification-campaigns|reward-catalogue|wheel-tables)\.ts$|node_modules[\\/](@tanstack[\\/](react-table|table-core|store|react-store)|react-frame-component)[\\/])/;
// Forms and what they are built from: a member fills in two (the profile, the bank details), the
// console many; one chunk, loaded by a page with a form.
const formCode =
  /(node_modules[\\/](formik|deepmerge|lodash-es|yup|tiny-case|toposort|property-expr|react-fast-compare|hoist-non-react-statics|tiny-warning)[\\/]|ui-rtl[\\/]src[\\/]components[\\/](form-fields|jalali-date-field|select-control|skeleton-form)[\\/]|rules[\\/]src[\\/]validation[\\/](fields|cast|schemas)\.ts$)/;
// What three or more chunks share that is neither the console's nor a form's (see `shared` below).
const sharedCode =
  /^(?!.*(node_modules[\\/](sanitize-html|htmlparser2|parse5|zod|oidc-client-ts|axios|jwt-decode|@zag-js|@ark-ui|use-sync-external-store)[\\/]|api-client[\\/]src[\\/]contract[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](checkbox|checkmark|dialog|menu|popover)[\\/]))/;

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
  // What every area of the contract shares (packages/api-client/src/client/contract-areas.ts): zod
  // with its setting (contract/zod.ts, in the same chunk so that it runs before any schema), the
  // common shapes. One chunk, loaded with a page's first API call
  // beside that call's own area; never by a page that calls nothing.
  {
    name: 'contract-base',
    test: /(node_modules[\\/]zod[\\/]|api-client[\\/]src[\\/]contract[\\/](common|messages|wire-rules|zod)\.ts$)/,
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
  // The console's rich-text editor (ui-rtl's RichTextEditor), only ever loaded by staff editors:
  // ProseMirror and Tiptap in two chunks, each under the 100 KB budget.
  // Only their own modules: a helper they share with the app (use-sync-external-store) pulled in
  // here would make every page load the editor.
  {
    name: 'editor-prosemirror',
    test: /node_modules[\\/](prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: 'editor-tiptap',
    test: /node_modules[\\/](@tiptap[\\/][\w-]+|linkifyjs|fast-equals)[\\/]/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  // The console's charts (the activity report), only ever loaded by that screen: Recharts with
  // Chakra's wrapper, and the state, scale and shape libraries under it, in two chunks, each under
  // the 100 KB budget. Only their own modules, for the editor's reason above.
  {
    name: 'charts-recharts',
    test: /node_modules[\\/](recharts|@chakra-ui[\\/]charts)[\\/]/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: 'charts-vendor',
    test: /node_modules[\\/](d3-[\w-]+|victory-vendor|internmap|decimal\.js-light|es-toolkit|immer|reselect|redux|redux-thunk|@reduxjs[\\/]toolkit|react-redux|eventemitter3|tiny-invariant)[\\/]/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  // What only the charts use besides their own libraries: Recharts' react-is, react-redux's
  // selector store, the colour swatch and media-query hooks of Chakra's chart wrapper. Left
  // ungrouped they fall into the activity screen's chunk, which the two chunks above then import
  // back: a cycle in which the charts run before what they need exists. Below the libraries every
  // page loads (the `vendor` rule keeps Emotion's react-is), above `shared`.
  {
    name: 'charts-helpers',
    test: /node_modules[\\/](react-is[\\/]|use-sync-external-store[\\/](with-selector\.js$|cjs[\\/]use-sync-external-store-with-selector\.)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/]color-swatch[\\/]|hooks[\\/]use-(callback-ref|media-query|breakpoint)\.js$))/,
    priority: 0.5,
    includeDependenciesRecursively: false,
  },
  // Not axios: the API client loads it with its first call (packages/api-client/src/client/configure.ts),
  // in a chunk of its own, so a page that calls nothing while it starts never evaluates it.
  {
    name: 'vendor',
    test: /node_modules[\\/](zustand|react-hot-toast|goober|@emotion[\\/][^\\/]+|stylis)[\\/]/,
    priority: 1,
  },
  // What three or more chunks share, in one chunk instead of one small file per set of pages that
  // share it: each file is a round trip on one of six HTTP/1.1 connections. Not the libraries a
  // page loads only when it needs them (the sanitiser, the contract's schemas, sign-in, axios, the
  // components built on zag's machines, the dialogs' above all): grouped here, every page would
  // download them with its first script.
  {
    name: 'shared',
    minShareCount: 3,
    priority: 0,
    // Only the modules the test lets in, not everything they import.
    includeDependenciesRecursively: false,
    test: (id: string) => sharedCode.test(id) && !consoleCode.test(id) && !formCode.test(id),
  },
  // Small helpers under Chakra's interactive components (DOM events, Ark's presence and activity
  // utilities, focus-visible) that the start-up never reads: one file for a page with a dialog, a
  // menu or a checkbox, instead of one per set of pages sharing each.
  {
    name: 'zag-helpers',
    test: /node_modules[\\/](@zag-js[\\/]dom-query[\\/]dist[\\/](event|platform)\.mjs$|@zag-js[\\/]focus-visible[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]utils[\\/](use-event|react-activity|render-strategy)\.js$)/,
    priority: 1,
    includeDependenciesRecursively: false,
  },
  // What two or more console screens share of the console's own code, in one chunk.
  { name: 'console', test: consoleCode, priority: 1, minShareCount: 2, includeDependenciesRecursively: false },
  { name: 'forms', test: formCode, priority: 1, includeDependenciesRecursively: false },
];

export default defineConfig({
  plugins: [react(), runtimeConfigPlugin(), precompressPlugin()],
  // Workspace packages that publish their sources (`"@clorofil/source"` in `exports`) are built
  // from them: one module per file lets a lazy page take, say, SafeHtml and sanitize-html into its
  // own chunk, where a package's single bundled dist/index.js would drag them into the first one.
  resolve: { conditions: ['@clorofil/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/measure-initial.mjs reads it; sirv never serves dot-directories.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks } },
      // Chakra's config helpers (`defineConfig` and kin) return their argument. Its theme module calls
      // `defineConfig` on a default config naming all ~60 slot recipes at load; marked pure, the
      // unused config and the recipes only it names drop out (packages/ui-rtl chakra-theme.ts).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
});
