import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from './env-config.js';

const folder = mkdtempSync(join(tmpdir(), 'clorofil-identity-keys-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const privateJwk = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
const keysFile = join(folder, 'jwks.json');
writeFileSync(
  keysFile,
  JSON.stringify({
    keys: [
      { ...privateJwk(), kid: 'new' },
      { ...privateJwk(), kid: 'old' },
    ],
  }),
);

/** A complete, valid production environment; each test breaks one thing. */
function production(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    ISSUER: 'https://id.club.example',
    WEB_ORIGIN: 'https://club.example',
    SHOP_CLIENT_SECRET: 's'.repeat(40),
    OTP_PEPPER: 'p'.repeat(40),
    SIGNING_KEYS_FILE: keysFile,
    SMS_WEBHOOK_URL: 'https://sms.example/send',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

describe('NODE_ENV=production refuses every development shortcut and missing secret', () => {
  it('starts with a complete production environment: keys from the file, no demo, no generated secrets', () => {
    const config = configFromEnv(production());
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    expect(config.demo).toBe(false);
    expect(config.options.generateSecrets).toBe(false);
    expect(config.options.devOutbox).toBe(false);
    expect(config.options.signingKeys?.keys.map((key) => key.kid)).toEqual(['new', 'old']);
    expect(config.options.otpPepper).toBe('p'.repeat(40));
  });

  it('accepts the keys inline as SIGNING_KEYS', () => {
    const inline = JSON.stringify({ keys: [privateJwk()] });
    const config = configFromEnv(production({ SIGNING_KEYS_FILE: undefined, SIGNING_KEYS: inline }));
    expect(config.ok && config.options.signingKeys?.keys[0]?.kid).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['CLOROFIL_DEMO on', { CLOROFIL_DEMO: '1' }, 'CLOROFIL_DEMO'],
    ['DEV_OUTBOX on', { DEV_OUTBOX: '1' }, 'DEV_OUTBOX'],
    ['SHOP_CLIENT_SECRET missing', { SHOP_CLIENT_SECRET: undefined }, 'SHOP_CLIENT_SECRET'],
    ['SHOP_CLIENT_SECRET short', { SHOP_CLIENT_SECRET: 'dev-shop-secret' }, 'SHOP_CLIENT_SECRET is 15 characters'],
    ['OTP_PEPPER missing', { OTP_PEPPER: undefined }, 'OTP_PEPPER'],
    ['no signing key', { SIGNING_KEYS_FILE: undefined }, 'SIGNING_KEYS_FILE'],
    ['an unreadable key file', { SIGNING_KEYS_FILE: join(folder, 'missing.json') }, 'SIGNING_KEYS_FILE'],
    [
      'a public key only',
      { SIGNING_KEYS_FILE: undefined, SIGNING_KEYS: '{"keys":[{"kty":"RSA","n":"x","e":"AQAB"}]}' },
      'not a private RSA key',
    ],
    ['an http issuer', { ISSUER: 'http://id.club.example' }, 'https ISSUER'],
    ['an http web origin', { WEB_ORIGIN: 'http://club.example' }, 'https WEB_ORIGIN'],
    [
      'http on a public host even with the override',
      { ISSUER: 'http://id.club.example', ALLOW_HTTP_ORIGINS: '1' },
      'https ISSUER',
    ],
    ['no SMS gateway', { SMS_WEBHOOK_URL: undefined }, 'SMS_WEBHOOK_URL'],
  ])('refuses %s', (_name, overrides, setting) => {
    const config = configFromEnv(production(overrides));
    expect(config.ok).toBe(false);
    if (config.ok) return;
    expect(config.message).toMatch(/^Refusing to start: /);
    expect(config.message).toContain(setting);
    expect(config.message).not.toContain('\n');
  });

  it('allows http on a loopback host with ALLOW_HTTP_ORIGINS=1 (a production build tested on one machine)', () => {
    const config = configFromEnv(
      production({ ISSUER: 'http://127.0.0.1:15090', WEB_ORIGIN: 'http://127.0.0.1:15173', ALLOW_HTTP_ORIGINS: '1' }),
    );
    expect(config.ok).toBe(true);
  });
});

describe('the real entry point (src/main.ts)', () => {
  const appRoot = fileURLToPath(new URL('../..', import.meta.url));
  const tsx = join(appRoot, 'node_modules/.bin/tsx');

  function start(env: NodeJS.ProcessEnv) {
    const result = spawnSync(tsx, ['--conditions=@clorofil/source', 'src/main.ts'], {
      cwd: appRoot,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: result.status, stderr: result.stderr.trim() };
  }

  it('exits 1 with one line naming the setting: production with the demo switch', () => {
    const { status, stderr } = start(production({ CLOROFIL_DEMO: '1' }));
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^\[identity\] Refusing to start: NODE_ENV=production with CLOROFIL_DEMO on/);
  }, 150_000);

  it('exits 1 with one line naming the setting: production without OTP_PEPPER', () => {
    const { status, stderr } = start(production({ OTP_PEPPER: undefined }));
    expect(status).toBe(1);
    expect(stderr).toMatch(/^\[identity\] Refusing to start: NODE_ENV=production needs OTP_PEPPER/);
  }, 150_000);
});
