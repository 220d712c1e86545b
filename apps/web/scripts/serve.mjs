// The production static server of the web app: the built files (precompressed and cached
// immutably where hashed), the SPA fallback to index.html, /config.json from the environment and
// the security headers of SECURITY.md 22–23 on every response.
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { runtimeConfig, securityHeaders } from '../runtime-config.mjs';

const dist = path.resolve(import.meta.dirname, '../dist');
const config = runtimeConfig();
const headers = securityHeaders(config);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 5173);

const assets = sirv(dist, {
  single: true,
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    const hashed = pathname.startsWith('/assets/');
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (req.url === '/config.json') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(config));
    return;
  }
  assets(req, res);
}).listen(port, host, () => {
  console.log(`web app served from ${dist} on http://${host}:${port}`);
});
