// The production static server of the web app: the built files (precompressed and cached
// immutably where hashed), the SPA fallback to index.html, /config.json from the environment and
// the security headers of SECURITY.md 22–23 on every response, and HSTS whenever the request came
// over HTTPS (TLS terminated by a proxy trusted under TRUST_PROXY).
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { HSTS, runtimeConfig, securityHeaders, servedOverHttps, trustedProxy } from '../runtime-config.mjs';

// WEB_DIST lets a test run serve a private copy of the build that a concurrent rebuild can't pull away.
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(import.meta.dirname, '../dist');
const config = runtimeConfig();
const headers = securityHeaders(config);
const trusted = trustedProxy();
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
  if (servedOverHttps(req, trusted)) res.setHeader('Strict-Transport-Security', HSTS);
  if (req.url === '/config.json') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(config));
    return;
  }
  assets(req, res, () => {
    res.statusCode = 404;
    res.end();
  });
})
  .on('clientError', (_error, socket) => socket.destroy())
  .listen(port, host, () => {
    console.log(`web app served from ${dist} on http://${host}:${port}`);
  });

// A file that vanished between sirv's look-up and the read (a rebuild under a running server)
// must cost one request, not the whole server.
process.on('uncaughtException', (error) => {
  if (error && error.code === 'ENOENT') {
    console.error(`web: ${error.message}`);
    return;
  }
  throw error;
});
