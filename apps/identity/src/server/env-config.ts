import { fileURLToPath } from 'node:url';
import { parseTrustProxy } from '../http/trust-proxy.js';
import { signingKeysFromEnv } from '../oidc/signing-keys.js';
import { STRICT_OTP_POLICY } from '../otp/otp-policy.js';
import { WebhookTextSender } from '../member-sms/text-sender.js';
import { WebhookSmsSender } from '../otp/sms-sender.js';
import { DEFAULTS, type IdentityServerOptions } from './options.js';

export type EnvConfig =
  { ok: true; options: IdentityServerOptions; warnings: string[]; demo: boolean } | { ok: false; message: string };

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
const MIN_SECRET_LENGTH = 32;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function positiveInt(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

function on(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

const refuse = (message: string): EnvConfig => ({ ok: false, message: `Refusing to start: ${message}` });

/** https, or plain http on a loopback host when ALLOW_HTTP_ORIGINS=1 (a production build tested on one machine). */
function secureOrigin(name: string, value: string, allowHttp: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name}=${value} is not a URL.`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && allowHttp && LOOPBACK.has(url.hostname)) return undefined;
  return `NODE_ENV=production needs an https ${name}, got ${value} (ALLOW_HTTP_ORIGINS=1 allows http on 127.0.0.1/localhost only, for local tests).`;
}

/**
 * Turns the process environment into server options. Demo mode (CLOROFIL_DEMO=1, or its older
 * alias DEV_OUTBOX=1) is the one switch for development shortcuts: the outbox, generated keys and
 * pepper, a generated shop secret. Production (NODE_ENV=production) refuses every shortcut and
 * every missing secret with one line naming the setting.
 */
export function configFromEnv(env: NodeJS.ProcessEnv, argv: readonly string[] = []): EnvConfig {
  const production = env.NODE_ENV === 'production';
  const demoFlag = on(env.CLOROFIL_DEMO) || argv.includes('--demo');
  const outboxFlag = on(env.DEV_OUTBOX) || argv.includes('--dev-outbox');
  const demo = demoFlag || outboxFlag;
  const port = env.PORT ? Number(env.PORT) : DEFAULTS.port;
  const host = env.HOST ?? DEFAULTS.host;
  const issuer = (env.ISSUER ?? `http://${host}:${port}`).replace(/\/+$/, '');
  const webOrigin = env.WEB_ORIGIN ?? DEFAULTS.webOrigin;
  const shopSecret = env.SHOP_CLIENT_SECRET || undefined;
  const pepper = env.OTP_PEPPER || undefined;
  const warnings: string[] = [];

  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return refuse(`PORT must be a port number, got "${env.PORT}".`);
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust.ok) return refuse(trust.message);
  const keys = signingKeysFromEnv(env);
  if (!keys.ok) return refuse(keys.message);
  const smsTimeoutMs = positiveInt(env.SMS_TIMEOUT_MS);
  if (env.SMS_TIMEOUT_MS && !smsTimeoutMs)
    return refuse(`SMS_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${env.SMS_TIMEOUT_MS}".`);

  if (production) {
    if (demoFlag)
      return refuse(
        'NODE_ENV=production with CLOROFIL_DEMO on: demo mode publishes one-time codes and uses generated secrets. Unset CLOROFIL_DEMO.',
      );
    if (outboxFlag)
      return refuse(
        'NODE_ENV=production with DEV_OUTBOX on: anyone could read one-time codes at /dev/outbox. Unset DEV_OUTBOX.',
      );
    if (!shopSecret)
      return refuse(
        `NODE_ENV=production needs SHOP_CLIENT_SECRET (at least ${MIN_SECRET_LENGTH} random characters) for the shop client.`,
      );
    if (shopSecret.length < MIN_SECRET_LENGTH)
      return refuse(
        `SHOP_CLIENT_SECRET is ${shopSecret.length} characters; production needs at least ${MIN_SECRET_LENGTH}.`,
      );
    if (!pepper)
      return refuse(
        `NODE_ENV=production needs OTP_PEPPER (at least ${MIN_SECRET_LENGTH} random characters, from your secret store).`,
      );
    if (pepper.length < MIN_SECRET_LENGTH)
      return refuse(`OTP_PEPPER is ${pepper.length} characters; production needs at least ${MIN_SECRET_LENGTH}.`);
    if (!keys.jwks)
      return refuse(
        'NODE_ENV=production needs signing keys: SIGNING_KEYS_FILE (a JWKS file) or SIGNING_KEYS (the JWKS JSON).',
      );
    const allowHttp = on(env.ALLOW_HTTP_ORIGINS);
    const insecure = secureOrigin('ISSUER', issuer, allowHttp) ?? secureOrigin('WEB_ORIGIN', webOrigin, allowHttp);
    if (insecure) return refuse(insecure);
    if (!env.SMS_WEBHOOK_URL)
      return refuse(
        'NODE_ENV=production but no SMS gateway is configured. Set SMS_WEBHOOK_URL (and SMS_WEBHOOK_TOKEN).',
      );
  }

  let sms: WebhookSmsSender | undefined;
  let texts: WebhookTextSender | undefined;
  if (!demo && env.SMS_WEBHOOK_URL) {
    texts = new WebhookTextSender({ url: env.SMS_WEBHOOK_URL, token: env.SMS_WEBHOOK_TOKEN });
    sms = new WebhookSmsSender({
      url: env.SMS_WEBHOOK_URL,
      token: env.SMS_WEBHOOK_TOKEN,
      codeTtlSeconds: STRICT_OTP_POLICY.codeTtlSeconds,
      host: new URL(issuer).hostname,
      timeoutMs: smsTimeoutMs,
    });
  }
  if (!demo && !sms) {
    return refuse(
      'one-time codes have nowhere to go. Set CLOROFIL_DEMO=1 for development (codes at /dev/outbox and in the log) or SMS_WEBHOOK_URL for a real SMS gateway.',
    );
  }
  if (!demo && !shopSecret)
    warnings.push('SHOP_CLIENT_SECRET is not set: the shop client (clorofil-shop) is disabled.');
  const apiClientSecret = env.API_CLIENT_SECRET || undefined;
  if (!apiClientSecret)
    warnings.push(
      'API_CLIENT_SECRET is not set: the API cannot text members their review results (POST /sms/member is off).',
    );
  else if (apiClientSecret.length < MIN_SECRET_LENGTH)
    warnings.push(`API_CLIENT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.`);
  if (shopSecret && shopSecret.length < MIN_SECRET_LENGTH)
    warnings.push(`SHOP_CLIENT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.`);

  const perMobile = positiveInt(env.OTP_LIMIT_PER_MOBILE);
  const perIp = positiveInt(env.OTP_LIMIT_PER_IP);
  const cookieKeys = env.COOKIE_KEYS?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return {
    ok: true,
    demo,
    warnings,
    options: {
      host,
      port,
      issuer,
      webOrigin,
      apiAudience: env.API_AUDIENCE ?? DEFAULTS.apiAudience,
      shopClientSecret: shopSecret,
      demoShopSecret: demo && !shopSecret,
      storage: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR },
      devOutbox: demo,
      sms,
      texts,
      apiClientSecret,
      otpPepper: pepper,
      signingKeys: keys.jwks,
      cookieKeys: cookieKeys?.length ? cookieKeys : undefined,
      generateSecrets: !production,
      trustProxy: trust.trust,
      otp: {
        ...(perMobile ? { perMobile: { limit: perMobile, windowSeconds: 3600 } } : {}),
        ...(perIp ? { perIp: { limit: perIp, windowSeconds: 3600 } } : {}),
      },
    },
  };
}
