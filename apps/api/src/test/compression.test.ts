import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachedBody, COMPRESS_THRESHOLD, SharedBodies } from '../http/compression.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The body as the client reads it, decoded by the encoding the answer names. */
function decoded(res: LightMyRequestResponse): string {
  const bytes = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  expect(encoding).toBeUndefined();
  return bytes.toString('utf8');
}

describe('compressed answers', () => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await startTestApp();
    member = await t.auth.member('09120000001');
  });
  afterAll(() => t.close());

  // A cached read (the member's rewards, answered from memory on the second call) and reads built
  // on every request (the provinces; the FAQ is cached and public).
  const READS = [
    { url: '/api/Rewards', member: true },
    { url: '/api/Province', member: false },
    { url: '/api/Faq', member: false },
  ];

  it.each(READS)('$url: brotli or gzip as the request accepts, the same JSON as uncompressed', async (read) => {
    const ask = (acceptEncoding?: string) =>
      t.request({
        method: 'GET',
        url: read.url,
        ...(read.member ? { token: member } : {}),
        headers: { origin: 'http://127.0.0.1:5173', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(COMPRESS_THRESHOLD);
    const json = plain.body;

    // Twice each: the second answer of a cached read comes from memory.
    for (const [header, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const res = await ask(header);
      expect(res.statusCode, header).toBe(200);
      expect(res.headers['content-encoding'], header).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // Named on a compressed answer, beside CORS's `Origin` (as the plugin does).
      expect(res.headers.vary).toMatch(/origin/i);
      if (encoding) expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res), header).toBe(json);
      if (encoding) expect(res.rawPayload.byteLength).toBeLessThan(json.length / 2);
    }
  });

  it('answers a cached read with the form kept in the cache, not one made per request', async () => {
    const ask = () =>
      t.request({ method: 'GET', url: '/api/Rewards', token: member, headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    const second = await ask();
    const { id } = (await t.request({ method: 'GET', url: '/api/Profile', token: member })).json() as { id: number };
    const held = t.ctx.cache.responses.peek(`rewards:${id}`);
    expect(held).toBeDefined();
    // Brotli 6, made once: the plugin's per-request brotli 4 would give other bytes.
    expect(first.rawPayload.equals(held!.encoded('br'))).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('compresses a cached answer once per encoding, when a request first accepts it', () => {
    const body = new CachedBody(Buffer.from(JSON.stringify({ text: 'جایزه '.repeat(400) })));
    expect(body.compressible).toBe(true);
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body.raw)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')).equals(body.raw)).toBe(true);
    expect(new CachedBody(Buffer.from('{}')).compressible).toBe(false);
  });

  it('gives identical answers one body (compressed once for all), within a bound', () => {
    const bodies = new SharedBodies(2);
    const text = (word: string) => JSON.stringify({ text: `${word} `.repeat(400) });
    const first = bodies.of(text('جایزه'));
    first.encoded('br');
    expect(bodies.of(text('جایزه'))).toBe(first);
    expect(bodies.of(text('کد'))).not.toBe(first);
    // The bound: a third text drops the oldest; what it gave out still answers whoever holds it.
    bodies.of(text('گردونه'));
    expect(bodies.size).toBe(2);
    expect(bodies.of(text('جایزه'))).not.toBe(first);
    expect(brotliDecompressSync(first.encoded('br')).toString('utf8')).toBe(text('جایزه'));
    // Small answers are not kept.
    bodies.of('{}');
    expect(bodies.size).toBe(2);
  });

  it('leaves small answers as they are', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/Notification',
      token: member,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.byteLength).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a request body: a compressed one is refused with a Persian 4xx and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/Profile', token: member })).json().score;
    const res = await t.request({
      method: 'POST',
      url: '/api/Rewards/Buy/1',
      token: member,
      body: gzipSync(Buffer.from('{}')),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().Message).toMatch(/[\u0600-\u06ff]/);
    const after = (await t.request({ method: 'GET', url: '/api/Profile', token: member })).json().score;
    expect(after).toBe(before);
  });
});
