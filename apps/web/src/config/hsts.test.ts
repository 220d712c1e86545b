// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@clorofil/vitest-config/ports';
import { afterEach, describe, expect, it } from 'vitest';

// The production static server sends HSTS when the page reached the browser
// over HTTPS, i.e. a proxy trusted under TRUST_PROXY reports X-Forwarded-Proto: https.
const SERVE = path.resolve(import.meta.dirname, '../../scripts/serve.mjs');

let child: ChildProcess | undefined;
let dist: string | undefined;
afterEach(() => {
  child?.kill();
  if (dist) rmSync(dist, { recursive: true, force: true });
  child = undefined;
});

async function serve(env: Record<string, string>): Promise<string> {
  dist = mkdtempSync(path.join(tmpdir(), 'clorofil-web-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>باشگاه</title></head><body><div id="root"></div></body></html>',
  );
  const port = await freePort();
  const started = spawn(process.execPath, [SERVE], {
    env: { PATH: process.env.PATH, WEB_DIST: dist, WEB_HOST: '127.0.0.1', WEB_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  await new Promise<void>((resolve, reject) => {
    started.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('served from') && resolve());
    started.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

const hsts = async (origin: string, headers: Record<string, string> = {}) =>
  (await fetch(`${origin}/`, { headers })).headers.get('strict-transport-security');

describe('HSTS from the production static server', () => {
  it('is sent when a trusted proxy says the request came over https, not over plain http', async () => {
    const origin = await serve({ TRUST_PROXY: '1' });
    expect(await hsts(origin, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(origin, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hsts(origin)).toBeNull();
  }, 60_000);

  it('ignores a client’s own X-Forwarded-Proto without TRUST_PROXY, or from an untrusted address', async () => {
    expect(await hsts(await serve({}), { 'x-forwarded-proto': 'https' })).toBeNull();
    child?.kill();
    expect(await hsts(await serve({ TRUST_PROXY: '10.0.0.0/8' }), { 'x-forwarded-proto': 'https' })).toBeNull();
    child?.kill();
    expect(await hsts(await serve({ TRUST_PROXY: '127.0.0.1' }), { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
  }, 60_000);
});
