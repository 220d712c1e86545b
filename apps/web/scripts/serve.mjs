// The production static server of the web app: the public pages rendered to HTML on request
// (scripts/prerender-cache.mjs), the built files (precompressed and cached immutably where
// hashed), the browser-rendered shell for every other address, each page carrying the runtime
// configuration from the environment (also answered at /config.json, for operators and readiness
// checks), the security headers of SECURITY.md 22–23 on every response, and HSTS whenever the
// request came over HTTPS (TLS terminated by a proxy trusted under TRUST_PROXY).
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { compressedPage, createPrerenderer, pageTemplate, requestIsMobile, shellTemplate } from './prerender-cache.mjs';
import { HSTS, runtimeConfig, securityHeaders, servedOverHttps, trustedProxy } from '../runtime-config.mjs';

// WEB_DIST lets a test run serve a private copy of the build that a concurrent rebuild can't pull away.
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(import.meta.dirname, '../dist');
const config = runtimeConfig();
const headers = securityHeaders(config);
const trusted = trustedProxy();
const host = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 5173);
const origin = process.env.WEB_ORIGIN ?? `http://${host}:${port}`;
// WEB_RENDER_TTL_MS: how long a rendered page is reused; an editor's change shows after at most this.
const ttlMs = Number(process.env.WEB_RENDER_TTL_MS ?? 30_000);
const template = pageTemplate(dist, config);
// A public page the server could not render (the API slow or down) goes out as the plain shell;
// every other address as the shell that preloads the session code.
const publicShell = compressedPage(template);
const shell = compressedPage(shellTemplate(dist, template));
const prerender = createPrerenderer({ dist, config, origin, template, ttlMs });

/** Sends an HTML page, compressed the way the browser accepts. */
function sendPage(req, res, page, vary) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accepted)
    ? [page.br, 'br']
    : /\bgzip\b/.test(accepted)
      ? [page.gzip, 'gzip']
      : [page.html, undefined];
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', vary);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Answers a public page with its server-rendered HTML; false when the shell should go instead. */
async function sendRenderedPage(req, res) {
  if (!prerender || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const url = req.url ?? '/';
  if (!(await prerender.handles(url.split('?')[0]))) return false;
  const page = await prerender.page(url, requestIsMobile(req.headers));
  if (!page) return false;
  sendPage(req, res, page, 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
  return true;
}

/**
 * The browser-rendered shell for an address that is not a file: the app's own pages (a path
 * without an extension). A missing script or image stays a 404, never HTML in its place.
 */
async function sendShell(req, res) {
  const pathname = (req.url ?? '/').split('?')[0];
  const isPage = pathname === '/index.html' || !/\.[^/]*$/.test(pathname);
  if (!isPage || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.statusCode = 404;
    res.end();
    return;
  }
  // A server bundle that cannot be loaded answers "public": the plain shell is right for any address.
  const isPublic = pathname === '/index.html' || !prerender || (await prerender.handles(pathname).catch(() => true));
  sendPage(req, res, isPublic ? publicShell : shell, 'Accept-Encoding');
}

const assets = sirv(dist, {
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
  // index.html itself is never sent as built: every page goes out with the configuration in it.
  const pathname = (req.url ?? '/').split('?')[0];
  const serveFile = () =>
    pathname === '/' || pathname === '/index.html'
      ? sendShell(req, res)
      : assets(req, res, () => void sendShell(req, res).catch(failed));
  const failed = (error) => {
    console.error(`web: ${error?.stack ?? error}`);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    }
  };
  sendRenderedPage(req, res)
    .then(
      (sent) => sent || serveFile(),
      (error) => {
        console.error(`web: ${error?.stack ?? error}`);
        if (!res.headersSent) return serveFile();
      },
    )
    .catch(failed);
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
