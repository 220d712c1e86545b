import { fileURLToPath } from 'node:url';
import { WebhookSmsSender } from '../otp/sms-sender.js';
import { STRICT_OTP_POLICY } from '../otp/otp-policy.js';
import { DEFAULTS, type IdentityServerOptions } from './options.js';

export type EnvConfig = { ok: true; options: IdentityServerOptions; warnings: string[] } | { ok: false; message: string };

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

function positiveInt(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/**
 * Turns the process environment into server options, refusing configurations that could not work
 * or would be unsafe: no way to deliver codes, or production with the development shop secret.
 */
export function configFromEnv(env: NodeJS.ProcessEnv, argv: readonly string[] = []): EnvConfig {
  const production = env.NODE_ENV === 'production';
  const devOutbox = env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true' || argv.includes('--dev-outbox');
  const port = env.PORT ? Number(env.PORT) : DEFAULTS.port;
  const host = env.HOST ?? DEFAULTS.host;
  const issuer = env.ISSUER ?? `http://${host}:${port}`;
  const warnings: string[] = [];

  if (!Number.isInteger(port) || port < 0 || port > 65535) return { ok: false, message: `PORT must be a port number, got "${env.PORT}".` };

  let sms: WebhookSmsSender | undefined;
  if (!devOutbox && env.SMS_WEBHOOK_URL) {
    sms = new WebhookSmsSender({
      url: env.SMS_WEBHOOK_URL,
      token: env.SMS_WEBHOOK_TOKEN,
      codeTtlSeconds: STRICT_OTP_POLICY.codeTtlSeconds,
      host: new URL(issuer).hostname,
    });
  }
  if (!devOutbox && !sms) {
    return {
      ok: false,
      message: production
        ? 'Refusing to start: NODE_ENV=production but no SMS provider is configured. Set SMS_WEBHOOK_URL (and SMS_WEBHOOK_TOKEN) to your SMS gateway, or DEV_OUTBOX=1 for a non-public test deployment.'
        : 'Refusing to start: one-time codes have nowhere to go. Set DEV_OUTBOX=1 for development (codes at /dev/outbox and in the log) or SMS_WEBHOOK_URL for a real SMS gateway.',
    };
  }
  if (production && !env.SHOP_CLIENT_SECRET) {
    return { ok: false, message: 'Refusing to start: NODE_ENV=production needs SHOP_CLIENT_SECRET (the development default is public).' };
  }
  if (production && devOutbox) warnings.push('DEV_OUTBOX=1 in production: one-time codes are readable at /dev/outbox. Never expose this deployment publicly.');
  if (production && !issuer.startsWith('https://')) warnings.push(`ISSUER ${issuer} is not https.`);

  const perMobile = positiveInt(env.OTP_LIMIT_PER_MOBILE);
  const perIp = positiveInt(env.OTP_LIMIT_PER_IP);
  return {
    ok: true,
    warnings,
    options: {
      host,
      port,
      issuer,
      webOrigin: env.WEB_ORIGIN ?? DEFAULTS.webOrigin,
      apiAudience: env.API_AUDIENCE ?? DEFAULTS.apiAudience,
      shopClientSecret: env.SHOP_CLIENT_SECRET ?? DEFAULTS.shopClientSecret,
      storage: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR },
      devOutbox,
      sms,
      otpPepper: env.OTP_PEPPER || undefined,
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      otp: {
        ...(perMobile ? { perMobile: { limit: perMobile, windowSeconds: 3600 } } : {}),
        ...(perIp ? { perIp: { limit: perIp, windowSeconds: 3600 } } : {}),
      },
    },
  };
}
