import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 9, finding 1/2: the real entry point, started as an operator would, with one forbidden
// setting at a time. Each must exit non-zero with one line that names the setting.
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(API_DIR, 'node_modules/.bin/tsx');
const scratch = mkdtempSync(join(tmpdir(), 'clorofil-api-prod-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://clorofil@127.0.0.1:1/none',
  ISSUER: 'https://id.example.ir',
  WEB_ORIGIN: 'https://club.example.ir',
  API_ORIGIN: 'https://api.example.ir',
};

interface Exit {
  code: number | null;
  stderr: string;
}

function start(env: Record<string, string | undefined>): Promise<Exit> {
  const clean: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, PGLITE_DIR: join(scratch, 'pglite') };
  for (const [key, value] of Object.entries(env)) if (value !== undefined) clean[key] = value;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--conditions=@clorofil/source', 'src/main.ts'], { cwd: API_DIR, env: clean });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr });
    });
  });
}

const refusals: [string, Record<string, string | undefined>, RegExp][] = [
  ['CLOROFIL_DEMO', { CLOROFIL_DEMO: '1' }, /CLOROFIL_DEMO/],
  ['DEV_OUTBOX', { DEV_OUTBOX: '1' }, /DEV_OUTBOX/],
  ['DATABASE_URL missing', { DATABASE_URL: undefined }, /DATABASE_URL/],
  ['an http ISSUER', { ISSUER: 'http://id.example.ir' }, /ISSUER/],
  ['an http WEB_ORIGIN', { WEB_ORIGIN: 'http://club.example.ir' }, /WEB_ORIGIN/],
  ['an http API_ORIGIN', { API_ORIGIN: 'http://api.example.ir' }, /API_ORIGIN/],
  ['the default ISSUER', { ISSUER: undefined }, /needs ISSUER/],
  ['REVOCATION_URL=off', { REVOCATION_URL: 'off' }, /REVOCATION_URL/],
  ['an http JWKS_URL', { JWKS_URL: 'http://id.example.ir/jwks' }, /JWKS_URL/],
  ['ALLOW_HTTP_ORIGINS with a public http origin', { ALLOW_HTTP_ORIGINS: '1', WEB_ORIGIN: 'http://club.example.ir' }, /WEB_ORIGIN/],
  ['TRUST_PROXY=true (any client)', { TRUST_PROXY: 'true' }, /TRUST_PROXY/],
];

describe('production refuses development settings (spawned entry point)', () => {
  it.each(refusals)('refuses %s with one line naming it', async (_name, change, names) => {
    const { code, stderr } = await start({ ...PRODUCTION, ...change });
    expect(code).not.toBe(0);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^api: Refusing to start: /);
    expect(lines[0]).toMatch(names);
    console.log(lines[0]);
  }, 120_000);

  it('gets past the settings check with a complete production environment (then fails only on the unreachable database)', async () => {
    const { code, stderr } = await start(PRODUCTION);
    expect(code).not.toBe(0);
    expect(stderr).not.toMatch(/Refusing to start/);
    expect(stderr).toMatch(/ECONNREFUSED|connect/);
  }, 120_000);
});
