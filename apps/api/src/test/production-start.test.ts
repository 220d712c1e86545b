import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@clorofil/vitest-config/ports';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';

// Production refuses development settings: each forbidden setting, one at a time, makes
// readConfig name it; the real entry point, started as an operator would, turns that refusal into
// one line on stderr and a non-zero exit (one start each way proves the wiring; a start costs a
// second of CPU).
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
  const clean: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PGLITE_DIR: join(scratch, 'pglite'),
  };
  for (const [key, value] of Object.entries(env)) if (value !== undefined) clean[key] = value;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--conditions=@clorofil/source', 'src/main.ts'], { cwd: API_DIR, env: clean });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    // 'close', not 'exit': 'exit' may come before the last of stderr has been read (an empty
    // stderr under load, once in a CI run), 'close' only once the child's streams have ended.
    child.on('close', (code) => {
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
  [
    'ALLOW_HTTP_ORIGINS with a public http origin',
    { ALLOW_HTTP_ORIGINS: '1', WEB_ORIGIN: 'http://club.example.ir' },
    /WEB_ORIGIN/,
  ],
  ['TRUST_PROXY=true (any client)', { TRUST_PROXY: 'true' }, /TRUST_PROXY/],
];

describe('production refuses development settings', () => {
  it.each(refusals)('refuses %s, naming it', (_name, change, names) => {
    const env: NodeJS.ProcessEnv = {};
    for (const [key, value] of Object.entries({ ...PRODUCTION, ...change })) if (value !== undefined) env[key] = value;
    let refusal: unknown;
    try {
      readConfig(env);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    const message = (refusal as ConfigError).message;
    expect(message).toMatch(/^Refusing to start: /);
    expect(message).toMatch(names);
    expect(message).not.toContain('\n');
  });

  it('the entry point prints the refusal as one line and exits non-zero', async () => {
    const { code, stderr } = await start({ ...PRODUCTION, CLOROFIL_DEMO: '1' });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^api: Refusing to start: .*CLOROFIL_DEMO/)]);
  }, 120_000);

  it('gets past the settings check with a complete production environment (then fails only on the unreachable database)', async () => {
    const { code, stderr } = await start(PRODUCTION);
    expect(code).not.toBe(0);
    expect(stderr).not.toMatch(/Refusing to start/);
    expect(stderr).toMatch(/ECONNREFUSED|connect/);
  }, 120_000);
});

describe('the demo switch (spawned entry point, embedded database)', () => {
  async function runUntilListening(env: Record<string, string>): Promise<void> {
    const port = String(await freePort());
    const child = spawn(TSX, ['--conditions=@clorofil/source', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        PORT: port,
        REVOCATION_URL: 'off',
        ...env,
      },
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const killer = setTimeout(() => child.kill('SIGKILL'), 150_000);
      const watch = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening')) child.kill('SIGTERM');
      };
      child.stdout.on('data', watch);
      child.stderr.on('data', watch);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(killer);
        if (output.includes('Server listening')) resolve();
        else reject(new Error(`api exited with ${code} before listening:\n${output}`));
      });
    });
  }

  async function members(dataDir: string): Promise<string[]> {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return (await database.db.selectFrom('members').select('mobile').orderBy('mobile').execute()).map(
        (row) => row.mobile,
      );
    } finally {
      await database.close();
    }
  }

  it('starts a new database with zero members without CLOROFIL_DEMO, and adds the demo members and reviewer with it', async () => {
    const dataDir = join(scratch, 'switch');
    await runUntilListening({ PGLITE_DIR: dataDir });
    expect(await members(dataDir)).toEqual([]);
    await runUntilListening({ PGLITE_DIR: dataDir, CLOROFIL_DEMO: '1' });
    expect(await members(dataDir)).toEqual(expect.arrayContaining(['09120000001', '09120000002', '09129999999']));
  }, 400_000);
});
