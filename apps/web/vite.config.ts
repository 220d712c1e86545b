import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { runtimeConfig, securityHeaders } from './runtime-config.mjs';
import { precompressPlugin } from './scripts/precompress.mjs';

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
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  {
    name: 'vendor',
    test: /node_modules[\\/](axios|zustand|react-hot-toast|goober|@emotion[\\/][^\\/]+|stylis)[\\/]/,
    priority: 1,
  },
];

export default defineConfig({
  plugins: [react(), runtimeConfigPlugin(), zodWithoutEval(), precompressPlugin()],
  // Workspace packages that publish their sources (`"@clorofil/source"` in `exports`) are built
  // from them: one module per file lets a lazy page take, say, SafeHtml and sanitize-html into its
  // own chunk, where a package's single bundled dist/index.js would drag them into the first one.
  resolve: { conditions: ['@clorofil/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    headers: securityHeaders(runtimeConfig()),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/measure-initial.mjs reads it; sirv never serves dot-directories.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
