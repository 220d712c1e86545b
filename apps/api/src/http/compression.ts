import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Answers go out compressed: a member's page reads ~12 KB of rewards and ~15 KB of
// provinces as plain JSON before its first contentful paint, on a phone's slow connection.
// Brotli or gzip, whichever the request accepts first; nothing under 1 KB (the headers would eat
// the saving). Request bodies are never inflated: a compressed body stays what it always was,
// unreadable JSON (400), so a small body cannot expand past the body limit.

/** The encodings offered, most preferred first (what browsers accept; the web server sends the same). */
export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** The content type of every JSON answer, cached or sent as it is. */
export const JSON_TYPE = 'application/json; charset=utf-8';
/** Bodies below this go out as they are. */
export const COMPRESS_THRESHOLD = 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  // Answers built per request are compressed as they leave (brotli quality 4, the plugin's default
  // for on-the-fly work); an answer that already has a Content-Encoding (a cached one, below) is left alone.
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD,
    globalDecompression: false,
  });
}

/**
 * A cached answer and its compressed forms, each made the first time a request accepts it and then
 * kept with the answer, never per request: the hot reads are answered from memory at tens of
 * thousands a second, and compressing 12 KB on each would cost more than the rest of the request.
 */
export class CachedBody {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly raw: Buffer) {}

  /** Whether compressed forms are offered at all (not for answers under the threshold). */
  get compressible(): boolean {
    return this.raw.byteLength >= COMPRESS_THRESHOLD;
  }

  encoded(encoding: Encoding): Buffer {
    if (encoding === 'br')
      // Made once per fill, so a denser setting than on-the-fly work is affordable.
      return (this.br ??= brotliCompressSync(this.raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.byteLength },
      }));
    return (this.gzip ??= gzipSync(this.raw, { level: 6 }));
  }
}

/**
 * Identical answers share one CachedBody, so its compressed forms are made once for all of them.
 * Most members' rewards are the same bytes (the catalogue, and no received counts of their own):
 * without this each member's first read compressed the same ~12 KB again, a tenth of the API's CPU
 * while members came in one after another (`pnpm bench`). Keyed by the JSON text itself (V8 hashes
 * a string once; encoding it to bytes only to hash them cost more); bounded, the oldest dropped
 * first (a dropped body lives on in the responses that hold it).
 */
export class SharedBodies {
  private readonly bodies = new Map<string, CachedBody>();

  constructor(
    private readonly maxEntries = 256,
    /** Longer answers are not shared (their text would be held as the key). */
    private readonly maxLength = 256 * 1024,
  ) {}

  get size(): number {
    return this.bodies.size;
  }

  of(json: string): CachedBody {
    // Answers sent as they are gain nothing by sharing: one under a third of the threshold in
    // characters is under it in bytes whatever its script (UTF-8 takes at most 3 bytes for each).
    if (json.length < COMPRESS_THRESHOLD / 3 || json.length > this.maxLength) return new CachedBody(Buffer.from(json));
    const held = this.bodies.get(json);
    if (held) return held;
    const body = new CachedBody(Buffer.from(json));
    if (!body.compressible) return body;
    this.bodies.set(json, body);
    if (this.bodies.size > this.maxEntries) this.bodies.delete(this.bodies.keys().next().value!);
    return body;
  }
}

/** The encoding of a cached answer an Accept-Encoding accepts, negotiated as the plugin does (`x-gzip` is gzip). */
function pickEncoding(header: string | undefined): Encoding | null {
  return header ? negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), [...ENCODINGS]) : null;
}

/** Sends a cached answer in the form the request accepts. */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  const encoding = body.compressible ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.raw);
  // As the plugin does for the answers it compresses: `Vary` names Accept-Encoding (beside CORS's
  // `Origin`), so no shared cache hands brotli to a client that asked without it.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}
