import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './support/test-app.js';

const WEB = 'http://127.0.0.1:5173';
const LANE = ['/api/wheel/Prizes', '/api/Pages', '/api/Faq'];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// Set by the connection or the moment, not by the route: never compared.
const UNCOMPARED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function comparable(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !UNCOMPARED.has(name))
      .map(([name, value]): [string, string] => [name, String(value)])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** Over a real socket, where the lane sits (app.inject goes straight to Fastify's router). */
function overSocket(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: comparable(res.headers), body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function started(options: TestAppOptions = {}): Promise<{ t: TestApp; port: number }> {
  const t = await startTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return { t, port: address.port };
}

describe('the fast lane: public reads answered from memory before Fastify (issue 14)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await started());
  });
  afterAll(() => t.close());

  // Browsers' and tools' requests: with and without the web origin, every Accept-Encoding the
  // compression tests use, a proxy's X-Forwarded-Proto from an untrusted peer.
  const VARIANTS: Record<string, string>[] = [
    {},
    { origin: WEB },
    { origin: 'https://evil.example' },
    { 'accept-encoding': 'gzip, deflate, br, zstd' },
    { origin: WEB, 'accept-encoding': 'gzip, deflate, br, zstd' },
    { 'accept-encoding': 'gzip' },
    { 'accept-encoding': 'x-gzip' },
    { 'accept-encoding': 'br;q=0.5, gzip;q=1' },
    { 'accept-encoding': 'identity' },
    { 'x-forwarded-proto': 'https' },
  ];

  it.each(LANE)('%s: the same status, headers and bytes as Fastify, for every kind of request', async (path) => {
    // The first request fills the cache through Fastify; from then on the lane answers.
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(200);
    for (const headers of VARIANTS) {
      const before = t.lane.served;
      const fast = await overSocket(port, path, headers);
      expect(t.lane.served, JSON.stringify(headers)).toBe(before + 1);
      const viaFastify = await t.request({ method: 'GET', url: path, headers });
      expect(fast.status).toBe(viaFastify.statusCode);
      expect(fast.headers, JSON.stringify(headers)).toEqual(comparable(viaFastify.headers));
      expect(fast.body.equals(viaFastify.rawPayload), JSON.stringify(headers)).toBe(true);
    }
  });

  it('takes the path in any letter case, as the router does', async () => {
    await t.request({ method: 'GET', url: '/api/wheel/Prizes' });
    const before = t.lane.served;
    const fast = await overSocket(port, '/API/WHEEL/prizes', {});
    expect(t.lane.served).toBe(before + 1);
    const viaFastify = await t.request({ method: 'GET', url: '/API/WHEEL/prizes' });
    expect(fast.body.equals(viaFastify.rawPayload)).toBe(true);
  });

  it('leaves to Fastify a cold cache, a query, a HEAD, a preflight, a body and every other route', async () => {
    const { prizes } = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
    const before = t.lane.served;
    const answers = [
      await overSocket(port, '/api/wheel/Prizes?x=1', {}),
      await overSocket(port, '/api/wheel/Prizes', {}, 'HEAD'),
      await overSocket(port, '/api/wheel/Prizes', { origin: WEB, 'access-control-request-method': 'GET' }, 'OPTIONS'),
      await overSocket(port, '/api/wheel/Prizes', { 'transfer-encoding': 'chunked' }, 'GET', '{}'),
      await overSocket(
        port,
        '/api/wheel/Prizes',
        { 'content-type': 'application/json', 'content-length': '2' },
        'GET',
        '{}',
      ),
      await overSocket(port, '/api/wheel/Prizes/', {}),
      await overSocket(port, '/api/Pages/about-us', {}),
      await overSocket(port, '/api/Province', {}),
    ];
    expect(t.lane.served).toBe(before);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 204, 200, 200, 404, 200, 200]);
    expect(JSON.parse(answers[0]!.body.toString('utf8')).prizes).toEqual(prizes);

    // A write to the wheel drops the answer: the next read fills it through Fastify, with the change.
    t.ctx.cache.invalidate('wheel');
    const cold = await overSocket(port, '/api/wheel/Prizes', {});
    expect(t.lane.served).toBe(before);
    expect(cold.status).toBe(200);
    await overSocket(port, '/api/wheel/Prizes', {});
    expect(t.lane.served).toBe(before + 1);
  });

  it("serves a staff edit at once: the lane reads the same cache the edit's invalidation drops", async () => {
    const { prizes } = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
    await overSocket(port, '/api/wheel/Prizes', {});
    const edited = await t.as('09129999999', {
      method: 'PUT',
      url: `/api/review/wheel/Prizes/${prizes[0].id}`,
      body: { title: 'جایزهٔ ویرایش‌شده' },
    });
    expect(edited.statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const answer = await overSocket(port, '/api/wheel/Prizes', {});
      expect(JSON.parse(answer.body.toString('utf8')).prizes[0].title).toBe('جایزهٔ ویرایش‌شده');
    }
  });

  it('keeps the HTTP server Fastify would make: the same timeouts', async () => {
    const plain = Fastify();
    await plain.ready();
    for (const setting of [
      'keepAliveTimeout',
      'requestTimeout',
      'timeout',
      'maxRequestsPerSocket',
      'headersTimeout',
    ] as const)
      expect(t.app.server[setting], setting).toBe(plain.server[setting]);
    await plain.close();
  });
});

describe('the fast lane while the app closes', () => {
  it('hands every request to Fastify from preClose on, as Fastify answers a closing app', async () => {
    const { t } = await started();
    await t.request({ method: 'GET', url: '/api/Faq' });
    // A keep-alive connection's request arriving while the app closes reaches the server's
    // listener without a socket to send it on here: ask the lane directly, with a response that
    // records what would have been written.
    const ask = () => {
      const written: number[] = [];
      const response = { writeHead: (status: number) => written.push(status), end: () => undefined };
      const served = t.lane.serve(
        { method: 'GET', url: '/api/Faq', headers: {}, socket: {} } as never,
        response as never,
      );
      return { served, written };
    };
    expect(t.lane.accepting).toBe(true);
    expect(ask()).toEqual({ served: true, written: [200] });
    await t.close();
    // Closed by the preClose hook (the cache is emptied too, later, by onClose).
    expect(t.lane.accepting).toBe(false);
    expect(ask()).toEqual({ served: false, written: [] });
  });
});

describe('the fast lane behind a trusted proxy', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await started({ trustProxy: ['127.0.0.1'] }));
  });
  afterAll(() => t.close());

  it.each([
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-proto': 'http, https' },
    { 'x-forwarded-proto': 'https, http' },
    { 'x-forwarded-proto': 'http' },
  ])('answers %o as Fastify does (HSTS only over https)', async (headers) => {
    await t.request({ method: 'GET', url: '/api/Faq' });
    const before = t.lane.served;
    const fast = await overSocket(port, '/api/Faq', headers);
    expect(t.lane.served).toBe(before + 1);
    const viaFastify = await t.request({ method: 'GET', url: '/api/Faq', headers });
    expect(fast.headers).toEqual(comparable(viaFastify.headers));
    expect('strict-transport-security' in fast.headers).toBe(headers['x-forwarded-proto'].endsWith('https'));
  });
});

describe('the fast lane and the request log', () => {
  // At debug every request has its line, written by Fastify: the lane stays out of the way. At
  // the default level a quick read writes none, and the second read of the FAQ is the lane's.
  it.each([
    { level: 'debug', served: 0, lines: 2 },
    { level: 'info', served: 1, lines: 0 },
  ])('at LOG_LEVEL=$level answers $served of two reads, and the log has $lines lines of them', async (want) => {
    const lines: string[] = [];
    const { t, port } = await started({
      logger: { level: want.level, stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await overSocket(port, '/api/Faq', {});
      await overSocket(port, '/api/Faq', {});
      expect(t.lane.served).toBe(want.served);
      const read = lines.filter((line) => line.includes('"request completed"') && line.includes('/api/Faq'));
      expect(read).toHaveLength(want.lines);
    } finally {
      await t.close();
    }
  });
});
