import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';

// The server render's bundle (src/server/entry-server.tsx), built after the browser build into
// dist/.server: scripts/serve.mjs imports it to answer the public pages as HTML. Everything is
// bundled in (no node_modules at run time), so a copy of dist/ (the e2e suite's WEB_DIST) works
// anywhere; sirv never serves a dot-directory, so the bundle is not public.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@clorofil/source', ...defaultServerConditions] },
  ssr: {
    noExternal: true,
    resolve: {
      conditions: ['@clorofil/source', ...defaultServerConditions],
      externalConditions: ['@clorofil/source', ...defaultServerConditions],
    },
  },
  build: {
    ssr: 'src/server/entry-server.tsx',
    outDir: 'dist/.server',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
