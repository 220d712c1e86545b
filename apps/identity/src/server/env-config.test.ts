import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_TIMEOUT_MS, WebhookSmsSender } from '../otp/sms-sender.js';
import { configFromEnv } from './env-config.js';

describe('configFromEnv outside production', () => {
  it('refuses to start when codes have nowhere to go, naming the demo switch', () => {
    const config = configFromEnv({});
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.message).toContain('CLOROFIL_DEMO=1');
  });

  it('CLOROFIL_DEMO=1 turns on the outbox, generated secrets and a generated shop secret', () => {
    const config = configFromEnv({ CLOROFIL_DEMO: '1' });
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    expect(config.demo).toBe(true);
    expect(config.options).toMatchObject({
      host: '127.0.0.1',
      port: 5090,
      issuer: 'http://127.0.0.1:5090',
      webOrigin: 'http://127.0.0.1:5173',
      apiAudience: 'urn:clorofil:api',
      devOutbox: true,
      demoShopSecret: true,
      generateSecrets: true,
    });
    // No secret that works against a running provider is written in the code.
    expect(config.options.shopClientSecret).toBeUndefined();
    expect(config.options.storage?.dataDir).toMatch(/apps\/identity\/\.data\/pglite$/);
  });

  it('keeps DEV_OUTBOX=1 and --dev-outbox as aliases of the demo switch', () => {
    for (const config of [configFromEnv({ DEV_OUTBOX: '1' }), configFromEnv({}, ['--dev-outbox'])]) {
      expect(config.ok && config.demo && config.options.devOutbox).toBe(true);
    }
  });

  it('without demo mode and without SHOP_CLIENT_SECRET the shop client does not exist', () => {
    const config = configFromEnv({ SMS_WEBHOOK_URL: 'https://sms.example/send' });
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    expect(config.options.shopClientSecret).toBeUndefined();
    expect(config.options.demoShopSecret).toBe(false);
    expect(config.options.devOutbox).toBe(false);
    expect(config.warnings.join(' ')).toContain('shop client (clorofil-shop) is disabled');
  });

  it('prefers DATABASE_URL over the embedded folder', () => {
    const config = configFromEnv({ CLOROFIL_DEMO: '1', DATABASE_URL: 'postgres://u:p@db:5432/clorofil' });
    expect(config.ok && config.options.storage).toEqual({ url: 'postgres://u:p@db:5432/clorofil' });
  });

  it.each([
    ['', { kind: 'none' }],
    ['2', { kind: 'hops', hops: 2 }],
    ['10.0.0.0/8, 192.168.1.7', { kind: 'cidrs', cidrs: ['10.0.0.0/8', '192.168.1.7'] }],
  ])('reads TRUST_PROXY=%j', (value, trust) => {
    const config = configFromEnv({ CLOROFIL_DEMO: '1', TRUST_PROXY: value });
    expect(config.ok && config.options.trustProxy).toEqual(trust);
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses', () => {
    const config = configFromEnv({ CLOROFIL_DEMO: '1', TRUST_PROXY: '10.0.0.0/40' });
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.message).toContain('TRUST_PROXY');
  });

  it('bounds the SMS gateway call by SMS_TIMEOUT_MS, 3 s when unset, and refuses a value that is not a duration', () => {
    const timeout = (env: NodeJS.ProcessEnv) => {
      const config = configFromEnv({ SMS_WEBHOOK_URL: 'https://sms.example/send', ...env });
      return config.ok && config.options.sms instanceof WebhookSmsSender ? config.options.sms.timeoutMs : undefined;
    };
    expect(timeout({})).toBe(DEFAULT_SMS_TIMEOUT_MS);
    expect(DEFAULT_SMS_TIMEOUT_MS).toBe(3000);
    expect(timeout({ SMS_TIMEOUT_MS: '1500' })).toBe(1500);
    const refused = configFromEnv({ SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_TIMEOUT_MS: '3s' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('SMS_TIMEOUT_MS');
  });
});
