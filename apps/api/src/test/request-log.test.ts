import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

// At `info` a quick successful read writes no line (two lines per request cost more CPU
// than answering it from memory); writes, client and server errors get one line each.
describe('request log', () => {
  let t: TestApp;
  const lines: { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number } }[] =
    [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  const requestLines = () => lines.filter((line) => line.req !== undefined);

  it('writes nothing at info for a quick successful read', async () => {
    lines.length = 0;
    expect((await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).statusCode).toBe(200);
    expect((await t.as('09120000001', { method: 'GET', url: '/api/Rewards' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
  });

  it('writes one line for a write and for an answer of 400 or more, naming method, address and status', async () => {
    lines.length = 0;
    await t.as('09120000001', { method: 'POST', url: '/api/wheel/Spin/1' });
    await t.request({ method: 'GET', url: '/api/Rewards' });
    await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(requestLines().map((line) => [line.msg, line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      ['request completed', 'POST', '/api/wheel/Spin/1', 200],
      ['request completed', 'GET', '/api/Rewards', 401],
      ['request completed', 'GET', '/api/nothing-here', 404],
    ]);
  });
});
