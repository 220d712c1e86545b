import cors from '@fastify/cors';
import { fa, vitalsEndpoints } from '@clorofil/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// sendBeacon posts text/plain (the one type it sends without a preflight). The web-vitals report
// is anonymous and touches no member's data, so a cross-site post gains nothing there; it alone
// may send text/plain (routes/vitals.ts parses it as JSON).
const TEXT_PLAIN_PATH = vitalsEndpoints.reportVitals.path.toLowerCase();
const isTextPlain = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'text/plain';

/** Headers of every API answer (the onSend hook below). */
const RESPONSE_HEADERS = {
  nosniff: ['x-content-type-options', 'nosniff'],
  hsts: ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  noStore: ['cache-control', 'no-store'],
  csp: ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  referrer: ['referrer-policy', 'no-referrer'],
} as const satisfies Record<string, readonly [string, string]>;
/** The response headers a page's script may read across origins. */
const EXPOSED_HEADERS = ['Retry-After', 'WWW-Authenticate'];

function isJson(contentType: string): boolean {
  const media = contentType.split(';')[0]?.trim().toLowerCase();
  return media === 'application/json';
}

/**
 * SECURITY 18/19/21 and HSTS over HTTPS: JSON is the only request body (text/plain and form posts — the shapes a
 * cross-site form can send — are refused with 415), CORS answers only the web origin, and every
 * response says nosniff and no-store (personal data must not sit in shared caches).
 */
export async function installSecurity(app: FastifyInstance, webOrigin: string): Promise<void> {
  await app.register(cors, {
    origin: [webOrigin],
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });

  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A PUT or POST without a payload (SeeSelfExpressionResult, Buy, Spin) may still carry the
    // JSON content type; treat the empty body as "no body" rather than broken JSON.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // Callback hooks, not async ones: they run on every request, and a promise per hook is measurable
  // on a read answered from memory.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const path = request.url.split('?')[0]?.toLowerCase();
    if (request.method === 'POST' && path === TEXT_PLAIN_PATH && isTextPlain(request.headers['content-type'])) {
      return done();
    }
    const contentType = request.headers['content-type'];
    const length = Number(request.headers['content-length'] ?? 0);
    const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
    if (contentType !== undefined ? !isJson(contentType) : hasBody) {
      return done(new ApiError(415, fa.unsupportedMediaType));
    }
    done();
  });

  const { nosniff, hsts, noStore, csp, referrer } = RESPONSE_HEADERS;
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(nosniff[0], nosniff[1]);
    // `protocol` is https on a TLS socket, or when a proxy trusted under TRUST_PROXY says so in
    // X-Forwarded-Proto; an untrusted client writing that header does not count.
    if (request.protocol === 'https') reply.header(hsts[0], hsts[1]);
    if (!reply.hasHeader(noStore[0])) reply.header(noStore[0], noStore[1]);
    if (!reply.hasHeader(csp[0])) reply.header(csp[0], csp[1]);
    reply.header(referrer[0], referrer[1]);
    done(null, payload);
  });
}
