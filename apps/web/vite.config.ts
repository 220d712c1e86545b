import type { ServerResponse } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { runtimeConfig, securityHeaders } from './runtime-config.mjs';

// Dev and preview answer /config.json from the environment, like the production server does.
function runtimeConfigPlugin(): Plugin {
  const send = (res: ServerResponse) => {
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
      server.middlewares.use('/config.json', (_req, res) => send(res));
    },
  };
}

export default defineConfig({
  plugins: [react(), runtimeConfigPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    headers: securityHeaders(runtimeConfig()),
  },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 400 },
});
