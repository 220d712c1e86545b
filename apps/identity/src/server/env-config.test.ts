import { describe, expect, it } from 'vitest';
import { configFromEnv } from './env-config.js';

describe('configFromEnv', () => {
  it('refuses to start in production without an SMS provider, naming the fix', () => {
    const config = configFromEnv({ NODE_ENV: 'production', SHOP_CLIENT_SECRET: 's' });
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.message).toMatch(/SMS_WEBHOOK_URL.*DEV_OUTBOX=1/);
  });

  it('refuses to start anywhere when codes have nowhere to go', () => {
    const config = configFromEnv({});
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.message).toContain('DEV_OUTBOX=1');
  });

  it('starts in production with DEV_OUTBOX=1, loudly', () => {
    const config = configFromEnv({ NODE_ENV: 'production', DEV_OUTBOX: '1', SHOP_CLIENT_SECRET: 's', ISSUER: 'https://id.example' });
    expect(config.ok).toBe(true);
    if (config.ok) expect(config.warnings.join(' ')).toContain('/dev/outbox');
  });

  it('refuses the public development shop secret in production', () => {
    const config = configFromEnv({ NODE_ENV: 'production', SMS_WEBHOOK_URL: 'https://sms.example/send' });
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.message).toContain('SHOP_CLIENT_SECRET');
  });

  it('uses the agreed development defaults', () => {
    const config = configFromEnv({}, ['--dev-outbox']);
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    expect(config.options).toMatchObject({
      host: '127.0.0.1',
      port: 5090,
      issuer: 'http://127.0.0.1:5090',
      webOrigin: 'http://127.0.0.1:5173',
      apiAudience: 'urn:clorofil:api',
      shopClientSecret: 'dev-shop-secret',
      devOutbox: true,
    });
    expect(config.options.storage?.dataDir).toMatch(/apps\/identity\/\.data\/pglite$/);
  });

  it('prefers DATABASE_URL over the embedded folder', () => {
    const config = configFromEnv({ DEV_OUTBOX: '1', DATABASE_URL: 'postgres://u:p@db:5432/clorofil' });
    expect(config.ok && config.options.storage).toEqual({ url: 'postgres://u:p@db:5432/clorofil' });
  });
});
