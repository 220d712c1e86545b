// @vitest-environment node
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { StaticAssets } from './assets.js';

function capture() {
  const sent: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

describe('static assets of the sign-in pages', () => {
  it('answers the browser’s favicon probe with the club leaf instead of a 404', () => {
    const { res, sent } = capture();
    expect(new StaticAssets().serve('/favicon.ico', res)).toBe(true);
    expect(sent.status).toBe(200);
    // A PNG: an SVG icon would cost a phone a document of its own on the main thread.
    expect(sent.headers?.['content-type']).toBe('image/png');
    expect(sent.body?.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('leaves every other path to the provider', () => {
    const { res } = capture();
    expect(new StaticAssets().serve('/auth', res)).toBe(false);
  });
});
