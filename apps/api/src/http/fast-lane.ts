import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import { JSON_TYPE, pickEncoding, type CachedBody } from './compression.js';
import { EXPOSED_HEADERS, RESPONSE_HEADERS } from './security.js';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy.js';

/**
 * A read the lane may answer: its cached answer if held for this request (a member's read finds its
 * member from the Authorization header), and the headers every answer of it gets.
 */
export interface LaneRead {
  held(headers: IncomingHttpHeaders): CachedBody | undefined;
  headers?: Record<string, string>;
}

export interface FastLaneSettings {
  /** The one origin CORS answers (as `installSecurity`'s plugin does). */
  webOrigin: string;
  trustProxy: TrustProxy;
}

const EXPOSED = EXPOSED_HEADERS.join(', ');

/**
 * The reads answered from memory — the public ones (the wheel's prizes, the content pages' list,
 * the FAQ) and a signed-in member's own (rewards, scores, score summary, profile) — sent by the
 * HTTP server before Fastify sees the request: the same status, headers and bytes
 * that Fastify's route, CORS, security and compression would send (`src/test/fast-lane.test.ts`
 * compares the two over a matrix of requests), without the request and reply objects, the hooks
 * and the per-request logger that cost a read answered from memory more than half of its CPU
 * (issue 14: `GET /api/wheel/Prizes` at ~0.45× bare Fastify on PostgreSQL, bench/results; a
 * member's `GET /api/Rewards` at 105 µs of API CPU a request through Fastify, the prizes 39 µs here).
 *
 * Only a plain GET of the exact path (any letter case, as the router matches), with no query and
 * no body, whose answer the read cache holds — for a member's read, with a token already verified
 * and a member already held, as Fastify's own check from memory finds them (memberInMemory,
 * http/route.ts): anything else — a miss that must fill the cache, a token or member not held, a
 * signed-out session, a HEAD, a preflight, a query string, a body — goes to Fastify as before, and so does every request
 * while the app is not ready or is closing, or while every request is logged.
 */
export class FastLane {
  private readonly reads = new Map<string, LaneRead>();
  private readonly trusts: ((address: string, hop: number) => boolean) | undefined;
  private open = false;
  /** True while every request must reach Fastify: at `LOG_LEVEL=debug` it logs each read's line. */
  private logsEveryRequest: () => boolean = () => false;
  /** Requests answered here (tests read it to know which way a request went). */
  served = 0;

  constructor(private readonly settings: FastLaneSettings) {
    // The rule Fastify is given (app.ts), compiled as Fastify compiles it (lib/request.js).
    const trust = fastifyTrustProxy(settings.trustProxy);
    this.trusts = typeof trust === 'function' ? trust : Array.isArray(trust) ? proxyAddr.compile(trust) : undefined;
  }

  add(path: string, read: LaneRead): void {
    this.reads.set(path.toLowerCase(), read);
  }

  /** From Fastify's `onReady`; `close` from its `preClose`, so a closing app answers as Fastify would. */
  start(logsEveryRequest: () => boolean): void {
    this.logsEveryRequest = logsEveryRequest;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  /** Whether requests may be answered here at all (ready, not closing). */
  get accepting(): boolean {
    return this.open;
  }

  /**
   * Fastify's `serverFactory`: the HTTP/1 server Fastify would make itself (the same options and
   * timeouts, lib/server.js), whose requests try the lane first.
   */
  readonly serverFactory = (handler: RequestListener, options: FastifyServerOptions): Server => {
    const server = createServer((options as { http?: ServerOptions }).http ?? {}, (request, response) => {
      if (!this.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Answers the request and returns true, or returns false having touched nothing. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET' || request.url === undefined) return false;
    const read = this.reads.get(request.url) ?? this.reads.get(request.url.toLowerCase());
    if (!read) return false;
    const { headers } = request;
    if (headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0') return false;
    if (this.logsEveryRequest()) return false;
    const body = read.held(headers);
    if (!body) return false;

    const encoding = body.compressible ? pickEncoding(headers['accept-encoding']) : null;
    const out: string[] = ['vary', encoding ? 'Origin, accept-encoding' : 'Origin'];
    // @fastify/cors with `origin: [webOrigin]`: the origin is echoed only when it is that one.
    if (headers.origin === this.settings.webOrigin) out.push('access-control-allow-origin', headers.origin);
    out.push('access-control-expose-headers', EXPOSED);
    const own = read.headers;
    if (own) for (const name in own) out.push(name, own[name]!);
    out.push('content-type', JSON_TYPE);
    if (encoding) out.push('content-encoding', encoding);
    const { nosniff, hsts, noStore, csp, referrer } = RESPONSE_HEADERS;
    out.push(nosniff[0], nosniff[1]);
    if (this.https(request)) out.push(hsts[0], hsts[1]);
    if (!own?.[noStore[0]]) out.push(noStore[0], noStore[1]);
    if (!own?.[csp[0]]) out.push(csp[0], csp[1]);
    out.push(referrer[0], referrer[1]);
    const bytes = encoding ? body.encoded(encoding) : body.raw;
    out.push('content-length', String(bytes.byteLength));
    response.writeHead(200, out);
    response.end(bytes);
    this.served += 1;
    return true;
  }

  /** Fastify's `request.protocol === 'https'` (lib/request.js): a trusted proxy's X-Forwarded-Proto, or TLS. */
  private https(request: IncomingMessage): boolean {
    const header = request.headers['x-forwarded-proto'];
    const forwarded = Array.isArray(header) ? header.join(', ') : header;
    const { socket } = request;
    if (forwarded && this.trusts && socket.remoteAddress !== undefined && this.trusts(socket.remoteAddress, 0)) {
      const last = forwarded.lastIndexOf(',');
      return (last === -1 ? forwarded.trim() : forwarded.slice(last + 1).trim()) === 'https';
    }
    return (socket as TLSSocket).encrypted === true;
  }
}
