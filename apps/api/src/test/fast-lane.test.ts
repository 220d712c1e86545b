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

describe("the fast lane: a signed-in member's own reads (issue 14)", () => {
  const MEMBER_LANE = ['/api/Rewards', '/api/Scores', '/api/Scores/Summary', '/api/Profile'];
  const STUDENT = '09120000001';
  const PARTNER = '09120000002';
  let t: TestApp;
  let port: number;
  const revoked = new Set<string>();
  beforeAll(async () => {
    ({ t, port } = await started({ sessions: { isRevoked: (sid) => revoked.has(sid) } }));
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** Asks over the socket and says whether the lane answered. */
  const viaLane = async (path: string, headers: Record<string, string>) => {
    const before = t.lane.served;
    const answer = await overSocket(port, path, headers);
    return { answer, laned: t.lane.served === before + 1 };
  };
  /**
   * Reads until the lane answers: the first read verifies the token, finds the member and fills the
   * answer through Fastify; a member's first sign-in also binds the sub to the member row, a write
   * whose notification drops what that read held, a moment later.
   */
  const warm = async (path: string, token: string) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { answer, laned } = await viaLane(path, bearer(token));
      expect(answer.status).toBe(200);
      if (laned) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the lane never answered ${path}`);
  };

  it.each(MEMBER_LANE)('%s: the same status, headers and bytes as Fastify, for every kind of request', async (path) => {
    const token = await t.auth.member(STUDENT);
    // A token and member not held yet: Fastify answers.
    expect((await viaLane(path, bearer(token))).laned).toBe(false);
    await warm(path, token);
    const variants: Record<string, string>[] = [
      {},
      { origin: WEB, 'accept-encoding': 'gzip, deflate, br, zstd' },
      { origin: 'https://evil.example', 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'identity', 'x-forwarded-proto': 'https' },
    ];
    for (const variant of variants) {
      const headers = { ...variant, ...bearer(token) };
      const fast = await viaLane(path, headers);
      expect(fast.laned, JSON.stringify(variant)).toBe(true);
      const viaFastify = await t.request({ method: 'GET', url: path, headers });
      expect(fast.answer.status).toBe(viaFastify.statusCode);
      expect(fast.answer.headers, JSON.stringify(variant)).toEqual(comparable(viaFastify.headers));
      expect(fast.answer.body.equals(viaFastify.rawPayload), JSON.stringify(variant)).toBe(true);
    }
  });

  it("answers each member with the member's own answer, never another's", async () => {
    const student = await t.auth.member(STUDENT);
    const partner = await t.auth.member(PARTNER);
    for (const token of [student, partner]) await warm('/api/Profile', token);
    const mine = await viaLane('/api/Profile', bearer(student));
    const theirs = await viaLane('/api/Profile', bearer(partner));
    expect([mine.laned, theirs.laned]).toEqual([true, true]);
    expect(JSON.parse(mine.answer.body.toString('utf8')).mobile).toBe(STUDENT);
    expect(JSON.parse(theirs.answer.body.toString('utf8')).mobile).toBe(PARTNER);
  });

  it('leaves to Fastify whatever it would refuse: the refusals stay its own', async () => {
    const token = await t.auth.member(STUDENT);
    await warm('/api/Rewards', token);
    // The header must say `Bearer ` exactly; no header at all; a token signed by someone else.
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(20)}`;
    for (const headers of [
      { authorization: `bearer ${token}` },
      { authorization: `Bearer  ${token}` },
      { authorization: token },
      {},
      bearer(forged),
    ]) {
      const refused = await viaLane('/api/Rewards', headers);
      expect(refused, JSON.stringify(headers).slice(0, 30)).toMatchObject({ laned: false, answer: { status: 401 } });
    }
    // A token without the API's scope, even once its signature is held: 403 from Fastify, each time.
    const withoutApi = await t.auth.member(STUDENT, 'openid profile');
    for (let round = 0; round < 2; round += 1)
      expect(await viaLane('/api/Rewards', bearer(withoutApi))).toMatchObject({
        laned: false,
        answer: { status: 403 },
      });
    // A query string, or a member route with parameters (the day's spin), is Fastify's.
    expect((await viaLane('/api/Rewards?page=2', bearer(token))).laned).toBe(false);
  });

  it('refuses a held token once its session is signed out, and one past its expiry', async () => {
    const signedOut = await t.auth.sign({
      sub: `sub-${STUDENT}`,
      phone: STUDENT,
      extraClaims: { sid: 'lane-session' },
    });
    await warm('/api/Scores', signedOut);
    revoked.add('lane-session');
    expect(await viaLane('/api/Scores', bearer(signedOut))).toMatchObject({ laned: false, answer: { status: 401 } });

    // Held until its `exp` and not a moment longer (beyond it, Fastify's verification decides).
    const shortLived = await t.auth.sign({ sub: `sub-${STUDENT}`, phone: STUDENT, expiresIn: 2 });
    await warm('/api/Scores', shortLived);
    const exp = (JSON.parse(Buffer.from(shortLived.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number })
      .exp;
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    expect((await viaLane('/api/Scores', bearer(shortLived))).laned).toBe(false);
  });

  it("serves the member's write at once: a buy drops the held answers, the lane's next one has it", async () => {
    const token = await t.auth.member(STUDENT);
    const score = async () =>
      JSON.parse((await overSocket(port, '/api/Profile', bearer(token))).body.toString('utf8')).score;
    await warm('/api/Profile', token);
    const before = await score();
    type Offer = { id: number; score: number; isUsed: boolean; inStock: boolean };
    const rewards = (await t.as(STUDENT, { method: 'GET', url: '/api/Rewards' })).json() as Offer[];
    const affordable = rewards.find(
      (reward) => reward.score > 0 && reward.score <= before && !reward.isUsed && reward.inStock,
    )!;
    const bought = await t.request({ method: 'POST', url: `/api/Rewards/Buy/${affordable.id}`, token });
    expect(bought.statusCode).toBe(200);
    const after = await viaLane('/api/Profile', bearer(token));
    expect(after.laned).toBe(false);
    expect(JSON.parse(after.answer.body.toString('utf8')).score).toBe(before - affordable.score);
    expect((await viaLane('/api/Profile', bearer(token))).laned).toBe(true);
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
